import BookshelfCore
import BookshelfCovers
import BookshelfProviders
import BookshelfTestSupport
import Foundation

/// What the cover benchmarks share: the live fetch stack against a loopback server (its origin
/// exempt, as an endpoint override is), a pipeline on a temporary cache folder, and a decoder and
/// renderer that stand in for part B's (the benchmarks measure the caches, not the codecs).
enum CoverBench {
  /// A JPEG-looking cover of `count` bytes whose first byte after the magic number is `tag`.
  static func jpeg(_ tag: Int, count: Int = 8 * 1024) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
    bytes += withUnsafeBytes(of: UInt32(tag).littleEndian) { Array($0) }
    bytes += [UInt8](repeating: UInt8(truncatingIfNeeded: tag), count: max(0, count - bytes.count))
    return Data(bytes)
  }

  /// The live stack of the composition root: the address guard (the server's origin exempt)
  /// under a 2-redirect limit over one URLSession client. Build it once per benchmark: every
  /// pipeline of a process shares it, as in the program.
  static func client(server: LoopbackServer) -> any HTTPClient {
    RedirectingHTTPClient(
      base: PublicAddressGuard(base: URLSessionHTTPClient(), exemptOrigins: [server.baseURL]), limit: 2)
  }

  static func pipeline(
    http: any HTTPClient, folder: URL, decoder: any ImageDecoding, renderer: any PictureRendering
  ) -> CoverPipeline {
    CoverPipeline(
      rules: CoverSourceRules(), fetcher: CoverFetcher(http: http),
      disk: DiskCoverCache(folder: folder), memoryLimitBytes: 64 << 20, decoder: decoder,
      renderer: renderer, beforeFirstDecode: { LargeAllocations.returnToTheSystemWhenFreed() })
  }

  static func book(_ index: Int, server: LoopbackServer) -> Book {
    Book(
      id: "bench:\(index)", title: "Cover \(index)", thumbnailURL: server.url("/covers/\(index).jpg"),
      source: "local")
  }

  static func temporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// Decodes into a `width` × `height` bitmap filled with the cover's tag byte.
struct FillDecoder: ImageDecoding {
  let width: Int
  let height: Int

  func decode(_ bytes: [UInt8], format: ImageFormat) throws(CoverAbsence) -> Bitmap {
    let tag = bytes.count > 4 ? bytes[4] : 0
    guard
      let bitmap = Bitmap(
        width: width, height: height, pixels: [UInt8](repeating: tag, count: width * height * 4))
    else { throw .undecodable }
    return bitmap
  }
}

/// Draws every cell in the colour of the bitmap's first pixel.
struct FlatRenderer: PictureRendering {
  func render(_ bitmap: Bitmap, size: CellSize, graphics: TerminalGraphics) -> CoverPicture? {
    let colour = CoverColor.rgb(bitmap.pixels[0], bitmap.pixels[1], bitmap.pixels[2])
    let cell = CoverCell(character: "▀", foreground: colour, background: colour)
    return CoverPicture(size: size, content: .cells(Array(repeating: cell, count: size.columns * size.rows)))
  }
}

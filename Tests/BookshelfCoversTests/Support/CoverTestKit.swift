import BookshelfCore
import BookshelfProviders
import BookshelfTestSupport
import Foundation
import Synchronization

@testable import BookshelfCovers

/// A resolver answering from a table; names not in it do not resolve. Counts its lookups.
final class FixedHostResolver: HostResolving {
  private let table: [String: [IPAddress]]
  private let asked = Mutex<[String]>([])

  init(_ table: [String: String]) {
    self.table = table.mapValues { IPAddress(literal: $0).map { [$0] } ?? [] }
  }

  var lookups: [String] { asked.withLock { $0 } }

  func addresses(of host: String) async throws(CoverAbsence) -> [IPAddress] {
    asked.withLock { $0.append(host) }
    guard let found = table[host.lowercased()], !found.isEmpty else { throw .refused(.unresolvable) }
    return found
  }
}

/// Counts what reaches it and answers 200 with a PNG: shows whether a request was sent at all.
final class CountingHTTPClient: HTTPClient {
  private let sent = Mutex<[URL]>([])
  var urls: [URL] { sent.withLock { $0 } }
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    sent.withLock { $0.append(request.url) }
    return HTTPResponse(status: 200, body: FakeCoverBytes.png(1))
  }
}

/// Image bytes the tests make: the right magic number followed by a tag, so the fake decoder
/// can tell covers apart.
enum FakeCoverBytes {
  static func png(_ tag: UInt8, count: Int = 64) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, tag]
    bytes += [UInt8](repeating: tag, count: max(0, count - bytes.count))
    return Data(bytes)
  }

  static func jpeg(_ tag: UInt8, count: Int = 64) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, tag]
    bytes += [UInt8](repeating: tag, count: max(0, count - bytes.count))
    return Data(bytes)
  }
}

/// Decodes a test image into a `side` × `side` bitmap filled with its tag (the byte after
/// the magic number); counts its calls. `undecodableTag` fails as damaged data would.
final class TagDecoder: ImageDecoding {
  let side: Int
  let undecodableTag: UInt8?
  private let calls = Mutex(0)
  init(side: Int = 2, undecodableTag: UInt8? = nil) {
    self.side = side
    self.undecodableTag = undecodableTag
  }
  var count: Int { calls.withLock { $0 } }

  func decode(_ bytes: [UInt8], format: ImageFormat) throws(CoverAbsence) -> Bitmap {
    calls.withLock { $0 += 1 }
    let tag = format == .png ? bytes[8] : bytes[4]
    if tag == undecodableTag { throw .undecodable }
    guard
      let bitmap = Bitmap(width: side, height: side, pixels: [UInt8](repeating: tag, count: side * side * 4))
    else { throw .undecodable }
    return bitmap
  }
}

/// Draws `tag:<first pixel byte> <columns>x<rows>` as an escape sequence, so a test sees which
/// cover a picture came from.
final class TagRenderer: PictureRendering {
  private let calls = Mutex(0)
  var count: Int { calls.withLock { $0 } }
  func render(_ bitmap: Bitmap, size: CellSize, graphics: TerminalGraphics) -> CoverPicture? {
    calls.withLock { $0 += 1 }
    return CoverPicture(
      size: size, content: .escapeSequence("tag:\(bitmap.pixels[0]) \(size.columns)x\(size.rows)"))
  }

  static func tag(_ outcome: CoverOutcome<CoverPicture>) -> String? {
    guard case .found(let picture) = outcome, case .escapeSequence(let text) = picture.content else {
      return nil
    }
    return text
  }
}

/// A wall clock a test moves by hand.
final class ManualWallClock: Sendable {
  private let time: Mutex<Date>
  init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { time = Mutex(start) }
  var now: Date { time.withLock { $0 } }
  func advance(seconds: TimeInterval) { time.withLock { $0 = $0.addingTimeInterval(seconds) } }
  var closure: @Sendable () -> Date { { [self] in now } }
}

/// A fresh folder under the temporary directory, removed by `remove()`.
struct TemporaryCacheFolder {
  let url: URL
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("covers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  func remove() { try? FileManager.default.removeItem(at: url) }
  var covers: URL { url.appendingPathComponent("covers") }
}

/// The live stack of the composition root against a loopback server: the address guard (the
/// server's origin exempt), under a 2-redirect limit, over URLSession.
enum CoverStack {
  static func client(
    exempt: [URL], resolver: any HostResolving = FixedHostResolver([:]),
    base: any HTTPClient = URLSessionHTTPClient()
  ) -> any HTTPClient {
    RedirectingHTTPClient(
      base: PublicAddressGuard(base: base, resolver: resolver, exemptOrigins: exempt), limit: 2)
  }

  static func pipeline(
    http: any HTTPClient, folder: URL?, coversBaseURL: URL = CoverSourceRules.defaultCoversBaseURL,
    memoryLimitBytes: Int = 64 << 20, diskLimitBytes: Int = 256 << 20,
    maxBytes: Int = CoverFetcher.defaultMaxBytes,
    decoder: any ImageDecoding = TagDecoder(), renderer: any PictureRendering = TagRenderer(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) -> CoverPipeline {
    CoverPipeline(
      rules: CoverSourceRules(coversBaseURL: coversBaseURL),
      fetcher: CoverFetcher(http: http, maxBytes: maxBytes, timeout: 60),
      disk: folder.map { DiskCoverCache(folder: $0, limitBytes: diskLimitBytes, now: now) },
      memoryLimitBytes: memoryLimitBytes, decoder: decoder, renderer: renderer, now: now)
  }
}

func coverBook(_ id: String, cover: String?, source: String = "kakao", isbn13: String? = nil) -> Book {
  Book(
    id: id, title: "Book \(id)", isbn13: isbn13, thumbnailURL: cover.flatMap { URL(string: $0) },
    source: source)
}

/// A URL the test spells out; a typo stops the test with the text.
func fixedURL(_ text: String) -> URL {
  guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
  return url
}

import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfCovers

@Suite("LibraryImageDecoder: damaged, truncated and bomb images")
struct DamagedImageTests {
  let decoder = LibraryImageDecoder()
  let picture = TestImages.halves(width: 64, height: 48)

  @Test("a truncated JPEG, PNG or WebP is undecodable", arguments: [0.1, 0.5, 0.9])
  func truncated(keeping fraction: Double) {
    let images: [(ImageFormat, [UInt8])] = [
      (.jpeg, TestImages.jpeg(picture, width: 64, height: 48)),
      (.png, TestImages.png(picture, width: 64, height: 48)),
      (.webp, TestImages.webp(picture, width: 64, height: 48, quality: 80)),
      (.gif, Self.gif),
    ]
    for (format, bytes) in images {
      #expect(bytes.count > 100)
      let cut = Array(bytes.prefix(Int(Double(bytes.count) * fraction)))
      #expect(throws: CoverAbsence.undecodable, "\(format) cut to \(cut.count)") {
        try decoder.decode(cut, format: format)
      }
    }
  }

  @Test("magic numbers followed by garbage are undecodable")
  func garbageAfterMagic() {
    var generator = SplitMix(seed: 12)
    let noise = (0..<2000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let cases: [(ImageFormat, [UInt8])] = [
      (.jpeg, [0xFF, 0xD8, 0xFF, 0xE0] + noise),
      (.png, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + noise),
      (.webp, Array("RIFF".utf8) + [0xD0, 0x07, 0, 0] + Array("WEBP".utf8) + noise),
    ]
    for (format, bytes) in cases {
      #expect(ImageFormat.sniff(bytes) == format)
      #expect(throws: CoverAbsence.undecodable) { try decoder.decode(bytes, format: format) }
    }
  }

  @Test("a PNG with a damaged image chunk (bad CRC) is undecodable")
  func corruptPNG() throws {
    var bytes = TestImages.png(picture, width: 64, height: 48)
    let idat = try #require(Self.find(Array("IDAT".utf8), in: bytes))
    bytes[idat + 10] ^= 0x55
    #expect(throws: CoverAbsence.undecodable) { try decoder.decode(bytes, format: .png) }
  }

  @Test("a JPEG whose frame header lost its components is undecodable")
  func corruptJPEGHeader() throws {
    var bytes = TestImages.jpeg(picture, width: 64, height: 48)
    let frame = try #require(Self.find([0xFF, 0xC0], in: bytes))
    bytes[frame + 9] = 0  // number of components
    #expect(throws: CoverAbsence.undecodable) { try decoder.decode(bytes, format: .jpeg) }
  }

  @Test("a tiny JPEG declaring 60000×60000 pixels is too large, refused from its header")
  func jpegBomb() throws {
    var bytes = TestImages.jpeg(picture, width: 64, height: 48)
    let frame = try #require(Self.find([0xFF, 0xC0], in: bytes))
    // FF C0, length (2), precision (1), height (2), width (2): 60000 = 0xEA60.
    bytes.replaceSubrange((frame + 5)..<(frame + 9), with: [0xEA, 0x60, 0xEA, 0x60])
    #expect(bytes.count < 4000)
    #expect(throws: CoverAbsence.tooLarge) { try decoder.decode(bytes, format: .jpeg) }
  }

  @Test("a tiny PNG declaring 60000×60000 pixels (valid header CRC) is too large")
  func pngBomb() throws {
    var bytes = TestImages.png(picture, width: 64, height: 48)
    // IHDR data starts at 16: width (4), height (4), …; its CRC follows the 13 data bytes.
    let side: [UInt8] = [0, 0, 0xEA, 0x60]
    bytes.replaceSubrange(16..<24, with: side + side)
    let crc = TestImages.crc32(bytes[12..<29])
    bytes.replaceSubrange(
      29..<33, with: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) })
    #expect(throws: CoverAbsence.tooLarge) { try decoder.decode(bytes, format: .png) }
  }

  @Test("a tiny GIF declaring a 60000×60000 screen is too large, from its header")
  func gifBomb() {
    var bytes = Self.gif
    // The logical screen descriptor follows the 6-byte signature: width, height (little-endian).
    bytes.replaceSubrange(6..<10, with: [0x60, 0xEA, 0x60, 0xEA])
    #expect(throws: CoverAbsence.tooLarge) { try decoder.decode(bytes, format: .gif) }
  }

  @Test("a GIF with no frame before its trailer is undecodable")
  func gifWithoutFrame() {
    let bytes = Array("GIF89a".utf8) + [4, 0, 3, 0, 0, 0, 0, 0x3B]
    #expect(throws: CoverAbsence.undecodable) { try decoder.decode(bytes, format: .gif) }
  }

  /// A 64 × 48 GIF with a busy pattern (so its LZW data is long enough to cut).
  static let gif: [UInt8] = {
    let indices: [UInt8] = (0..<(64 * 48)).map { (index: Int) -> UInt8 in
      UInt8((index * 7 + index / 64 * 3) % 16)
    }
    let palette: [(UInt8, UInt8, UInt8)] = (0..<16).map { (level: Int) -> (UInt8, UInt8, UInt8) in
      (UInt8(level * 16), UInt8(255 - level * 16), UInt8(level * 5))
    }
    return TestImages.gif(indices: indices, width: 64, height: 48, palette: palette)
  }()

  @Test("a tiny WebP declaring 16384×16384 pixels is too large")
  func webpBomb() throws {
    var bytes = TestImages.webp(picture, width: 64, height: 48)
    let chunk = try #require(Self.find(Array("VP8L".utf8), in: bytes))
    // After the chunk header (8) and the signature 0x2F: 14 bits width − 1, 14 bits
    // height − 1, 1 bit alpha, 3 bits version, little-endian.
    let start = chunk + 9
    let old = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[start + $1]) << (8 * UInt32($1)) }
    let header = (old & 0xF000_0000) | 0x3FFF | 0x3FFF << 14
    for index in 0..<4 { bytes[start + index] = UInt8(truncatingIfNeeded: header >> (8 * UInt32(index))) }
    #expect(throws: CoverAbsence.tooLarge) { try decoder.decode(bytes, format: .webp) }
  }

  @Test("random bytes never crash any decoder", arguments: 0..<40)
  func randomBytes(seed: Int) {
    var generator = SplitMix(seed: UInt64(seed))
    let count = Int(generator.next() % 3000)
    let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    for format in ImageFormat.allCases {
      #expect(throws: CoverAbsence.undecodable) { try decoder.decode(bytes, format: format) }
    }
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    return (0...(haystack.count - needle.count)).first {
      haystack[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }
}

/// A small deterministic random source (SplitMix64).
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

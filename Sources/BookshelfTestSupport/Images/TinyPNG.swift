import Foundation

/// A PNG encoder for test images, in plain Swift: 8-bit RGB or palette images, the image data
/// in stored (uncompressed) deflate blocks, with real CRC-32 and Adler-32 checksums, so any PNG
/// decoder reads it. Big images stay big (no compression): for tests and benchmarks only.
public enum TinyPNG {
  /// A `width` × `height` RGB image whose pixel at (x, y) is `pixel(x, y)`.
  public static func rgb(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Data {
    var rows: [UInt8] = []
    rows.reserveCapacity((width * 3 + 1) * height)
    for y in 0..<height {
      rows.append(0)  // filter: none
      for x in 0..<width {
        let (r, g, b) = pixel(x, y)
        rows += [r, g, b]
      }
    }
    return png(width: width, height: height, colorType: 2, palette: nil, rows: rows)
  }

  /// A `width` × `height` palette image: `palette` (at most 256 colours) and the index of each
  /// pixel. One byte a pixel, decoded to 4 (RGBA) by most decoders.
  public static func indexed(
    width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)], _ index: (Int, Int) -> UInt8
  ) -> Data {
    var rows: [UInt8] = []
    rows.reserveCapacity((width + 1) * height)
    for y in 0..<height {
      rows.append(0)
      for x in 0..<width { rows.append(index(x, y)) }
    }
    let entries = palette.prefix(256).flatMap { [$0.0, $0.1, $0.2] }
    return png(width: width, height: height, colorType: 3, palette: entries, rows: rows)
  }

  /// A cover-like test image: red at the top fading to blue at the bottom, with a white band.
  public static func sampleCover(width: Int = 48, height: Int = 72) -> Data {
    rgb(width: width, height: height) { _, y in
      if y > height * 2 / 5, y < height / 2 { return (255, 255, 255) }
      let t = height > 1 ? Double(y) / Double(height - 1) : 0
      return (UInt8(255 * (1 - t)), 0, UInt8(255 * t))
    }
  }

  private static func png(width: Int, height: Int, colorType: UInt8, palette: [UInt8]?, rows: [UInt8])
    -> Data
  {
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, colorType, 0, 0, 0]
    out += chunk("IHDR", header)
    if let palette { out += chunk("PLTE", palette) }
    out += chunk("IDAT", zlibStored(rows))
    out += chunk("IEND", [])
    return Data(out)
  }

  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let last: UInt8 = offset + count >= data.count ? 1 : 0
      out.append(last)
      out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      out += data[offset..<(offset + count)]
      offset += count
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }

  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}

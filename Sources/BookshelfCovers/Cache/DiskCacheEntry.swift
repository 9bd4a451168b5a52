import BookshelfCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One file of the disk cover cache: a fixed header, the URL it answers for, the payload.
///
/// ```
/// 0   "BSCV"            magic
/// 4   1                 version
/// 5   kind              0 image, 1 negative (404/403)
/// 6   status  UInt16    the HTTP status of a negative entry
/// 8   created Int64     seconds since 1970 (when it was fetched)
/// 16  url length UInt32, 20 payload length UInt32
/// 24  SHA-256 of the payload, 64 hex digits
/// 88  the URL (UTF-8), then the payload
/// ```
/// Little-endian. A file is only believed when every length matches its size, the URL is the
/// one asked for (a hash collision or a foreign file never answers), the checksum matches and an
/// image's bytes start with a known magic number: a truncated or damaged file is a miss.
struct DiskCacheEntry: Equatable {
  enum Kind: Equatable {
    case image(CoverImage)
    case negative(status: Int)
  }

  var kind: Kind
  /// When it was fetched, whole seconds since 1970.
  var created: Int64

  static let magic = Array("BSCV".utf8)
  static let headerSize = 88

  func encoded(url: String) -> [UInt8] {
    let urlBytes = Array(url.utf8)
    let payload: [UInt8]
    let code: UInt8
    var status: UInt16 = 0
    switch kind {
    case .image(let image):
      payload = Array(image.bytes)
      code = 0
    case .negative(let value):
      payload = []
      code = 1
      status = UInt16(clamping: value)
    }
    var out = Self.magic
    out.reserveCapacity(Self.headerSize + urlBytes.count + payload.count)
    out += [1, code]
    out += withUnsafeBytes(of: status.littleEndian) { Array($0) }
    out += withUnsafeBytes(of: created.littleEndian) { Array($0) }
    out += withUnsafeBytes(of: UInt32(clamping: urlBytes.count).littleEndian) { Array($0) }
    out += withUnsafeBytes(of: UInt32(clamping: payload.count).littleEndian) { Array($0) }
    out += Array(SHA256.hex(payload).utf8)
    out += urlBytes
    out += payload
    return out
  }

  /// The entry in `file` if it is whole and answers for `url`; nil otherwise.
  static func decode(_ file: [UInt8], url: String) -> DiskCacheEntry? {
    guard file.count >= headerSize, Array(file[0..<4]) == magic, file[4] == 1 else { return nil }
    func integer<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
      var value = T.zero
      for index in 0..<MemoryLayout<T>.size {
        value |= T(truncatingIfNeeded: file[offset + index]) << (8 * index)
      }
      return value
    }
    let status = Int(integer(UInt16.self, at: 6))
    let created = integer(Int64.self, at: 8)
    let urlLength = Int(integer(UInt32.self, at: 16))
    let payloadLength = Int(integer(UInt32.self, at: 20))
    let urlBytes = Array(url.utf8)
    guard urlLength == urlBytes.count, headerSize + urlLength + payloadLength == file.count,
      file[headerSize..<(headerSize + urlLength)].elementsEqual(urlBytes)
    else { return nil }
    let payload = Array(file[(headerSize + urlLength)...])
    guard Array(SHA256.hex(payload).utf8) == Array(file[24..<88]) else { return nil }
    switch file[5] {
    case 0:
      guard let format = ImageFormat.sniff(payload) else { return nil }
      return DiskCacheEntry(kind: .image(CoverImage(bytes: Data(payload), format: format)), created: created)
    case 1:
      guard payload.isEmpty else { return nil }
      return DiskCacheEntry(kind: .negative(status: status), created: created)
    default:
      return nil
    }
  }
}

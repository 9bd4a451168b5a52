/// A request path checked for the static files: refused when it could leave the folder or
/// hide something (`..`, encoded dots or slashes, backslash, NUL or other controls).
enum StaticPath {
  /// The decoded path without its leading slash (`/` → `index.html`), or nil when `rawPath`
  /// is refused (400 `bad_path`).
  static func resolve(_ rawPath: String) -> String? {
    guard !hasForbiddenPart(rawPath), rawPath.hasPrefix("/"), let decoded = percentDecoded(rawPath) else {
      return nil
    }
    guard !decoded.contains(".."), !decoded.contains("\\"), !decoded.contains("//"),
      !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { return nil }
    let path = String(decoded.dropFirst())
    return path.isEmpty ? "index.html" : path
  }

  /// True when the raw path holds `..`, `%2e%2e` (any mix), `%2f`, `%5c`, a backslash or
  /// `%00`: refused anywhere, the API's paths included (NUL).
  static func hasForbiddenPart(_ rawPath: String) -> Bool {
    let lower = rawPath.lowercased()
    if lower.contains("%00") || lower.contains("\\") || lower.contains("%5c") || lower.contains("%2f") {
      return true
    }
    return lower.replacing("%2e", with: ".").contains("..")
  }

  /// Only NUL (raw or `%00`) and control bytes: what the API's paths may not hold either.
  static func hasNUL(_ rawPath: String) -> Bool {
    rawPath.lowercased().contains("%00") || rawPath.utf8.contains { $0 < 0x20 }
  }

  /// `%HH` decoded as UTF-8; nil for a bad escape or invalid UTF-8.
  static func percentDecoded(_ text: String) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      guard byte == 0x25 else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}

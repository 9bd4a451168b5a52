import Foundation

/// Builds URLs whose query values reach the API exactly as typed.
///
/// Values are percent-encoded byte by byte from UTF-8, leaving only RFC 3986 unreserved
/// characters (`A–Z a–z 0–9 - . _ ~`) as they are, so `+ & = # ? / %` and Hangul arrive
/// unchanged after the server decodes them (a space becomes `%20`, never `+`).
public enum QueryString {
  /// `base` + `path` + `?name=value&…` in the given order.
  /// - Parameter base: scheme, host and optional port (and path prefix) of the endpoint, e.g.
  ///   `https://dapi.kakao.com` or a loopback override `http://127.0.0.1:8080`.
  /// - Parameter path: the API's path, e.g. `/v3/search/book`.
  /// - Returns: nil only if the result is not a valid URL.
  public static func url(base: URL, path: String, items: [(String, String)]) -> URL? {
    var text = base.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    text += path
    if !items.isEmpty {
      text += "?" + items.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
    }
    return URL(string: text)
  }

  /// Percent-encodes every byte except unreserved characters.
  public static func encode(_ value: String) -> String {
    var out = ""
    out.reserveCapacity(value.utf8.count * 3)
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out += "%" + hex(byte >> 4) + hex(byte & 0xF)
      }
    }
    return out
  }

  private static func hex(_ nibble: UInt8) -> String {
    String(UnicodeScalar(nibble < 10 ? 48 + nibble : 55 + nibble))
  }
}

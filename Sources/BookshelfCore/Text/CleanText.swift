#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Fast paths in front of `TextFields`, `HTMLText` and `String.collapsingWhitespace()` for values
/// that are already clean, which is most text: a single byte scan proves there is nothing to
/// strip, decode or collapse, and the value is used as it is. Anything else takes the full path, so results are identical.
public enum CleanText {
  /// `TextFields.text(raw)`, without the work when `raw` is already plain single-line text.
  public static func text(_ raw: String?) -> String? {
    guard let raw else { return nil }
    return isClean(raw) ? raw : TextFields.text(raw)
  }

  /// `HTMLText.paragraphs(raw)`, without the work when `raw` is already plain single-line text.
  public static func paragraphs(_ raw: String?) -> String? {
    guard let raw else { return nil }
    return isClean(raw) ? raw : HTMLText.paragraphs(raw)
  }

  /// `TextFields.names(raw)`, with `text(_:)` per name.
  public static func names(_ raw: [String]?) -> [String] {
    guard let raw, !raw.isEmpty else { return [] }
    if raw.count == 1 { return text(raw[0]).map { [$0] } ?? [] }
    var seen: Set<String> = []
    return raw.compactMap { text($0) }.filter { seen.insert($0).inserted }
  }

  /// `TextFields.httpsURL(raw)`, without the work for an absolute `http://` or `https://` URL
  /// of ASCII without whitespace (nothing to trim); one with a `;` is entity-decoded first.
  public static func httpsURL(_ raw: String?) -> URL? {
    guard let raw else { return nil }
    switch scanURL(raw) {
    case .plain(let https, let plainHost): return url(https ? raw : "https://" + raw.dropFirst(7), plainHost)
    case .references:
      // ASCII without blanks (so nothing to trim), with `;`: decode first (`&amp;` in Aladin's
      // links), then the same steps when the result is still plain.
      let decoded = HTMLText.decodeEntities(raw)
      guard case .plain(let https, let plainHost) = scanURL(decoded) else { return TextFields.httpsURL(raw) }
      return url(https ? decoded : "https://" + decoded.dropFirst(7), plainHost)
    case .other: return TextFields.httpsURL(raw)
    }
  }

  /// `URL(string: text)` when it has a host. With `plainHost` (the scan saw a host name of
  /// letters, digits, `.` and `-`, optionally with a port) a URL that parses has one, so the
  /// `host` lookup (a second parse) is skipped.
  private static func url(_ text: String, _ plainHost: Bool) -> URL? {
    guard let url = URL(string: text), plainHost || url.host?.isEmpty == false else { return nil }
    return url
  }

  /// How `httpsURL` reads a value.
  private enum URLShape {
    /// `http://` (false) or `https://` (true), only ASCII above 0x20, no `;`; `plainHost`
    /// when the authority is a non-empty name of letters, digits, `.` and `-` (and a port).
    case plain(https: Bool, plainHost: Bool)
    /// `http://` or `https://`, only ASCII above 0x20, with a `;`.
    case references
    /// Anything else.
    case other
  }

  private static func scanURL(_ raw: String) -> URLShape {
    let bytes = raw.utf8
    let https = bytes.starts(with: "https://".utf8)
    guard https || bytes.starts(with: "http://".utf8) else { return .other }
    let scan = { (bytes: UnsafeBufferPointer<UInt8>) -> URLShape in
      var semicolon = false
      for byte in bytes {
        // Non-ASCII may be whitespace (U+3000, NBSP) that the full path trims.
        if byte <= 0x20 || byte >= 0x80 { return .other }
        if byte == UInt8(ascii: ";") { semicolon = true }
      }
      if semicolon { return .references }
      return .plain(https: https, plainHost: isPlainHost(bytes[(https ? 8 : 7)...]))
    }
    return bytes.withContiguousStorageIfAvailable(scan) ?? Array(bytes).withUnsafeBufferPointer(scan)
  }

  /// True when the authority at the start of `rest` (up to `/`, `?`, `#` or the end) is a
  /// non-empty name of ASCII letters, digits, `.` and `-`, optionally followed by `:` and digits.
  private static func isPlainHost(_ rest: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    var hostLength = 0
    var inPort = false
    for byte in rest {
      switch byte {
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return hostLength > 0
      case UInt8(ascii: ":") where !inPort: inPort = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"): if !inPort { hostLength += 1 }
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."),
        UInt8(ascii: "-"):
        if inPort { return false }
        hostLength += 1
      default: return false
      }
    }
    return hostLength > 0
  }

  /// True when `text` is non-empty, has no `<` or `&`, no leading, trailing or doubled space and
  /// no other whitespace (tabs, line breaks, NBSP, ideographic space, …).
  public static func isClean(_ text: String) -> Bool { isClean(text, allowingMarkup: false) }

  /// `isClean`, where `allowingMarkup` lets `<` and `&` pass (see `isClean(bytes:allowingMarkup:)`).
  static func isClean(_ text: String, allowingMarkup: Bool) -> Bool {
    // Native strings are contiguous UTF-8: scan the buffer; others (bridged) go through a copy.
    let scan = { (bytes: UnsafeBufferPointer<UInt8>) in isClean(bytes: bytes, allowingMarkup: allowingMarkup)
    }
    if let clean = text.utf8.withContiguousStorageIfAvailable(scan) { return clean }
    return Array(text.utf8).withUnsafeBufferPointer(scan)
  }

  /// `isClean` on the UTF-8 bytes of a text. Printable ASCII, the bulk of most text, costs two
  /// comparisons per byte; multi-byte sequences are checked only at their lead byte (their
  /// continuation bytes are never whitespace on their own).
  ///
  /// With `allowingMarkup`, `<` and `&` count as clean: the test of `String.collapsingWhitespace()`
  /// (which strips and decodes nothing) for text that is already collapsed.
  static func isClean(bytes: UnsafeBufferPointer<UInt8>, allowingMarkup: Bool = false) -> Bool {
    let count = bytes.count
    var previousSpace = true
    var index = 0
    while index < count {
      let byte = bytes[index]
      index += 1
      if byte > 0x20 && byte < 0x7F {
        if !allowingMarkup && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&")) { return false }
        previousSpace = false
        continue
      }
      if byte == UInt8(ascii: " ") {
        if previousSpace { return false }
        previousSpace = true
        continue
      }
      if byte < 0x80 { return false }  // C0 controls and DEL
      previousSpace = false
      let second = index < count ? bytes[index] : 0
      switch byte {
      case 0xC2:
        // U+0085 NEXT LINE and U+00A0 NO-BREAK SPACE.
        if second == 0x85 || second == 0xA0 { return false }
      case 0xE1, 0xE2, 0xE3:
        // U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 (and U+180E, U+200B,
        // treated as unclean to stay on the safe side).
        let third = index + 1 < count ? bytes[index + 1] : 0
        switch (byte, second, third) {
        case (0xE1, 0x9A, 0x80), (0xE1, 0xA0, 0x8E), (0xE2, 0x80, 0x80...0x8B), (0xE2, 0x80, 0xA8...0xAF),
          (0xE2, 0x81, 0x9F), (0xE3, 0x80, 0x80):
          return false
        default: break
        }
      default: break
      }
    }
    return !previousSpace
  }
}

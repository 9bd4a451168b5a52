import Foundation

/// Fast paths in front of `TextFields` and `HTMLText` for values that are already clean, which
/// is most API text: a single byte scan proves there is nothing to strip, decode or collapse, and
/// the value is used as it is. Anything else takes the full path, so results are identical.
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
  /// that holds no whitespace and no `;` (so no character reference to decode).
  public static func httpsURL(_ raw: String?) -> URL? {
    guard let raw else { return nil }
    let bytes = raw.utf8
    let https = bytes.starts(with: "https://".utf8)
    let http = !https && bytes.starts(with: "http://".utf8)
    guard https || http, !bytes.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: ";") }) else {
      return TextFields.httpsURL(raw)
    }
    let text = https ? raw : "https://" + raw.dropFirst(7)
    guard let url = URL(string: text), url.host != nil else { return nil }
    return url
  }

  /// True when `text` is non-empty, has no `<` or `&`, no leading, trailing or doubled space and
  /// no other whitespace (tabs, line breaks, NBSP, ideographic space, …).
  public static func isClean(_ text: String) -> Bool {
    var previousSpace = true
    var sawAny = false
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      sawAny = true
      switch byte {
      case UInt8(ascii: " "):
        if previousSpace { return false }
        previousSpace = true
        continue
      case 0x00...0x1F, 0x7F, UInt8(ascii: "<"), UInt8(ascii: "&"):
        return false
      case 0xC2:
        // U+0085 NEXT LINE and U+00A0 NO-BREAK SPACE.
        if let next = iterator.next(), next == 0x85 || next == 0xA0 { return false }
      case 0xE1, 0xE2, 0xE3:
        // U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 (and U+180E, U+200B,
        // treated as unclean to stay on the safe side).
        let second = iterator.next() ?? 0
        let third = iterator.next() ?? 0
        switch (byte, second, third) {
        case (0xE1, 0x9A, 0x80), (0xE1, 0xA0, 0x8E), (0xE2, 0x80, 0x80...0x8B), (0xE2, 0x80, 0xA8...0xAF),
          (0xE2, 0x81, 0x9F), (0xE3, 0x80, 0x80):
          return false
        default: break
        }
      default: break
      }
      previousSpace = false
    }
    return sawAny && !previousSpace
  }
}

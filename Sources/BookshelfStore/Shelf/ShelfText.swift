import BookshelfCore
import Foundation

/// Text rules of the shelf: NFC normalisation, tag lists, sort keys (whitespace is Core's rule).
enum ShelfText {
  /// `text` in Unicode Normalization Form C (ASCII text is returned as is, without work).
  static func nfc(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    return text.precomposedStringWithCanonicalMapping
  }

  /// `text` with runs of whitespace (incl. newlines) replaced by one space, trimmed
  /// (`String.collapsingWhitespace()`, Core), in NFC.
  static func collapsed(_ text: String) -> String { nfc(text.collapsingWhitespace()) }

  /// `collapsed(text)`, or nil when that is empty (or `text` is nil).
  static func collapsedOrNil(_ text: String?) -> String? {
    guard let text else { return nil }
    let result = collapsed(text)
    return result.isEmpty ? nil : result
  }

  /// One tag as typed by a user or read from a file: collapsed, in NFC, without one leading
  /// `#` (tags display as `#tag`, so `#fiction` means the tag `fiction`; `##x` is `#x`).
  static func tag(_ text: String) -> String {
    let collapsed = collapsed(text)
    guard collapsed.hasPrefix("#") else { return collapsed }
    return self.collapsed(String(collapsed.dropFirst()))
  }

  /// The key under which two tags are the same: `tag(text)` lower-cased (`Fiction`, `#fiction`
  /// and `FICTION` are one tag).
  static func tagKey(_ text: String) -> String { tag(text).lowercased() }

  /// Tags as the shelf keeps them: each as `tag(_:)` gives it, empty ones dropped, duplicates
  /// (ignoring letter case) dropped, the first spelling and first-occurrence order kept.
  static func tags(_ tags: [String]) -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for tag in tags {
      let normalized = self.tag(tag)
      if !normalized.isEmpty, seen.insert(normalized.lowercased()).inserted {
        result.append(normalized)
      }
    }
    return result
  }

  /// The sort key of a title or name: NFC, lower-cased, whitespace collapsed.
  static func sortKey(_ text: String) -> String { collapsed(text).lowercased() }
}

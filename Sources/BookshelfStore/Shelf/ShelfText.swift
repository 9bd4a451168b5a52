import Foundation

/// Text rules of the shelf: NFC normalisation, whitespace collapsing, tag lists.
enum ShelfText {
  /// `text` in Unicode Normalization Form C.
  static func nfc(_ text: String) -> String { text.precomposedStringWithCanonicalMapping }

  /// `text` with runs of whitespace (incl. newlines) replaced by one space, trimmed, in NFC.
  static func collapsed(_ text: String) -> String {
    nfc(text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))
  }

  /// `collapsed(text)`, or nil when that is empty (or `text` is nil).
  static func collapsedOrNil(_ text: String?) -> String? {
    guard let text else { return nil }
    let result = collapsed(text)
    return result.isEmpty ? nil : result
  }

  /// Tags as the shelf keeps them: each collapsed and in NFC, empty ones dropped, duplicates
  /// (after normalisation) dropped, first occurrence order kept.
  static func tags(_ tags: [String]) -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for tag in tags {
      let normalized = collapsed(tag)
      if !normalized.isEmpty, seen.insert(normalized).inserted { result.append(normalized) }
    }
    return result
  }

  /// The sort key of a title or name: NFC, lower-cased, whitespace collapsed.
  static func sortKey(_ text: String) -> String { collapsed(text).lowercased() }
}

import BookshelfCore
import Foundation

/// Text clean-up shared by the importers.
enum ImportText {
  /// Whitespace collapsed and trimmed; nil when nothing is left.
  static func clean(_ text: String?) -> String? {
    guard let text else { return nil }
    let collapsed = text.collapsingWhitespace()
    return collapsed.isEmpty ? nil : collapsed
  }

  /// Splits `a, b, c` on commas, trimmed, empty parts dropped.
  static func names(_ text: String?) -> [String] {
    guard let text else { return [] }
    return text.split(separator: ",").compactMap { clean(String($0)) }
  }

  /// The ISBN from whichever candidate (in order) is a valid ISBN-10/13, else nil.
  static func isbn(_ candidates: String?...) -> ISBN? {
    for candidate in candidates { if let isbn = ISBN.parse(candidate) { return isbn } }
    return nil
  }

  /// A year as `YYYY` from `2008`, `2008.0`; nil for empty, zero or negative (BCE) years,
  /// which `Book.publishedDate` cannot express.
  static func year(_ text: String?) -> String? {
    guard let text, let value = Double(text.trimmingCharacters(in: .whitespaces)), value >= 1,
      value < 10_000
    else { return nil }
    let year = Int(value)
    return year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
  }

  /// HTML character references decoded: `&lt; &gt; &amp; &quot; &apos; &#39; &nbsp;`, and
  /// numeric `&#NNNN;` / `&#xHHHH;`. Unknown references are kept as written.
  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[amp...]
      guard let semi = after.prefix(12).firstIndex(of: ";") else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let name = after[after.index(after: amp)..<semi]
      var replacement: String?
      switch name {
      case "lt": replacement = "<"
      case "gt": replacement = ">"
      case "amp": replacement = "&"
      case "quot": replacement = "\""
      case "apos": replacement = "'"
      case "nbsp": replacement = " "
      default:
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
          replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
        } else if name.hasPrefix("#") {
          replacement = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
        }
      }
      if let replacement {
        out += replacement
        rest = rest[rest.index(after: semi)...]
      } else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
      }
    }
    out += rest
    return out
  }

  /// Splits `Title - Subtitle` at the first ` - ` (Aladin style); no subtitle when absent.
  static func splitSubtitle(_ title: String, separator: String = " - ") -> (String, String?) {
    guard let range = title.range(of: separator) else { return (title, nil) }
    let head = clean(String(title[..<range.lowerBound]))
    let tail = clean(String(title[range.upperBound...]))
    guard let head else { return (title, nil) }
    return (head, tail)
  }
}

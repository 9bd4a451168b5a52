import BookshelfCore
import Foundation

/// Cell readers shared by the importers (clean-up itself is `TextFields.collapsed`, Core).
enum ImportText {
  /// Splits `a, b, c` on commas, trimmed, empty parts dropped.
  static func names(_ text: String?) -> [String] {
    guard var text else { return [] }
    // On bytes: split at commas, trim the spaces around each part before `TextFields.collapsed` (whose slow
    // path is for parts with other whitespace). A comma followed by a non-ASCII scalar (maybe
    // a combining mark, which would make it another `Character`) takes the `Character` path.
    let fast = text.withUTF8 { bytes -> [String]? in
      // Scripts with grapheme-prepending marks (U+0600–U+0FFF, supplementary planes) too.
      for byte in bytes where (byte >= 0xD8 && byte <= 0xE0) || byte == 0xF0 { return nil }
      var result: [String] = []
      var start = 0
      for i in 0...bytes.count where i == bytes.count || bytes[i] == 0x2C {
        if i + 1 < bytes.count, bytes[i + 1] >= 0x80 { return nil }
        var a = start
        var b = i
        while a < b && bytes[a] == 0x20 { a += 1 }
        while b > a && bytes[b - 1] == 0x20 { b -= 1 }
        if a < b,
          let name = TextFields.collapsed(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<b]), as: UTF8.self))
        {
          result.append(name)
        }
        start = i + 1
      }
      return result
    }
    return fast ?? text.split(separator: ",").compactMap { TextFields.collapsed(String($0)) }
  }

  /// The ISBN from whichever candidate (in order) is a valid ISBN-10/13, else nil.
  static func isbn(_ candidates: String?...) -> ISBN? {
    for candidate in candidates { if let isbn = ISBN.parse(candidate) { return isbn } }
    return nil
  }

  /// A year as `YYYY` from `2008`, `2008.0`; nil for empty, zero or negative (BCE) years,
  /// which `Book.publishedDate` cannot express.
  static func year(_ text: String?) -> String? {
    guard let text, let value = Double(text.trimmingWhitespace()), value >= 1,
      value < 10_000
    else { return nil }
    let year = Int(value)
    return year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
  }
}

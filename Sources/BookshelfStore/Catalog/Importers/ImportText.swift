import BookshelfCore
import Foundation

/// Text clean-up shared by the importers.
enum ImportText {
  /// Whitespace collapsed and trimmed; nil when nothing is left.
  static func clean(_ text: String?) -> String? {
    guard let text else { return nil }
    if isClean(text) { return text }
    let collapsed = text.collapsingWhitespace()
    return collapsed.isEmpty ? nil : collapsed
  }

  /// True when `text` is non-empty, has no leading, trailing or double spaces and no other
  /// whitespace: no ASCII controls, and no lead bytes of non-ASCII spaces (U+0085, U+00A0,
  /// U+1680, U+2000–U+205F, U+3000).
  private static func isClean(_ text: String) -> Bool {
    var previous: UInt8 = 0x20
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0xC2 || byte == 0xE1 || byte == 0xE2 || byte == 0xE3 { return false }
      if byte == 0x20 && previous == 0x20 { return false }
      previous = byte
    }
    return previous != 0x20
  }

  /// Splits `a, b, c` on commas, trimmed, empty parts dropped.
  static func names(_ text: String?) -> [String] {
    guard var text else { return [] }
    // On bytes: split at commas, trim the spaces around each part before `clean` (whose slow
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
          let name = clean(String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<b]), as: UTF8.self))
        {
          result.append(name)
        }
        start = i + 1
      }
      return result
    }
    return fast ?? text.split(separator: ",").compactMap { clean(String($0)) }
  }

  /// The ISBN from whichever candidate (in order) is a valid ISBN-10/13, else nil.
  static func isbn(_ candidates: String?...) -> ISBN? {
    for candidate in candidates { if let isbn = ISBN.parse(candidate) { return isbn } }
    return nil
  }

  /// The ISBN-13 and ISBN-10 of `text` when it is exactly 10 (last may be `X`) or 13 ASCII
  /// digits with a valid check digit (13: `978`/`979` prefix), computed on bytes; other
  /// shapes (hyphens, spaces) go through `ISBN.parse`. Nil when invalid.
  static func fastISBN(_ text: String) -> (isbn13: String, isbn10: String?)? {
    let bytes = Array(text.utf8)
    func digit(_ b: UInt8) -> Int? { b >= 0x30 && b <= 0x39 ? Int(b - 0x30) : nil }
    if bytes.count == 10 {
      var sum = 0
      for i in 0..<9 {
        guard let d = digit(bytes[i]) else { return nil }
        sum += (10 - i) * d
      }
      let last = bytes[9] == UInt8(ascii: "X") || bytes[9] == UInt8(ascii: "x") ? 10 : digit(bytes[9])
      guard let last, (sum + last) % 11 == 0 else { return nil }
      var body = [UInt8]("978".utf8) + bytes[0..<9]
      var total = 0
      for (i, b) in body.enumerated() { total += (i % 2 == 0 ? 1 : 3) * Int(b - 0x30) }
      body.append(UInt8(0x30 + (10 - total % 10) % 10))
      var isbn10 = bytes
      if last == 10 { isbn10[9] = UInt8(ascii: "X") }
      return (String(decoding: body, as: UTF8.self), String(decoding: isbn10, as: UTF8.self))
    }
    guard bytes.count == 13 || text.contains("-") || text.contains(" ") else { return nil }
    guard let isbn = ISBN.parse(text) else { return nil }
    return (isbn.isbn13, isbn.isbn10)
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

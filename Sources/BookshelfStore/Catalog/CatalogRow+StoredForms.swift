import BookshelfCore

/// The compact stored forms of `books.isbn13`, `books.isbn10` and `books.detail_url` (since
/// migration 5), each decoded back to exactly the value written.
///
/// - `isbn13`: an INTEGER (13 digits without a leading zero: 6 bytes instead of 13); any other
///   text stays text.
/// - `isbn10`: the INTEGER 0 (no payload byte) when it is the ISBN-10 of the row's ISBN-13
///   (`ISBN.isbn10`), so it is derived on read instead of stored; `NULL` when the book has
///   none; otherwise the text. The column has no type affinity, so a text never reads as the
///   marker; catalogs from before migration 5 hold only texts, so they read the same.
/// - `detail_url`: an INTEGER `n × 8 + i` when the URL is `detailURLForms[i]` with the decimal
///   digits of `n` (no leading zero) between its prefix and suffix, as every goodbooks, Aladin
///   and Gutenberg row is;
///   any other URL stays text (the column has no type affinity, so the two never mix up).
extension CatalogRow {
  /// Detail URL forms (text before and after a number) whose rows store only the number.
  /// Append only: the position is stored in each row.
  static let detailURLForms: [(prefix: String, suffix: String)] = [
    ("https://www.goodreads.com/book/show/", ""),
    ("https://www.aladin.co.kr/shop/wproduct.aspx?ItemId=", "&partner=openAPI&start=api"),
    ("https://www.gutenberg.org/ebooks/", ""),
    ("https://www.aladin.co.kr/shop/wproduct.aspx?ItemId=", ""),
  ]

  /// The largest number stored in the `n × 8 + i` form of `detail_url` (no overflow).
  static let maxDetailNumber: Int64 = Int64.max / 8 - 1

  /// The stored form of an ISBN-13.
  static func storedISBN13(_ isbn13: String?) -> SQLiteValue {
    guard let isbn13 else { return .null }
    if let number = canonicalNumber(Substring(isbn13), maxDigits: 13) { return .integer(number) }
    return .text(isbn13)
  }

  /// The stored form of an ISBN-10 next to the book's ISBN-13.
  static func storedISBN10(_ isbn10: String?, isbn13: String?) -> SQLiteValue {
    guard let isbn10 else { return .null }
    if let isbn13, let parsed = ISBN.parse(Substring(isbn13)), parsed.isbn13 == isbn13,
      parsed.isbn10 == isbn10
    {
      return .integer(0)
    }
    return .text(isbn10)
  }

  /// The ISBN-10 a row holds, from its stored `isbn10` and the ISBN-13 read back.
  static func isbn10(stored: SQLiteValue, isbn13: String?) -> String? {
    switch stored {
    case .text(let isbn10): return isbn10
    case .integer: return isbn13.flatMap { ISBN.parse(Substring($0))?.isbn10 }
    default: return nil
    }
  }

  /// The stored form of a detail URL (its `absoluteString`).
  static func storedDetailURL(_ url: String?) -> SQLiteValue {
    guard let url else { return .null }
    let bytes = url.utf8
    for (i, form) in detailURLForms.enumerated()
    where bytes.starts(with: form.prefix.utf8) && bytes.reversed().starts(with: form.suffix.utf8.reversed()) {
      let digits = bytes.dropFirst(form.prefix.utf8.count).dropLast(form.suffix.utf8.count)
      guard let number = canonicalNumber(Substring(digits), maxDigits: 18), number <= maxDetailNumber
      else { continue }
      return .integer(number * 8 + Int64(i))
    }
    return .text(url)
  }

  /// The detail URL text of a stored `detail_url` value (nil for `NULL` or a code no form
  /// has, which only a damaged file holds).
  static func detailURL(stored: SQLiteValue) -> String? {
    switch stored {
    case .text(let url): return url
    case .integer(let code) where code >= 0:
      let index = Int(code % 8)
      guard index < detailURLForms.count else { return nil }
      let form = detailURLForms[index]
      return form.prefix + String(code / 8) + form.suffix
    default: return nil
    }
  }

  /// The value of `text` when it is 1…`maxDigits` ASCII digits without a leading zero (so the
  /// number prints back as the same text).
  static func canonicalNumber(_ text: Substring, maxDigits: Int) -> Int64? {
    let bytes = text.utf8
    guard (1...maxDigits).contains(bytes.count), bytes.first != UInt8(ascii: "0") else { return nil }
    var value: Int64 = 0
    for byte in bytes {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int64(digit)
    }
    return value
  }
}

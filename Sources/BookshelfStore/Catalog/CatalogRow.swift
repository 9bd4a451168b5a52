import BookshelfCore
import Foundation

/// How a `Book` maps to a `books` row and back.
enum CatalogRow {
  /// Separator of list fields (authors, translators, subjects) in one column: U+001F.
  static let listSeparator: Character = "\u{1F}"

  /// The columns read for a `Book`, named as in `books`.
  static let bookColumns = [
    "id", "source", "source_key", "isbn13", "isbn10", "title", "subtitle", "authors", "translators",
    "publisher", "published_date", "description", "thumbnail_url", "detail_url", "price_amount",
    "price_currency", "sale_amount", "sale_currency", "average_rating", "ratings_count",
  ]

  /// The select list of `bookColumns`, with alias `b` for `books` and each column named as in
  /// `books` (`b.title AS title`), for `Columns` and `book(from:_:)`.
  static let columns = bookColumns.map { "b.\($0) AS \($0)" }.joined(separator: ", ")

  /// Where a statement selecting `columns` holds each column a `Book` needs, resolved by name.
  struct Columns {
    let source, sourceKey, isbn13, isbn10, title, subtitle, authors, translators, publisher: Int
    let publishedDate, description, thumbnailURL, detailURL, priceAmount, priceCurrency: Int
    let saleAmount, saleCurrency, averageRating, ratingsCount: Int

    /// Looks up `bookColumns` in `statement`.
    /// - Throws: `SQLiteError` `SQLITE_RANGE` when one is missing.
    init(_ statement: Statement) throws {
      func index(_ name: String) throws -> Int { try statement.columnIndex(named: name) }
      source = try index("source")
      sourceKey = try index("source_key")
      isbn13 = try index("isbn13")
      isbn10 = try index("isbn10")
      title = try index("title")
      subtitle = try index("subtitle")
      authors = try index("authors")
      translators = try index("translators")
      publisher = try index("publisher")
      publishedDate = try index("published_date")
      description = try index("description")
      thumbnailURL = try index("thumbnail_url")
      detailURL = try index("detail_url")
      priceAmount = try index("price_amount")
      priceCurrency = try index("price_currency")
      saleAmount = try index("sale_amount")
      saleCurrency = try index("sale_currency")
      averageRating = try index("average_rating")
      ratingsCount = try index("ratings_count")
    }
  }

  /// The written columns, in the order of `values(for:)`.
  static let writtenColumns = [
    "source", "source_key", "isbn13", "isbn10", "title", "subtitle", "authors", "translators",
    "publisher", "published_date", "description", "subjects", "thumbnail_url", "detail_url",
    "price_amount", "price_currency", "sale_amount", "sale_currency", "average_rating",
    "ratings_count", "title_key",
  ]

  /// The book of the current row of a statement selecting `columns` (at `c`).
  static func book(from s: Statement, _ c: Columns) -> Book {
    let isbn13 = s.string(at: c.isbn13)
    let id =
      isbn13
      ?? "local:\(sourceName(stored: s.value(at: c.source)) ?? ""):\(sourceKey(stored: s.value(at: c.sourceKey)) ?? "")"
    return Book(
      id: id, title: s.string(at: c.title) ?? "", subtitle: s.string(at: c.subtitle),
      authors: list(s.string(at: c.authors)), translators: list(s.string(at: c.translators)),
      publisher: s.string(at: c.publisher), publishedDate: s.string(at: c.publishedDate),
      isbn10: isbn10(stored: s.value(at: c.isbn10), isbn13: isbn13), isbn13: isbn13,
      description: s.string(at: c.description),
      thumbnailURL: s.string(at: c.thumbnailURL).flatMap(URL.init),
      detailURL: detailURL(stored: s.value(at: c.detailURL)).flatMap(URL.init),
      price: money(s.string(at: c.priceAmount), s.string(at: c.priceCurrency)),
      salePrice: money(s.string(at: c.saleAmount), s.string(at: c.saleCurrency)),
      averageRating: rating(at: c.averageRating, of: s), ratingsCount: s.int(at: c.ratingsCount),
      source: ProviderID.local.rawValue
    ).withValidNumbers  // a value written by an older version is not shown
  }

  static func list(_ text: String?) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    return text.split(separator: listSeparator).map(String.init)
  }

  static func joined(_ items: [String]) -> String {
    items.joined(separator: String(listSeparator))
  }

  static func money(_ amount: String?, _ currency: String?) -> Money? {
    guard let amount, let currency,
      let value = decimal(amount)
    else { return nil }
    return Money(amount: value, currency: currency)
  }

  /// The values of `writtenColumns` for a record, its book's text cut to `TextLimits`, ISBNs and
  /// detail URL in their stored forms (`CatalogRow+StoredForms`), source, source key, rating
  /// and title key in theirs (`CatalogRow+CompactForms`).
  static func values(for record: CatalogRecord) -> [SQLiteValue] {
    let b = TextLimits.trimmed(record.book)
    func text(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
    return [
      storedSource(record.sourceName), storedSourceKey(record.sourceKey), storedISBN13(b.isbn13),
      storedISBN10(b.isbn10, isbn13: b.isbn13), .text(b.title),
      text(b.subtitle), .text(joined(b.authors)), .text(joined(b.translators)), text(b.publisher),
      text(b.publishedDate), text(b.description), .text(joined(record.subjects)),
      text(b.thumbnailURL?.absoluteString), storedDetailURL(b.detailURL?.absoluteString),
      text(b.price.map { "\($0.amount)" }), text(b.price?.currency),
      text(b.salePrice.map { "\($0.amount)" }), text(b.salePrice?.currency),
      storedRating(b.averageRating), b.ratingsCount.map { .integer(Int64($0)) } ?? .null,
      storedTitleKey(b.title),
    ]
  }

  /// The six FTS5 column texts (title, subtitle, authors, publisher, description, subjects)
  /// from the stored text columns of a row, in `writtenColumns` order.
  static func ftsTexts(from values: [SQLiteValue]) -> [SQLiteValue] {
    // title 4, subtitle 5, authors 6, translators 7, publisher 8, description 10, subjects 11
    ftsTexts(
      title: values[4].string, subtitle: values[5].string, authors: values[6].string,
      translators: values[7].string, publisher: values[8].string, description: values[10].string,
      subjects: values[11].string)
  }

  /// The six FTS5 column texts from the stored text columns (nil for `NULL`).
  static func ftsTexts(
    title: String?, subtitle: String?, authors: String?, translators: String?, publisher: String?,
    description: String?, subjects: String?
  ) -> [SQLiteValue] {
    let translators = translators ?? ""
    let authors = authors ?? ""
    let people = translators.isEmpty ? authors : authors + String(listSeparator) + translators
    return [.text(titleFTSText(title ?? ""))]
      + [subtitle ?? "", people, publisher ?? "", description ?? "", subjects ?? ""].map {
        .text(ftsText($0))
      }
  }

  /// The FTS5 text of the title column: `ftsText` and then the bigrams of its Hangul initials
  /// (`CatalogTokenizer.initialsIndexText`, for 초성 search).
  static func titleFTSText(_ title: String) -> String {
    let text = ftsText(title)
    let initials = CatalogTokenizer.initialsIndexText(title)
    return initials.isEmpty ? text : text + " " + initials
  }

  /// The FTS5 text of one stored column: `CatalogTokenizer.indexText` of each list item, items
  /// separated by ` ; ` so a CJK run never joins two people or subjects.
  static func ftsText(_ text: String) -> String {
    guard text.utf8.contains(0x1F) else { return CatalogTokenizer.indexText(text) }
    return text.split(separator: listSeparator).map { CatalogTokenizer.indexText(String($0)) }.joined(
      separator: " ; ")
  }
}

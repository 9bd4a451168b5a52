import BookshelfCore
import Foundation

/// How a `Book` maps to a `books` row and back.
enum CatalogRow {
  /// Separator of list fields (authors, translators, subjects) in one column: U+001F.
  static let listSeparator: Character = "\u{1F}"

  /// The columns read for a `Book`, with alias `b` for `books`; indexes used by `book(from:)`.
  static let columns = """
    b.id, b.source, b.source_key, b.isbn13, b.isbn10, b.title, b.subtitle, b.authors, \
    b.translators, b.publisher, b.published_date, b.description, b.thumbnail_url, b.detail_url, \
    b.price_amount, b.price_currency, b.sale_amount, b.sale_currency, b.average_rating, \
    b.ratings_count
    """

  /// The written columns, in the order of `values(for:)`.
  static let writtenColumns = [
    "source", "source_key", "isbn13", "isbn10", "title", "subtitle", "authors", "translators",
    "publisher", "published_date", "description", "subjects", "thumbnail_url", "detail_url",
    "price_amount", "price_currency", "sale_amount", "sale_currency", "average_rating",
    "ratings_count", "title_key",
  ]

  /// The book of the current row of a statement selecting `columns`.
  static func book(from s: Statement) -> Book {
    let isbn13 = s.string(at: 3)
    let id = isbn13 ?? "local:\(s.string(at: 1) ?? ""):\(s.string(at: 2) ?? "")"
    return Book(
      id: id, title: s.string(at: 5) ?? "", subtitle: s.string(at: 6),
      authors: list(s.string(at: 7)), translators: list(s.string(at: 8)),
      publisher: s.string(at: 9), publishedDate: s.string(at: 10), isbn10: s.string(at: 4),
      isbn13: isbn13, description: s.string(at: 11), thumbnailURL: s.string(at: 12).flatMap(URL.init),
      detailURL: s.string(at: 13).flatMap(URL.init), price: money(s.string(at: 14), s.string(at: 15)),
      salePrice: money(s.string(at: 16), s.string(at: 17)), averageRating: s.double(at: 18),
      ratingsCount: s.int(at: 19), source: ProviderID.local.rawValue
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
      let value = Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX"))
    else { return nil }
    return Money(amount: value, currency: currency)
  }

  /// The values of `writtenColumns` for a record, its book's text cut to `TextLimits`.
  static func values(for record: CatalogRecord) -> [SQLiteValue] {
    let b = TextLimits.trimmed(record.book)
    func text(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
    return [
      .text(record.sourceName), .text(record.sourceKey), text(b.isbn13), text(b.isbn10), .text(b.title),
      text(b.subtitle), .text(joined(b.authors)), .text(joined(b.translators)), text(b.publisher),
      text(b.publishedDate), text(b.description), .text(joined(record.subjects)),
      text(b.thumbnailURL?.absoluteString), text(b.detailURL?.absoluteString),
      text(b.price.map { "\($0.amount)" }), text(b.price?.currency),
      text(b.salePrice.map { "\($0.amount)" }), text(b.salePrice?.currency),
      b.averageRating.map { .real($0) } ?? .null, b.ratingsCount.map { .integer(Int64($0)) } ?? .null,
      .text(CatalogTokenizer.titleKey(b.title)),
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
    return [title ?? "", subtitle ?? "", people, publisher ?? "", description ?? "", subjects ?? ""].map {
      .text(ftsText($0))
    }
  }

  /// The FTS5 text of one stored column: `CatalogTokenizer.indexText` of each list item, items
  /// separated by ` ; ` so a CJK run never joins two people or subjects.
  static func ftsText(_ text: String) -> String {
    guard text.utf8.contains(0x1F) else { return CatalogTokenizer.indexText(text) }
    return text.split(separator: listSeparator).map { CatalogTokenizer.indexText(String($0)) }.joined(
      separator: " ; ")
  }
}

import BookshelfCore
import Foundation

/// How a `ShelfEntry` maps to a row of `entries` and rows of `entry_tags`.
///
/// Lists (`authors`, `translators`) are stored as one text with the elements separated by
/// U+001F (the unit separator, which never occurs in book metadata). Money amounts are stored
/// as decimal text (`"13410"`, `"9.99"`) so no precision is lost. Dates are whole milliseconds.
enum ShelfEntryRecord {
  static let separator: Character = "\u{1F}"

  /// The columns of `entries`, in the order of `insertSQL`'s parameters and `selectColumns`.
  static let columns = [
    "key", "book_id", "title", "subtitle", "authors", "translators", "publisher",
    "published_date", "isbn10", "isbn13", "description", "thumbnail_url", "detail_url",
    "price_amount", "price_currency", "sale_price_amount", "sale_price_currency",
    "average_rating", "ratings_count", "source", "title_sort", "author_sort", "status", "rating",
    "note", "added_at", "started_at", "finished_at", "updated_at", "not_for_sale", "sales_status",
    "progress",
  ]

  /// `INSERT OR REPLACE` of one entry row (tags are written separately).
  static let upsertSQL =
    "INSERT INTO entries (\(columns.joined(separator: ", "))) VALUES ("
    + columns.indices.map { "?\($0 + 1)" }.joined(separator: ", ")
    + ") ON CONFLICT (key) DO UPDATE SET "
    + columns.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")

  /// The column list for `SELECT` (`e.` prefixed), matching `entry(from:)`.
  static let selectColumns = columns.map { "e.\($0)" }.joined(separator: ", ")

  /// The values to bind to `upsertSQL` for `entry` under `key`.
  static func values(_ entry: ShelfEntry, key: String) -> [any SQLiteBindable] {
    let book = entry.book
    return [
      key, book.id, book.title, book.subtitle, encodeList(book.authors),
      encodeList(book.translators), book.publisher, book.publishedDate, book.isbn10, book.isbn13,
      book.description, book.thumbnailURL?.absoluteString, book.detailURL?.absoluteString,
      book.price.map { "\($0.amount)" }, book.price?.currency,
      book.salePrice.map { "\($0.amount)" }, book.salePrice?.currency, book.averageRating,
      book.ratingsCount, book.source, ShelfText.sortKey(book.title),
      ShelfText.sortKey(book.authors.first ?? ""), entry.status.rawValue, entry.rating, entry.note,
      ShelfDate.milliseconds(entry.addedAt), entry.startedAt.map(ShelfDate.milliseconds),
      entry.finishedAt.map(ShelfDate.milliseconds), ShelfDate.milliseconds(entry.updatedAt),
      book.notForSale, book.salesStatus, entry.progress?.description,
    ]
  }

  /// Reads the entry (without tags) from a statement positioned on a row of
  /// `SELECT selectColumns`. Returns the key too.
  static func entry(from s: Statement) -> (key: String, entry: ShelfEntry) {
    func money(_ amount: Int, _ currency: Int) -> Money? {
      guard let text = s.string(at: amount), let value = Decimal(string: text),
        let code = s.string(at: currency)
      else { return nil }
      return Money(amount: value, currency: code)
    }
    let book = Book(
      id: s.string(at: 1) ?? "", title: s.string(at: 2) ?? "", subtitle: s.string(at: 3),
      authors: decodeList(s.string(at: 4)), translators: decodeList(s.string(at: 5)),
      publisher: s.string(at: 6), publishedDate: s.string(at: 7), isbn10: s.string(at: 8),
      isbn13: s.string(at: 9), description: s.string(at: 10),
      thumbnailURL: s.string(at: 11).flatMap(URL.init(string:)),
      detailURL: s.string(at: 12).flatMap(URL.init(string:)), price: money(13, 14),
      salePrice: money(15, 16), averageRating: s.double(at: 17), ratingsCount: s.int(at: 18),
      notForSale: s.int(at: 29) == 1, salesStatus: s.string(at: 30), source: s.string(at: 19) ?? ""
    ).withValidNumbers  // a value written by an older version or another program is not shown
    let entry = ShelfEntry(
      book: book, status: ReadingStatus(rawValue: s.string(at: 22) ?? "") ?? .want,
      rating: s.int(at: 23), tags: [], note: s.string(at: 24),
      addedAt: ShelfDate.date(milliseconds: s.int64(at: 25) ?? 0),
      startedAt: s.int64(at: 26).map(ShelfDate.date(milliseconds:)),
      finishedAt: s.int64(at: 27).map(ShelfDate.date(milliseconds:)),
      updatedAt: ShelfDate.date(milliseconds: s.int64(at: 28) ?? 0),
      // A value another program wrote that is not a progress is not shown.
      progress: s.string(at: 31).flatMap { try? ReadingProgress(parsing: $0) })
    return (s.string(at: 0) ?? "", entry)
  }

  static func encodeList(_ list: [String]) -> String { list.joined(separator: String(separator)) }

  static func decodeList(_ text: String?) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    return text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
  }
}

import BookshelfCore
import Foundation

/// Bookshelf's own CSV: one header row naming the columns below, one entry per row.
///
/// Lists (`authors`, `translators`, `tags`) are joined with `; `. Dates are ISO 8601 UTC with
/// milliseconds (`2026-11-30T03:04:05.678Z`); a plain `YYYY-MM-DD` is accepted on import.
/// `title`, `subtitle`, `publisher`, `description` and `note` are read exactly as written (a
/// blank cell is empty); list items and the other values are trimmed. `rating` is 1–5 or empty; `progress` is `120/350`, `40%` or empty. Columns are found by name on import; `title` and one of `isbn13`,
/// `isbn10`, `id` are required. Prices are not part of this format (use JSON for a lossless
/// copy); `updated_at` is written but the import stamps its own time.
enum ShelfCSV {
  static let columns = [
    "id", "isbn13", "isbn10", "title", "subtitle", "authors", "translators", "publisher",
    "published_date", "description", "thumbnail_url", "detail_url", "average_rating",
    "ratings_count", "source", "status", "rating", "tags", "note", "added_at", "started_at",
    "finished_at", "updated_at", "progress",
  ]
  static let requiredColumns = [["title"], ["isbn13", "isbn10", "id"]]

  static func fields(_ entry: ShelfEntry) -> [String] {
    let b = entry.book
    return [
      b.id, b.isbn13 ?? "", b.isbn10 ?? "", b.title, b.subtitle ?? "",
      b.authors.joined(separator: "; "), b.translators.joined(separator: "; "), b.publisher ?? "",
      b.publishedDate ?? "", b.description ?? "", b.thumbnailURL?.absoluteString ?? "",
      b.detailURL?.absoluteString ?? "", b.averageRating.map { "\($0)" } ?? "",
      b.ratingsCount.map(String.init) ?? "", b.source, entry.status.rawValue,
      entry.rating.map(String.init) ?? "", entry.tags.joined(separator: "; "), entry.note ?? "",
      ShelfDate.iso8601(entry.addedAt), entry.startedAt.map(ShelfDate.iso8601) ?? "",
      entry.finishedAt.map(ShelfDate.iso8601) ?? "", ShelfDate.iso8601(entry.updatedAt),
      entry.progress?.description ?? "",
    ]
  }

  static func entry(header h: CSVHeader, fields: [String], now: () -> Date) throws -> ShelfEntry {
    func value(_ name: String) -> String? { h.value(name, in: fields) }
    // Book text as written (only a blank cell is nil): export → import gives it back byte for
    // byte, as the JSON import and `save --json -` keep it.
    func text(_ name: String) -> String? { value(name) == nil ? nil : h.raw(name, in: fields) }
    func list(_ name: String) -> [String] {
      (value(name) ?? "").split(separator: ";").compactMap { ShelfText.collapsedOrNil(String($0)) }
    }
    func date(_ name: String) throws -> Date? {
      guard let text = value(name) else { return nil }
      guard let date = ShelfDate.parseISO8601(text) else {
        throw RowProblem(.notISODate(column: name, value: text))
      }
      return date
    }
    guard let title = text("title") else { throw RowProblem(.titleEmpty) }
    var isbn13: String?
    var isbn10: String?
    for column in ["isbn13", "isbn10"] {
      guard let text = value(column) else { continue }
      guard let isbn = ISBN.parse(text) else {
        throw RowProblem(.notISBN(column: column, value: text))
      }
      isbn13 = isbn.isbn13
      isbn10 = isbn10 ?? isbn.isbn10
    }
    guard let id = value("id") ?? isbn13 else { throw RowProblem(.noISBNNoID) }
    let statusText = value("status") ?? "want"
    guard let status = ReadingStatus(rawValue: statusText.lowercased()) else {
      throw RowProblem(.badStatus(statusText))
    }
    var rating: Int?
    if let text = value("rating") {
      guard let number = Int(text), (1...5).contains(number) else {
        throw RowProblem(.badRating(text))
      }
      rating = number
    }
    var progress: ReadingProgress?
    if let text = value("progress") {
      guard let read = try? ReadingProgress(parsing: text) else { throw RowProblem(.badProgress(text)) }
      progress = read
    }
    let book = Book(
      id: id, title: title, subtitle: text("subtitle"), authors: list("authors"),
      translators: list("translators"), publisher: text("publisher"),
      publishedDate: value("published_date"), isbn10: isbn10, isbn13: isbn13,
      description: text("description"), thumbnailURL: value("thumbnail_url").flatMap(URL.init(string:)),
      detailURL: value("detail_url").flatMap(URL.init(string:)),
      averageRating: value("average_rating").flatMap(Double.init),
      ratingsCount: value("ratings_count").flatMap { Int($0) }, source: value("source") ?? "csv")
    return ShelfEntry(
      book: book, status: status, rating: rating, tags: list("tags"),
      note: h.raw("note", in: fields),
      addedAt: try date("added_at") ?? now(), startedAt: try date("started_at"),
      finishedAt: try date("finished_at"), progress: progress)
  }
}

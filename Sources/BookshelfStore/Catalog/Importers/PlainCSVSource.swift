import BookshelfCore
import Foundation

/// Reads a CSV whose header names `Book` fields, case-insensitively, in camelCase or
/// snake_case: `title` (required), `subtitle`, `authors`/`author` and `translators` (separated
/// by `;`), `publisher`, `publishedDate`, `isbn13`, `isbn10`, `isbn`, `description`,
/// `thumbnailURL`, `detailURL`, `averageRating`, `ratingsCount`, `subjects`/`tags` (`;`), `id`.
///
/// Key: `id`, else the ISBN-13, else `title|authors`. Rows without a title are skipped. A cell
/// that Bookshelf's own export made spreadsheet-safe (`'=…`) is read back without its `'`
/// (`SpreadsheetSafe`).
final class PlainCSVSource: CatalogRecordSource {
  private let csv: StreamingCSVReader
  private let header: CSVHeader
  private(set) var rowsRead = 0

  init(csv: StreamingCSVReader) throws {
    self.csv = csv
    header = CSVHeader(try csv.next()?.fields ?? [])
    guard header.index("title") != nil else {
      throw CatalogHeaderMismatch(header: .plainCSV)
    }
  }

  private func value(_ f: [String], _ names: String...) -> String? {
    for name in names { if let v = header.value(name, in: f) { return v } }
    return nil
  }

  private func list(_ text: String?) -> [String] {
    (text ?? "").split(separator: ";").compactMap { TextFields.collapsed(String($0)) }
  }

  func next() throws -> CatalogSourceItem? {
    guard let step = try csv.nextStep() else { return nil }
    rowsRead += 1
    let record: StreamingCSVReader.Record
    switch step {
    case .record(let next): record = next
    case .dropped(let line, let reason): return .skip(line: line, reason: .csv(reason))
    }
    let f = SpreadsheetSafe.unescaped(record.fields)
    guard let title = TextFields.collapsed(value(f, "title")) else {
      return .skip(line: record.line, reason: .noTitle)
    }
    let isbn = ImportText.isbn(value(f, "isbn13", "isbn_13"), value(f, "isbn10", "isbn_10"), value(f, "isbn"))
    let authors = list(value(f, "authors", "author"))
    let key = value(f, "id") ?? isbn?.isbn13 ?? "\(title)|\(authors.joined(separator: ";"))"
    let book = Book(
      id: isbn?.isbn13 ?? "local:csv:\(key)", title: title,
      subtitle: TextFields.collapsed(value(f, "subtitle")),
      authors: authors, translators: list(value(f, "translators")),
      publisher: TextFields.collapsed(value(f, "publisher")),
      publishedDate: value(f, "publishedDate", "published_date", "year"), isbn10: isbn?.isbn10,
      isbn13: isbn?.isbn13, description: TextFields.collapsed(value(f, "description")),
      thumbnailURL: value(f, "thumbnailURL", "thumbnail_url").flatMap { URL(string: $0) },
      detailURL: value(f, "detailURL", "detail_url").flatMap { URL(string: $0) },
      averageRating: value(f, "averageRating", "average_rating").flatMap(Double.init),
      ratingsCount: value(f, "ratingsCount", "ratings_count").flatMap { Int($0) },
      source: ProviderID.local.rawValue)
    return .record(
      line: record.line,
      CatalogRecord(
        book: book, subjects: list(value(f, "subjects", "tags")), sourceName: "csv", sourceKey: key))
  }
}

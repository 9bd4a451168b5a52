import BookshelfCore
import Foundation

/// Reads a Goodreads "Export Library" CSV (both the 24- and the 31-column layouts; columns
/// are found by header name).
///
/// - ISBN cells are Excel formulas (`="0440238145"`, `=""`): the `="…"` wrapper is removed and
///   the value checked; `ISBN13` is preferred, then `ISBN`.
/// - Authors: `Author` then `Additional Authors` (comma-separated); `Average Rating` `0.0` is
///   unknown; `Year Published`, else `Original Publication Year`.
/// - Key: `Book Id`. Rows without a title are skipped.
final class GoodreadsSource: CatalogRecordSource {
  private let csv: StreamingCSVReader
  private let header: CSVHeader
  private(set) var rowsRead = 0

  init(csv: StreamingCSVReader) throws {
    self.csv = csv
    header = CSVHeader(try csv.next()?.fields ?? [])
    guard header.index("Book Id") != nil, header.index("Title") != nil else {
      throw BookshelfError.file(
        path: "goodreads export", reason: "not a Goodreads library export (needs Book Id, Title columns)")
    }
  }

  /// `="0440238145"` → `0440238145`; `=""` → nil.
  static func formulaValue(_ text: String?) -> String? {
    guard var text else { return nil }
    if text.hasPrefix("=\"") && text.hasSuffix("\"") && text.count >= 3 {
      text = String(text.dropFirst(2).dropLast())
    }
    return ImportText.clean(text)
  }

  func next() throws -> CatalogSourceItem? {
    guard let record = try csv.next() else { return nil }
    rowsRead += 1
    let f = record.fields
    guard let key = header.value("Book Id", in: f) else {
      return .skip(line: record.line, reason: "no Book Id")
    }
    guard let title = ImportText.clean(header.value("Title", in: f)) else {
      return .skip(line: record.line, reason: "no title")
    }
    let isbn = ImportText.isbn(
      Self.formulaValue(header.value("ISBN13", in: f)), Self.formulaValue(header.value("ISBN", in: f)))
    var authors = ImportText.names(header.value("Author", in: f))
    for name in ImportText.names(header.value("Additional Authors", in: f)) where !authors.contains(name) {
      authors.append(name)
    }
    let rating = header.value("Average Rating", in: f).flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
    let book = Book(
      id: isbn?.isbn13 ?? "local:goodreads:\(key)", title: title, authors: authors,
      publisher: ImportText.clean(header.value("Publisher", in: f)),
      publishedDate: ImportText.year(header.value("Year Published", in: f))
        ?? ImportText.year(header.value("Original Publication Year", in: f)),
      isbn10: isbn?.isbn10, isbn13: isbn?.isbn13,
      detailURL: URL(string: "https://www.goodreads.com/book/show/\(key)"), averageRating: rating,
      source: ProviderID.local.rawValue)
    return .record(line: record.line, CatalogRecord(book: book, sourceName: "goodreads", sourceKey: key))
  }
}

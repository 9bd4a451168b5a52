import BookshelfCore
import Foundation

/// Reads a Goodreads "Export Library" CSV into the catalog, row by row through the shelf's own
/// Goodreads mapping (`GoodreadsImport.entry`), so both read every column the same way; the
/// catalog keeps the book, with `id` = ISBN-13, else `local:goodreads:<Book Id>` (a Book Id in
/// scientific notation is replaced by the mapping's title key), and source `local`. Rows the
/// mapping refuses (no title, a malformed rating) are skipped with their line and reason.
final class GoodreadsSource: CatalogRecordSource {
  private let csv: StreamingCSVReader
  private let header: CSVHeader
  private(set) var rowsRead = 0

  init(csv: StreamingCSVReader) throws {
    self.csv = csv
    header = CSVHeader(try csv.next()?.fields ?? [])
    guard header.has("Book Id"), header.has("Title") else {
      throw CatalogHeaderMismatch(header: .goodreads)
    }
  }

  func next() throws -> CatalogSourceItem? {
    guard let step = try csv.nextStep() else { return nil }
    rowsRead += 1
    let record: StreamingCSVReader.Record
    switch step {
    case .record(let next): record = next
    case .dropped(let line, let reason): return .skip(line: line, reason: .csv(reason))
    }
    let fields = SpreadsheetSafe.unescaped(record.fields)
    guard let key = header.value("Book Id", in: fields) else {
      return .skip(line: record.line, reason: .noID(column: "Book Id"))
    }
    var book: Book
    do {
      book = try GoodreadsImport.entry(
        header: header, fields: fields, now: { Date(timeIntervalSince1970: 0) }
      ).book
    } catch let problem as RowProblem {
      return .skip(line: record.line, reason: problem.reason)
    }
    // A Book Id in scientific notation (a spreadsheet re-saved the file) lost its digits: the
    // mapping's own key (the title and author's) stands in for it.
    let sourceKey = GoodreadsImport.isScientificNotation(key) ? book.id : key
    book.id = book.isbn13 ?? "local:goodreads:\(sourceKey)"
    book.source = ProviderID.local.rawValue
    return .record(
      line: record.line, CatalogRecord(book: book, sourceName: "goodreads", sourceKey: sourceKey))
  }
}

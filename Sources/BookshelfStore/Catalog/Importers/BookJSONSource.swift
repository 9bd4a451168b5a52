import BookshelfCore
import Foundation

/// Reads a JSON array of `Book` objects (the `search --json` book shape). Key: the book's
/// `id`. Elements that do not decode as a `Book`, or have an empty title, are skipped with
/// their 1-based position. ISBNs are re-validated (invalid ones dropped).
final class BookJSONSource: CatalogRecordSource {
  private let elements: JSONArrayReader
  private let decoder = JSONDecoder()
  private(set) var rowsRead = 0

  init(elements: JSONArrayReader) { self.elements = elements }

  func next() throws -> CatalogSourceItem? {
    guard let data = try elements.nextElement() else { return nil }
    rowsRead += 1
    guard var book = try? decoder.decode(Book.self, from: data) else {
      return .skip(line: rowsRead, reason: "not a Book object (needs id, title, source)")
    }
    guard let title = ImportText.clean(book.title) else { return .skip(line: rowsRead, reason: "no title") }
    book.title = title
    let isbn = ImportText.isbn(book.isbn13, book.isbn10)
    book.isbn13 = isbn?.isbn13
    book.isbn10 = isbn?.isbn10
    return .record(line: rowsRead, CatalogRecord(book: book, sourceName: "json", sourceKey: book.id))
  }
}

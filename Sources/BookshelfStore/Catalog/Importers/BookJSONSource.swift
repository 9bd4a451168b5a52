import BookshelfCore
import Foundation

/// Reads books as `bookshelf` prints them: a JSON array of `Book` objects (the `search --json`
/// book shape), the object `search --json` prints (its `books` array; the other members are
/// ignored), or a shelf export (`export --format json`: an array of shelf entries, each
/// `{book: {…}, status, …}`, of which only `book` is read). Key: the book's `id`. Elements
/// that are neither a `Book` nor an entry with one, or have an empty title, are skipped with
/// their 1-based position. ISBNs are re-validated (invalid ones dropped).
final class BookJSONSource: CatalogRecordSource {
  /// The member of a top-level object holding the books (`search --json`).
  static let objectKey = "books"

  /// A shelf entry, of which only the book is read.
  private struct Entry: Decodable {
    let book: Book
  }

  private let elements: JSONArrayReader
  private let decoder = JSONDecoder()
  private(set) var rowsRead = 0

  init(elements: JSONArrayReader) { self.elements = elements }

  func next() throws -> CatalogSourceItem? {
    guard let data = try elements.nextElement() else { return nil }
    rowsRead += 1
    guard
      var book = (try? decoder.decode(Book.self, from: data))
        ?? (try? decoder.decode(Entry.self, from: data))?.book
    else {
      return .skip(line: rowsRead, reason: .notBookObject)
    }
    guard let title = TextFields.collapsed(book.title) else {
      return .skip(line: rowsRead, reason: .noTitle)
    }
    book.title = title
    let isbn = ImportText.isbn(book.isbn13, book.isbn10)
    book.isbn13 = isbn?.isbn13
    book.isbn10 = isbn?.isbn10
    return .record(line: rowsRead, CatalogRecord(book: book, sourceName: "json", sourceKey: book.id))
  }
}

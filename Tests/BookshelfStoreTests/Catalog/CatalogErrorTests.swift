import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// The catalog reports database failures as `BookshelfError` naming its file, as the shelf
/// does (`SQLiteError.bookshelfError`), never as a raw `SQLiteError`.
@Suite("LocalCatalog: database failures are BookshelfErrors")
struct CatalogErrorTests {
  static let record = CatalogRecord(
    book: Book(
      id: "9780441172719", title: "Dune", authors: ["Frank Herbert"], isbn13: "9780441172719", source: "local"
    ),
    sourceName: "test", sourceKey: "dune")

  /// The error `body` throws, which must be a `BookshelfError`.
  func failure(_ body: () throws -> Void) -> BookshelfError? {
    do {
      try body()
    } catch let error as BookshelfError {
      return error
    } catch {
      Issue.record("not a BookshelfError: \(error)")
    }
    return nil
  }

  @Test("a catalog another writer holds locked: writes and imports fail as .storage naming the file")
  func locked() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("catalog.sqlite")
    let catalog = try LocalCatalog(path: path)
    try catalog.database.execute("PRAGMA busy_timeout = 0")
    let writer = try Database(path: path)
    try writer.executeScript("BEGIN IMMEDIATE")
    defer { try? writer.executeScript("ROLLBACK") }

    let locked = BookshelfError.storage(path: path, problem: .busy(message: "database is locked"))
    #expect(failure { _ = try catalog.upsert(Self.record) } == locked)
    #expect(failure { _ = try catalog.write { try catalog.upsert(Self.record) } } == locked)
    let csv = directory.url.appendingPathComponent("books.csv")
    try Data("title,authors\nDune,Frank Herbert\n".utf8).write(to: csv)
    #expect(failure { _ = try CatalogImporter.run(file: csv, format: .csv, into: catalog) } == locked)
    // Reading is not blocked by a writer (WAL).
    #expect(try catalog.search(BookQuery(text: "dune")).books.isEmpty)
  }

  @Test("a closed catalog: search, lookup and statistics fail as .storage naming the file")
  func closed() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("catalog.sqlite")
    let catalog = try LocalCatalog(path: path)
    try catalog.upsert(Self.record)
    try catalog.close()
    let closed = BookshelfError.storage(path: path, problem: .system("database is closed"))
    #expect(failure { _ = try catalog.search(BookQuery(text: "dune")) } == closed)
    #expect(failure { _ = try catalog.lookup(ISBN("9780441172719")) } == closed)
    #expect(failure { _ = try catalog.statistics() } == closed)
  }

  @Test("a missing catalog opened read-only fails as .storage naming the file")
  func missingReadOnly() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("catalog.sqlite")
    #expect(
      failure { _ = try LocalCatalog(path: path, readOnly: true) }
        == .storage(path: path, problem: .system("unable to open database file")))
  }

  @Test("a catalog whose index pages are damaged: search fails as .notADatabase naming the file")
  func damaged() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("catalog.sqlite")
    var pageSize = 0
    var rootPage = 0
    do {
      let catalog = try LocalCatalog(path: path)
      try catalog.upsert(Self.record)
      pageSize = try catalog.database.query("PRAGMA page_size").first?["page_size"].int ?? 0
      rootPage =
        try catalog.database.query("SELECT rootpage FROM sqlite_schema WHERE name = 'books_fts_data'")
        .first?["rootpage"].int ?? 0
      try catalog.close()
    }
    #expect(pageSize > 0 && rootPage > 1)
    let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try file.seek(toOffset: UInt64((rootPage - 1) * pageSize))
    try file.write(contentsOf: Data(repeating: 0xA5, count: pageSize))
    try file.close()

    let catalog = try LocalCatalog(path: path, readOnly: true)
    #expect(failure { _ = try catalog.search(BookQuery(text: "dune")) } == .notADatabase(path: path))
  }
}

import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// Bookshelf never writes into another program's SQLite database.
@Suite("Foreign database at the shelf path")
struct ForeignDatabaseTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  @Test("another application's database is refused and left byte-for-byte unchanged")
  func refusesForeignDatabase() throws {
    let path = dir.path("shelf.sqlite")
    do {
      let other = try Database(path: path)
      try other.executeScript(
        "PRAGMA journal_mode = DELETE; CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('theirs')")
      try other.close()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(before.count > 0)
    #expect(throws: BookshelfError.notADatabase(path: path)) { try ShelfStore(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(throws: BookshelfError.notADatabase(path: path)) { try ShelfStore(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test("a shelf with one damaged page is refused at open, before anything reads or writes it")
  func refusesDamagedShelf() async throws {
    let path = dir.path("shelf.sqlite")
    do {
      let store = try ShelfStore(path: path)
      for n in 0..<80 {
        var book = TestValues.book(isbn13: TestValues.isbn13(n), title: "Book \(n)")
        book.description = String(repeating: "words ", count: 300)
        try await store.save(ShelfEntry(book: book, addedAt: TestValues.day))
      }
    }
    let database = try Database(path: path)
    _ = try database.query("PRAGMA wal_checkpoint(TRUNCATE)")
    let leaf = try #require(
      try database.query("SELECT max(pageno) FROM dbstat WHERE name = 'entries' AND pagetype = 'leaf'")
        .first?.int(0))
    try database.close()
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let start = (leaf - 1) * 4096
    for offset in (start + 8)..<(start + 4000) { bytes[offset] = 0xA5 }
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: BookshelfError.notADatabase(path: path)) { try ShelfStore(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test("an empty file and an empty SQLite database are initialised")
  func initialisesEmpty() async throws {
    let empty = dir.path("empty.sqlite")
    try #require(FileManager.default.createFile(atPath: empty, contents: Data()))
    let store = try ShelfStore(path: empty)
    #expect(try await store.count() == 0)

    let blank = dir.path("blank.sqlite")
    try Database(path: blank).close()
    let second = try ShelfStore(path: blank)
    try await second.save(
      ShelfEntry(book: TestValues.book(isbn13: "9780306406157", title: "Plain"), addedAt: TestValues.day))
    #expect(try await second.count() == 1)
  }

  @Test("an existing shelf opens again")
  func reopensShelf() async throws {
    let path = dir.path("shelf.sqlite")
    try await ShelfStore(path: path).save(
      ShelfEntry(book: TestValues.book(isbn13: "9780306406157", title: "Plain"), addedAt: TestValues.day))
    #expect(try await ShelfStore(path: path).count() == 1)
  }
}

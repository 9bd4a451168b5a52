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

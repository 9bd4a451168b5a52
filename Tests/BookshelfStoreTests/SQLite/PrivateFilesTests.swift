import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// The shelf holds private notes: a data directory Bookshelf creates is 0700 and its database
/// files (with SQLite's `-wal` and `-shm`, which take the database file's mode) are 0600.
@Suite("Private data files")
struct PrivateFilesTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  func mode(_ path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
  }

  @Test("a new shelf: its folder 0700, shelf.sqlite, -wal and -shm 0600")
  func newShelf() async throws {
    let folder = dir.path("new/bookshelf")
    let path = folder + "/shelf.sqlite"
    let store = try ShelfStore(path: path)
    try await store.save(
      ShelfEntry(book: TestValues.book(isbn13: TestValues.isbn13(1), title: "Notes"), addedAt: TestValues.day)
    )
    #expect(mode(folder) == 0o700)
    #expect(mode(path) == 0o600)
    #expect(mode(path + "-wal") == 0o600)
    #expect(mode(path + "-shm") == 0o600)
    // The parent that had to be created too is an ordinary folder (0777 less the umask).
    #expect(mode(dir.path("new")) == 0o777 & ~(try ExportTargetTests.umaskValue()))
  }

  @Test("a new catalog: catalog.sqlite, -wal and -shm 0600")
  func newCatalog() throws {
    let path = dir.path("catalog.sqlite")
    let catalog = try LocalCatalog(path: path)
    let file = dir.url.appendingPathComponent("books.csv")
    try Data("title,authors\nDune,Frank Herbert\n".utf8).write(to: file)
    _ = try CatalogImporter.run(file: file, format: .csv, into: catalog)
    #expect(mode(path) == 0o600)
    #expect(mode(path + "-wal") == 0o600)
    #expect(mode(path + "-shm") == 0o600)
  }

  @Test("an existing folder and database keep the modes they have")
  func existingFilesKeepTheirModes() async throws {
    let folder = dir.path("existing")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    try #require(chmod(folder, 0o750) == 0)
    let path = folder + "/shelf.sqlite"
    _ = try ShelfStore(path: path)
    try #require(chmod(path, 0o640) == 0)
    let store = try ShelfStore(path: path)
    try await store.save(
      ShelfEntry(book: TestValues.book(isbn13: TestValues.isbn13(2), title: "Kept"), addedAt: TestValues.day))
    #expect(mode(folder) == 0o750)
    #expect(mode(path) == 0o640)
  }
}

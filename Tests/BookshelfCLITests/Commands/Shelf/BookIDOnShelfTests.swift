import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// A book saved under its ISBN-13 (the shelf key) is also named by its own id (`kakao:1`, as
/// `search --json` and `shelf --long` print it): `show`, `edit`, `remove` and `restore` find it
/// by either, and by its ISBN in any form.
@Suite("Every printed id of a saved book works with show, edit, remove and restore")
struct BookIDOnShelfTests {
  let home: ShelfHome
  init() throws { home = try ShelfHome() }

  let book =
    #"{"id":"kakao:1","title":"미움받을 용기","authors":["기시미 이치로"],"isbn13":"9788996991342","source":"kakao"}"#

  func entry() async throws -> ShelfEntry? {
    try await ShelfStore(path: home.shelfPath).entry(forKey: "9788996991342")
  }

  @Test(
    "show, edit, remove and restore by the book id, the shelf key, and the ISBN-10",
    arguments: ["kakao:1", "9788996991342", "89-969913-4-1"])
  func everyIDResolves(id: String) async throws {
    #expect(await home.run(["save", "--json", "-", "--tag", "심리학"], stdin: book).status == 0)
    let show = await home.run(["show", id])
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.hasPrefix("미움받을 용기\n"))
    #expect(show.stdout.contains("Shelf id"))
    let edit = await home.run(["edit", id, "--rating", "4", "--progress", "40%"])
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(edit.stdout.hasPrefix("Changed on your shelf: 미움받을 용기 (9788996991342).\n"))
    let edited = try #require(try await entry())
    #expect(edited.rating == 4 && edited.progress == .percent(40) && edited.tags == ["심리학"])
    let remove = await home.run(["remove", id])
    #expect(remove.status == 0, "\(remove.stderr)")
    #expect(try await entry() == nil)
    let restore = await home.run(["restore", id])
    #expect(restore.status == 0, "\(restore.stderr)")
    #expect(restore.stdout.hasPrefix("Put back on your shelf: 미움받을 용기 (9788996991342).\n"))
    #expect(try await entry() == edited)
  }

  @Test("an id that names no saved or removed book is still refused")
  func unknownIDs() async throws {
    #expect(await home.run(["save", "--json", "-"], stdin: book).status == 0)
    let edit = await home.run(["edit", "kakao:2", "--rating", "4"])
    #expect(edit.status == 1)
    #expect(try await entry()?.rating == nil)
    #expect(await home.run(["remove", "kakao:1"]).status == 0)
    let restore = await home.run(["restore", "kakao:2"])
    #expect(restore.status == 1)
    #expect(
      restore.stderr
        == "bookshelf: error: No removed book \"kakao:2\" to restore (see the last 100 removals).\n")
  }
}

/// The store finds an entry by its book's id (`ShelfStoring.entry(withBookID:)`) as by its key.
@Suite struct ShelfEntryByBookIDTests {
  static let book = Book(id: "kakao:1", title: "미움받을 용기", isbn13: "9788996991342", source: "kakao")

  @Test func theSQLiteStoreAndTheFakeFindTheEntryByItsBookID() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("byid-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stores: [any ShelfStoring] = [
      try ShelfStore(path: folder.appendingPathComponent("shelf.sqlite").path), InMemoryShelfStore(),
    ]
    for store in stores {
      try await store.save(ShelfEntry(book: Self.book, addedAt: Date(timeIntervalSince1970: 0)))
      #expect(try await store.entry(withBookID: "kakao:1")?.id == "9788996991342")
      #expect(try await store.entry(withBookID: "kakao:2") == nil)
      #expect(try await store.entry(withBookID: "9788996991342") == nil)
    }
  }
}

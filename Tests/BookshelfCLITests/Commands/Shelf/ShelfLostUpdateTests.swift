import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation
import Testing

/// `browse` (the shelf view model on its own connection) and `bookshelf save` from another
/// terminal change one entry: neither erases what the other wrote.
@Suite("Shelf edits from browse and the CLI at once")
@MainActor
struct ShelfLostUpdateTests {
  let home: ShelfHome
  let isbn = "9788996991342"

  init() async throws {
    home = try ShelfHome()
    let book = #"{"id": "\#(isbn)", "title": "미움받을 용기", "isbn13": "\#(isbn)", "source": "kakao"}"#
    let saved = await home.run(["save", "--json", "-"], stdin: book)
    try #require(saved.status == 0, "\(saved.stderr)")
  }

  func stored() async throws -> ShelfEntry? {
    try await ShelfStore(path: home.shelfPath).entry(forKey: isbn)
  }

  @Test("browse rates a book after `save --note --tag` ran elsewhere: the note and the tag stay")
  func ratingKeepsNoteAndTag() async throws {
    let shelf = ShelfViewModel(store: try ShelfStore(path: home.shelfPath), language: .english)
    await shelf.load()
    #expect(shelf.entry(forKey: isbn)?.note == nil)

    let cli = await home.run(["save", isbn, "--note", "다 읽고 다시", "--tag", "심리학"])
    #expect(cli.status == 0, "\(cli.stderr)")

    await shelf.setRating(4, forKey: isbn)
    await shelf.waitForPendingWrites()
    let entry = try #require(try await stored())
    #expect(entry.rating == 4)
    #expect(entry.note == "다 읽고 다시")
    #expect(entry.tags == ["심리학"])
    // What browse shows is what is stored.
    #expect(shelf.entry(forKey: isbn) == entry)
  }

  @Test("browse sets tags and status after the CLI added a tag: the CLI's tag stays")
  func tagsAndStatusKeepOtherTags() async throws {
    let shelf = ShelfViewModel(store: try ShelfStore(path: home.shelfPath), language: .english)
    await shelf.load()
    #expect(await home.run(["save", isbn, "--tag", "from-cli", "--rating", "5"]).status == 0)

    await shelf.setTags(["mine"], forKey: isbn)
    await shelf.setStatus(.reading, forKey: isbn)
    await shelf.waitForPendingWrites()
    let entry = try #require(try await stored())
    #expect(entry.tags == ["from-cli", "mine"])
    #expect(entry.rating == 5)
    #expect(entry.status == .reading)
    #expect(entry.startedAt != nil)
  }

  @Test("browse saves a book another program saved meanwhile: the saved note and tags stay")
  func saveKeepsTheOtherSave() async throws {
    let shelf = ShelfViewModel(store: try ShelfStore(path: home.shelfPath), language: .english)
    await shelf.load()
    let other = "9780306406157"
    let book = #"{"id": "\#(other)", "title": "Other", "isbn13": "\#(other)", "source": "kakao"}"#
    #expect(
      await home.run(["save", "--json", "-", "--tag", "cli", "--status", "read"], stdin: book).status == 0)

    await shelf.save(Book(id: other, title: "Other", isbn13: other, source: "kakao"))
    await shelf.waitForPendingWrites()
    let entry = try #require(try await ShelfStore(path: home.shelfPath).entry(forKey: other))
    #expect(entry.tags == ["cli"])
    #expect(entry.status == .read)
  }
}

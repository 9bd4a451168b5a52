import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// `ShelfStore.apply`: an edit changes only the fields it names, read and written in one
/// transaction, so two connections editing one entry keep each other's changes.
@Suite("Shelf store: edits")
struct ShelfEditTests {
  let dir: TemporaryDirectory
  let clock = StepClock()
  let isbn = "9788996991342"
  init() throws { dir = try TemporaryDirectory() }

  func openStore() throws -> ShelfStore {
    try ShelfStore(path: dir.path("shelf.sqlite"), now: { [clock] in clock.now() })
  }

  func saveBook(_ store: ShelfStore) async throws -> ShelfEntry {
    let book = TestValues.book(isbn13: isbn, title: "미움받을 용기")
    try await store.save(ShelfEntry(book: book, addedAt: TestValues.day))
    return try #require(try await store.entry(forKey: isbn))
  }

  @Test("one connection writes a note and a tag, the other (holding a stale entry) a rating: all three stay")
  func staleConnectionKeepsOtherFields() async throws {
    let browse = try openStore()
    let cli = try openStore()
    let stale = try await saveBook(browse)
    #expect(stale.note == nil && stale.tags.isEmpty)

    let written = try await cli.apply(
      ShelfEdit(addTags: ["심리학"], note: .set("다시 읽기")), toKey: isbn, addingIfMissing: nil)
    #expect(written.outcome == .updated)

    let rated = try await browse.apply(ShelfEdit(rating: .set(4)), toKey: stale.id, addingIfMissing: nil)
    #expect(rated.outcome == .updated)
    #expect(rated.entry.rating == 4)
    #expect(rated.entry.note == "다시 읽기")
    #expect(rated.entry.tags == ["심리학"])
    #expect(try await cli.entry(forKey: isbn) == rated.entry)
  }

  @Test("two connections adding 100 different tags each at once: all 200 tags, in order per writer")
  func concurrentTagAdditions() async throws {
    let path = dir.path("shelf.sqlite")
    _ = try await saveBook(try openStore())
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<2 {
        group.addTask { [isbn] in
          let store = try ShelfStore(path: path)
          for n in 0..<100 {
            try await store.apply(ShelfEdit(addTags: ["w\(writer)-\(n)"]), toKey: isbn, addingIfMissing: nil)
          }
        }
      }
      try await group.waitForAll()
    }
    let tags = try #require(try await openStore().entry(forKey: isbn)).tags
    #expect(tags.count == 200)
    for writer in 0..<2 {
      #expect(tags.filter { $0.hasPrefix("w\(writer)-") } == (0..<100).map { "w\(writer)-\($0)" })
    }
    let db = try Database(path: path, flags: [.readOnly])
    #expect(try db.query("PRAGMA integrity_check").map { $0.string(0) } == ["ok"])
  }

  @Test("rating none, untag (any case, with #), note append, dates set and cleared")
  func fieldsOfAnEdit() async throws {
    let store = try openStore()
    let saved = try await saveBook(store)
    let start = Date(timeIntervalSince1970: 1_700_100_000)
    var result = try await store.apply(
      ShelfEdit(rating: .set(5), addTags: ["Fiction", "#korean", "  "], note: .set("first")),
      toKey: "89-969913-4-1", addingIfMissing: nil)
    #expect(result.entry.tags == ["Fiction", "korean"])
    #expect(result.entry.updatedAt > saved.updatedAt)

    result = try await store.apply(
      ShelfEdit(
        rating: .clear, addTags: ["fiction"], removeTags: ["#KOREAN"], note: .append("second"),
        startedAt: .set(start)),
      toKey: isbn, addingIfMissing: nil)
    #expect(result.entry.rating == nil)
    #expect(result.entry.tags == ["Fiction"])
    #expect(result.entry.note == "first\nsecond")
    #expect(result.entry.startedAt == start)
    #expect(try await store.entry(forKey: isbn) == result.entry)

    result = try await store.apply(
      ShelfEdit(status: .read, note: .clear, startedAt: .clear), toKey: isbn, addingIfMissing: nil)
    #expect(result.entry.status == .read)
    #expect(result.entry.note == nil)
    #expect(result.entry.startedAt == nil)
    let finished = try #require(result.entry.finishedAt)
    // A second move to read keeps the first finishing date.
    result = try await store.apply(ShelfEdit(status: .reading), toKey: isbn, addingIfMissing: nil)
    result = try await store.apply(ShelfEdit(status: .read), toKey: isbn, addingIfMissing: nil)
    #expect(result.entry.finishedAt == finished)
    #expect(result.entry.startedAt != nil)
  }

  @Test("appending to a note cannot grow it past 65,536 bytes: refused, the note kept as it was")
  func appendingPastTheNoteLimitIsRefused() async throws {
    let store = try openStore()
    _ = try await saveBook(store)
    let long = String(repeating: "a", count: 60_000)
    _ = try await store.apply(ShelfEdit(note: .set(long)), toKey: isbn, addingIfMissing: nil)
    await #expect(throws: BookshelfError.textTooLong(field: "\"note\"", length: 120_001, limit: 65_536)) {
      try await store.apply(ShelfEdit(note: .append(long)), toKey: isbn, addingIfMissing: nil)
    }
    #expect(try await store.entry(forKey: isbn)?.note == long)
    let fake = InMemoryShelfStore()
    try await fake.save(
      ShelfEntry(book: TestValues.book(isbn13: isbn, title: "t"), note: long, addedAt: TestValues.day))
    await #expect(throws: BookshelfError.textTooLong(field: "\"note\"", length: 120_001, limit: 65_536)) {
      try await fake.apply(ShelfEdit(note: .append(long)), toKey: isbn, addingIfMissing: nil)
    }
  }

  @Test("an edit that changes nothing writes nothing; a missing entry is notOnShelf or added")
  func unchangedMissingAdded() async throws {
    let store = try openStore()
    let saved = try await saveBook(store)
    let observer = try openStore()
    let token = try await observer.changeToken()
    let same = try await store.apply(ShelfEdit(addTags: ["  "]), toKey: isbn, addingIfMissing: nil)
    #expect(same == ShelfEditResult(outcome: .unchanged, entry: saved))
    #expect(try await store.apply(ShelfEdit(), toKey: isbn, addingIfMissing: nil).outcome == .unchanged)
    #expect(try await observer.changeToken() == token)  // no commit

    let other = TestValues.isbn13(7)
    await #expect(throws: BookshelfError.notOnShelf(other)) {
      try await store.apply(ShelfEdit(rating: .set(3)), toKey: other, addingIfMissing: nil)
    }
    let fresh = ShelfEntry(book: TestValues.book(isbn13: other, title: "New"), addedAt: TestValues.day)
    let added = try await store.apply(ShelfEdit(rating: .set(3)), toKey: other, addingIfMissing: fresh)
    #expect(added.outcome == .added)
    #expect(added.entry.rating == 3)
    #expect(added.entry.addedAt == TestValues.day)
    // Already there now: the edit applies to the saved entry and the new one is not used.
    let again = try await store.apply(ShelfEdit(addTags: ["x"]), toKey: other, addingIfMissing: fresh)
    #expect(again.outcome == .updated)
    #expect(again.entry.rating == 3)
    #expect(again.entry.tags == ["x"])
  }

  @Test("a bad rating or a book of another key is refused and nothing is written")
  func refusedEdits() async throws {
    let store = try openStore()
    let saved = try await saveBook(store)
    await #expect(throws: BookshelfError.invalidRating("6")) {
      try await store.apply(
        ShelfEdit(rating: .set(6), addTags: ["kept?"]), toKey: isbn, addingIfMissing: nil)
    }
    let stranger = TestValues.book(isbn13: TestValues.isbn13(8), title: "Someone else")
    await #expect(throws: BookshelfError.self) {
      try await store.apply(ShelfEdit(book: stranger), toKey: isbn, addingIfMissing: nil)
    }
    #expect(try await store.entry(forKey: isbn) == saved)
  }

  @Test("changeToken changes when another connection commits, not on this connection's own writes")
  func changeToken() async throws {
    let mine = try openStore()
    let other = try openStore()
    _ = try await saveBook(mine)
    let start = try await mine.changeToken()
    try await mine.apply(ShelfEdit(addTags: ["own"]), toKey: isbn, addingIfMissing: nil)
    #expect(try await mine.changeToken() == start)
    try await other.apply(ShelfEdit(addTags: ["theirs"]), toKey: isbn, addingIfMissing: nil)
    let changed = try await mine.changeToken()
    #expect(changed != start)
    #expect(try await mine.changeToken() == changed)
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@Suite("Shelf view model")
@MainActor
struct ShelfViewModelTests {
  /// A clock for `addedAt`/`updatedAt`: each call is one second later than the one before.
  final class Ticker: Sendable {
    private let base = Date(timeIntervalSince1970: 1_750_000_000)
    private let count = Counter()
    func now() -> Date { base.addingTimeInterval(Double(count.next())) }
  }

  final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
      lock.withLock {
        value += 1
        return value
      }
    }
  }

  static func makeShelf(_ store: InMemoryShelfStore = InMemoryShelfStore(), language: Language = .english)
    -> ShelfViewModel
  {
    let ticker = Ticker()
    return ShelfViewModel(store: store, language: language, now: { ticker.now() })
  }

  static let dune = SampleBooks.book("9780441013593", title: "Dune", isbn13: "9780441013593")
  static let hobbit = SampleBooks.book(
    "9780547928227", title: "The Hobbit", authors: ["J.R.R. Tolkien"], isbn13: "9780547928227")
  static let emma = SampleBooks.book("google:emma", title: "Emma", authors: ["Jane Austen"], source: "google")

  @Test("a book saved from the search results is on the shelf at once, and persisted")
  func saveFromSearch() async throws {
    let store = InMemoryShelfStore()
    let shelf = Self.makeShelf(store)
    await shelf.load()
    #expect(shelf.message == "Your shelf is empty.")
    let fake = FakeBookSearching()
    fake.script(
      "dune",
      .success(BookPage(books: [Self.dune, Self.emma], totalCount: 2, isEnd: true, page: 1, pageSize: 10)))
    let h = SearchHarness(fake: fake, store: store)
    h.vm.queryChanged("dune")
    h.vm.submit()
    #expect(await h.responses(1))
    let first = try #require(h.vm.books.first)
    #expect(!shelf.isSaved(first))
    await shelf.toggleSaved(first)
    #expect(shelf.isSaved(first))
    #expect(shelf.entries.map(\.id) == ["9780441013593"])
    #expect(shelf.entries.first?.status == .want)
    #expect(shelf.message == "Saved \"Dune\" to your shelf.")
    #expect(h.vm.books.map { shelf.isSaved($0) } == [true, false])
    #expect(store.allEntries.keys.sorted() == ["9780441013593"])
  }

  @Test("remove, then undo, restores the entry exactly, in the store too")
  func undoRemove() async throws {
    let store = InMemoryShelfStore()
    let shelf = Self.makeShelf(store)
    await shelf.load()
    await shelf.save(Self.dune)
    await shelf.save(Self.hobbit)
    await shelf.setRating(5, forKey: "9780441013593")
    let saved = try #require(shelf.entry(forKey: "9780441013593"))
    #expect(shelf.entries.map(\.book.title) == ["The Hobbit", "Dune"])
    await shelf.remove(key: "9780441013593")
    #expect(shelf.entries.map(\.book.title) == ["The Hobbit"])
    #expect(shelf.message == "Removed \"Dune\" from your shelf (u brings it back).")
    #expect(shelf.canUndo)
    #expect(store.allEntries["9780441013593"] == nil)
    await shelf.undoRemove()
    #expect(!shelf.canUndo)
    #expect(shelf.entries.map(\.book.title) == ["The Hobbit", "Dune"])
    #expect(shelf.entry(forKey: "9780441013593") == saved)
    #expect(store.allEntries["9780441013593"] == saved)
  }

  @Test("toggleSaved on a saved book removes it, undoably")
  func toggleRemoves() async {
    let shelf = Self.makeShelf()
    await shelf.load()
    await shelf.toggleSaved(Self.emma)
    #expect(shelf.isSaved(Self.emma))
    await shelf.toggleSaved(Self.emma)
    #expect(!shelf.isSaved(Self.emma))
    #expect(shelf.lastRemoved?.book == Self.emma)
    #expect(shelf.entries.isEmpty)
  }

  @Test("status, rating, tags and note edits are persisted; filter by status and tag; sort")
  func editsFilterSort() async throws {
    let store = InMemoryShelfStore()
    let shelf = Self.makeShelf(store)
    await shelf.load()
    for book in [Self.dune, Self.hobbit, Self.emma] { await shelf.save(book) }
    await shelf.setStatus(.reading, forKey: "9780547928227")
    await shelf.setStatus(.read, forKey: "google:emma")
    await shelf.setRating(4, forKey: "google:emma")
    await shelf.setRating(2, forKey: "9780547928227")
    await shelf.setTags([" classic ", "", "classic", "fantasy"], forKey: "9780547928227")
    await shelf.addTag("classic", forKey: "google:emma")
    await shelf.setNote("Reread every winter.", forKey: "google:emma")

    let hobbit = try #require(store.allEntries["9780547928227"])
    #expect(hobbit.status == .reading)
    #expect(hobbit.startedAt != nil)
    #expect(hobbit.tags == ["classic", "fantasy"])
    #expect(hobbit.rating == 2)
    let emma = try #require(store.allEntries["google:emma"])
    #expect(emma.status == .read)
    #expect(emma.finishedAt != nil)
    #expect(emma.note == "Reread every winter.")
    #expect(emma.updatedAt > emma.addedAt)

    shelf.filterChanged(ShelfFilter(tag: "classic"))
    #expect(shelf.entries.map(\.book.title) == ["Emma", "The Hobbit"])
    shelf.filterChanged(ShelfFilter(status: .reading, tag: "classic"))
    #expect(shelf.entries.map(\.book.title) == ["The Hobbit"])
    shelf.filterChanged(ShelfFilter(status: .want, tag: "classic"))
    #expect(shelf.entries.isEmpty)
    #expect(shelf.message == "No saved books match this filter.")
    shelf.filterChanged(ShelfFilter())
    await shelf.sortChanged(.rating)
    #expect(shelf.entries.map(\.book.title) == ["Emma", "The Hobbit", "Dune"])
    await shelf.sortChanged(.title)
    #expect(shelf.entries.map(\.book.title) == ["Dune", "Emma", "The Hobbit"])
    #expect(shelf.allTags == ["classic", "fantasy"])
  }

  @Test("a rating outside 1–5 is refused with its message and nothing is written")
  func invalidRating() async {
    let store = InMemoryShelfStore()
    let shelf = Self.makeShelf(store, language: .korean)
    await shelf.load()
    await shelf.save(Self.dune)
    let writes = store.writeCount
    await shelf.setRating(7, forKey: "9780441013593")
    #expect(shelf.message == "평점 \"7\"은 올바르지 않습니다. 1부터 5까지의 정수를 쓰세요.")
    #expect(store.writeCount == writes)
    #expect(shelf.entry(forKey: "9780441013593")?.rating == nil)
  }

  @Test("a failed write is rolled back and reported")
  func failedWriteRollsBack() async {
    let store = InMemoryShelfStore()
    let shelf = Self.makeShelf(store)
    await shelf.load()
    store.failNextWrite(with: .storage(path: "shelf.sqlite", problem: .system("disk I/O error")))
    await shelf.save(Self.dune)
    #expect(!shelf.isSaved(Self.dune))
    #expect(shelf.entries.isEmpty)
    #expect(shelf.message == "The database shelf.sqlite cannot be used: disk I/O error.")
    #expect(store.allEntries.isEmpty)
  }

  @Test("an edit changes only its field in the saved entry and shows what another program saved")
  func editKeepsOtherChanges() async throws {
    let store = InMemoryShelfStore()
    let shelf = Self.makeShelf(store)
    await shelf.load()
    await shelf.save(Self.dune)
    let key = "9780441013593"
    // Another program adds a tag and a note; this view model has not seen them.
    try await store.apply(
      ShelfEdit(addTags: ["theirs"], note: .set("their note")), toKey: key, addingIfMissing: nil)
    #expect(shelf.entry(forKey: key)?.tags == [])

    await shelf.setRating(4, forKey: key)
    await shelf.addTag("mine", forKey: key)
    await shelf.setTags(["mine", "also"], forKey: key)  // as shown: ["theirs", "mine"] minus theirs
    let stored = try #require(store.allEntries[key])
    #expect(stored.rating == 4)
    #expect(stored.note == "their note")
    #expect(stored.tags == ["mine", "also"])
    #expect(shelf.entry(forKey: key) == stored)
  }

  @Test("refreshIfChanged shows what changed in the store underneath: an edit, an addition, a removal")
  func refreshShowsOutsideChanges() async throws {
    let store = InMemoryShelfStore()
    let shelf = Self.makeShelf(store)
    await shelf.load()
    await shelf.save(Self.dune)
    await shelf.save(Self.hobbit)
    await shelf.refreshIfChanged()
    let shown = shelf.entries

    await shelf.refreshIfChanged()  // nothing changed: the same entries
    #expect(shelf.entries == shown)

    let key = "9780441013593"
    try await store.apply(
      ShelfEdit(rating: .set(5), note: .set("from the CLI")), toKey: key, addingIfMissing: nil)
    try await store.save(
      ShelfEntry(book: Self.emma, tags: ["classic"], addedAt: Date(timeIntervalSince1970: 1_760_000_000)))
    try await store.remove(key: "9780547928227")
    #expect(shelf.entry(forKey: key)?.note == nil)
    #expect(shelf.savedCount == 2)

    await shelf.refreshIfChanged()
    #expect(shelf.entry(forKey: key)?.note == "from the CLI")
    #expect(shelf.entry(forKey: key)?.rating == 5)
    #expect(shelf.entries.map(\.book.title) == ["Emma", "Dune"])
    #expect(shelf.allTags == ["classic"])
    #expect(!shelf.isSaved(Self.hobbit))
  }

  @Test(
    "an edit made by another program to an entry removed meanwhile: notOnShelf, and it is no longer shown")
  func editOfEntryRemovedElsewhere() async throws {
    let store = InMemoryShelfStore()
    let shelf = Self.makeShelf(store)
    await shelf.load()
    await shelf.save(Self.dune)
    try await store.remove(key: "9780441013593")
    await shelf.setRating(3, forKey: "9780441013593")
    #expect(shelf.error == .notOnShelf("9780441013593"))
    #expect(!shelf.isSaved(Self.dune))
    #expect(store.allEntries.isEmpty)
  }

  @Test("editing a book that is not saved reports notOnShelf")
  func notOnShelf() async {
    let shelf = Self.makeShelf()
    await shelf.load()
    await shelf.setNote("x", forKey: "9780441013593")
    #expect(shelf.error == .notOnShelf("9780441013593"))
    #expect(shelf.message == "9780441013593 is not on your shelf.")
  }
}

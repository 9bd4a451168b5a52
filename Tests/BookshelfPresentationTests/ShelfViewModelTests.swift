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
  func saveFromSearch() async {
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
    let first = try! #require(h.vm.books.first)
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
  func undoRemove() async {
    let store = InMemoryShelfStore()
    let shelf = Self.makeShelf(store)
    await shelf.load()
    await shelf.save(Self.dune)
    await shelf.save(Self.hobbit)
    await shelf.setRating(5, forKey: "9780441013593")
    let saved = try! #require(shelf.entry(forKey: "9780441013593"))
    #expect(shelf.entries.map(\.book.title) == ["The Hobbit", "Dune"])
    await shelf.remove(key: "9780441013593")
    #expect(shelf.entries.map(\.book.title) == ["The Hobbit"])
    #expect(shelf.message == "Removed \"Dune\" from your shelf.")
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
  func editsFilterSort() async {
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

    let hobbit = try! #require(store.allEntries["9780547928227"])
    #expect(hobbit.status == .reading)
    #expect(hobbit.startedAt != nil)
    #expect(hobbit.tags == ["classic", "fantasy"])
    #expect(hobbit.rating == 2)
    let emma = try! #require(store.allEntries["google:emma"])
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
    #expect(shelf.message == "평점 \"7\"은(는) 올바르지 않습니다. 1부터 5까지의 정수를 쓰세요.")
    #expect(store.writeCount == writes)
    #expect(shelf.entry(forKey: "9780441013593")?.rating == nil)
  }

  @Test("a failed write is rolled back and reported")
  func failedWriteRollsBack() async {
    let store = InMemoryShelfStore()
    let shelf = Self.makeShelf(store)
    await shelf.load()
    store.failNextWrite(with: .storage(path: "shelf.sqlite", reason: "disk I/O error"))
    await shelf.save(Self.dune)
    #expect(!shelf.isSaved(Self.dune))
    #expect(shelf.entries.isEmpty)
    #expect(shelf.message == "The database shelf.sqlite cannot be used: disk I/O error.")
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

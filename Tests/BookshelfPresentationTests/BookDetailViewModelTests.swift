import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Testing

@Suite("Book detail view model")
@MainActor
struct BookDetailViewModelTests {
  static let partial = SampleBooks.book("9780441013593", title: "Dune", isbn13: "9780441013593")
  static let full = SampleBooks.book(
    "9780441013593", title: "Dune", authors: ["Frank Herbert"], isbn13: "9780441013593",
    description: "A desert planet.", publisher: "Ace", publishedDate: "1990-09-01", source: "aladin")

  @Test("a partial search result is filled from the provider's full record, also on the shelf")
  func fillsPartial() async {
    let fake = FakeBookSearching()
    fake.record(Self.full, for: "9780441013593")
    let store = InMemoryShelfStore()
    let shelf = ShelfViewModel(store: store, language: .english)
    await shelf.load()
    await shelf.save(Self.partial)
    let detail = BookDetailViewModel(book: Self.partial, searching: fake, shelf: shelf, language: .english)
    #expect(detail.phase == .partial)
    #expect(detail.isSaved)
    await detail.load()
    #expect(detail.phase == .complete)
    #expect(detail.book.description == "A desert planet.")
    #expect(detail.book.publisher == "Ace")
    #expect(detail.book.authors == ["Frank Herbert"])
    #expect(detail.book.source == "kakao")
    #expect(fake.lookups.map(\.isbn13) == ["9780441013593"])
    #expect(store.allEntries["9780441013593"]?.book.description == "A desert planet.")
  }

  @Test("a complete record makes no lookup")
  func completeNoLookup() async {
    let fake = FakeBookSearching()
    let shelf = ShelfViewModel(store: InMemoryShelfStore(), language: .english)
    let detail = BookDetailViewModel(book: Self.full, searching: fake, shelf: shelf, language: .english)
    await detail.load()
    #expect(detail.phase == .complete)
    #expect(fake.lookups.isEmpty)
  }

  @Test("a failed lookup keeps the partial record and says why")
  func lookupFails() async {
    let fake = FakeBookSearching()
    fake.failLookups(with: .rateLimited(.kakao, retryAfterSeconds: 30))
    let shelf = ShelfViewModel(store: InMemoryShelfStore(), language: .english)
    let detail = BookDetailViewModel(book: Self.partial, searching: fake, shelf: shelf, language: .english)
    await detail.load()
    #expect(detail.phase == .failed)
    #expect(detail.book == Self.partial)
    #expect(
      detail.message
        == "The full record could not be loaded: Kakao is rate-limiting requests; try again in 30 seconds.")
    fake.failLookups(with: nil)
    fake.record(Self.full, for: "9780441013593")
    await detail.load()
    #expect(detail.phase == .complete)
    #expect(detail.message == nil)
  }

  @Test("shelf edits from the detail screen show on the shared shelf")
  func editsThroughShelf() async throws {
    let store = InMemoryShelfStore()
    let shelf = ShelfViewModel(store: store, language: .english)
    await shelf.load()
    let detail = BookDetailViewModel(book: Self.full, searching: nil, shelf: shelf, language: .english)
    #expect(!detail.isSaved)
    await detail.setStatus(.reading)
    #expect(detail.isSaved)
    #expect(detail.entry?.status == .reading)
    await detail.setRating(3)
    await detail.addTag("sf")
    await detail.setNote("Spice.")
    #expect(shelf.entries.map(\.id) == ["9780441013593"])
    let stored = try #require(store.allEntries["9780441013593"])
    #expect(stored.rating == 3)
    #expect(stored.tags == ["sf"])
    #expect(stored.note == "Spice.")
    await detail.toggleSaved()
    #expect(!detail.isSaved)
    #expect(shelf.canUndo)
  }
}

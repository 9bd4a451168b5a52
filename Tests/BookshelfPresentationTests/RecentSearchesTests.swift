import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Testing

@Suite("Recent searches")
@MainActor
struct RecentSearchesTests {
  @Test("the last 10 distinct submitted queries, newest first, persisted through the port")
  func tenDistinctNewestFirst() async throws {
    let h = SearchHarness()
    let submitted = (1...12).map { "q\($0)" } + ["q5", "  q12  ", ""]
    for text in submitted {
      h.vm.queryChanged(text)
      h.vm.submit()
    }
    let expected = ["q12", "q5", "q11", "q10", "q9", "q8", "q7", "q6", "q4", "q3"]
    #expect(h.vm.recentSearches == expected)
    await h.vm.waitForPendingWrites()
    #expect(try await h.store.recentSearches(limit: 10) == expected)
  }

  @Test("typing without submitting records nothing")
  func typingRecordsNothing() async {
    let h = SearchHarness()
    h.type("hello")
    h.clock.advance(by: .milliseconds(300))
    #expect(await h.responses(1))
    #expect(h.vm.recentSearches.isEmpty)
    await h.vm.waitForPendingWrites()
    #expect(h.store.storedRecentSearches.isEmpty)
  }

  @Test("the list is read back from the store, and searchRecent submits one")
  func loadsFromStore() async {
    let store = InMemoryShelfStore(recentSearches: ["해리 포터", "dune"])
    let fake = FakeBookSearching()
    fake.script("dune", .success(SampleBooks.page(["d1"], isEnd: true)))
    let h = SearchHarness(fake: fake, store: store)
    await h.vm.loadRecentSearches()
    #expect(h.vm.recentSearches == ["해리 포터", "dune"])
    h.vm.searchRecent("dune")
    #expect(await h.responses(1))
    #expect(h.vm.query == "dune")
    #expect(h.vm.books.map(\.id) == ["d1"])
    #expect(h.vm.recentSearches == ["dune", "해리 포터"])
    #expect(fake.queries == ["dune"])
  }

  @Test("recent searches are offered only while the field is empty and no books are shown")
  func showsRecentSearches() async {
    let fake = FakeBookSearching()
    fake.script("dune", .success(SampleBooks.page(["d1"], isEnd: true)))
    let h = SearchHarness(fake: fake, store: InMemoryShelfStore(recentSearches: ["dune"]))
    #expect(!h.vm.showsRecentSearches)
    await h.vm.loadRecentSearches()
    #expect(h.vm.showsRecentSearches)
    h.vm.queryChanged(" ")
    #expect(!h.vm.showsRecentSearches)
    h.vm.searchRecent("dune")
    #expect(await h.responses(1))
    #expect(h.vm.books.map(\.id) == ["d1"])
    h.vm.queryChanged("")
    #expect(h.vm.showsRecentSearches)
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Testing

@Suite("Search as you type")
@MainActor
struct SearchTypingTests {
  @Test("typing a word letter by letter makes exactly one request, for the final text")
  func oneRequestPerBurst() async {
    let fake = FakeBookSearching()
    fake.script("swift", .success(SampleBooks.page(["s1", "s2"], totalCount: 2, isEnd: true)))
    let h = SearchHarness(fake: fake)
    h.type("swift")  // 100 ms between keystrokes: under the 300 ms debounce
    #expect(fake.calls.isEmpty)
    h.clock.advance(by: .milliseconds(300))
    await fake.waitForCalls(1)
    #expect(await h.responses(1))
    h.clock.advance(by: .seconds(5))
    await Task.yield()
    #expect(fake.queries == ["swift"])
    #expect(h.vm.phase == .loaded)
    #expect(h.vm.books.map(\.id) == ["s1", "s2"])
    #expect(h.vm.totalCount == 2)
    #expect(h.vm.isEnd)
    #expect(h.vm.message == nil)
    #expect(h.vm.resultsQuery == "swift")
  }

  @Test("a pause past the debounce searches what was typed so far; the rest is one more request")
  func oneRequestPerPause() async {
    let fake = FakeBookSearching()
    fake.script("ha", .success(SampleBooks.page(["h1"], isEnd: true)))
    fake.script("harry", .success(SampleBooks.page(["h2", "h3"], isEnd: true)))
    let h = SearchHarness(fake: fake)
    h.type("ha")
    h.clock.advance(by: .milliseconds(300))
    await fake.waitForCalls(1)
    #expect(await h.responses(1))
    #expect(h.vm.books.map(\.id) == ["h1"])
    h.vm.queryChanged("har")
    h.clock.advance(by: .milliseconds(299))
    h.vm.queryChanged("harr")
    h.clock.advance(by: .milliseconds(299))
    h.vm.queryChanged("harry")
    h.clock.advance(by: .milliseconds(300))
    await fake.waitForCalls(2)
    #expect(await h.responses(2))
    #expect(fake.queries == ["ha", "harry"])
    #expect(h.vm.books.map(\.id) == ["h2", "h3"])
  }

  @Test("an empty or whitespace query clears the results and makes no request")
  func whitespaceClears() async {
    let fake = FakeBookSearching()
    fake.script("dune", .success(SampleBooks.page(["d1"], isEnd: true)))
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("dune")
    h.clock.advance(by: .milliseconds(300))
    #expect(await h.responses(1))
    #expect(h.vm.books.map(\.id) == ["d1"])
    h.vm.queryChanged("  \t ")
    #expect(h.vm.phase == .idle)
    #expect(h.vm.books.isEmpty)
    #expect(h.vm.totalCount == 0)
    #expect(h.vm.message == nil)
    h.clock.advance(by: .seconds(2))
    await Task.yield()
    #expect(fake.queries == ["dune"])
  }

  @Test("an empty submit shows the enter-a-search-term message in the chosen language")
  func emptySubmit() async {
    let h = SearchHarness()
    h.vm.queryChanged("   ")
    h.vm.submit()
    #expect(h.vm.phase == .idle)
    #expect(h.vm.message == "Enter a search term.")
    #expect(h.vm.error == .emptyQuery)
    #expect(h.vm.recentSearches.isEmpty)
    let korean = SearchHarness(language: .korean)
    korean.vm.submit()
    #expect(korean.vm.message == "검색어를 입력하세요.")
    h.clock.advance(by: .seconds(1))
    #expect(h.fake.calls.isEmpty)
  }

  @Test("submit searches at once; the pending debounce then makes no second request")
  func submitIsImmediate() async {
    let fake = FakeBookSearching()
    fake.script("dune", .success(SampleBooks.page(["d1"], isEnd: true)))
    let h = SearchHarness(fake: fake)
    h.type("dune", pause: .milliseconds(50))
    h.vm.submit()
    await fake.waitForCalls(1)
    #expect(await h.responses(1))
    h.clock.advance(by: .seconds(1))
    await Task.yield()
    h.vm.submit()  // same search already shown
    h.vm.queryChanged("dune ")  // a trailing space is the same search
    h.clock.advance(by: .seconds(1))
    await Task.yield()
    #expect(fake.queries == ["dune"])
    #expect(h.vm.books.map(\.id) == ["d1"])
    #expect(h.vm.recentSearches == ["dune"])
  }

  @Test("typing back to the search already shown makes no request")
  func typingBack() async {
    let fake = FakeBookSearching()
    fake.script("ab", .success(SampleBooks.page(["x"], isEnd: true)))
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("ab")
    h.clock.advance(by: .milliseconds(300))
    #expect(await h.responses(1))
    h.vm.queryChanged("abc")
    h.clock.advance(by: .milliseconds(100))
    h.vm.queryChanged("ab")
    h.clock.advance(by: .seconds(1))
    await Task.yield()
    #expect(fake.queries == ["ab"])
    #expect(h.vm.books.map(\.id) == ["x"])
    #expect(h.vm.phase == .loaded)
  }

  @Test("changing field, sort or provider searches again at once; only the last answer counts")
  func optionsSearchAgain() async {
    let fake = FakeBookSearching(mode: .held)
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("tolkien")
    h.vm.submit()
    await fake.waitForCalls(1)
    h.vm.fieldChanged(.author)
    await fake.waitForCalls(2)
    h.vm.sortChanged(.latest)
    await fake.waitForCalls(3)
    h.vm.providerChanged(.all)
    await fake.waitForCalls(4)
    for index in 0..<4 { fake.complete(index) }
    #expect(await h.responses(4))
    let calls = fake.calls
    #expect(calls.map(\.text) == ["tolkien", "tolkien", "tolkien", "tolkien"])
    #expect(calls.map(\.field) == [.any, .author, .author, .author])
    #expect(calls.map(\.sort) == [.relevance, .relevance, .latest, .latest])
    #expect(h.vm.provider == .all)
    #expect(h.vm.statistics.responsesApplied == 1)
    #expect(h.vm.statistics.responsesDropped == 3)
    #expect(h.vm.phase == .empty)
    #expect(h.vm.message == "No books found for \"tolkien\".")
  }
}

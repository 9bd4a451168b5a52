import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Testing

@Suite("Stale responses are dropped")
@MainActor
struct SearchOrderingTests {
  static func heldFake() -> FakeBookSearching {
    let fake = FakeBookSearching(mode: .held)
    fake.script("a", .success(SampleBooks.page(["a1", "a2"], isEnd: true)))
    fake.script("ab", .success(SampleBooks.page(["ab1"], isEnd: true)))
    return fake
  }

  @Test(
    "the newer response arrives first, the older one late: the late one is dropped",
    arguments: [true, false])
  func newerFirst(cancelsSupersededRequests: Bool) async {
    let fake = Self.heldFake()
    let h = SearchHarness(fake: fake, cancelsSupersededRequests: cancelsSupersededRequests)
    h.vm.queryChanged("a")
    h.clock.advance(by: .milliseconds(300))
    await fake.waitForCalls(1)
    #expect(h.vm.phase == .loadingFirstPage)
    h.vm.queryChanged("ab")
    h.clock.advance(by: .milliseconds(300))
    await fake.waitForCalls(2)
    fake.complete(1)
    #expect(await h.responses(1))
    #expect(h.vm.books.map(\.id) == ["ab1"])
    fake.complete(0)
    #expect(await h.responses(2))
    #expect(fake.queries == ["a", "ab"])
    #expect(h.vm.books.map(\.id) == ["ab1"])
    #expect(h.vm.phase == .loaded)
    #expect(h.vm.resultsQuery == "ab")
    #expect(h.vm.statistics.responsesDropped == 1)
  }

  @Test("the older response arrives first: it is dropped and the phase waits for the newer one")
  func olderFirst() async {
    let fake = Self.heldFake()
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("a")
    h.vm.submit()
    await fake.waitForCalls(1)
    h.vm.queryChanged("ab")
    h.vm.submit()
    await fake.waitForCalls(2)
    fake.complete(0)
    #expect(await h.responses(1))
    #expect(h.vm.books.isEmpty)
    #expect(h.vm.phase == .loadingFirstPage)
    fake.complete(1)
    #expect(await h.responses(2))
    #expect(h.vm.books.map(\.id) == ["ab1"])
    #expect(h.vm.phase == .loaded)
  }

  @Test("a late failure of a superseded request does not replace the current results")
  func lateFailureDropped() async {
    let fake = Self.heldFake()
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("a")
    h.vm.submit()
    await fake.waitForCalls(1)
    h.vm.queryChanged("ab")
    h.vm.submit()
    await fake.waitForCalls(2)
    fake.complete(1)
    #expect(await h.responses(1))
    fake.complete(0, with: .failure(.serverError(.kakao, status: 500)))
    #expect(await h.responses(2))
    #expect(h.vm.phase == .loaded)
    #expect(h.vm.message == nil)
    #expect(h.vm.books.map(\.id) == ["ab1"])
  }

  @Test("a response that arrives after cancel() is dropped and the screen stays idle")
  func responseAfterCancel() async {
    let fake = Self.heldFake()
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("a")
    h.vm.submit()
    await fake.waitForCalls(1)
    #expect(h.vm.phase == .loadingFirstPage)
    h.vm.cancel()
    #expect(h.vm.phase == .idle)
    fake.complete(0)
    #expect(await h.responses(1))
    #expect(h.vm.phase == .idle)
    #expect(h.vm.books.isEmpty)
    #expect(h.vm.statistics.responsesDropped == 1)
    // Submitting again searches again.
    h.vm.submit()
    await fake.waitForCalls(2)
    fake.complete(1)
    #expect(await h.responses(2))
    #expect(h.vm.books.map(\.id) == ["a1", "a2"])
  }

  @Test("clearing the query while a request is in flight leaves idle, also when it answers")
  func clearedWhileLoading() async {
    let fake = Self.heldFake()
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("a")
    h.vm.submit()
    await fake.waitForCalls(1)
    h.vm.queryChanged("")
    #expect(h.vm.phase == .idle)
    fake.complete(0)
    #expect(await h.responses(1))
    #expect(h.vm.phase == .idle)
    #expect(h.vm.books.isEmpty)
  }

  @Test("a response for the previous field is dropped after fieldChanged")
  func fieldChangeDropsOld() async {
    let fake = FakeBookSearching(mode: .held)
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("a")
    h.vm.submit()
    await fake.waitForCalls(1)
    h.vm.fieldChanged(.title)
    await fake.waitForCalls(2)
    fake.complete(1, with: .success(SampleBooks.page(["title-hit"], isEnd: true)))
    #expect(await h.responses(1))
    fake.complete(0, with: .success(SampleBooks.page(["any-hit"], isEnd: true)))
    #expect(await h.responses(2))
    #expect(h.vm.books.map(\.id) == ["title-hit"])
    #expect(fake.calls.map(\.field) == [.any, .title])
  }

  @Test("cancel() during a next page keeps the loaded pages; the late page is dropped")
  func cancelNextPage() async {
    let fake = FakeBookSearching(mode: .held)
    let h = SearchHarness(fake: fake, pageSize: 2)
    h.vm.queryChanged("q")
    h.vm.submit()
    await fake.waitForCalls(1)
    fake.complete(0, with: .success(SampleBooks.page(["1", "2"], totalCount: 4, pageSize: 2)))
    #expect(await h.responses(1))
    h.vm.reachedItem(at: 1)
    await fake.waitForCalls(2)
    #expect(h.vm.phase == .loadingNextPage)
    h.vm.cancel()
    #expect(h.vm.phase == .loaded)
    fake.complete(1, with: .success(SampleBooks.page(["3", "4"], totalCount: 4, isEnd: true, page: 2)))
    #expect(await h.responses(2))
    #expect(h.vm.books.map(\.id) == ["1", "2"])
    #expect(h.vm.phase == .loaded)
  }

  @Test("scrolling while a new text waits for its debounce asks nothing for the old results")
  func noNextPageWhileTyping() async {
    let fake = FakeBookSearching()
    fake.script("ab", .success(SampleBooks.page(["1", "2"], totalCount: 9, pageSize: 2)))
    fake.script("abc", .success(SampleBooks.page(["c1"], isEnd: true)))
    let h = SearchHarness(fake: fake, pageSize: 2)
    h.vm.queryChanged("ab")
    h.vm.submit()
    #expect(await h.responses(1))
    h.vm.queryChanged("abc")
    h.vm.reachedItem(at: 1)
    #expect(fake.calls.count == 1)
    #expect(h.vm.resultsQuery == "ab")
    h.clock.advance(by: .milliseconds(300))
    #expect(await h.responses(2))
    #expect(fake.calls.map(\.text) == ["ab", "abc"])
    #expect(fake.calls.map(\.page) == [1, 1])
    #expect(h.vm.books.map(\.id) == ["c1"])
  }
}

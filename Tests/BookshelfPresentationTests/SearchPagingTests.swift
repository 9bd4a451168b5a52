import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Testing

@Suite("Infinite scroll")
@MainActor
struct SearchPagingTests {
  /// A fake that serves `total` numbered books for any query, `pageSize` per page.
  static func numbered(
    total: Int, limits: PagingLimits = PagingLimits(maxPageSize: 50), endAtTotal: Bool = true
  )
    -> FakeBookSearching
  {
    FakeBookSearching(limits: limits) { q in
      var page = SampleBooks.numberedPage(prefix: "b", page: q.page, pageSize: q.pageSize, total: total)
      if !endAtTotal { page.isEnd = false }
      return .success(page)
    }
  }

  static func ids(_ range: ClosedRange<Int>) -> [String] { range.map { "b-\($0)" } }

  @Test("the last 3 rows load the next page once; loading stops at isEnd")
  func pagesToTheEnd() async {
    let fake = Self.numbered(total: 25)
    let h = SearchHarness(fake: fake, pageSize: 10)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    #expect(h.vm.books.map(\.id) == Self.ids(1...10))
    #expect(h.vm.totalCount == 25)
    h.vm.reachedItem(at: 6)  // not within the last 3
    #expect(fake.calls.count == 1)
    h.vm.reachedItem(at: 7)
    #expect(h.vm.phase == .loadingNextPage)
    h.vm.reachedItem(at: 8)
    h.vm.reachedItem(at: 9)
    #expect(await h.responses(2))
    #expect(fake.calls.map(\.page) == [1, 2])
    #expect(h.vm.books.map(\.id) == Self.ids(1...20))
    h.vm.reachedItem(at: 19)
    #expect(await h.responses(3))
    #expect(h.vm.books.map(\.id) == Self.ids(1...25))
    #expect(h.vm.isEnd)
    #expect(h.vm.loadedPage == 3)
    h.vm.reachedItem(at: 24)
    #expect(h.vm.phase == .loaded)
    #expect(fake.calls.map(\.page) == [1, 2, 3])
  }

  @Test("a provider's page cap ends paging even when the provider does not say isEnd")
  func reachableResultsCap() async {
    let limits = PagingLimits(maxPageSize: 50, maxReachableResults: 20)
    let fake = Self.numbered(total: 1_000, limits: limits, endAtTotal: false)
    let h = SearchHarness(fake: fake, pageSize: 10)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    #expect(!h.vm.isEnd)
    h.vm.reachedItem(at: 9)
    #expect(await h.responses(2))
    #expect(h.vm.isEnd)
    h.vm.reachedItem(at: 19)
    #expect(fake.calls.map(\.page) == [1, 2])
    #expect(h.vm.books.count == 20)
    #expect(h.vm.totalCount == 1_000)
    #expect(h.vm.message == "Kakao shows only the first 20 results of this search.")
  }

  @Test("Kakao's 50-page cap: page 50 is the last page asked for")
  func maxPageCap() async {
    let limits = PagingLimits(maxPageSize: 50, maxReachableResults: 2_500, maxPage: 50)
    let fake = Self.numbered(total: 100_000, limits: limits, endAtTotal: false)
    let h = SearchHarness(fake: fake, pageSize: 2)
    h.vm.queryChanged("q")
    h.vm.submit()
    var scrolls = 0
    while scrolls < 60 {  // scroll to the bottom 60 times; the last 10 must ask for nothing
      #expect(await h.responses(min(scrolls + 1, 50)))
      h.vm.reachedItem(at: h.vm.books.count - 1)
      scrolls += 1
    }
    #expect(fake.calls.count == 50)
    #expect(fake.calls.last?.page == 50)
    #expect(h.vm.books.count == 100)
    #expect(h.vm.isEnd)
    #expect(h.vm.message == "Kakao shows only the first 100 results of this search.")
  }

  /// The paging window of each API (APIS.md), the page size asked for, and the last page.
  static let providerCaps: [(ProviderID, PagingLimits, pageSize: Int, lastPage: Int)] = [
    (.kakao, PagingLimits(maxPageSize: 50, maxReachableResults: 2_500, maxPage: 50), 50, 50),
    (.aladin, PagingLimits(maxPageSize: 50, maxReachableResults: 200), 50, 4),
    (.naver, PagingLimits(maxPageSize: 100, maxReachableResults: 1_099), 100, 11),
    (.google, PagingLimits(maxPageSize: 40, maxReachableResults: 1_000), 40, 25),
  ]

  @Test("each provider's page cap is the last page asked for", arguments: 0..<4)
  func providerCap(index: Int) async {
    let (provider, limits, pageSize, lastPage) = Self.providerCaps[index]
    let fake = FakeBookSearching(provider: provider, limits: limits) { q in
      var page = SampleBooks.numberedPage(prefix: "b", page: q.page, pageSize: q.pageSize, total: 1_000_000)
      page.isEnd = false
      return .success(page)
    }
    let h = SearchHarness(fake: fake, pageSize: pageSize)
    h.vm.queryChanged("q")
    h.vm.submit()
    for scroll in 1...(lastPage + 5) {
      #expect(await h.responses(min(scroll, lastPage)))
      h.vm.reachedItem(at: h.vm.books.count - 1)
    }
    #expect(fake.calls.map(\.page) == Array(1...lastPage))
    #expect(h.vm.books.count == lastPage * pageSize)
    #expect(h.vm.isEnd)
    #expect(h.vm.phase == .loaded)
    #expect(
      h.vm.message
        == "\(provider.displayName) shows only the first \(lastPage * pageSize) results of this search.")
  }

  @Test("books already shown are not repeated when a later page contains them")
  func duplicatesAcrossPages() async {
    let fake = FakeBookSearching()
    fake.script("q", page: 1, .success(SampleBooks.page(["a", "b", "c", "d"], totalCount: 12, pageSize: 4)))
    fake.script(
      "q", page: 2, .success(SampleBooks.page(["c", "d", "e", "f"], totalCount: 12, page: 2, pageSize: 4)))
    fake.script(
      "q", page: 3,
      .success(SampleBooks.page(["a", "f", "g"], totalCount: 12, isEnd: true, page: 3, pageSize: 4)))
    let h = SearchHarness(fake: fake, pageSize: 4)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    h.vm.reachedItem(at: 3)
    #expect(await h.responses(2))
    #expect(h.vm.books.map(\.id) == ["a", "b", "c", "d", "e", "f"])
    h.vm.reachedItem(at: 5)
    #expect(await h.responses(3))
    #expect(h.vm.books.map(\.id) == ["a", "b", "c", "d", "e", "f", "g"])
    #expect(h.vm.isEnd)
  }

  @Test("a first page that says isEnd never asks for page 2")
  func singlePage() async {
    let fake = Self.numbered(total: 3)
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    #expect(h.vm.isEnd)
    h.vm.reachedItem(at: 2)
    #expect(fake.calls.count == 1)
    #expect(h.vm.phase == .loaded)
  }
}

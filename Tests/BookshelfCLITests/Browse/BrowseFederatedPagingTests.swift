import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import BookshelfTestSupport
import Testing

@testable import BookshelfCLI

/// The search screen on `--provider all` as `browse` wires it (`FederatedSearching`): paging to
/// the end asks each provider only while it has more to give, and then stops.
@Suite("browse --provider all: paging")
@MainActor
struct BrowseFederatedPagingTests {
  @Test("a repeating Kakao is asked twice, Open Library to its end, then nothing more")
  func federatedPagingEnds() async {
    let kakao = FakeBookSearching(provider: .kakao) { q in
      .success(
        BookPage(
          books: (1...10).map { SampleBooks.book("k\($0)") }, totalCount: 2_500, isEnd: false,
          page: q.page, pageSize: q.pageSize))
    }
    let open = FakeBookSearching(provider: .openlibrary) { q in
      var page = SampleBooks.numberedPage(prefix: "o", page: q.page, pageSize: q.pageSize, total: 30)
      page.isEnd = false  // as Open Library past its real end
      return .success(page)
    }
    let federated = FederatedSearching(FederatedSearch(sources: [kakao, open]))
    let clock = TestClock()
    let vm = SearchViewModel(
      resolver: { _ in federated }, provider: .all, recentSearches: InMemoryShelfStore(), clock: clock,
      language: .english)
    vm.queryChanged("dune")
    clock.advance(by: .milliseconds(300))
    for _ in 0..<40 {
      for _ in 0..<500 { await Task.yield() }
      vm.reachedItem(at: vm.books.count - 1)
    }
    #expect(kakao.calls.map(\.page) == [1, 2])
    #expect(open.calls.map(\.page) == [1, 2, 3])
    #expect(vm.books.count == 40)
    #expect(vm.isEnd)
  }
}

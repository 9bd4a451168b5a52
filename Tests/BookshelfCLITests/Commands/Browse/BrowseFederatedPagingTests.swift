import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import BookshelfTestSupport
import Testing

@testable import BookshelfCLI

/// The search screen on `--provider all` as `browse` wires it (`FederatedSearch` as its `BookSearching`): paging to
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
    let federated = FederatedSearch(sources: [kakao, open])
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

/// `browse --provider all` keeps one federated search for the session, so that a provider
/// resting after a rate limit is not asked again by the next query typed.
@Suite("browse --provider all: rate limits")
@MainActor
struct BrowseFederatedBackOffTests {
  @Test("a rate-limited Kakao gets one request for ten typed queries; Open Library gets each")
  func restingAcrossQueries() async throws {
    let kakao = FakeBookSearching(provider: .kakao) { _ in
      .failure(.rateLimited(.kakao, retryAfterSeconds: 600))
    }
    let open = FakeBookSearching(provider: .openlibrary) { q in
      .success(SampleBooks.numberedPage(prefix: q.text, page: q.page, pageSize: q.pageSize, total: 3))
    }
    let environment = AppEnvironment(
      configuration: try Configuration.load(environment: ["HOME": "/nonexistent-home-for-tests"]),
      language: .english,
      makeSearcher: { id throws(BookshelfError) in id == .kakao ? kakao : open },
      availableProviders: [.kakao, .openlibrary])
    let clock = TestClock()
    let vm = SearchViewModel(
      resolver: environment.resolver, provider: .all, recentSearches: InMemoryShelfStore(),
      clock: clock, language: .english)
    for n in 0..<10 {
      vm.queryChanged("query \(n)")
      clock.advance(by: .milliseconds(300))
      await open.waitForCalls(n + 1)
      for _ in 0..<200 { await Task.yield() }
    }
    #expect(kakao.calls.count == 1)
    #expect(open.calls.count == 10)
    #expect(vm.books.map(\.id) == ["query 9-1", "query 9-2", "query 9-3"])
  }
}

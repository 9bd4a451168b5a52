import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfProviders

/// `FederatedSearch` used through the `BookSearching` port, as the search screen's `all`
/// choice and `search --provider all` use it.
@Suite("Federated search as a BookSearching")
struct FederatedBookSearchingTests {
  @Test("search gives the merged page and leaves the failed provider out")
  func searchDropsFailures() async throws {
    let kakao = FakeBookSearching(provider: .kakao) { _ in .failure(.invalidAPIKey(.kakao)) }
    let open = FakeBookSearching(provider: .openlibrary, limits: PagingLimits(maxPageSize: 100)) { q in
      .success(SampleBooks.numberedPage(prefix: "o", page: q.page, pageSize: q.pageSize, total: 3))
    }
    let searching: any BookSearching = FederatedSearch(sources: [kakao, open])
    let page = try await searching.search(try BookQuery(text: "dune"))
    #expect(page.books.map(\.id) == ["o-1", "o-2", "o-3"])
    #expect(page.totalCount == 3)
    #expect(kakao.calls.count == 1)
    #expect(open.calls.count == 1)
  }

  @Test("its limits are the smallest page size of its sources, with no reachable-result cap")
  func limits() {
    let kakao = FakeBookSearching(
      provider: .kakao, limits: PagingLimits(maxPageSize: 50, maxReachableResults: 2_500, maxPage: 50))
    let google = FakeBookSearching(provider: .google, limits: PagingLimits(maxPageSize: 40))
    let searching: any BookSearching = FederatedSearch(sources: [kakao, google])
    #expect(searching.limits == PagingLimits(maxPageSize: 40))
    #expect(searching.provider == .kakao)
    #expect(FederatedSearch(sources: []).limits == PagingLimits(maxPageSize: 10))
  }

  @Test("lookup gives the merged record; every provider failing is an error")
  func lookup() async throws {
    let book = SampleBooks.book("9788996991342", isbn13: "9788996991342", source: "openlibrary")
    let open = FakeBookSearching(provider: .openlibrary)
    open.record(book, for: "9788996991342")
    let searching: any BookSearching = FederatedSearch(sources: [open])
    #expect(try await searching.lookup(try ISBN("9788996991342"))?.id == "9788996991342")
    #expect(try await searching.lookup(try ISBN("9780441013593")) == nil)
    open.failLookups(with: .invalidAPIKey(.openlibrary))
    await #expect(throws: BookshelfError.allProvidersFailed([.invalidAPIKey(.openlibrary)])) {
      try await searching.lookup(try ISBN("9788996991342"))
    }
  }
}

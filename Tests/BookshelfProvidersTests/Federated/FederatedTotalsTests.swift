import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfProviders

/// `--provider all`: the total does not grow from page to page, and past the last page the
/// merged search says so as a single provider does.
@Suite("Federated search: totals and the last page")
struct FederatedTotalsTests {
  /// Numbered books of `provider`, reporting a total that grows by 50 each page (as Google's
  /// `totalItems` moves between pages).
  static func drifting(_ provider: ProviderID) -> FakeBookSearching {
    FakeBookSearching(provider: provider) { q in
      var page = SampleBooks.numberedPage(
        prefix: provider.rawValue, page: q.page, pageSize: q.pageSize, total: 1_000)
      page.totalCount = 200 + 50 * q.page
      page.totalCountIsApproximate = true
      page.isEnd = false
      return .success(page)
    }
  }

  @Test("the total is the sum of each provider's first total, approximate, on every page")
  func firstTotals() async throws {
    let search = FederatedSearch(sources: [Self.drifting(.google), Self.drifting(.kakao)])
    let pages = try await FederatedPagingTests.pages(search, through: 4)
    #expect(pages.map(\.totalCount) == [500, 500, 500, 500])
    #expect(pages.map(\.totalCountIsApproximate) == [true, true, true, true])
  }

  @Test("a provider that failed the first page and answers later does not add to the total")
  func lateJoiner() async throws {
    let late = FakeBookSearching(provider: .kakao) { q in
      q.page == 1
        ? .failure(.serverError(.kakao, status: 503))
        : .success(SampleBooks.numberedPage(prefix: "k", page: q.page, pageSize: q.pageSize, total: 900))
    }
    let search = FederatedSearch(sources: [FederatedPagingTests.numbered(.openlibrary, total: 100), late])
    let pages = try await FederatedPagingTests.pages(search, through: 3)
    #expect(pages.map(\.totalCount) == [100, 100, 100])
  }

  @Test("past every provider's last page: pageOutOfRange naming the furthest-reaching provider")
  func pastTheLastPage() async throws {
    let kakao = FakeBookSearching(provider: .kakao) { q in
      .failure(.pageOutOfRange(provider: .kakao, page: q.page, lastPage: 3))
    }
    let google = FakeBookSearching(provider: .google) { q in
      .success(BookPage(books: [], totalCount: 14, isEnd: true, page: q.page, pageSize: q.pageSize))
    }
    let search = FederatedSearch(sources: [kakao, google])
    await #expect(throws: BookshelfError.pageOutOfRange(provider: .google, page: 9, lastPage: 5)) {
      _ = try await search.searchWithFailures(try BookQuery(text: "q", page: 9, pageSize: 3))
    }
  }

  @Test("an empty page with books elsewhere, or nothing found at all, is not past the end")
  func notPastTheEnd() async throws {
    let empty = FakeBookSearching(provider: .kakao) { q in
      .success(BookPage(books: [], totalCount: 0, isEnd: true, page: q.page, pageSize: q.pageSize))
    }
    let nothing = try await FederatedSearch(sources: [empty]).searchWithFailures(
      try BookQuery(text: "q", page: 2, pageSize: 3))
    #expect(nothing.page.books.isEmpty && nothing.page.isEnd)
    let other = FederatedPagingTests.numbered(.openlibrary, total: 100)
    let some = try await FederatedSearch(sources: [empty, other]).searchWithFailures(
      try BookQuery(text: "q", page: 2, pageSize: 3))
    #expect(some.page.books.count == 3)
  }
}

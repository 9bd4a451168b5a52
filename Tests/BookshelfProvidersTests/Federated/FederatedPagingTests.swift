import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfProviders

/// `--provider all` pages every provider together; a provider that has ended is not asked
/// again for the later pages of the same query.
@Suite("Federated search: paging")
struct FederatedPagingTests {
  /// Numbered books `<prefix>-n` of `provider`, `total` in all, never saying `isEnd`.
  static func numbered(_ provider: ProviderID, total: Int, reportedTotal: Int? = nil) -> FakeBookSearching {
    FakeBookSearching(provider: provider) { q in
      var page = SampleBooks.numberedPage(
        prefix: provider.rawValue, page: q.page, pageSize: q.pageSize, total: total)
      page.totalCount = reportedTotal ?? total
      page.isEnd = false
      return .success(page)
    }
  }

  /// The same books on every page, never `isEnd`.
  static func repeating(_ provider: ProviderID) -> FakeBookSearching {
    FakeBookSearching(provider: provider) { q in
      .success(
        BookPage(
          books: (1...3).map { SampleBooks.book("\(provider.rawValue)-r\($0)") }, totalCount: 900,
          isEnd: false, page: q.page, pageSize: q.pageSize))
    }
  }

  static func pages(_ search: FederatedSearch, text: String = "q", through last: Int, size: Int = 3)
    async throws -> [BookPage]
  {
    var result: [BookPage] = []
    for page in 1...last {
      result.append(
        try await search.searchWithFailures(try BookQuery(text: text, page: page, pageSize: size)).page)
    }
    return result
  }

  @Test("a provider that said isEnd is not asked for later pages")
  func endedByIsEnd() async throws {
    let short = FakeBookSearching(provider: .aladin) { q in
      .success(SampleBooks.numberedPage(prefix: "a", page: q.page, pageSize: q.pageSize, total: 2))
    }
    let long = Self.numbered(.openlibrary, total: 100)
    let search = FederatedSearch(sources: [short, long])
    _ = try await Self.pages(search, through: 4)
    #expect(short.calls.map(\.page) == [1])
    #expect(long.calls.map(\.page) == [1, 2, 3, 4])
  }

  @Test("a provider that repeats its page is asked twice, then left out")
  func endedByNoNewBooks() async throws {
    let repeating = Self.repeating(.kakao)
    let long = Self.numbered(.openlibrary, total: 100)
    let search = FederatedSearch(sources: [repeating, long])
    let pages = try await Self.pages(search, through: 5)
    #expect(repeating.calls.map(\.page) == [1, 2])
    #expect(long.calls.map(\.page) == [1, 2, 3, 4, 5])
    #expect(pages[2].books.map(\.id) == ["openlibrary-7", "openlibrary-8", "openlibrary-9"])
  }

  @Test("a provider that returned an empty page is left out")
  func endedByEmptyPage() async throws {
    let empty = FakeBookSearching(provider: .google) { q in
      .success(
        q.page == 1
          ? SampleBooks.page(["g1"], totalCount: 900, page: 1, pageSize: q.pageSize)
          : SampleBooks.page([], totalCount: 900, page: q.page, pageSize: q.pageSize))
    }
    let long = Self.numbered(.openlibrary, total: 100)
    _ = try await Self.pages(FederatedSearch(sources: [empty, long]), through: 4)
    #expect(empty.calls.map(\.page) == [1, 2])
  }

  @Test("a provider past ceil(totalCount / size) is left out even without isEnd")
  func endedByTotal() async throws {
    let reported = Self.numbered(.naver, total: 1_000, reportedTotal: 7)  // 3 pages of 3
    let long = Self.numbered(.openlibrary, total: 100)
    _ = try await Self.pages(FederatedSearch(sources: [reported, long]), through: 5)
    #expect(reported.calls.map(\.page) == [1, 2, 3])
  }

  @Test("the merged page says isEnd once every provider has ended; later pages ask nobody")
  func endsWhenAllEnded() async throws {
    let repeating = Self.repeating(.kakao)
    let short = Self.numbered(.openlibrary, total: 6)
    let search = FederatedSearch(sources: [repeating, short])
    let pages = try await Self.pages(search, through: 2)
    #expect(pages.map(\.isEnd) == [false, true])
    let third = try await search.searchWithFailures(try BookQuery(text: "q", page: 3, pageSize: 3))
    #expect(third.page.books.isEmpty)
    #expect(third.page.isEnd)
    #expect(third.answered.isEmpty)
    #expect(repeating.calls.count == 2)
    #expect(short.calls.count == 2)
  }

  @Test("page 1 of a new query asks every provider again")
  func newQueryStartsOver() async throws {
    let short = FakeBookSearching(provider: .aladin) { q in
      .success(SampleBooks.numberedPage(prefix: "a", page: q.page, pageSize: q.pageSize, total: 2))
    }
    let long = Self.numbered(.openlibrary, total: 100)
    let search = FederatedSearch(sources: [short, long])
    _ = try await Self.pages(search, text: "one", through: 2)
    _ = try await Self.pages(search, text: "two", through: 2)
    #expect(short.calls.map(\.text) == ["one", "two"])
    #expect(long.calls.map(\.text) == ["one", "one", "two", "two"])
  }

  @Test("a provider that failed a page is still asked for the next one")
  func failureIsNotTheEnd() async throws {
    let flaky = FakeBookSearching(provider: .kakao) { q in
      q.page == 2
        ? .failure(.serverError(.kakao, status: 503))
        : .success(SampleBooks.numberedPage(prefix: "k", page: q.page, pageSize: q.pageSize, total: 100))
    }
    let long = Self.numbered(.openlibrary, total: 100)
    _ = try await Self.pages(FederatedSearch(sources: [flaky, long]), through: 3)
    #expect(flaky.calls.map(\.page) == [1, 2, 3])
  }

  @Test("the total keeps a provider left out on later pages; over several providers it is approximate")
  func totals() async throws {
    let search = FederatedSearch(sources: [Self.repeating(.kakao), Self.numbered(.openlibrary, total: 100)])
    let pages = try await Self.pages(search, through: 3)
    #expect(pages.map(\.totalCount) == [1_000, 1_000, 1_000])
    #expect(pages.map(\.totalCountIsApproximate) == [true, true, true])
    let single = try await Self.pages(
      FederatedSearch(sources: [Self.numbered(.openlibrary, total: 100)]), through: 1)
    #expect(single[0].totalCount == 100)
    #expect(!single[0].totalCountIsApproximate)
  }
}

import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

/// A federated page says so when a provider's page came from the response cache because the
/// provider could not be reached (the oldest such answer); fresh cached pages say nothing.
@Suite("FederatedSearch: stale answers of providers")
struct FederatedCachedAnswerTests {
  /// A source answering one page with `cachedAnswer`.
  struct CachedPageSource: BookSearching {
    let provider: ProviderID
    let cachedAnswer: CachedAnswer?
    var limits: PagingLimits { PagingLimits(maxPageSize: 50) }

    func search(_ query: BookQuery) async throws -> BookPage {
      BookPage(
        books: [SampleBooks.book("\(provider.rawValue):1", source: provider.rawValue)], totalCount: 1,
        isEnd: true,
        page: query.page, pageSize: query.pageSize, cachedAnswer: cachedAnswer)
    }

    func lookup(_ isbn: ISBN) async throws -> Book? { nil }
  }

  static let stored = Date(timeIntervalSince1970: 1_767_225_600)

  func answer(_ reason: CachedAnswer.Reason, hours: Double) -> CachedAnswer {
    CachedAnswer(
      storedAt: Self.stored, reason: reason, servedAt: Self.stored.addingTimeInterval(hours * 3600))
  }

  @Test("the merged page carries the oldest stale answer")
  func oldestStale() async throws {
    let search = FederatedSearch(sources: [
      CachedPageSource(provider: .kakao, cachedAnswer: answer(.sourceUnreachable, hours: 2)),
      CachedPageSource(provider: .google, cachedAnswer: nil),
      CachedPageSource(provider: .aladin, cachedAnswer: answer(.sourceUnreachable, hours: 5)),
      CachedPageSource(provider: .openlibrary, cachedAnswer: answer(.fresh, hours: 9)),
    ])
    let page = try await search.search(try BookQuery(text: "dune"))
    #expect(page.books.count == 4)
    #expect(page.cachedAnswer == answer(.sourceUnreachable, hours: 5))
  }

  @Test("fresh cached pages and pages of the sources leave the merged page unmarked")
  func freshOnly() async throws {
    let search = FederatedSearch(sources: [
      CachedPageSource(provider: .kakao, cachedAnswer: answer(.fresh, hours: 0.5)),
      CachedPageSource(provider: .google, cachedAnswer: nil),
    ])
    #expect(try await search.search(try BookQuery(text: "dune")).cachedAnswer == nil)
  }
}

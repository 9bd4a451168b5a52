import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfProviders

/// Counts from providers added together: a hostile or buggy answer (`total_count`,
/// `ratingsCount` near `Int.max`) must not stop the process with an overflow trap.
@Suite("Federated search: sums of counts from providers")
struct MergedNumbersTests {
  @Test("totals near Int.max add up to Int.max instead of trapping")
  func totals() async throws {
    let sources = [ProviderID.kakao, .google].map { provider in
      FakeBookSearching(provider: provider) { q in
        .success(
          BookPage(
            books: [Book(id: "\(provider.rawValue):1", title: "T", source: provider.rawValue)],
            totalCount: .max, isEnd: false, page: q.page, pageSize: q.pageSize))
      }
    }
    let result = try await FederatedSearch(sources: sources).searchWithFailures(try BookQuery(text: "x"))
    #expect(result.page.totalCount == .max)
    #expect(result.page.books.count == 2)
  }

  @Test("ratings counts whose sum overflows give no count; the rating is still their weighted mean")
  func ratingsCounts() {
    let books = [(4.0, Int.max), (2.0, Int.max)].map { rating, count in
      Book(
        id: "9780306406157", title: "T", isbn13: "9780306406157", averageRating: rating, ratingsCount: count,
        source: "google")
    }
    let merged = BookMerger.merge(books)
    #expect(merged.ratingsCount == nil)
    #expect(merged.averageRating == 3)
  }

  @Test("ratings counts that fit are summed and weight the mean")
  func ratingsCountsThatFit() {
    let books = [(4.0, 3), (2.0, 1)].map { rating, count in
      Book(id: "x", title: "T", averageRating: rating, ratingsCount: count, source: "google")
    }
    let merged = BookMerger.merge(books)
    #expect(merged.ratingsCount == 4)
    #expect(merged.averageRating == 3.5)
  }
}

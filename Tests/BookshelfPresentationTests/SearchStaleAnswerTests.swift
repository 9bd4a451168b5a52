import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

/// Results the response cache served from an expired entry because the source could not be
/// reached: the view model says so (typed), and the next fresh page clears it.
@Suite("Search: stale cached answers")
@MainActor
struct SearchStaleAnswerTests {
  static let storedAt = Date(timeIntervalSince1970: 1_800_000_000)
  /// Served 3 h 10 min after it was stored.
  static let stale = CachedAnswer(
    storedAt: storedAt, reason: .sourceUnreachable, servedAt: storedAt.addingTimeInterval(3 * 3600 + 600))
  static let fresh = CachedAnswer(
    storedAt: storedAt, reason: .fresh, servedAt: storedAt.addingTimeInterval(60))

  /// 25 numbered books; page 1 answered with `first`, later pages with `later`.
  static func fake(first: CachedAnswer?, later: CachedAnswer?) -> FakeBookSearching {
    FakeBookSearching { q in
      var page = SampleBooks.numberedPage(prefix: "b", page: q.page, pageSize: q.pageSize, total: 25)
      page.cachedAnswer = q.page == 1 ? first : later
      return .success(page)
    }
  }

  @Test(
    "a stale page: staleNotice with its age, in English and Korean", arguments: [Language.english, .korean])
  func staleFirstPage(language: Language) async {
    let h = SearchHarness(fake: Self.fake(first: Self.stale, later: nil), language: language)
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    #expect(h.vm.staleAnswer == Self.stale)
    #expect(h.vm.staleNotice == .staleAnswer(ageSeconds: 3 * 3600 + 600))
    #expect(
      h.vm.staleMessage
        == (language == .english
          ? "results from 3 hours ago; the network is unreachable"
          : "3시간 전 결과입니다. 네트워크에 연결할 수 없습니다."))
    #expect(h.vm.status == nil)
  }

  @Test("a fresh cache hit or the source itself: no notice")
  func freshHasNoNotice() async {
    for answer in [Self.fresh, nil] {
      let h = SearchHarness(fake: Self.fake(first: answer, later: nil))
      h.vm.queryChanged("q")
      h.vm.submit()
      #expect(await h.responses(1))
      #expect(h.vm.books.count == 10)
      #expect(h.vm.staleAnswer == nil)
      #expect(h.vm.staleNotice == nil)
    }
  }

  @Test("the next fresh page clears the notice; a new search starts without it")
  func clearedByFreshPage() async {
    let h = SearchHarness(fake: Self.fake(first: Self.stale, later: nil))
    h.vm.queryChanged("q")
    h.vm.submit()
    #expect(await h.responses(1))
    #expect(h.vm.staleNotice != nil)
    h.vm.reachedItem(at: 9)
    #expect(await h.responses(2))
    #expect(h.vm.books.count == 20)
    #expect(h.vm.staleNotice == nil)

    let again = SearchHarness(fake: Self.fake(first: Self.stale, later: Self.stale))
    again.vm.queryChanged("q")
    again.vm.submit()
    #expect(await again.responses(1))
    again.vm.queryChanged("")
    #expect(again.vm.staleNotice == nil)
  }
}

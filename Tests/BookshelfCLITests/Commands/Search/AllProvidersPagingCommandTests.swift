import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `bookshelf search --provider all`: the total of a later page is the one of the first, and
/// past every provider's last page the command says so as it does for one provider.
@Suite("search --provider all: totals and the last page")
struct AllProvidersPagingCommandTests {
  static func run(_ arguments: [String], sources: [FakeBookSearching], language: String = "C.UTF-8") async
    -> CLIRun
  {
    await CLIRun.run(arguments, providers: sources, environment: ["LANG": language])
  }

  /// A provider whose reported total grows by 50 a page, as Google's does.
  static func drifting(_ provider: ProviderID) -> FakeBookSearching {
    FakeBookSearching(provider: provider) { q in
      var page = SampleBooks.numberedPage(
        prefix: provider.rawValue, page: q.page, pageSize: q.pageSize, total: 1_000)
      page.totalCount = 200 + 50 * q.page
      page.isEnd = false
      return .success(page)
    }
  }

  @Test("page 3's JSON total is the sum of the first totals, approximate")
  func totalOfALaterPage() async throws {
    let run = await Self.run(
      ["search", "--provider", "all", "--page", "3", "--json", "q"],
      sources: [Self.drifting(.google), Self.drifting(.openlibrary)])
    #expect(run.status == 0, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object?["totalCount"] as? Int == 700)  // each provider's own first answer: 350
    #expect(object?["totalCountIsApproximate"] as? Bool == true)
  }

  @Test("past every provider's last page: exit 2, the message of one provider, English and Korean")
  func pastTheLastPage() async throws {
    let sources = {
      [
        FakeBookSearching(provider: .kakao) { q in
          .failure(.pageOutOfRange(provider: .kakao, page: q.page, lastPage: 3))
        },
        FakeBookSearching(provider: .google) { q in
          .success(BookPage(books: [], totalCount: 14, isEnd: true, page: q.page, pageSize: q.pageSize))
        },
      ]
    }
    let english = await Self.run(
      ["search", "--provider", "all", "--page", "9", "--size", "3", "q"], sources: sources())
    #expect(english.status == 2)
    #expect(
      english.stderr
        == "bookshelf: error: Google Books can only show pages up to 5 of this search; page 9 is past the end.\n"
    )
    let korean = await Self.run(
      ["search", "--provider", "all", "--page", "9", "--size", "3", "q"], sources: sources(),
      language: "ko_KR.UTF-8")
    #expect(korean.status == 2)
    #expect(korean.stderr.hasPrefix("bookshelf: 오류: "))
  }
}

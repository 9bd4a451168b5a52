import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `search --page N` past what a provider reported: the page a provider repeats there (Open
/// Library does) is not printed as if it were that page.
@Suite("bookshelf search --page past the end")
struct SearchPageCommandTests {
  /// Two books, reported total 20: pages of 10 run to page 2.
  static let provider = CannedProvider(.openlibrary, books: sampleBooks)

  @Test("the last page by the reported total is printed")
  func lastPageShown() async {
    let run = await CLIRun.run(
      ["search", "--format", "table", "--page", "2", "earthsea"], providers: [Self.provider])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("20 books · page 2 · Open Library\n"))
  }

  @Test("a page past ceil(totalCount / size) is exit 2 naming the last page", arguments: [false, true])
  func pastTheEnd(json: Bool) async {
    let arguments = ["search", "--format", "table", "--page", "3", "earthsea"] + (json ? ["--json"] : [])
    let run = await CLIRun.run(arguments, providers: [CannedProvider(.openlibrary, books: sampleBooks)])
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "bookshelf: error: Open Library can only show pages up to 2 of this search; page 3 is past the end.\n"
    )
  }

  @Test("an empty page past page 1 with a known total names the last page too")
  func emptyPagePastTheEnd() async {
    let empty = CannedProvider(.kakao, books: [])
    let run = await CLIRun.run(
      ["search", "--format", "table", "--page", "4", "x"], providers: [empty],
      environment: ["KAKAO_REST_API_KEY": "k"])
    // No books and a total of 0: nothing matched, as on page 1.
    #expect(run.status == 0)
    #expect(run.stdout == "No books found for \"x\".\n")
  }
}

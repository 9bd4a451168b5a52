import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// Google's `totalItems` is an estimate that changes between pages: people see "about N", and
/// `--json` keeps the number with `totalCountIsApproximate`.
@Suite("bookshelf search: approximate totals")
struct SearchApproximateTotalTests {
  static let google = CannedProvider(.google, books: sampleBooks, approximate: true)

  @Test("the summary line says about N, in English and Korean")
  func summary() async {
    let english = await CLIRun.run(
      ["search", "--format", "table", "--provider", "google", "dune"], providers: [Self.google])
    #expect(english.status == 0)
    #expect(english.stdout.hasPrefix("about 20 books · page 1 · Google Books\n"))
    let korean = await CLIRun.run(
      ["search", "--format", "table", "--provider", "google", "dune"], providers: [Self.google],
      environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.stdout.hasPrefix("약 20건 · 1페이지 · Google 도서\n"))
  }

  @Test("an exact total keeps its wording")
  func exact() async {
    let run = await CLIRun.run(
      ["search", "--format", "table", "--provider", "google", "dune"],
      providers: [CannedProvider(.google, books: sampleBooks)])
    #expect(run.stdout.hasPrefix("20 books · page 1 · Google Books\n"))
  }

  @Test("--json keeps the number and says it is approximate")
  func json() async throws {
    let run = await CLIRun.run(
      ["search", "--provider", "google", "--json", "dune"], providers: [Self.google])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["totalCount"] as? Int == 20)
    #expect(object["totalCountIsApproximate"] as? Bool == true)
  }

  @Test("--provider all over several providers is an estimate too (a book found twice counts twice)")
  func federated() async {
    let kakao = CannedProvider(.kakao, books: [sampleBooks[0]])
    let open = CannedProvider(.openlibrary, books: [sampleBooks[1]])
    let run = await CLIRun.run(
      ["search", "--format", "table", "--provider", "all", "x"], providers: [kakao, open],
      environment: ["KAKAO_REST_API_KEY": "k"]
    )
    #expect(run.stdout.hasPrefix("about 20 books · page 1 · all providers\n"))
  }
}

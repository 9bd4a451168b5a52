import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfServer

@Suite struct APISearchTests {
  @Test func aSearchAnswersTheSearchJSONDocumentOfTheDefaultProvider() async throws {
    let harness = APIHarness()
    let response = await harness.call("GET", "/api/search", query: [("q", " dune "), ("size", "2")])
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "application/json; charset=utf-8")
    let expected = try JSONEncoder.sorted.encode(
      SearchJSON(
        query: BookQuery(text: "dune", pageSize: 2), provider: "local",
        page: SampleBooks.numberedPage(prefix: "local:dune", page: 1, pageSize: 2, total: 45)))
    #expect(response.text == String(decoding: expected, as: UTF8.self))
    let object = response.object
    #expect(object["query"] as? String == "dune")
    #expect(object["totalCount"] as? Int == 45)
    #expect(object["isEnd"] as? Bool == false)
    #expect(
      (object["books"] as? [[String: Any]])?.map { $0["id"] as? String } == ["local:dune-1", "local:dune-2"])
    #expect(harness.searcher.calls.first?.field == .any)
    #expect(harness.searcher.calls.first?.sort == .relevance)
  }

  @Test func escapeSequencesAndZeroWidthCharactersInQAreNotSearchedFor() async {
    let harness = APIHarness()
    let response = await harness.call("GET", "/api/search", query: [("q", "\u{1B}[31mdu\u{200B}ne\u{1B}[0m")])
    #expect(response.status == 200)
    #expect(response.object["query"] as? String == "dune")
    #expect(harness.searcher.calls.first?.text == "dune")
    let empty = await harness.call("GET", "/api/search", query: [("q", "\u{1B}[31m")])
    #expect(empty.status == 400)
    #expect(harness.searcher.calls.count == 1)
  }

  @Test func fieldSortPageAndProviderArePassedOn() async {
    let harness = APIHarness()
    let response = await harness.call(
      "GET", "/api/search",
      query: [
        ("q", "x"), ("provider", "all"), ("field", "Author"), ("sort", "LATEST"), ("page", "3"),
        ("size", "5"),
      ])
    #expect(response.status == 200)
    #expect(response.object["provider"] as? String == "all")
    #expect(response.object["page"] as? Int == 3)
    let call = harness.searcher.calls.first
    #expect(call?.field == .author)
    #expect(call?.sort == .latest)
    #expect(call?.page == 3)
    #expect(call?.pageSize == 5)
  }

  @Test func theDefaultPageSizeIs20AndAHugeOneIsCapped() async {
    let harness = APIHarness()
    _ = await harness.call("GET", "/api/search", query: [("q", "x")])
    _ = await harness.call("GET", "/api/search", query: [("q", "x"), ("size", "99999999999999999999999")])
    #expect(harness.searcher.calls.map(\.pageSize) == [20, 100])
  }

  @Test func page2HoldsNoBookOfPage1() async {
    let harness = APIHarness()
    let first = await harness.call("GET", "/api/search", query: [("q", "x"), ("size", "20")])
    let second = await harness.call("GET", "/api/search", query: [("q", "x"), ("size", "20"), ("page", "2")])
    func ids(_ r: ServerResponse) -> Set<String> {
      Set((r.object["books"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
    }
    #expect(ids(first).count == 20)
    #expect(ids(second).count == 20)
    #expect(ids(first).isDisjoint(with: ids(second)))
  }

  @Test func aPagePastTheLastByTotalIsPageOutOfRange() async {
    let response = await APIHarness().call(
      "GET", "/api/search", query: [("q", "x"), ("size", "20"), ("page", "4")])
    #expect(response.status == 400)
    #expect(response.errorCode == "page_out_of_range")
  }

  @Test(arguments: [
    ([("q", "")], "empty_query"), ([("q", "  ")], "empty_query"), ([], "empty_query"),
    ([("q", String(repeating: "가", count: 501))], "query_too_long"),
    ([("q", "x"), ("field", "any")], "unknown_field"), ([("q", "x"), ("field", "color")], "unknown_field"),
    ([("q", "x"), ("sort", "oldest")], "bad_request"), ([("q", "x"), ("page", "0")], "invalid_page"),
    ([("q", "x"), ("page", "two")], "invalid_page"),
    ([("q", "x"), ("page", "99999999999999999999")], "invalid_page"),
    ([("q", "x"), ("size", "0")], "invalid_page_size"), ([("q", "x"), ("size", "ten")], "bad_request"),
    ([("q", "x"), ("provider", "amazon")], "unknown_provider"),
  ])
  func badParametersAre400WithTheirCode(query: [(String, String)], code: String) async {
    let harness = APIHarness()
    let response = await harness.call("GET", "/api/search", query: query)
    #expect(response.status == 400)
    #expect(response.errorCode == code)
    #expect(harness.searcher.calls.isEmpty)
  }

  @Test func anUnusableProviderAnswersItsLocalizedReason() async {
    let response = await APIHarness().call(
      "GET", "/api/search", query: [("q", "x"), ("provider", "kakao")], headers: ["accept-language": "ko"])
    #expect(response.status == 503)
    #expect(response.errorCode == "missing_api_key")
    #expect(response.errorMessage?.contains("카카오") == true)
  }

  @Test func aProviderFailureKeepsItsStatusAndCode() async {
    let searcher = FakeBookSearching(
      provider: .kakao, responder: { _ in .failure(.rateLimited(.kakao, retryAfterSeconds: 7)) })
    let response = await APIHarness(searcher: searcher).call("GET", "/api/search", query: [("q", "x")])
    #expect(response.status == 429)
    #expect(response.errorCode == "rate_limited")
    #expect(response.header("Retry-After") == "7")
    #expect(response.errorMessage == "Kakao is rate-limiting requests; try again in 7 seconds.")
  }

  @Test func aHostileTitleIsReturnedVerbatimAsJSONText() async {
    let searcher = FakeBookSearching(
      provider: .openlibrary,
      responder: { q in
        .success(
          BookPage(books: [APIBooks.hostile], totalCount: 1, isEnd: true, page: 1, pageSize: q.pageSize))
      })
    let response = await APIHarness(searcher: searcher).call("GET", "/api/search", query: [("q", "x")])
    let book = (response.object["books"] as? [[String: Any]])?.first
    #expect(book?["title"] as? String == "<img src=x onerror=alert(1)>")
    #expect(book?["authors"] as? [String] == ["<script>alert(2)</script>"])
    #expect(response.text.contains(#""title":"<img src=x onerror=alert(1)>""#))
  }
}

extension JSONEncoder {
  /// The encoder of `ServerResponse.json`.
  static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}

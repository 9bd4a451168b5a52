import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Naver provider: errors, redaction, fallback, lookup")
struct NaverProviderTests {
  static let id = "naver-client-id-77"
  static let secret = "naver-client-secret-99"
  let base: URL

  init() throws { base = try #require(URL(string: "http://127.0.0.1:8089")) }

  private func provider(_ responses: [HTTPResponse]) -> (NaverProvider, StubHTTPClient) {
    let stub = StubHTTPClient(responses)
    let settings = ProviderSettings(baseURL: base, apiKey: Self.id, secret: Self.secret)
    return (NaverProvider(settings: settings, http: stub), stub)
  }

  private func searchError(status: Int, body: String, headers: [String: String] = [:]) async
    -> BookshelfError?
  {
    let (naver, _) = provider([HTTPResponse(status: status, headers: headers, body: Data(body.utf8))])
    do {
      _ = try await naver.search(BookQuery(text: "해리"))
      return nil
    } catch {
      return error as? BookshelfError
    }
  }

  @Test(
    "every documented error body → the exact BookshelfError",
    arguments: [
      (
        401, #"{"errorMessage":"Authentication failed (인증에 실패하였습니다.)","errorCode":"024"}"#,
        BookshelfError.invalidAPIKey(.naver)
      ),
      (
        400, #"{"errorMessage":"Incorrect query request (잘못된 쿼리요청입니다.)","errorCode":"SE01"}"#,
        .requestRejected(
          .naver, status: 400, detail: .provider("SE01: Incorrect query request (잘못된 쿼리요청입니다.)"))
      ),
      (
        400, #"{"errorMessage":"Invalid display value","errorCode":"SE02"}"#,
        .requestRejected(.naver, status: 400, detail: .provider("SE02: Invalid display value"))
      ),
      (
        400, #"{"errorMessage":"Invalid start value","errorCode":"SE03"}"#,
        .requestRejected(.naver, status: 400, detail: .provider("SE03: Invalid start value"))
      ),
      (
        400, #"{"errorMessage":"Invalid sort value","errorCode":"SE04"}"#,
        .requestRejected(.naver, status: 400, detail: .provider("SE04: Invalid sort value"))
      ),
      (
        400, #"{"errorMessage":"Malformed encoding","errorCode":"SE06"}"#,
        .requestRejected(.naver, status: 400, detail: .provider("SE06: Malformed encoding"))
      ),
      (
        404, #"{"errorMessage":"Invalid search api","errorCode":"SE05"}"#,
        .requestRejected(.naver, status: 404, detail: .provider("SE05: Invalid search api"))
      ),
      (500, #"{"errorMessage":"System error","errorCode":"SE99"}"#, .serverError(.naver, status: 500)),
      (403, "", .accessDenied(.naver, .status(403))),
      (401, "<html>Unauthorized</html>", .invalidAPIKey(.naver)),
      (500, "", .serverError(.naver, status: 500)),
      (503, "<html><body>503 Service Unavailable</body></html>", .serverError(.naver, status: 503)),
      (502, #"{"errorMessage":"Sys"#, .serverError(.naver, status: 502)),
    ])
  func errorBodies(status: Int, body: String, expected: BookshelfError) async {
    #expect(await searchError(status: status, body: body) == expected)
  }

  @Test("429 (quota or per-second limit) → rateLimited with Retry-After")
  func rateLimited() async {
    let body = #"{"errorMessage":"Rate limit exceeded. (속도 제한을 초과했습니다.)","errorCode":"012"}"#
    #expect(
      await searchError(status: 429, body: body, headers: ["retry-after": "3"])
        == .rateLimited(.naver, retryAfterSeconds: 3))
  }

  @Test("429 saying the daily allowance is used up → quotaExceeded, not a short rate limit")
  func dailyQuota() async {
    let body = #"{"errorMessage":"Query limit exceeded. (일일 허용량을 초과하였습니다.)","errorCode":"010"}"#
    #expect(
      await searchError(status: 429, body: body, headers: ["retry-after": "3"]) == .quotaExceeded(.naver))
  }

  @Test("200 with HTML, truncated JSON, an empty body or an error object")
  func bad200() async {
    #expect(await searchError(status: 200, body: "") == .badResponse(.naver, .emptyBody))
    #expect(
      await searchError(status: 200, body: "<html></html>")
        == .badResponse(.naver, .htmlInsteadOfJSON))
    #expect(
      await searchError(status: 200, body: #"{"total":1,"items":["#)
        == .badResponse(.naver, .malformedJSON))
    #expect(
      await searchError(status: 200, body: #"{"errorMessage":"Authentication failed","errorCode":"024"}"#)
        == .invalidAPIKey(.naver))
  }

  @Test("credentials echoed in an error never reach the error")
  func redaction() async {
    let body =
      #"{"errorMessage":"No permission for naver-client-id-77 / naver-client-secret-99","errorCode":"SE01"}"#
    let error = await searchError(status: 400, body: body)
    #expect(
      error == .requestRejected(.naver, status: 400, detail: .provider("SE01: No permission for *** / ***")))
    let forbidden = await searchError(
      status: 403, body: #"{"errorMessage":"client_secret=naver-client-secret-99 denied"}"#)
    #expect(forbidden == .accessDenied(.naver, .provider("client_secret=*** denied")))
  }

  @Test("search sends exact URL and headers and maps the answer")
  func search() async throws {
    let body = try SharedData.ownFixture("naver/search-quirks.json")
    let (naver, stub) = provider([HTTPResponse(status: 200, body: body)])
    let page = try await naver.search(
      BookQuery(text: "C++ & C# = 100% ?/해리", sort: .latest, page: 2, pageSize: 5))
    #expect(page.books.first?.title == "해리 포터와 \"마법사의 돌\"")
    #expect(page.page == 2)
    let sent = try #require(stub.requests.first)
    #expect(
      sent.url.absoluteString
        == "http://127.0.0.1:8089/v1/search/book.json?query=C%2B%2B%20%26%20C%23%20%3D%20100%25%20%3F%2F%ED%95%B4%EB%A6%AC&display=5&start=6&sort=date"
    )
    #expect(sent.headers == ["X-Naver-Client-Id": Self.id, "X-Naver-Client-Secret": Self.secret])
  }

  @Test("a 404 from book_adv.json falls back to book.json once")
  func fallback() async throws {
    let body = try SharedData.ownFixture("naver/search-quirks.json")
    let notFound = HTTPResponse(
      status: 404, body: Data(#"{"errorMessage":"Invalid search api","errorCode":"SE05"}"#.utf8))
    let (naver, stub) = provider([notFound, HTTPResponse(status: 200, body: body)])
    let page = try await naver.search(BookQuery(text: "해리", field: .title))
    #expect(page.books.count == 3)
    #expect(stub.requests.map(\.url.path) == ["/v1/search/book_adv.json", "/v1/search/book.json"])
    #expect(stub.requests.last?.url.query == "query=%ED%95%B4%EB%A6%AC&display=10&start=1&sort=sim")
  }

  @Test("lookup: d_isbn, the matching item, nil when nothing matches")
  func lookup() async throws {
    let body = try SharedData.ownFixture("naver/search-quirks.json")
    let (naver, stub) = provider([HTTPResponse(status: 200, body: body)])
    let book = try await naver.lookup(ISBN("8983920726"))
    #expect(book?.isbn13 == "9788983920720")
    #expect(stub.requests.first?.url.query == "d_isbn=9788983920720")
    let empty = Data(#"{"lastBuildDate":"x","total":0,"start":1,"display":0,"items":[]}"#.utf8)
    let (none, _) = provider([HTTPResponse(status: 200, body: empty)])
    #expect(try await none.lookup(ISBN("9788996991342")) == nil)
  }

  @Test("missing credentials and an unreachable page fail before any request")
  func beforeRequest() async {
    let stub = StubHTTPClient([])
    let naver = NaverProvider(settings: ProviderSettings(baseURL: base, apiKey: Self.id), http: stub)
    await #expect(throws: BookshelfError.missingAPIKey(.naver)) {
      try await naver.search(BookQuery(text: "a"))
    }
    let (full, stub2) = provider([])
    await #expect(throws: BookshelfError.pageOutOfRange(provider: .naver, page: 101, lastPage: 100)) {
      try await full.search(BookQuery(text: "a", page: 101))
    }
    #expect(stub.requests.isEmpty && stub2.requests.isEmpty)
    #expect(full.limits.maxPageSize == 100)
  }
}

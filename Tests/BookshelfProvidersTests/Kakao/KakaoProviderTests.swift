import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Kakao provider: errors, redaction, lookup")
struct KakaoProviderTests {
  static let key = "kakao-secret-4242"

  private func provider(_ response: HTTPResponse, key: String? = key) -> (KakaoProvider, StubHTTPClient) {
    let stub = StubHTTPClient(response)
    let settings = ProviderSettings(baseURL: KakaoProvider.defaultBaseURL, apiKey: key)
    return (KakaoProvider(settings: settings, http: stub), stub)
  }

  func searchError(status: Int, body: String, headers: [String: String] = [:]) async -> BookshelfError? {
    let (kakao, _) = provider(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)))
    do {
      _ = try await kakao.search(BookQuery(text: "미움받을 용기"))
      return nil
    } catch {
      return error as? BookshelfError
    }
  }

  @Test(
    "every documented error body → the exact BookshelfError",
    arguments: [
      (400, #"{"code":-10,"msg":"API limit has been exceeded."}"#, BookshelfError.quotaExceeded(.kakao)),
      (401, #"{"code":-401,"msg":"invalid appkey"}"#, .invalidAPIKey(.kakao)),
      (
        401, #"{"errorType":"AccessDeniedError","message":"wrong appKey(kakao-secret-4242) format"}"#,
        .invalidAPIKey(.kakao)
      ),
      (
        401, #"{"errorType":"AccessDeniedError","message":"ip mismatched! callerIp=203.0.113.9"}"#,
        .accessDenied(.kakao, .provider("ip mismatched! callerIp=203.0.113.9"))
      ),
      (
        403, #"{"errorType":"AccessDeniedError","message":"cannot access API"}"#,
        .accessDenied(.kakao, .provider("cannot access API"))
      ),
      (
        401, #"{"errorType":"AccessDeniedError","message":"cannot access API"}"#,
        .accessDenied(.kakao, .provider("cannot access API"))
      ),
      (
        400, #"{"errorType":"InvalidArgument","message":"page is more than max"}"#,
        .requestRejected(.kakao, status: 400, detail: .provider("page is more than max"))
      ),
      (
        400, #"{"errorType":"InvalidArgument","message":"query is required; key=kakao-secret-4242"}"#,
        .requestRejected(.kakao, status: 400, detail: .provider("query is required; key=***"))
      ),
      (503, #"{"code":-9798,"msg":"service maintenance"}"#, .serverError(.kakao, status: 503)),
      (403, #"{"code":-3,"msg":"disabled app"}"#, .accessDenied(.kakao, .provider("disabled app"))),
      (401, "", .invalidAPIKey(.kakao)),
      (403, "", .accessDenied(.kakao, .status(403))),
      (500, #"{"documents":["#, .serverError(.kakao, status: 500)),
      (503, "<html><body>Service Unavailable</body></html>", .serverError(.kakao, status: 503)),
      (404, "<html>Not Found</html>", .requestRejected(.kakao, status: 404, detail: .status(404))),
    ])
  func errorBodies(status: Int, body: String, expected: BookshelfError) async {
    #expect(await searchError(status: status, body: body) == expected)
  }

  @Test("429 → rateLimited with Retry-After seconds")
  func rateLimited() async {
    #expect(
      await searchError(status: 429, body: "", headers: ["Retry-After": "12"])
        == .rateLimited(.kakao, retryAfterSeconds: 12))
    #expect(await searchError(status: 429, body: "{}") == .rateLimited(.kakao, retryAfterSeconds: nil))
  }

  @Test("200 with an HTML page, truncated JSON or an empty body → badResponse")
  func badBodies() async {
    #expect(await searchError(status: 200, body: "") == .badResponse(.kakao, .emptyBody))
    #expect(
      await searchError(status: 200, body: "<!DOCTYPE html><html></html>")
        == .badResponse(.kakao, .htmlInsteadOfJSON))
    #expect(
      await searchError(status: 200, body: #"{"meta":{"is_end":tr"#)
        == .badResponse(.kakao, .malformedJSON))
  }

  @Test("the key never appears in any error, whatever Kakao echoes")
  func redaction() async {
    let bodies = [
      #"{"errorType":"AccessDeniedError","message":"wrong appKey(kakao-secret-4242) format"}"#,
      #"{"errorType":"InvalidArgument","message":"bad KakaoAK kakao-secret-4242"}"#,
      #"{"code":-3,"msg":"app kakao-secret-4242 disabled"}"#,
    ]
    for body in bodies {
      for status in [400, 401, 403] {
        let error = await searchError(status: status, body: body)
        #expect(error != nil)
        #expect(!String(describing: error as Any).contains(Self.key))
        #expect(error.map { !$0.text(in: .english).contains(Self.key) } ?? false)
      }
    }
  }

  @Test("a transport failure is typed and redacted")
  func transport() async {
    let stub = StubHTTPClient(
      error: HTTPError.connection(.system("refused: Authorization KakaoAK kakao-secret-4242")))
    let kakao = KakaoProvider(
      settings: ProviderSettings(baseURL: KakaoProvider.defaultBaseURL, apiKey: Self.key), http: stub)
    await #expect(throws: BookshelfError.network(.kakao, .system("refused: Authorization KakaoAK ***"))) {
      try await kakao.search(BookQuery(text: "a"))
    }
    let slow = KakaoProvider(
      settings: ProviderSettings(baseURL: KakaoProvider.defaultBaseURL, apiKey: Self.key),
      http: StubHTTPClient(error: HTTPError.timeout(seconds: 10)))
    await #expect(throws: BookshelfError.timeout(.kakao, seconds: 10)) {
      try await slow.search(BookQuery(text: "a"))
    }
  }

  @Test("search sends the built request and maps the answer")
  func search() async throws {
    let body = try SharedData.ownFixture("kakao/search-quirks.json")
    let (kakao, stub) = provider(HTTPResponse(status: 200, body: body))
    let page = try await kakao.search(BookQuery(text: "C++ & C# = 100% ?/해리", sort: .latest, pageSize: 5))
    #expect(page.books.first?.isbn13 == "9788996991342")
    #expect(page.pageSize == 5)
    let sent = try #require(stub.requests.first)
    #expect(
      sent.url.absoluteString
        == "https://dapi.kakao.com/v3/search/book?query=C%2B%2B%20%26%20C%23%20%3D%20100%25%20%3F%2F%ED%95%B4%EB%A6%AC&sort=latest&page=1&size=5"
    )
    #expect(sent.headers == ["Authorization": "KakaoAK \(Self.key)"])
  }

  @Test("missing key and out-of-range page fail before any request")
  func beforeRequest() async throws {
    let (noKey, stub) = provider(HTTPResponse(status: 200), key: nil)
    await #expect(throws: BookshelfError.missingAPIKey(.kakao)) {
      try await noKey.search(BookQuery(text: "a"))
    }
    await #expect(throws: BookshelfError.missingAPIKey(.kakao)) {
      try await noKey.lookup(ISBN("9788996991342"))
    }
    let (kakao, stub2) = provider(HTTPResponse(status: 200))
    await #expect(throws: BookshelfError.pageOutOfRange(provider: .kakao, page: 51, lastPage: 50)) {
      try await kakao.search(BookQuery(text: "a", page: 51))
    }
    #expect(stub.requests.isEmpty && stub2.requests.isEmpty)
  }

  @Test("lookup returns the document whose ISBN matches, nil when none does")
  func lookup() async throws {
    let body = try SharedData.ownFixture("kakao/search-quirks.json")
    let (kakao, stub) = provider(HTTPResponse(status: 200, body: body))
    let book = try await kakao.lookup(ISBN("9788924009538"))
    #expect(book?.title == "프로그래머")
    #expect(stub.requests.first?.url.query == "query=9788924009538&target=isbn")
    let empty = Data(#"{"meta":{"is_end":true,"pageable_count":0,"total_count":0},"documents":[]}"#.utf8)
    let (none, _) = provider(HTTPResponse(status: 200, body: empty))
    #expect(try await none.lookup(ISBN("9791191851069")) == nil)
  }
}

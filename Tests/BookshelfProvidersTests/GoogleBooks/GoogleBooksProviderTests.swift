import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

private let secretKey = "AIzaSyFAKE-secret_0123456789"

private func provider(_ http: StubHTTPClient, key: String? = nil) -> GoogleBooksProvider {
  GoogleBooksProvider(
    settings: ProviderSettings(baseURL: GoogleBooksProvider.defaultBaseURL, apiKey: key), http: http)
}

private func fixture(_ name: String) throws -> Data { try SharedData.ownFixture("google-books/\(name)") }

private func thrownError(_ body: () async throws -> Void) async -> (any Error)? {
  do {
    try await body()
    return nil
  } catch {
    return error
  }
}

@Suite("Google Books provider")
struct GoogleBooksProviderTests {
  @Test("search sends one request with the exact URL and maps the page")
  func search() async throws {
    let http = StubHTTPClient(status: 200, body: try fixture("search-quirks.json"))
    let page = try await provider(http, key: "k3y-value").search(BookQuery(text: "용기", pageSize: 5))
    #expect(
      http.requests.map(\.url.absoluteString) == [
        "https://www.googleapis.com/books/v1/volumes?q=%EC%9A%A9%EA%B8%B0&startIndex=0&maxResults=5&orderBy=relevance&printType=books&\(GoogleBooksRequestTests.fieldsItem)&key=k3y-value"
      ])
    #expect(page.books.count == 3)
    #expect(page.books.first?.title == "미움받을 용기")
  }

  @Test("a page past the reachable window throws before any request")
  func pageOutOfRange() async throws {
    let http = StubHTTPClient(status: 200, body: try fixture("search-quirks.json"))
    await #expect(throws: BookshelfError.pageOutOfRange(provider: .google, page: 51, lastPage: 50)) {
      try await provider(http).search(BookQuery(text: "dune", page: 51, pageSize: 20))
    }
    #expect(http.requests.isEmpty)
  }

  @Test("lookup returns the volume whose ISBN-13 matches")
  func lookup() async throws {
    let http = StubHTTPClient(status: 200, body: try fixture("search-quirks.json"))
    let book = try await provider(http).lookup(ISBN("9780804429573"))
    #expect(book?.title == "Ten Only")
    #expect(
      http.requests.first?.url.query
        == "q=isbn%3A9780804429573&maxResults=10&printType=books&\(GoogleBooksRequestTests.fieldsItem)")
    let none = StubHTTPClient(status: 200, body: try fixture("search-no-items.json"))
    #expect(try await provider(none).lookup(ISBN("9788996991342")) == nil)
  }

  @Test(
    "every documented error body becomes the exact typed error",
    arguments: [
      (400, "error-400-key-invalid.json", BookshelfError.invalidAPIKey(.google)),
      (400, "error-400-key-invalid-legacy.json", .invalidAPIKey(.google)),
      (
        400, "error-400-query-required.json",
        .requestRejected(.google, status: 400, detail: .provider("Missing query."))
      ),
      (
        403, "error-403-access-not-configured.json",
        .accessDenied(.google, .googleAPINotEnabled)
      ),
      (
        403, "error-403-unknown-location.json",
        .accessDenied(.google, .googleUnknownLocation)
      ),
      (
        403, "error-403-forbidden.json",
        .accessDenied(.google, .googleKeyRestricted)
      ),
      (429, "error-429-queries-per-day.json", .quotaExceeded(.google)),
      (403, "error-429-queries-per-day.json", .quotaExceeded(.google)),
      (403, "error-403-rate-limit-per-minute.json", .rateLimited(.google, retryAfterSeconds: 30)),
      (503, "error-503-backend.json", .serverError(.google, status: 503)),
    ])
  func errorBodies(status: Int, file: String, expected: BookshelfError) async throws {
    let http = StubHTTPClient(status: status, body: try fixture(file), headers: ["Retry-After": "30"])
    await #expect(throws: expected) {
      try await provider(http).search(BookQuery(text: "dune"))
    }
  }

  @Test(
    "answers without an error envelope are typed by status",
    arguments: [
      (401, "", BookshelfError.invalidAPIKey(.google)),
      (429, "", .rateLimited(.google, retryAfterSeconds: nil)),
      (500, "<html><body>Internal Server Error</body></html>", .serverError(.google, status: 500)),
      (503, "", .serverError(.google, status: 503)),
      (404, "Not Found", .requestRejected(.google, status: 404, detail: .status(404))),
    ])
  func statusOnly(status: Int, body: String, expected: BookshelfError) async throws {
    let http = StubHTTPClient(status: status, body: Data(body.utf8))
    await #expect(throws: expected) {
      try await provider(http).search(BookQuery(text: "dune"))
    }
  }

  @Test("a 200 with an HTML page, truncated JSON or an empty body is badResponse")
  func badResponses() async throws {
    for (body, detail) in [
      ("<!DOCTYPE html><html></html>", ResponseProblem.htmlInsteadOfJSON),
      (#"{"kind":"books#volumes","items":[{"#, .malformedJSON), ("", .emptyBody),
    ] {
      let http = StubHTTPClient(status: 200, body: Data(body.utf8))
      await #expect(throws: BookshelfError.badResponse(.google, detail)) {
        try await provider(http).search(BookQuery(text: "dune"))
      }
    }
  }

  @Test("the API key never appears in any thrown error's message")
  func keyNeverShown() async throws {
    let echoing = Data(
      #"{"error":{"code":400,"message":"Invalid value for key=\#(secretKey) (\#(secretKey))","errors":[{"reason":"invalid","message":"bad \#(secretKey)"}]}}"#
        .utf8)
    var stubs: [StubHTTPClient] = [
      StubHTTPClient(status: 400, body: echoing),
      StubHTTPClient(status: 403, body: echoing),
      StubHTTPClient(status: 200, body: echoing),
      StubHTTPClient(
        .failure(
          .connection(
            .system("could not connect to https://www.googleapis.com/books/v1/volumes?q=x&key=\(secretKey)"))
        )),
      StubHTTPClient(.failure(.timeout(seconds: 10))),
      StubHTTPClient(status: 200, body: Data("<html>\(secretKey)</html>".utf8)),
      StubHTTPClient(status: 500, body: echoing),
    ]
    for file in [
      "error-400-key-invalid.json", "error-400-query-required.json", "error-403-access-not-configured.json",
      "error-403-unknown-location.json", "error-403-forbidden.json", "error-429-queries-per-day.json",
      "error-403-rate-limit-per-minute.json", "error-503-backend.json",
    ] {
      stubs.append(StubHTTPClient(status: 403, body: try fixture(file)))
    }
    var seen = 0
    for http in stubs {
      let error = await thrownError {
        _ = try await provider(http, key: secretKey).search(BookQuery(text: "x"))
      }
      let typed = try #require(error as? BookshelfError)
      seen += 1
      for text in [typed.text(in: .english), typed.text(in: .korean), String(describing: typed)] {
        #expect(!text.contains(secretKey), "key leaked in: \(text)")
        #expect(!text.contains("AIzaSy"), "key prefix leaked in: \(text)")
      }
      #expect(http.requests.first?.url.query?.hasSuffix("key=\(secretKey)") == true)
    }
    #expect(seen == stubs.count)
  }
}

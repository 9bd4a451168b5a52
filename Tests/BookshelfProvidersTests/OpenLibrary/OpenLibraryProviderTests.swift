import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

private func provider(_ http: StubHTTPClient) -> OpenLibraryProvider {
  OpenLibraryProvider(settings: ProviderSettings(baseURL: OpenLibraryProvider.defaultBaseURL), http: http)
}

private func fixture(_ name: String) throws -> Data { try SharedData.ownFixture("open-library/\(name)") }

@Suite("Open Library provider")
struct OpenLibraryProviderTests {
  @Test("search sends one request and maps the page")
  func search() async throws {
    let http = StubHTTPClient(status: 200, body: try fixture("search-quirks.json"))
    let page = try await provider(http).search(BookQuery(text: "dune", field: .title, pageSize: 20))
    #expect(http.requests.count == 1)
    #expect(http.requests.first?.url.query?.hasPrefix("title=dune&fields=key%2Ctitle") == true)
    #expect(http.requests.first?.url.query?.hasSuffix("&page=1&limit=20") == true)
    #expect(page.books.map(\.title) == ["Dune", "Dune Messiah", "Ten Only"])
    #expect(page.pageSize == 20)
  }

  @Test("lookup returns the work holding the ISBN, with that ISBN")
  func lookup() async throws {
    let http = StubHTTPClient(status: 200, body: try fixture("search-quirks.json"))
    let book = try await provider(http).lookup(ISBN("9780340960196"))
    #expect(book?.id == "9780340960196")
    #expect(book?.title == "Dune")
    #expect(book?.detailURL?.absoluteString == "https://openlibrary.org/works/OL893415W")
    #expect(http.requests.first?.url.query?.hasPrefix("isbn=9780340960196&fields=") == true)
    // Works that list other ISBNs are another book: "not found", never that book.
    #expect(try await provider(http).lookup(ISBN("9781534430990")) == nil)
    let empty = StubHTTPClient(status: 200, body: try fixture("search-empty.json"))
    #expect(try await provider(empty).lookup(ISBN("9788996991342")) == nil)
  }

  @Test(
    "every documented error body becomes the exact typed error",
    arguments: [
      (
        422, "error-422-query-too-short.json",
        BookshelfError.requestRejected(
          .openlibrary, status: 422,
          detail: .provider("Value error, Query too short, must be at least 3 characters"))
      ),
      (
        400, "error-legacy-query-too-short.json",
        .requestRejected(
          .openlibrary, status: 400, detail: .provider("Query too short, must be at least 3 characters"))
      ),
      (429, "error-429-too-many.json", .rateLimited(.openlibrary, retryAfterSeconds: 12)),
      (503, "error-503.html", .serverError(.openlibrary, status: 503)),
    ])
  func errorBodies(status: Int, file: String, expected: BookshelfError) async throws {
    let http = StubHTTPClient(status: status, body: try fixture(file), headers: ["Retry-After": "12"])
    await #expect(throws: expected) {
      try await provider(http).search(BookQuery(text: "dune"))
    }
  }

  @Test(
    "answers without a readable body are typed by status",
    arguments: [
      (429, "", BookshelfError.rateLimited(.openlibrary, retryAfterSeconds: nil)),
      (500, "", .serverError(.openlibrary, status: 500)),
      (502, "<html>Bad Gateway</html>", .serverError(.openlibrary, status: 502)),
      (404, "<html>Not Found</html>", .requestRejected(.openlibrary, status: 404, detail: .status(404))),
      (
        422, #"{"detail":"Invalid sort option"}"#,
        .requestRejected(.openlibrary, status: 422, detail: .provider("Invalid sort option"))
      ),
    ])
  func statusOnly(status: Int, body: String, expected: BookshelfError) async throws {
    let http = StubHTTPClient(status: status, body: Data(body.utf8))
    await #expect(throws: expected) {
      try await provider(http).search(BookQuery(text: "dune"))
    }
  }
}

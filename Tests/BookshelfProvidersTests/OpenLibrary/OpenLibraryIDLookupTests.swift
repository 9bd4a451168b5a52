import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

/// `book(id:)` on Open Library: `/works/OL…W.json` and `/books/OL…M.json`.
@Suite("Open Library provider: lookup by work or edition id")
struct OpenLibraryIDLookupTests {
  private func provider(_ http: StubHTTPClient) -> OpenLibraryProvider {
    OpenLibraryProvider(settings: ProviderSettings(baseURL: OpenLibraryProvider.defaultBaseURL), http: http)
  }

  @Test("a work id is GET /works/<id>.json: title, description object, first cover, year")
  func work() async throws {
    let body = Data(
      """
      {"key":"/works/OL27448W","title":"The Lord of the Rings","description":{"type":"/type/text","value":"An epic."},
      "covers":[-1, 14625765, 2],"first_publish_date":"October 1954","authors":[{"author":{"key":"/authors/OL26320A"}}]}
      """.utf8)
    let http = StubHTTPClient(status: 200, body: body)
    let openLibrary = provider(http)
    #expect(openLibrary.looksUpByID)
    let book = try #require(try await openLibrary.book(id: "openlibrary:OL27448W"))
    #expect(http.requests.map(\.url.absoluteString) == ["https://openlibrary.org/works/OL27448W.json"])
    #expect(book.id == "openlibrary:OL27448W")
    #expect(book.title == "The Lord of the Rings")
    #expect(book.description == "An epic.")
    #expect(book.publishedDate == "1954")
    #expect(book.thumbnailURL?.absoluteString == "https://covers.openlibrary.org/b/id/14625765-M.jpg")
    #expect(book.detailURL?.absoluteString == "https://openlibrary.org/works/OL27448W")
    #expect(book.authors == [])
  }

  @Test("an edition id is GET /books/<id>.json: its ISBN, publisher and work")
  func edition() async throws {
    let body = Data(
      """
      {"key":"/books/OL7353617M","title":"Fantastic Mr. Fox","publishers":["Puffin"],"publish_date":"October 1, 1988",
      "isbn_10":["0140328726"],"isbn_13":["9780140328721"],"works":[{"key":"/works/OL45804W"}],"description":"A fox."}
      """.utf8)
    let http = StubHTTPClient(status: 200, body: body)
    let book = try #require(try await provider(http).book(id: "openlibrary:OL7353617M"))
    #expect(http.requests.first?.url.path == "/books/OL7353617M.json")
    #expect(book.id == "9780140328721")
    #expect(book.isbn10 == "0140328726")
    #expect(book.publisher == "Puffin")
    #expect(book.publishedDate == "1988")
    #expect(book.detailURL?.absoluteString == "https://openlibrary.org/works/OL45804W")
  }

  @Test("404 is no book; other shapes send nothing; a body that is not a record is badResponse")
  func refusals() async throws {
    #expect(
      try await provider(StubHTTPClient(status: 404, body: Data("{}".utf8))).book(id: "openlibrary:OL1W")
        == nil)
    let none = StubHTTPClient(status: 200, body: Data("{}".utf8))
    for id in [
      "openlibrary:OL1A", "openlibrary:OLW", "openlibrary:../OL1W", "openlibrary:OL1234567890123W",
      "google:OL1W", "openlibrary:ol1w",
    ] {
      #expect(try await provider(none).book(id: id) == nil, "\(id)")
    }
    #expect(none.requests.isEmpty)
    let html = StubHTTPClient(status: 200, body: Data("<html>busy</html>".utf8))
    await #expect(throws: BookshelfError.self) { _ = try await provider(html).book(id: "openlibrary:OL1W") }
    let untitled = StubHTTPClient(status: 200, body: Data(#"{"key":"/works/OL1W","title":"   "}"#.utf8))
    #expect(try await provider(untitled).book(id: "openlibrary:OL1W") == nil)
  }
}

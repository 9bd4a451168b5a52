import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

/// `book(id:)` on Google Books: `GET volumes/{id}` for a `google:` id, nothing sent otherwise.
@Suite("Google Books provider: lookup by volume id")
struct GoogleBooksIDLookupTests {
  private func provider(_ http: StubHTTPClient, key: String? = nil) -> GoogleBooksProvider {
    GoogleBooksProvider(
      settings: ProviderSettings(baseURL: GoogleBooksProvider.defaultBaseURL, apiKey: key), http: http)
  }

  private let volume = Data(
    """
    {"kind":"books#volume","id":"zyTCAlFPjgYC","volumeInfo":{"title":"The Google Story",
    "authors":["David A. Vise","Mark Malseed"],"publisher":"Random House","publishedDate":"2005-11-15",
    "description":"<b>Bold</b> story","infoLink":"https://books.google.com/books?id=zyTCAlFPjgYC"}}
    """.utf8)

  @Test("a google: id is one GET volumes/<id> (with the key) mapped by the one volume mapping")
  func lookUp() async throws {
    let http = StubHTTPClient(status: 200, body: volume)
    let google = provider(http, key: "k3y")
    #expect(google.looksUpByID)
    let book = try #require(try await google.book(id: "google:zyTCAlFPjgYC"))
    #expect(
      http.requests.map(\.url.absoluteString) == [
        "https://www.googleapis.com/books/v1/volumes/zyTCAlFPjgYC?key=k3y"
      ])
    #expect(book.id == "google:zyTCAlFPjgYC")
    #expect(book.title == "The Google Story")
    #expect(book.authors == ["David A. Vise", "Mark Malseed"])
    #expect(book.description == "Bold story")
  }

  @Test("the recorded volume of ../shared maps to its ISBN and title")
  func recorded() async throws {
    guard let url = SharedData.url("fixtures/google-books/volume-get-en-single.json") else {
      print(SharedData.skipMessage(for: "fixtures/google-books/volume-get-en-single.json"))
      return
    }
    let http = StubHTTPClient(status: 200, body: try Data(contentsOf: url))
    let book = try #require(try await provider(http).book(id: "google:49T5twEACAAJ"))
    #expect(book.title == "Children of Time")
    #expect(book.authors == ["Adrian Tchaikovsky"])
    #expect(http.requests.first?.url.path == "/books/v1/volumes/49T5twEACAAJ")
  }

  @Test("404 is no book; another provider's id or an id that is not a volume id sends nothing")
  func notFoundAndRefused() async throws {
    let missing = StubHTTPClient(
      status: 404, body: Data(#"{"error":{"code":404,"message":"The volume ID could not be found."}}"#.utf8))
    #expect(try await provider(missing).book(id: "google:AAAAAAAAAAAA") == nil)
    let none = StubHTTPClient(status: 200, body: volume)
    for id in [
      "kakao:zyTCAlFPjgYC", "google:", "google:../../etc", "google:a b",
      "google:" + String(repeating: "a", count: 65), "google:%2e",
    ] {
      #expect(try await provider(none).book(id: id) == nil, "\(id)")
    }
    #expect(none.requests.isEmpty)
  }

  @Test("an error answer is the provider's typed error, the key redacted")
  func errorAnswer() async throws {
    let http = StubHTTPClient(status: 503, body: Data("backend k3y".utf8))
    await #expect(throws: BookshelfError.serverError(.google, status: 503)) {
      _ = try await provider(http, key: "k3y").book(id: "google:zyTCAlFPjgYC")
    }
  }
}

import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfServer

/// `GET /api/search` writes its document with `SearchJSON.jsonBytes()`: the same body as
/// `ServerResponse.json(_:)` (`JSONEncoder`) gives for the same document, and the same 500
/// when a book cannot be encoded.
@Suite struct APISearchBytesTests {
  static func harness(_ books: [Book]) -> APIHarness {
    APIHarness(
      searcher: FakeBookSearching(
        provider: .local,
        responder: { q in
          .success(BookPage(books: books, totalCount: 7, isEnd: false, page: q.page, pageSize: q.pageSize))
        }))
  }

  @Test func theSearchBodyIsTheJSONEncoderBodyOfTheSameDocument() async throws {
    let books = [
      Book(
        id: "local:1", title: "제목 \"/\\\u{0}\u{1F}\u{2028}", authors: ["A", "B"], publisher: nil,
        thumbnailURL: URL(string: "https://example.com/a/b?c=d"), price: Money(amount: 9.99, currency: "usd"),
        averageRating: 4.0, ratingsCount: 3, source: "local"),
      SampleBooks.book("local:2", authors: []),
    ]
    let response = await Self.harness(books).call(
      "GET", "/api/search", query: [("q", "제목 /"), ("size", "5")])
    let document = SearchJSON(
      query: try BookQuery(text: "제목 /", pageSize: 5), provider: "local",
      page: BookPage(books: books, totalCount: 7, isEnd: false, page: 1, pageSize: 5))
    let reference = ServerResponse.json(document)
    #expect(response.status == 200)
    #expect(response.body == reference.body)
    #expect(response.headers.map(\.name) == reference.headers.map(\.name))
    #expect(response.header("Content-Type") == "application/json; charset=utf-8")
  }

  @Test func aRatingJSONCannotHoldIsTheInternalErrorAsBefore() async {
    let response = await Self.harness([Book(id: "local:1", title: "t", averageRating: .nan, source: "local")])
      .call("GET", "/api/search", query: [("q", "t")])
    #expect(response.status == 500)
    #expect(response.errorCode == "internal")
  }
}

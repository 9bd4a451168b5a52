import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfServer

/// Real recorded Kakao answers (`../shared/fixtures/kakao`) served through a fake source: the
/// books' Korean text and `kakao:<isbn10> <isbn13>`-style ids survive search, the memory,
/// percent-encoded paths and saving, byte for byte.
@Suite struct APIRecordedFixtureTests {
  static let fixture = "fixtures/kakao/search-uju-10-docs-pageable-cap.json"

  /// The documents as books (the adapter's mapping lives in Providers, which the server
  /// target must not use; title, authors, ISBNs, publisher and thumbnail are enough here).
  static func books() throws -> [Book]? {
    guard let url = SharedData.url(fixture) else { return nil }
    struct Answer: Decodable {
      struct Document: Decodable {
        let title: String
        let authors: [String]
        let isbn: String
        let publisher: String
        let thumbnail: String
      }
      let documents: [Document]
    }
    let answer = try JSONDecoder().decode(Answer.self, from: Data(contentsOf: url))
    return answer.documents.map { d in
      let isbns = d.isbn.split(separator: " ").map(String.init)
      return Book(
        id: "kakao:\(d.isbn)", title: d.title, authors: d.authors, publisher: d.publisher,
        isbn10: isbns.first { $0.count == 10 }, isbn13: isbns.first { $0.count == 13 },
        thumbnailURL: URL(string: d.thumbnail), source: "kakao")
    }
  }

  @Test func realKoreanResultsCanBeOpenedAndSavedByTheirIds() async throws {
    guard let books = try Self.books() else {
      print(SharedData.skipMessage(for: Self.fixture))
      return
    }
    let searcher = FakeBookSearching(
      provider: .kakao,
      responder: { q in
        .success(BookPage(books: books, totalCount: books.count, isEnd: true, page: 1, pageSize: q.pageSize))
      })
    let shelf = InMemoryShelfStore()
    let harness = APIHarness(shelf: shelf, searcher: searcher, unavailable: [:])
    let search = await harness.call("GET", "/api/search", query: [("q", "우주"), ("provider", "kakao")])
    #expect(search.status == 200)
    let titles = (search.object["books"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    #expect(titles == books.map(\.title))
    for book in books {
      let encoded = book.id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? book.id
      let found = await harness.call("GET", "/api/books/\(encoded)")
      #expect(found.status == 200, "\(book.id)")
      #expect((found.object["book"] as? [String: Any])?["title"] as? String == book.title)
      let body = try #"{"book":"# + String(decoding: JSONEncoder().encode(book), as: UTF8.self) + "}"
      let saved = await harness.call("PUT", "/api/shelf/\(encoded)", body: body)
      #expect(saved.status == 201, "\(book.id): \(saved.text)")
    }
    #expect(shelf.allEntries.count == Set(books.map { ShelfEntry.key(for: $0) }).count)
  }
}

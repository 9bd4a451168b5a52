import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

/// One wrong-typed or out-of-range number in one Open Library doc costs only that value: the
/// doc itself is kept (it used to be dropped whole), and so are the others.
@Suite("Open Library: lenient numbers")
struct OpenLibraryLenientNumberTests {
  static func doc(_ n: Int, _ field: String? = nil, _ value: String? = nil) -> String {
    var numbers = [
      "first_publish_year": "1965", "cover_i": "\(n)", "ratings_average": "4.5", "ratings_count": "12",
      "number_of_pages_median": "300", "edition_count": "5",
    ]
    if let field, let value { numbers[field] = value }
    let fields = numbers.sorted { $0.key < $1.key }.map { #""\#($0.key)":\#($0.value)"# }.joined(
      separator: ",")
    return #"{"key":"/works/OL\#(n)W","title":"Book \#(n)","author_name":["Author \#(n)"],\#(fields)}"#
  }

  static func page(_ docs: [String], counts: String = #""numFound":3,"start":0"#) throws -> BookPage {
    let json = #"{\#(counts),"numFoundExact":true,"docs":[\#(docs.joined(separator: ","))]}"#
    return try OpenLibraryMapping.page(from: Data(json.utf8), query: BookQuery(text: "x"))
  }

  func checkNeighbours(_ page: BookPage) throws {
    try #require(page.books.map(\.title) == ["Book 1", "Book 2", "Book 3"])
    #expect(page.books[1].authors == ["Author 2"])
    for book in [page.books[0], page.books[2]] {
      #expect(book.averageRating == 4.5)
      #expect(book.ratingsCount == 12)
      #expect(book.publishedDate == "1965")
    }
  }

  static let oddValues = ["1e400", "12.5", "-1", "null", "[1]", #""abc""#, "true"]

  @Test("any odd number in one doc keeps the doc and its neighbours", arguments: oddValues)
  func odd(raw: String) throws {
    for field in [
      "first_publish_year", "cover_i", "ratings_average", "ratings_count", "number_of_pages_median",
    ] {
      try checkNeighbours(try Self.page([Self.doc(1), Self.doc(2, field, raw), Self.doc(3)]))
    }
  }

  @Test("numbers as text are read")
  func text() throws {
    let page = try Self.page([
      Self.doc(1), Self.doc(2, "first_publish_year", #""1999""#), Self.doc(3),
    ])
    #expect(page.books[1].publishedDate == "1999")
    let rating = try Self.page([Self.doc(1), Self.doc(2, "ratings_average", #""3.5""#), Self.doc(3)])
    #expect(rating.books[1].averageRating == 3.5)
    let cover = try Self.page([Self.doc(1), Self.doc(2, "cover_i", #""77""#), Self.doc(3)])
    #expect(cover.books[1].thumbnailURL?.absoluteString == "https://covers.openlibrary.org/b/id/77-M.jpg")
    let bad = try Self.page([Self.doc(1), Self.doc(2, "cover_i", "1e400"), Self.doc(3)])
    #expect(bad.books[1].thumbnailURL == nil)
  }

  @Test("numFound and start as text are read; 1e400 falls back to what was received")
  func counts() throws {
    let docs = (1...3).map { Self.doc($0) }
    #expect(try Self.page(docs, counts: #""numFound":"1234","start":"0""#).totalCount == 1234)
    let odd = try Self.page(docs, counts: #""numFound":1e400,"start":12.5"#)
    #expect(odd.books.count == 3)
    #expect(odd.totalCount == 3)
  }
}

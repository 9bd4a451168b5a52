import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

/// One wrong-typed or out-of-range number in one Google volume costs only that value: the
/// volume itself is kept (it used to be dropped whole), and so are the others.
@Suite("Google Books: lenient numbers")
struct GoogleBooksLenientNumberTests {
  static func volume(_ n: Int, rating: String = "4.5", count: String = "12", amount: String = "9.99")
    -> String
  {
    #"{"id":"v\#(n)","volumeInfo":{"title":"Book \#(n)","authors":["Author \#(n)"],"#
      + #""averageRating":\#(rating),"ratingsCount":\#(count)},"#
      + #""saleInfo":{"saleability":"FOR_SALE","listPrice":{"amount":\#(amount),"currencyCode":"USD"},"#
      + #""retailPrice":{"amount":\#(amount),"currencyCode":"USD"}}}"#
  }

  static func page(_ volumes: [String], total: String = "3") throws -> BookPage {
    let json =
      #"{"kind":"books#volumes","totalItems":\#(total),"items":[\#(volumes.joined(separator: ","))]}"#
    return try GoogleBooksMapping.page(from: Data(json.utf8), query: BookQuery(text: "x"))
  }

  func checkNeighbours(_ page: BookPage) throws {
    try #require(page.books.map(\.title) == ["Book 1", "Book 2", "Book 3"])
    #expect(page.books[1].authors == ["Author 2"])
    for book in [page.books[0], page.books[2]] {
      #expect(book.averageRating == 4.5)
      #expect(book.ratingsCount == 12)
      #expect(
        book.price == Money(amount: Decimal(sign: .plus, exponent: -2, significand: 999), currency: "USD"))
    }
  }

  @Test(
    "averageRating",
    arguments: [
      (#""4.5""#, 4.5 as Double?), ("1e400", nil), ("1e300", nil), (#""inf""#, nil), ("[4]", nil),
      ("null", nil),
      ("-1", nil),
    ])
  func averageRating(raw: String, expected: Double?) throws {
    let page = try Self.page([Self.volume(1), Self.volume(2, rating: raw), Self.volume(3)])
    try checkNeighbours(page)
    #expect(page.books[1].averageRating == expected)
  }

  @Test(
    "ratingsCount",
    arguments: [
      (#""12""#, 12 as Int?), ("12.0", 12), ("12.5", nil), ("1e400", nil), ("-3", nil), (#"{}"#, nil),
    ])
  func ratingsCount(raw: String, expected: Int?) throws {
    let page = try Self.page([Self.volume(1), Self.volume(2, count: raw), Self.volume(3)])
    try checkNeighbours(page)
    #expect(page.books[1].averageRating == 4.5)
    #expect(page.books[1].ratingsCount == expected)
  }

  @Test(
    "price amounts",
    arguments: [(#""9.99""#, "9.99" as String?), ("1e400", nil), ("-1", nil), (#""free""#, nil), ("[]", nil)])
  func amount(raw: String, expected: String?) throws {
    let page = try Self.page([Self.volume(1), Self.volume(2, amount: raw), Self.volume(3)])
    try checkNeighbours(page)
    #expect(page.books[1].price == expected.map { Money(amount: Decimal(string: $0)!, currency: "USD") })
    #expect(page.books[1].salePrice == expected.map { Money(amount: Decimal(string: $0)!, currency: "USD") })
  }

  @Test("totalItems as text is read; 1e400 or a float falls back to what was received")
  func total() throws {
    let volumes = (1...10).map { Self.volume($0) }  // a full page: the total is Google's
    #expect(try Self.page(volumes, total: #""1234""#).totalCount == 1234)
    #expect(try Self.page(volumes, total: "1e400").totalCount == 10)
    #expect(try Self.page(volumes, total: "12.5").totalCount == 10)
  }
}

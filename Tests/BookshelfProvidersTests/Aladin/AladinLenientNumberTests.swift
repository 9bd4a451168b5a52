import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

/// One wrong-typed or out-of-range number in one Aladin item must not reject the page.
@Suite("Aladin: lenient numbers")
struct AladinLenientNumberTests {
  static func item(_ n: Int, field: String = "priceSales", value: String? = nil) -> String {
    var fields = [
      "itemId": "\(n)", "priceSales": "14400", "priceStandard": "16000", "customerReviewRank": "9",
    ]
    if let value { fields[field] = value }
    let numbers = fields.sorted { $0.key < $1.key }.map { #""\#($0.key)":\#($0.value)"# }.joined(
      separator: ",")
    return #"{"title":"책 \#(n)","link":"https://www.aladin.co.kr/shop/wproduct.aspx?ItemId=\#(n)","#
      + #""author":"저자 \#(n) (지은이)","pubDate":"2021-10-11","isbn":"","isbn13":"",\#(numbers)}"#
  }

  static func page(_ items: [String], total: String = "3") throws -> BookPage {
    let json = #"{"totalResults":\#(total),"item":[\#(items.joined(separator: ","))]}"#
    return try AladinMapping.page(from: Data(json.utf8), query: BookQuery(text: "책"))
  }

  static let values: [(String, Int?)] = [
    (#""15000""#, 15000), ("15000.0", 15000), ("12.5", nil), ("1e400", nil), ("-1", nil), ("null", nil),
    ("[1]", nil), (#""abc""#, nil), ("1e300", nil),
  ]

  @Test("a bad price in one item costs only that price", arguments: values)
  func price(raw: String, expected: Int?) throws {
    let page = try Self.page([Self.item(1), Self.item(2, value: raw), Self.item(3)])
    #expect(page.books.map(\.title) == ["책 1", "책 2", "책 3"])
    #expect(page.books[1].salePrice == expected.map { Money(amount: Decimal($0), currency: "KRW") })
    #expect(page.books[1].price == Money(amount: 16000, currency: "KRW"))
    #expect(page.books[0].salePrice == Money(amount: 14400, currency: "KRW"))
    #expect(page.books[2].salePrice == Money(amount: 14400, currency: "KRW"))
  }

  @Test(
    "a bad customerReviewRank costs only the rating",
    arguments: [
      (#""8""#, 4.0 as Double?), ("8.0", 4), ("8.5", nil), ("1e400", nil), ("11", nil), ("-2", nil),
    ])
  func rank(raw: String, expected: Double?) throws {
    let page = try Self.page([
      Self.item(1), Self.item(2, field: "customerReviewRank", value: raw), Self.item(3),
    ])
    #expect(page.books.count == 3)
    #expect(page.books[1].averageRating == expected)
    #expect(page.books[0].averageRating == 4.5)
  }

  @Test("an itemId as text or beyond Int keeps the item")
  func itemID() throws {
    let page = try Self.page([
      Self.item(1, field: "itemId", value: #""281256147""#), Self.item(2, field: "itemId", value: "1e400"),
      Self.item(3),
    ])
    #expect(page.books.map(\.id) == ["aladin:281256147", "aladin:책 2||2021-10-11", "aladin:3"])
  }

  @Test("totalResults as text is read; 1e400 falls back to the items received")
  func total() throws {
    #expect(try Self.page([Self.item(1)], total: #""246""#).totalCount == 246)
    #expect(try Self.page([Self.item(1)], total: "1e400").totalCount == 1)
  }
}

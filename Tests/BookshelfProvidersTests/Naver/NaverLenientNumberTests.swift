import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

/// Naver sends prices as text (`"discount":"13500"`); a number there (`13500`), a float, `1e400`
/// or an object in one item must not reject the page.
@Suite("Naver: lenient numbers")
struct NaverLenientNumberTests {
  static func item(_ n: Int, discount: String = #""13500""#, price: String = #""15000""#) -> String {
    #"{"title":"책 \#(n)","link":"https://search.shopping.naver.com/book/catalog/\#(n)","image":"","#
      + #""author":"저자 \#(n)","discount":\#(discount),"price":\#(price),"publisher":"출판사","#
      + #""pubdate":"20240101","isbn":"","description":""}"#
  }

  static func page(_ items: [String], counts: String = #""total":3,"start":1,"display":3"#) throws -> BookPage
  {
    let json =
      #"{"lastBuildDate":"Thu, 20 Jun 2024 10:29:03 +0900",\#(counts),"items":[\#(items.joined(separator: ","))]}"#
    return try NaverMapping.page(from: Data(json.utf8), query: BookQuery(text: "책"))
  }

  @Test(
    "a discount of another type in one item costs only that value",
    arguments: [
      ("13500", 13500 as Int?), ("13500.0", 13500), (#""13500""#, 13500), ("12.5", nil), ("1e400", nil),
      ("-1", nil), ("null", nil), ("[13500]", nil), (#"{"krw":1}"#, nil), ("false", nil),
    ])
  func discount(raw: String, expected: Int?) throws {
    let page = try Self.page([Self.item(1), Self.item(2, discount: raw, price: raw), Self.item(3)])
    #expect(page.books.map(\.title) == ["책 1", "책 2", "책 3"])
    #expect(page.books[1].salePrice == expected.map { Money(amount: Decimal($0), currency: "KRW") })
    #expect(page.books[1].price == expected.map { Money(amount: Decimal($0), currency: "KRW") })
    #expect(page.books[1].authors == ["저자 2"])
    for book in [page.books[0], page.books[2]] {
      #expect(book.salePrice == Money(amount: 13500, currency: "KRW"))
      #expect(book.price == Money(amount: 15000, currency: "KRW"))
    }
  }

  @Test("counts as text are read; a count beyond Int or a float is left out")
  func counts() throws {
    let text = try Self.page([Self.item(1)], counts: #""total":"1234","start":"1","display":"1""#)
    #expect(text.totalCount == 1234)
    #expect(text.isEnd == false)
    let odd = try Self.page([Self.item(1)], counts: #""total":1e400,"start":1.5,"display":12.5"#)
    #expect(odd.totalCount == 1)
    #expect(odd.books.count == 1)
  }

  @Test("total and display at Int.max do not overflow the end-of-results arithmetic")
  func hugeCounts() throws {
    let page = try Self.page(
      [Self.item(1)], counts: #""total":9223372036854775807,"start":1,"display":9223372036854775807"#)
    #expect(page.totalCount == .max)
    #expect(page.books.count == 1)
  }
}

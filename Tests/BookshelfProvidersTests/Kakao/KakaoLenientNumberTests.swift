import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

/// One wrong-typed or out-of-range number in one Kakao document must not reject the page:
/// the other documents come through intact; the field is read when it is an unambiguous
/// number (`"16000"`), else it is nil.
@Suite("Kakao: lenient numbers")
struct KakaoLenientNumberTests {
  static func document(_ n: Int, price: String = "14900", salePrice: String = "13410") -> String {
    #"{"authors":["저자 \#(n)"],"contents":"","datetime":"2014-11-17T00:00:00.000+09:00","isbn":"","#
      + #""price":\#(price),"publisher":"출판사","sale_price":\#(salePrice),"status":"","thumbnail":"","#
      + #""title":"책 \#(n)","translators":[],"url":"https://search.daum.net/search?w=bookpage&bookId=\#(n)"}"#
  }

  static func page(
    _ documents: [String], meta: String = #""is_end":false,"pageable_count":1000,"total_count":3750"#
  )
    throws -> BookPage
  {
    let json = #"{"documents":[\#(documents.joined(separator: ","))],"meta":{\#(meta)}}"#
    return try KakaoMapping.page(from: Data(json.utf8), query: BookQuery(text: "책"))
  }

  @Test(
    "a bad price in one document costs only that price",
    arguments: [
      (#""16000""#, 16000 as Int?), (#"" 16000 ""#, 16000), ("16000.0", 16000), ("1e400", nil), ("-1", nil),
      ("12.5", nil), ("null", nil), ("[1]", nil), (#"{"won":1}"#, nil), (#""16,000""#, nil), ("true", nil),
      ("1e300", nil), ("9223372036854775808", nil),
    ])
  func price(raw: String, expected: Int?) throws {
    let page = try Self.page([
      Self.document(1), Self.document(2, price: raw, salePrice: raw), Self.document(3),
    ])
    #expect(page.books.map(\.title) == ["책 1", "책 2", "책 3"])
    #expect(page.books[1].price == expected.map { Money(amount: Decimal($0), currency: "KRW") })
    #expect(page.books[1].salePrice == expected.map { Money(amount: Decimal($0), currency: "KRW") })
    #expect(page.books[1].authors == ["저자 2"])
    for book in [page.books[0], page.books[2]] {
      #expect(book.price == Money(amount: 14900, currency: "KRW"))
      #expect(book.salePrice == Money(amount: 13410, currency: "KRW"))
    }
  }

  @Test("counts in meta: text is read, 1e400 or a float is left out")
  func meta() throws {
    let text = try Self.page(
      [Self.document(1)], meta: #""is_end":false,"pageable_count":1e400,"total_count":"3750""#)
    #expect(text.totalCount == 3750)
    #expect(text.books.count == 1)
    let float = try Self.page(
      [Self.document(1)], meta: #""is_end":false,"pageable_count":12.5,"total_count":1e400"#)
    #expect(float.totalCount == 1)
    #expect(float.books.count == 1)
  }
}

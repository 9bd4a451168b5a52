import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Naver mapping")
struct NaverMappingTests {
  @Test("every quirk of the fixture maps to the documented value")
  func quirks() throws {
    let data = try SharedData.ownFixture("naver/search-quirks.json")
    let page = try NaverMapping.page(from: data, query: BookQuery(text: "해리"))
    #expect(BookInvariants.violations(in: page.books) == [])
    #expect(page.totalCount == 1234)
    #expect(page.isEnd == false)
    #expect(page.pageSize == 10)
    #expect(page.books.map(\.id) == ["9788983920720", "9791193059258", "naver:47483629622"])

    let harry = page.books[0]
    #expect(harry.title == "해리 포터와 \"마법사의 돌\"")
    #expect(harry.authors == ["J.K. 롤링", "강동혁"])
    #expect(harry.price == Money(amount: 10000, currency: "KRW"))
    #expect(harry.salePrice == nil)
    #expect(harry.publisher == "문학수첩")
    #expect(harry.publishedDate == "2000-02-01")
    #expect(harry.isbn10 == "8983920726")
    #expect(harry.description == "첫 줄\n해리 & 친구들\n<3 하트")
    #expect(
      harry.thumbnailURL?.absoluteString
        == "https://bookthumb.phinf.naver.net/cover/123/456/12345678.jpg?type=m1&udate=20160101")
    #expect(harry.detailURL?.absoluteString == "https://book.naver.com/bookdb/book_detail.php?bid=123456")
    #expect(harry.source == "naver")

    let gpt = page.books[1]
    #expect(gpt.salePrice == nil)  // discount "0"
    #expect(gpt.authors == [])
    #expect(gpt.publishedDate == "2024-05")
    #expect(gpt.isbn10 == nil)  // 979: no ISBN-10 form
    #expect(gpt.thumbnailURL == nil)
    #expect(gpt.description == nil)

    let noISBN = page.books[2]
    #expect(noISBN.salePrice == nil)  // discount absent
    #expect(noISBN.authors == ["조용학", "고가 후미타케"])
    #expect(noISBN.publishedDate == nil)
    #expect(noISBN.isbn13 == nil)
  }

  @Test(
    "isEnd per APIS §5 plus the start ≤ 1000 cap",
    arguments: [
      (1234, 1, 10, 10, false), (25, 3, 10, 5, true), (5000, 10, 100, 100, true), (5000, 9, 100, 100, false),
      (5000, 100, 10, 10, true), (5000, 99, 10, 10, false), (0, 1, 10, 0, true),
    ])
  func isEnd(total: Int, page: Int, size: Int, shown: Int, expected: Bool) throws {
    let items = (0..<shown).map {
      #"{"title":"책 \#($0)","link":"https://search.shopping.naver.com/book/catalog/\#($0)"}"#
    }
    let start = (page - 1) * size + 1
    let json =
      #"{"total":\#(total),"start":\#(start),"display":\#(shown),"items":[\#(items.joined(separator: ","))]}"#
    let result = try NaverMapping.page(
      from: Data(json.utf8), query: BookQuery(text: "x", page: page, pageSize: size))
    #expect(result.isEnd == expected)
    #expect(result.books.count == shown)
    #expect(result.totalCount == total)
  }

  @Test("own ids from old and new links")
  func ownIDs() {
    #expect(NaverMapping.ownID(link: "http://book.naver.com/bookdb/book_detail.php?bid=123&amp;x=1") == "123")
    #expect(
      NaverMapping.ownID(link: "https://search.shopping.naver.com/book/catalog/47607857634") == "47607857634")
    #expect(NaverMapping.ownID(link: "https://example.com/other") == "https://example.com/other")
    #expect(NaverMapping.ownID(link: "") == nil)
  }

  @Test("an error object with HTTP 200, and bodies that are not results")
  func notResults() {
    let auth = #"{"errorMessage":"Authentication failed (인증에 실패하였습니다.)","errorCode":"024"}"#
    #expect(throws: BookshelfError.invalidAPIKey(.naver)) {
      try NaverMapping.page(from: Data(auth.utf8), query: BookQuery(text: "x"))
    }
    #expect(throws: BookshelfError.badResponse(.naver, .emptyBody)) {
      try NaverMapping.page(from: Data(), query: BookQuery(text: "x"))
    }
    #expect(throws: BookshelfError.badResponse(.naver, .malformedJSON)) {
      try NaverMapping.page(from: Data(#"{"total":3,"items":[{"title":"a"#.utf8), query: BookQuery(text: "x"))
    }
  }
}

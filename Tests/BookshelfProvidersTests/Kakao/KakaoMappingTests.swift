import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Kakao mapping")
struct KakaoMappingTests {
  func quirksPage(page: Int = 1, pageSize: Int = 10) throws -> BookPage {
    let data = try SharedData.ownFixture("kakao/search-quirks.json")
    return try KakaoMapping.page(
      from: data, query: BookQuery(text: "미움받을 용기", page: page, pageSize: pageSize))
  }

  @Test("every quirk of the fixture maps to the documented value")
  func quirks() throws {
    let page = try quirksPage()
    #expect(page.totalCount == 3750)
    #expect(page.isEnd == false)
    #expect(page.pageSize == 10)
    #expect(BookInvariants.violations(in: page.books) == [])
    #expect(
      page.books.map(\.id) == [
        "9788996991342", "9788996991359", "kakao:4397724", "9788924009538",
        "kakao:https://search.daum.net/search?w=bookpage&q=no-id",
      ])

    let first = page.books[0]
    #expect(first.title == "미움받을 용기")
    #expect(first.isbn10 == "8996991341")
    #expect(first.isbn13 == "9788996991342")
    #expect(first.authors == ["기시미 이치로", "고가 후미타케"])
    #expect(first.translators == ["전경아"])
    #expect(first.publishedDate == "2014-11-17")
    #expect(first.description == "아들러의 ‘용기’와 Q&A, '인용', 3 < 5")
    #expect(first.price == Money(amount: 14900, currency: "KRW"))
    #expect(first.salePrice == Money(amount: 13410, currency: "KRW"))
    #expect(
      first.thumbnailURL?.absoluteString
        == "https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=http%3A%2F%2Ft1.daumcdn.net%2Flbook%2Fimage%2F1467038"
    )
    #expect(
      first.detailURL?.absoluteString
        == "https://search.daum.net/search?w=bookpage&bookId=1467038&q=%EB%AF%B8%EC%9B%80")
    #expect(first.source == "kakao")

    let ebook = page.books[1]
    #expect(ebook.isbn10 == "899699135X")  // " 9788996991359": no ISBN-10 given, derived from the 978 ISBN-13
    #expect(ebook.isbn13 == "9788996991359")
    #expect(ebook.authors == ["야마키 슈", "掌田津耶乃", "홍길동 (洪吉童)"])
    #expect(ebook.salePrice == nil)
    #expect(ebook.price == Money(amount: 11900, currency: "KRW"))
    #expect(ebook.publisher == nil)
    #expect(ebook.description == nil)
    #expect(ebook.thumbnailURL == nil)

    let sample = page.books[2]
    #expect(sample.title == "[samPle] 미움받을 용기")
    #expect(sample.isbn10 == nil && sample.isbn13 == nil)
    #expect(sample.price == nil && sample.salePrice == nil)
    #expect(sample.publishedDate == nil)
    #expect(sample.description == nil)
    #expect(sample.authors == [])

    let ean = page.books[3]
    #expect(ean.isbn10 == "8924009532")
    #expect(ean.isbn13 == "9788924009538")
    #expect(ean.price == nil && ean.salePrice == nil)
    #expect(ean.detailURL == nil)

    #expect(page.books[4].publishedDate == "2011-05")
  }

  @Test("sale_price -1 is 'not for sale'; a status other than 정상판매 is kept as the sales status")
  func salesStatus() throws {
    let page = try quirksPage()
    // 13,410 with 정상판매; -1 with ""; -1 and price 0 with ""; 0 (unknown) with 품절.
    #expect(page.books.map(\.notForSale) == [false, true, true, false, false])
    #expect(page.books.map(\.salesStatus) == [nil, nil, nil, "품절", nil])
    let hostile = try KakaoMapping.page(
      from: try SharedData.ownFixture("kakao/search-hostile.json"), query: BookQuery(text: "x"))
    // The fixture's 절판 carries an OSC title sequence too (for the terminal tests); the
    // mapping's text clean-up leaves the visible part of it.
    #expect(hostile.books[0].salesStatus?.hasPrefix("절판") == true)
    #expect(hostile.books[0].notForSale)
    #expect(hostile.books[0].salePrice == nil)
    #expect(hostile.books[0].price == Money(amount: 14900, currency: "KRW"))
  }

  @Test("the duplicate and the untitled document are dropped")
  func dropped() throws {
    let titles = try quirksPage().books.map(\.title)
    #expect(!titles.contains("미움받을 용기 (중복)"))
    #expect(titles.count == 5)
  }

  @Test(
    "isEnd: is_end, the 50-page cap, or past pageable_count",
    arguments: [
      (false, 1000, 1, 10, false),
      (true, 1000, 1, 10, true),
      (false, 1000, 50, 10, true),
      (false, 1000, 49, 10, false),
      (false, 13, 2, 10, true),
      (false, 13, 1, 10, false),
      (false, 1000, 20, 50, true),
    ])
  func isEnd(isEnd: Bool, pageable: Int, page: Int, size: Int, expected: Bool) throws {
    let json =
      #"{"meta":{"is_end":\#(isEnd),"pageable_count":\#(pageable),"total_count":3750},"documents":[]}"#
    let result = try KakaoMapping.page(
      from: Data(json.utf8), query: BookQuery(text: "x", page: page, pageSize: size))
    #expect(result.isEnd == expected)
    #expect(result.totalCount == 3750)
    #expect(result.page == page)
  }

  @Test("a page size over 50 is reported as 50")
  func clampedPageSize() throws {
    #expect(try quirksPage(pageSize: 200).pageSize == 50)
  }

  @Test(
    "role suffixes are removed from names, other parentheses kept",
    arguments: [
      ("야마키 슈 (감수)", "야마키 슈"), ("掌田津耶乃／著", "掌田津耶乃"), ("Jane Doe (ed.)", "Jane Doe"),
      ("홍길동 외", "홍길동"), ("BTS (방탄소년단)", "BTS (방탄소년단)"), ("AC/DC", "AC/DC"), ("(감수)", "(감수)"),
    ])
  func roles(raw: String, expected: String) {
    #expect(KakaoMapping.strippingRole(raw) == expected)
  }

  @Test("bodies that are not a result page → badResponse")
  func malformed() {
    let cases: [(String, ResponseProblem)] = [
      ("", .emptyBody), ("<html><body>502 Bad Gateway</body></html>", .htmlInsteadOfJSON),
      (#"{"meta":{"is_end":false},"documents":[{"title":"#, .malformedJSON),
      (#"{"hello":"world"}"#, .missingList("documents")),
    ]
    for (body, detail) in cases {
      #expect(throws: BookshelfError.badResponse(.kakao, detail)) {
        try KakaoMapping.page(from: Data(body.utf8), query: BookQuery(text: "x"))
      }
    }
  }
}

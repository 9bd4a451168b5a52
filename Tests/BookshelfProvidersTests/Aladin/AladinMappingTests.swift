import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Aladin mapping")
struct AladinMappingTests {
  @Test("every quirk of the search fixture maps to the documented value")
  func search() throws {
    let data = try SharedData.ownFixture("aladin/itemsearch-quirks.json")
    let page = try AladinMapping.page(from: data, query: BookQuery(text: "이야기", pageSize: 5))
    #expect(BookInvariants.violations(in: page.books) == [])
    #expect(page.totalCount == 246)
    #expect(page.isEnd == false)
    #expect(page.pageSize == 5)
    #expect(page.books.map(\.id) == ["9791191851069", "9788950985394", "aladin:999001", "9788996991342"])

    let first = page.books[0]
    #expect(first.title == "위대한 이야기 - 아름다움, 선함, 진리에 대한 메타 내러티브")
    #expect(first.subtitle == nil)
    #expect(first.authors == ["제임스 브라이언 스미스"])
    #expect(first.translators == ["이대근"])
    #expect(first.isbn13 == "9791191851069")
    #expect(first.isbn10 == nil)
    #expect(first.averageRating == 4.5)
    #expect(first.ratingsCount == nil)
    #expect(first.price == Money(amount: 16000, currency: "KRW"))
    #expect(first.salePrice == Money(amount: 14400, currency: "KRW"))
    #expect(first.publishedDate == "2021-10-11")
    #expect(
      first.detailURL?.absoluteString
        == "https://www.aladin.co.kr/shop/wproduct.aspx?ItemId=281256147&partner=openAPI&start=api")
    #expect(
      first.thumbnailURL?.absoluteString
        == "https://image.aladin.co.kr/product/28125/61/cover/k642734155_1.jpg")
    #expect(first.source == "aladin")

    let second = page.books[1]
    #expect(second.title == "위대한 발명 <특별판>")
    #expect(second.authors == ["김보영", "고호관", "이주혜"])
    #expect(second.translators == [])
    #expect(second.isbn10 == "895098539X")
    #expect(second.isbn13 == "9788950985394")
    #expect(second.averageRating == nil)
    #expect(second.description == "<세상을 바꾸는 생각>과 <알몸으로 학교 간 날>, 그리고 '성공'")
    #expect(
      second.thumbnailURL?.absoluteString
        == "https://image.aladin.co.kr/product/206/80/cover/8952751663_1.jpg")

    let magazine = page.books[2]
    #expect(magazine.isbn13 == nil && magazine.isbn10 == nil)
    #expect(magazine.price == nil)
    #expect(magazine.salePrice == Money(amount: 9000, currency: "KRW"))
    #expect(magazine.averageRating == 5)
    #expect(magazine.authors == [])
    #expect(magazine.thumbnailURL == nil)

    let anthology = page.books[3]
    #expect(anthology.authors == ["홍길동"])
    #expect(anthology.publishedDate == "2020-01")
    #expect(anthology.averageRating == 1.5)
  }

  @Test("a lookup with subInfo.subTitle splits title and subtitle")
  func lookup() throws {
    let data = try SharedData.ownFixture("aladin/itemlookup-subtitle.json")
    let page = try AladinMapping.page(from: data, query: BookQuery(text: "9788950985394", field: .isbn))
    let book = try #require(page.books.first)
    #expect(book.title == "다크룸")
    #expect(book.subtitle == "영원한 이방인, 내 아버지의 닫힌 문 앞에서")
    #expect(book.authors == ["수전 팔루디"])
    #expect(book.translators == ["손희정"])
    #expect(book.averageRating == 5)
    #expect(page.isEnd == true)
    #expect(page.totalCount == 1)
    #expect(page.pageSize == 1)
  }

  @Test(
    "Q7: the subtitle is cut from the title only when it matches",
    arguments: [
      ("A - B", "B", "A", "B"), ("A - B - C", "B - C", "A", "B - C"),
      ("X-Men - 시작", "다른", "X-Men - 시작", "다른"),
      ("제목", nil, "제목", nil), ("제목", "제목", "제목", nil),
    ] as [(String, String?, String, String?)])
  func titles(full: String, sub: String?, title: String, subtitle: String?) {
    let result = AladinMapping.titleAndSubtitle(full, subTitle: sub)
    #expect(result.0 == title)
    #expect(result.1 == subtitle)
  }

  @Test(
    "Q5: roles in author",
    arguments: [
      ("제임스 브라이언 스미스 (지은이), 이대근 (옮긴이)", ["제임스 브라이언 스미스"], ["이대근"]),
      ("김보영, 고호관, 이주혜 (지은이)", ["김보영", "고호관", "이주혜"], []),
      ("타이-마르크 르탄 (글), 바루 (그림), 이주희 (옮긴이)", ["타이-마르크 르탄"], ["이주희"]),
      ("알렉시스 로젠봄 (지은이), 윤여연 (옮긴이), 권재술 (감수)", ["알렉시스 로젠봄"], ["윤여연"]),
      ("원작자 (원작), 각색가 (각색)", ["원작자"], []),
      ("홍길동 (엮은이), 김철수 (감수)", ["홍길동"], []),
      ("김영한 지음", ["김영한"], []),
      ("이름만", ["이름만"], []),
      ("", [], []),
    ])
  func contributors(raw: String, authors: [String], translators: [String]) {
    let parsed = AladinContributors.parse(raw)
    #expect(parsed.authors == authors)
    #expect(parsed.translators == translators)
  }

  @Test(
    "isEnd: page × size ≥ min(totalResults, 200), or a short page",
    arguments: [
      (246, 1, 10, 10, false), (246, 20, 10, 10, true), (246, 4, 50, 50, true), (246, 3, 50, 50, false),
      (30, 3, 10, 10, true), (246, 2, 10, 7, true), (0, 1, 10, 0, true),
    ])
  func isEnd(total: Int, page: Int, size: Int, count: Int, expected: Bool) throws {
    let items = (0..<count).map { #"{"title":"책 \#($0)","itemId":\#($0 + 1)}"# }
    let json =
      #"{"totalResults":\#(total),"startIndex":\#(page),"itemsPerPage":\#(size),"item":[\#(items.joined(separator: ","))]}"#
    let result = try AladinMapping.page(
      from: Data(json.utf8), query: BookQuery(text: "x", page: page, pageSize: size))
    #expect(result.isEnd == expected)
    #expect(result.totalCount == total)
    #expect(result.books.count == count)
  }

  @Test("Q2/Q3: a trailing ';' and invalid \\' escapes are tolerated; valid escapes untouched")
  func lenient() throws {
    let body = #"  {"totalResults":1,"item":[{"title":"It\'s \"fine\" a\\'b","itemId":7}]} ;  "# + "\n"
    let page = try AladinMapping.page(from: Data(body.utf8), query: BookQuery(text: "x"))
    #expect(page.books.first?.title == #"It's "fine" a\'b"#)
    #expect(page.books.first?.id == "aladin:7")
    #expect(AladinMapping.repairingApostrophes(Data(#"a\\'b"#.utf8)) == Data(#"a\\'b"#.utf8))
    #expect(AladinMapping.prepared(Data("{};\n".utf8)) == Data("{}".utf8))
  }

  @Test("bodies that are neither results nor an error object → badResponse")
  func malformed() {
    let cases: [(String, ResponseProblem)] = [
      ("", .emptyBody), ("<html><body>Server Error</body></html>", .htmlInsteadOfJSON),
      (#"{"totalResults":3,"item":[{"title":"#, .malformedJSON),
      ("{}", .neitherResultsNorError),
    ]
    for (body, detail) in cases {
      #expect(throws: BookshelfError.badResponse(.aladin, detail)) {
        try AladinMapping.page(from: Data(body.utf8), query: BookQuery(text: "x"))
      }
    }
  }
}

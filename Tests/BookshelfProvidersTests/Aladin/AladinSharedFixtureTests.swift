import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Aladin: every recorded response in ../shared")
struct AladinSharedFixtureTests {
  @Test("every file maps with no Book invariant violated")
  func everyFile() throws {
    let files = SharedData.fixtureFiles("aladin")
    guard !files.isEmpty else {
      print(SharedData.skipMessage(for: "fixtures/aladin"))
      return
    }
    var pages: [String: BookPage] = [:]
    for file in files {
      let name = file.lastPathComponent
      let query =
        try name.hasPrefix("itemlookup")
        ? BookQuery(text: "9791191851069", field: .isbn) : BookQuery(text: "x")
      let page = try AladinMapping.page(from: Data(contentsOf: file), query: query)
      #expect(BookInvariants.violations(in: page.books) == [], "\(name)")
      #expect(!page.books.isEmpty, "\(name)")
      pages[name] = page
    }

    if let search = pages["itemsearch-keyword-widaehan-iyagi-10-items.json"] {
      #expect(search.books.count == 10)
      #expect(search.totalCount == 246)
      #expect(search.isEnd == false)
      #expect(search.books[0].id == "9791191851069")
      #expect(search.books[0].title == "위대한 이야기 - 아름다움, 선함, 진리에 대한 메타 내러티브")
      #expect(search.books[1].authors == ["케빈 드영"])
      #expect(search.books[1].translators == ["박총"])
      #expect(search.books[1].averageRating == nil)
      #expect(search.books[3].isbn10 == "897288832X")
      let invention = try #require(search.books.first { $0.isbn13 == "9788952751669" })
      #expect(invention.description?.hasPrefix("<세상을 바꾸는 놀라운 생각 위대한 발명 이야기>는") == true)
      let pants = try #require(search.books.first { $0.isbn13 == "9788965130321" })
      #expect(pants.authors == ["타이-마르크 르탄"])
      #expect(pants.translators == ["이주희"])
      #expect(pants.description?.contains("<알몸으로 학교 간 날>에 이어") == true)
      #expect(
        search.books[6].detailURL?.absoluteString
          == "https://www.aladin.co.kr/shop/wproduct.aspx?ItemId=8643937&partner=openAPI&start=api")
    }
    if let story = pages["itemlookup-isbn13-widaehan-iyagi-ebooklist-usedlist.json"] {
      let book = try #require(story.books.first)
      #expect(book.title == "위대한 이야기")
      #expect(book.subtitle == "아름다움, 선함, 진리에 대한 메타 내러티브")
      #expect(book.averageRating == 4.5)
      #expect(book.isbn10 == nil)
    }
    if let darkroom = pages["itemlookup-itemid-darkroom-empty-ebooklist.json"] {
      let book = try #require(darkroom.books.first)
      #expect(book.id == "9788950985394")
      #expect(book.isbn10 == "895098539X")
      #expect(book.title == "다크룸")
      #expect(book.translators == ["손희정"])
      #expect(book.publisher == "arte(아르테)")
      #expect(book.price == Money(amount: 33000, currency: "KRW"))
    }
  }
}

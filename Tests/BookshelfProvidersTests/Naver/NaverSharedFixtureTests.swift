import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Naver: every recorded response in ../shared")
struct NaverSharedFixtureTests {
  @Test("every file maps with no Book invariant violated (error bodies to their typed error)")
  func everyFile() throws {
    let files = SharedData.fixtureFiles("naver")
    guard !files.isEmpty else {
      print(SharedData.skipMessage(for: "fixtures/naver"))
      return
    }
    for file in files {
      let data = try Data(contentsOf: file)
      let name = file.lastPathComponent
      if name.hasPrefix("error-") {
        #expect(throws: BookshelfError.self, "\(name)") {
          try NaverMapping.page(from: data, query: BookQuery(text: "x"))
        }
        if name.contains("024") {
          #expect(throws: BookshelfError.invalidAPIKey(.naver)) {
            try NaverMapping.page(from: data, query: BookQuery(text: "x"))
          }
        }
        continue
      }
      let page = try NaverMapping.page(from: data, query: BookQuery(text: "x"))
      #expect(BookInvariants.violations(in: page.books) == [], "\(name)")
      #expect(!page.books.isEmpty, "\(name)")
      if name == "book-json-search-3-items-2024-format.json" {
        #expect(page.totalCount == 4956)
        #expect(page.isEnd == false)
        #expect(page.books.map(\.id) == ["9791193059258", "9791193747018", "9791165922788"])
        #expect(page.books[0].title == "챗GPT와 파이썬으로 주식 자동매매 앱 및 웹 투자 리포트 만들기")
        #expect(page.books[0].salePrice == Money(amount: 15120, currency: "KRW"))
        #expect(page.books[0].price == nil)
        #expect(page.books[0].publishedDate == "2024-05-20")
        #expect(page.books[2].title == "가장 빠른 풀스택을 위한 Flask & FastAPI (한 권으로 정리하는 파이썬 백엔드)")
        #expect(page.books[2].authors == ["Dave Lee"])
        #expect(page.books[1].description?.contains("\n-. SQLD 개발자, 애플리케이션 개발자") == true)
      }
    }
  }
}

import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Kakao: every recorded response in ../shared")
struct KakaoSharedFixtureTests {
  @Test("every file maps with no Book invariant violated")
  func everyFile() throws {
    let files = SharedData.fixtureFiles("kakao")
    guard !files.isEmpty else {
      print(SharedData.skipMessage(for: "fixtures/kakao"))
      return
    }
    var pages: [String: BookPage] = [:]
    for file in files {
      let page = try KakaoMapping.page(from: Data(contentsOf: file), query: BookQuery(text: "x"))
      #expect(BookInvariants.violations(in: page.books) == [], "\(file.lastPathComponent)")
      #expect(!page.books.isEmpty, "\(file.lastPathComponent)")
      pages[file.lastPathComponent] = page
    }

    if let single = pages["search-isbn-target-single-result-compact.json"] {
      #expect(single.books.map(\.id) == ["9788996991342"])
      #expect(single.isEnd == true)
      #expect(single.books[0].salePrice == Money(amount: 13410, currency: "KRW"))
    }
    if let edge = pages["search-miumbadeul-yonggi-edge-cases.json"] {
      #expect(edge.books.count == 10)
      #expect(edge.totalCount == 15)
      #expect(edge.isEnd == false)
      let ebook = try #require(edge.books.first { $0.id == "9788996991359" })
      #expect(ebook.salePrice == nil)
      let sample = try #require(edge.books.first { $0.title == "[samPle] 미움받을 용기" })
      #expect(sample.id == "kakao:4397724")
      #expect(sample.isbn13 == nil && sample.price == nil && sample.salePrice == nil)
      let supervised = try #require(edge.books.first { $0.isbn13 == "9788955824650" })
      #expect(supervised.authors == ["야마키 슈"])
      #expect(supervised.description?.contains("‘Q&A’") == true)
      let noCover = try #require(edge.books.first { $0.isbn13 == "9787111495482" })
      #expect(noCover.thumbnailURL == nil && noCover.description == nil)
    }
    if let uju = pages["search-uju-10-docs-pageable-cap.json"] {
      #expect(uju.totalCount == 3750)
      #expect(uju.isEnd == false)
      #expect(uju.books.count == 10)
      // "116040156X 9791160401561": the 979 ISBN-13 wins; a 979 ISBN has no ISBN-10 form.
      #expect(uju.books.last?.isbn13 == "9791160401561")
      #expect(uju.books.last?.isbn10 == nil)
    }
  }
}

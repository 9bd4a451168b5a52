import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

/// The recorded answers of every provider (`../shared/fixtures`), parsed by the adapters'
/// own mappings, written by `SearchJSON.jsonBytes(pretty:)`: the same bytes as `JSONEncoder`.
@Suite("SearchJSON bytes: recorded provider answers")
struct SearchJSONBytesFixtureTests {
  static func pages() throws -> [(name: String, page: BookPage)] {
    let query = try BookQuery(text: "x")
    let isbnQuery = try BookQuery(text: "9791191851069", field: .isbn)
    var pages: [(String, BookPage)] = []
    for file in SharedData.fixtureFiles("kakao") {
      pages.append(
        (file.lastPathComponent, try KakaoMapping.page(from: Data(contentsOf: file), query: query)))
    }
    for file in SharedData.fixtureFiles("aladin") {
      let lookup = file.lastPathComponent.hasPrefix("itemlookup")
      pages.append(
        (
          file.lastPathComponent,
          try AladinMapping.page(from: Data(contentsOf: file), query: lookup ? isbnQuery : query)
        ))
    }
    for file in SharedData.fixtureFiles("google-books") {
      let data = try Data(contentsOf: file)
      if file.lastPathComponent.hasPrefix("volume-get-") {
        let books = try GoogleBooksMapping.volume(from: data).map { [$0] } ?? []
        pages.append(
          (file.lastPathComponent, BookPage(books: books, totalCount: 1, isEnd: true, page: 1, pageSize: 1)))
      } else {
        pages.append((file.lastPathComponent, try GoogleBooksMapping.page(from: data, query: query)))
      }
    }
    for file in SharedData.fixtureFiles("open-library") {
      pages.append(
        (file.lastPathComponent, try OpenLibraryMapping.page(from: Data(contentsOf: file), query: query)))
    }
    for file in SharedData.fixtureFiles("naver") where !file.lastPathComponent.hasPrefix("error-") {
      pages.append(
        (file.lastPathComponent, try NaverMapping.page(from: Data(contentsOf: file), query: query)))
    }
    return pages
  }

  @Test("every recorded page, and all of them as one page")
  func everyRecordedPage() throws {
    let pages = try Self.pages()
    guard !pages.isEmpty else {
      print(SharedData.skipMessage(for: "fixtures"))
      return
    }
    for (name, page) in pages {
      #expect(!page.books.isEmpty, "\(name)")
      try SearchJSONOracle.expectSameBytes(page, query: "우주", provider: "kakao", name)
    }
    let all = pages.flatMap(\.page.books)
    try SearchJSONOracle.expectSameBytes(
      BookPage(
        books: all, totalCount: all.count, isEnd: true, page: 1, pageSize: all.count,
        totalCountIsApproximate: true),
      provider: "all", "all fixtures")
  }
}

import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

/// Text from a provider longer than `TextLimits` allows is cut to the limit, and a record
/// whose id would be too long is skipped, by every adapter's mapping.
@Suite("Providers: text cut to TextLimits")
struct TextLimitsMappingTests {
  static let title = String(repeating: "긴 제목 ", count: 1_000)  // 10,000 bytes
  static let contents = String(repeating: "내용", count: 20_000)  // 120,000 bytes

  @Test("Kakao: a 10 KB title and 120 KB contents are cut; a document with a 2 KB id is skipped")
  func kakao() throws {
    let longURL = "https://search.daum.net/search?w=bookpage&q=" + String(repeating: "x", count: 2_000)
    let body = """
      {"documents":[
      {"authors":["\(String(repeating: "작가", count: 400))"],"contents":"\(Self.contents)","datetime":"","isbn":"8996991341 9788996991342","price":100,"publisher":"p","sale_price":90,"status":"","thumbnail":"","title":"\(Self.title)","translators":[],"url":"https://search.daum.net/search?w=bookpage&bookId=1"},
      {"authors":[],"contents":"","datetime":"","isbn":"","price":0,"publisher":"","sale_price":0,"status":"","thumbnail":"","title":"Long id","translators":[],"url":"\(longURL)"},
      {"authors":[],"contents":"","datetime":"","isbn":"","price":0,"publisher":"","sale_price":0,"status":"","thumbnail":"","title":"Short","translators":[],"url":"https://search.daum.net/search?w=bookpage&bookId=3"}
      ],"meta":{"is_end":true,"pageable_count":3,"total_count":3}}
      """
    let page = try KakaoMapping.page(from: Data(body.utf8), query: BookQuery(text: "x"))
    #expect(page.books.map(\.id) == ["9788996991342", "kakao:3"])
    let book = page.books[0]
    #expect(TextLimits.violation(in: book) == nil)
    #expect(book.title.utf8.count <= 2_048 && book.title.hasPrefix("긴 제목 긴 제목") && book.title.hasSuffix("…"))
    #expect((book.description?.utf8.count ?? 0) <= 65_536)
    #expect((book.description?.utf8.count ?? 0) > 60_000)
    #expect(book.authors.first?.utf8.count ?? 0 <= 1_024)
  }

  @Test("Google Books: a long title and description are cut")
  func google() throws {
    let body = """
      {"kind":"books#volumes","totalItems":1,"items":[{"id":"abc","volumeInfo":{"title":"\(Self.title)",\
      "description":"\(Self.contents)","authors":["A"]}}]}
      """
    let page = try GoogleBooksMapping.page(from: Data(body.utf8), query: BookQuery(text: "x"))
    let book = try #require(page.books.first)
    #expect(TextLimits.violation(in: book) == nil)
    #expect(book.title.hasSuffix("…"))
  }
}

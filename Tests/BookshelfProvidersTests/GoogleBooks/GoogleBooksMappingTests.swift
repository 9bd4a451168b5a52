import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Google Books mapping")
struct GoogleBooksMappingTests {
  func fixture(_ name: String) throws -> Data { try SharedData.ownFixture("google-books/\(name)") }

  @Test("every quirk of a search page, with exact values")
  func quirks() throws {
    let page = try GoogleBooksMapping.page(
      from: fixture("search-quirks.json"), query: BookQuery(text: "x", pageSize: 5))
    #expect(page.books.map(\.id) == ["9788996991342", "google:volC", "9780804429573"])
    #expect(page.totalCount == 517)
    #expect(page.isEnd == false)
    #expect(page.page == 1)
    #expect(page.pageSize == 5)
    #expect(BookInvariants.violations(in: page.books) == [])

    let a = page.books[0]
    #expect(a.title == "미움받을 용기")
    #expect(a.subtitle == nil)
    #expect(a.authors == ["기시미 이치로", "고가 후미타케"])
    #expect(a.translators == [])
    #expect(a.publisher == "인플루엔셜")
    #expect(a.publishedDate == "2014-11-17")
    #expect(a.isbn10 == "8996991341")
    #expect(a.isbn13 == "9788996991342")
    #expect(a.description == "Q&A '용기'\n둘째 문단\n줄")
    #expect(
      a.thumbnailURL?.absoluteString
        == "https://books.google.com/books/content?id=volA&printsec=frontcover&img=1&zoom=1&edge=curl&source=gbs_api"
    )
    #expect(a.detailURL?.absoluteString == "https://books.google.com/books/about/volA.html?hl=&id=volA")
    #expect(a.price == Money(amount: 16200, currency: "KRW"))
    #expect(a.salePrice == Money(amount: 14580, currency: "KRW"))
    #expect(a.averageRating == 4)
    #expect(a.ratingsCount == 12)
    #expect(a.source == "google")

    let c = page.books[1]
    #expect(c.title == "The Quarterly & Review")
    #expect(c.isbn10 == nil && c.isbn13 == nil)
    #expect(c.authors == [])
    #expect(c.publisher == nil)
    #expect(c.publishedDate == "2020-11")
    #expect(c.description == nil)
    #expect(
      c.thumbnailURL?.absoluteString
        == "https://books.google.com/books/content?id=volC&printsec=frontcover&img=1&zoom=5&source=gbs_api")
    #expect(c.detailURL?.absoluteString == "https://books.google.co.kr/books?id=volC&hl=&source=gbs_api")
    #expect(c.price == nil && c.salePrice == nil)
    #expect(c.averageRating == 4.5)
    #expect(c.ratingsCount == 2)

    let d = page.books[2]
    #expect(d.isbn10 == "080442957X")
    #expect(d.isbn13 == "9780804429573")
    #expect(d.publishedDate == "2011")
    #expect(d.description == "Plain text.")
    #expect(d.thumbnailURL == nil && d.detailURL == nil)
    #expect(d.averageRating == nil && d.ratingsCount == nil)
    #expect(d.price == Money(amount: 0, currency: "USD"))
    #expect(d.salePrice == Money(amount: Decimal(string: "9.99")!, currency: "USD"))
  }

  @Test("a page shorter than maxResults is the end; totalCount becomes exact")
  func shortPage() throws {
    let page = try GoogleBooksMapping.page(from: fixture("search-quirks.json"), query: BookQuery(text: "x"))
    #expect(page.isEnd)
    #expect(page.totalCount == 5)
    #expect(page.pageSize == 10)
  }

  @Test("missing items: an empty page that is the end")
  func missingItems() throws {
    let first = try GoogleBooksMapping.page(
      from: fixture("search-no-items.json"), query: BookQuery(text: "x"))
    #expect(first == BookPage(books: [], totalCount: 0, isEnd: true, page: 1, pageSize: 10))
    let deep = try GoogleBooksMapping.page(
      from: fixture("search-past-end.json"), query: BookQuery(text: "x", page: 3))
    #expect(deep == BookPage(books: [], totalCount: 20, isEnd: true, page: 3, pageSize: 10))
  }

  @Test("a full page's total is Google's estimate; a short or empty page's is exact")
  func approximateTotal() throws {
    let full = try GoogleBooksMapping.page(
      from: fixture("search-quirks.json"), query: BookQuery(text: "x", pageSize: 5))
    #expect(full.totalCountIsApproximate)
    let short = try GoogleBooksMapping.page(from: fixture("search-quirks.json"), query: BookQuery(text: "x"))
    #expect(!short.totalCountIsApproximate)
    let empty = try GoogleBooksMapping.page(
      from: fixture("search-past-end.json"), query: BookQuery(text: "x", page: 3))
    #expect(!empty.totalCountIsApproximate)
  }

  @Test("a full page without one usable volume ends the list whatever totalItems promises")
  func fullPageOfUnusableVolumes() throws {
    let items = (0..<10).map { #"{"id":"v\#($0)","volumeInfo":{}}"# }
    let body = Data(
      #"{"kind":"books#volumes","totalItems":900,"items":[\#(items.joined(separator: ","))]}"#.utf8)
    let page = try GoogleBooksMapping.page(from: body, query: BookQuery(text: "x", page: 2))
    #expect(page.books.isEmpty)
    #expect(page.isEnd)
  }

  @Test("the last page of the reachable window is the end even when full")
  func windowEnd() throws {
    let items = (0..<40).map { #"{"id":"v\#($0)","volumeInfo":{"title":"T\#($0)"}}"# }
    let body = Data(
      #"{"kind":"books#volumes","totalItems":5000,"items":[\#(items.joined(separator: ","))]}"#.utf8)
    let last = try GoogleBooksMapping.page(from: body, query: BookQuery(text: "x", page: 25, pageSize: 40))
    #expect(last.isEnd)
    #expect(last.books.count == 40)
    #expect(last.totalCount == 5000)
    let before = try GoogleBooksMapping.page(from: body, query: BookQuery(text: "x", page: 24, pageSize: 40))
    #expect(before.isEnd == false)
  }

  @Test("the deepest page a query allows maps without overflow")
  func hugePage() throws {
    let page = try GoogleBooksMapping.page(
      from: fixture("search-past-end.json"),
      query: BookQuery(text: "x", page: BookQuery.maximumPage, pageSize: 40))
    #expect(page.isEnd)
    #expect(page.books.isEmpty)
    #expect(page.totalCount == (BookQuery.maximumPage - 1) * 40)
  }

  @Test("an HTML description keeps its line breaks as plain text; timestamps keep the calendar date")
  func htmlDescription() throws {
    let book = try #require(try GoogleBooksMapping.volume(from: fixture("volume-html-description.json")))
    #expect(book.description == "Bold start.\nSecond line & more\nThird")
    #expect(book.publishedDate == "2019-10-03")
    #expect(book.id == "9780765326355")
    #expect(book.isbn10 == "0765326353")
    #expect(
      book.thumbnailURL?.absoluteString == "https://books.google.com/books/content?id=volH&img=1&zoom=1")
    #expect(book.detailURL?.absoluteString == "https://play.google.com/store/books/details?id=volH")
  }

  @Test("unusable bodies become badResponse naming Google Books")
  func badBodies() throws {
    let query = try BookQuery(text: "x")
    #expect(throws: BookshelfError.badResponse(.google, .emptyBody)) {
      try GoogleBooksMapping.page(from: Data(), query: query)
    }
    #expect(throws: BookshelfError.badResponse(.google, .htmlInsteadOfJSON)) {
      try GoogleBooksMapping.page(from: Data("<html><body>Error</body></html>".utf8), query: query)
    }
    #expect(throws: BookshelfError.badResponse(.google, .malformedJSON)) {
      try GoogleBooksMapping.page(
        from: Data(#"{"kind":"books#volumes","totalItems":3,"items":[{"id":"#.utf8), query: query)
    }
  }

  @Test("one volume of an unexpected shape is skipped, not the whole page")
  func lossyItem() throws {
    let body = Data(
      #"{"totalItems":2,"items":[{"id":"a","volumeInfo":{"title":"Good"}},{"id":"b","volumeInfo":{"title":["bad"]}}]}"#
        .utf8)
    let page = try GoogleBooksMapping.page(from: body, query: BookQuery(text: "x"))
    #expect(page.books.map(\.id) == ["google:a"])
    #expect(page.isEnd)
  }

  @Test("a 200 answer carrying Google's error envelope is that error")
  func errorEnvelopeWith200() throws {
    #expect(throws: BookshelfError.quotaExceeded(.google)) {
      try GoogleBooksMapping.page(
        from: fixture("error-429-queries-per-day.json"), query: BookQuery(text: "x"))
    }
  }
}

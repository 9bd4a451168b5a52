import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Open Library mapping")
struct OpenLibraryMappingTests {
  func fixture(_ name: String) throws -> Data { try SharedData.ownFixture("open-library/\(name)") }

  @Test("every quirk of a search page, with exact values")
  func quirks() throws {
    let page = try OpenLibraryMapping.page(
      from: fixture("search-quirks.json"), query: BookQuery(text: "dune"))
    #expect(page.books.map(\.id) == ["9780441013593", "openlibrary:OL2W", "9780804429573"])
    #expect(page.totalCount == 5)
    #expect(page.isEnd)
    #expect(page.pageSize == 10)
    #expect(BookInvariants.violations(in: page.books) == [])

    let dune = page.books[0]
    #expect(dune.title == "Dune")
    #expect(dune.subtitle == nil)
    #expect(dune.authors == ["Frank Herbert"])
    #expect(dune.publisher == "Ace Books")
    #expect(dune.publishedDate == "1965")
    #expect(dune.isbn13 == "9780441013593")
    #expect(dune.isbn10 == "0441013597")
    #expect(dune.thumbnailURL?.absoluteString == "https://covers.openlibrary.org/b/id/11481354-M.jpg")
    #expect(dune.detailURL?.absoluteString == "https://openlibrary.org/works/OL893415W")
    #expect(dune.averageRating == 4.3)
    #expect(dune.ratingsCount == 512)
    #expect(dune.price == nil && dune.salePrice == nil && dune.description == nil)
    #expect(dune.source == "openlibrary")

    let messiah = page.books[1]
    #expect(messiah.isbn13 == nil && messiah.isbn10 == nil)
    #expect(messiah.thumbnailURL == nil)
    #expect(messiah.detailURL?.absoluteString == "https://openlibrary.org/works/OL2W")
    #expect(messiah.averageRating == nil && messiah.ratingsCount == nil)
    #expect(messiah.publishedDate == "1969")

    let tenOnly = page.books[2]
    #expect(tenOnly.isbn10 == "080442957X")
    #expect(tenOnly.isbn13 == "9780804429573")
    #expect(tenOnly.thumbnailURL == nil)
    #expect(tenOnly.authors == [])
    #expect(tenOnly.publishedDate == nil)
  }

  @Test("isEnd is start + docs.count ≥ numFound")
  func isEnd() throws {
    func page(numFound: Int, start: Int, docs: Int) throws -> BookPage {
      let items = (0..<docs).map { #"{"key":"/works/OL\#($0 + start)W","title":"T\#($0)"}"# }
      let body = #"{"numFound":\#(numFound),"start":\#(start),"docs":[\#(items.joined(separator: ","))]}"#
      return try OpenLibraryMapping.page(
        from: Data(body.utf8), query: BookQuery(text: "x", page: start / 10 + 1, pageSize: 10))
    }
    #expect(try page(numFound: 25, start: 0, docs: 10).isEnd == false)
    #expect(try page(numFound: 25, start: 10, docs: 10).isEnd == false)
    #expect(try page(numFound: 25, start: 20, docs: 5).isEnd)
    #expect(try page(numFound: 20, start: 10, docs: 10).isEnd)
    #expect(try page(numFound: 25, start: 10, docs: 10).totalCount == 25)
    let empty = try OpenLibraryMapping.page(
      from: fixture("search-empty.json"), query: BookQuery(text: "zzzzqqq"))
    #expect(empty == BookPage(books: [], totalCount: 0, isEnd: true, page: 1, pageSize: 10))
  }

  @Test("absurd numbers from the server or the caller never crash")
  func absurdNumbers() throws {
    let body = Data(
      #"{"numFound":-5,"start":9223372036854775807,"docs":[{"key":"/works/OL1W","title":"T"}]}"#.utf8)
    let page = try OpenLibraryMapping.page(
      from: body, query: BookQuery(text: "x", page: BookQuery.maximumPage, pageSize: 100))
    #expect(page.totalCount == 0)
    #expect(page.isEnd)
    let noStart = Data(#"{"docs":[{"key":"/works/OL1W","title":"T"}]}"#.utf8)
    let second = try OpenLibraryMapping.page(
      from: noStart, query: BookQuery(text: "x", page: BookQuery.maximumPage, pageSize: 100))
    #expect(second.isEnd)
    #expect(second.books.map(\.id) == ["openlibrary:OL1W"])
  }

  @Test("the legacy response format decodes and maps")
  func legacy() throws {
    let page = try OpenLibraryMapping.page(
      from: fixture("search-legacy.json"), query: BookQuery(text: "legacy"))
    #expect(page.totalCount == 1)
    #expect(page.isEnd)
    let book = try #require(page.books.first)
    #expect(book.id == "9788996991342")
    #expect(book.isbn10 == "8996991341")
    #expect(book.title == "Legacy Title")
    #expect(book.authors == ["Old Author"])
    #expect(book.publishedDate == "2014")
    #expect(book.thumbnailURL?.absoluteString == "https://covers.openlibrary.org/b/id/123-M.jpg")
  }

  @Test("cover URLs follow the covers base URL override")
  func coversOverride() throws {
    let page = try OpenLibraryMapping.page(
      from: fixture("search-legacy.json"), query: BookQuery(text: "legacy"),
      coversBaseURL: URL(string: "http://127.0.0.1:8081/")!)
    #expect(page.books.first?.thumbnailURL?.absoluteString == "http://127.0.0.1:8081/b/id/123-M.jpg")
  }

  @Test("ISBN choice is deterministic: first ISBN-13, else first ISBN-10 converted")
  func isbnChoice() {
    #expect(
      OpenLibraryMapping.chooseISBN(["0441013597", "9780340960196", "9780441013593"])?.isbn13
        == "9780340960196")
    #expect(OpenLibraryMapping.chooseISBN(["bad", "080442957X", "0441013597"])?.isbn13 == "9780804429573")
    #expect(OpenLibraryMapping.chooseISBN(["1400000225936", "junk"]) == nil)
    #expect(OpenLibraryMapping.chooseISBN([]) == nil)
  }

  @Test("unusable bodies become badResponse; a legacy error body is requestRejected")
  func badBodies() throws {
    let query = try BookQuery(text: "dune")
    #expect(throws: BookshelfError.badResponse(.openlibrary, .emptyBody)) {
      try OpenLibraryMapping.page(from: Data("  \n".utf8), query: query)
    }
    #expect(throws: BookshelfError.badResponse(.openlibrary, .htmlInsteadOfJSON)) {
      try OpenLibraryMapping.page(from: fixture("error-503.html"), query: query)
    }
    #expect(throws: BookshelfError.badResponse(.openlibrary, .malformedJSON)) {
      try OpenLibraryMapping.page(from: Data(#"{"numFound":3,"docs":[{"key":"/wor"#.utf8), query: query)
    }
    #expect(
      throws: BookshelfError.requestRejected(
        .openlibrary, status: 200, detail: .provider("Query too short, must be at least 3 characters"))
    ) {
      try OpenLibraryMapping.page(from: fixture("error-legacy-query-too-short.json"), query: query)
    }
  }
}

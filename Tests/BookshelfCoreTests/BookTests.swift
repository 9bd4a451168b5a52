import Foundation
import Testing

@testable import BookshelfCore

@Suite("Book and BookQuery")
struct BookTests {
  @Test("JSON writes every key, absent values as null, and reads back equal")
  func jsonRoundTrip() throws {
    let book = Book(
      id: "9788996991342", title: "미움받을 용기", authors: ["기시미 이치로", "고가 후미타케"],
      isbn10: "8996991341", isbn13: "9788996991342",
      salePrice: Money(amount: 13410, currency: "krw"), source: "kakao")
    let data = try JSONEncoder().encode(book)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == Set(Book.CodingKeys.allCases.map(\.rawValue)))
    #expect(object["subtitle"] is NSNull)
    #expect(object["price"] is NSNull)
    let back = try JSONDecoder().decode(Book.self, from: data)
    #expect(back == book)
    #expect(back.salePrice?.currency == "KRW")
  }

  @Test("empty and whitespace-only queries are rejected")
  func emptyQuery() {
    #expect(throws: BookshelfError.emptyQuery) { try BookQuery(text: "") }
    #expect(throws: BookshelfError.emptyQuery) { try BookQuery(text: " \t\n\u{3000}") }
  }

  @Test("a 10,000-character query is rejected with its length")
  func longQuery() {
    #expect(throws: BookshelfError.queryTooLong(length: 10_000, limit: 500)) {
      try BookQuery(text: String(repeating: "a", count: 10_000))
    }
  }

  @Test("query text is trimmed but inner text kept as typed")
  func trims() throws {
    #expect(try BookQuery(text: "  해리 포터  ").text == "해리 포터")
  }

  @Test("collapsingWhitespace joins runs into one space")
  func collapse() {
    #expect("  a \n\t b  c ".collapsingWhitespace() == "a b c")
  }

  @Test("paging limits give the last reachable page")
  func lastPage() {
    #expect(PagingLimits(maxPageSize: 50, maxPage: 50).lastPage(pageSize: 10) == 50)
    #expect(PagingLimits(maxPageSize: 50, maxReachableResults: 200).lastPage(pageSize: 50) == 4)
    #expect(PagingLimits(maxPageSize: 50, maxReachableResults: 200).lastPage(pageSize: 30) == 7)
    #expect(PagingLimits(maxPageSize: 100).lastPage(pageSize: 10) == nil)
  }

  @Test("shelf key: ISBN-10 and ISBN-13 of one book agree; no ISBN uses the provider id")
  func shelfKey() {
    let a = Book(id: "x", title: "t", isbn10: "8996991341", source: "kakao")
    let b = Book(id: "9788996991342", title: "t", isbn13: "9788996991342", source: "kakao")
    let c = Book(id: "google:abc", title: "t", source: "google")
    #expect(ShelfEntry.key(for: a) == "9788996991342")
    #expect(ShelfEntry.key(for: b) == "9788996991342")
    #expect(ShelfEntry.key(for: c) == "google:abc")
  }
}

@Suite("Filling a book's gaps from another record")
struct BookMergingTests {
  @Test("own fields win, empty ones are filled, dates only get more precise")
  func fillsGaps() {
    let mine = Book(
      id: "9788996991342", title: "미움받을 용기", publisher: "인플루엔셜", publishedDate: "2014",
      isbn13: "9788996991342", source: "kakao")
    let theirs = Book(
      id: "google:x", title: "Courage", authors: ["기시미 이치로"], publisher: "Other", publishedDate: "2014-11-17",
      description: "desc", averageRating: 4.5, ratingsCount: 3, source: "google")
    let merged = mine.fillingGaps(from: theirs)
    #expect(merged.id == "9788996991342")
    #expect(merged.title == "미움받을 용기")
    #expect(merged.source == "kakao")
    #expect(merged.publisher == "인플루엔셜")
    #expect(merged.authors == ["기시미 이치로"])
    #expect(merged.publishedDate == "2014-11-17")
    #expect(merged.description == "desc")
    #expect(merged.averageRating == 4.5)
    let other = Book(id: "a:1", title: "t", publishedDate: "2015-01", source: "a")
    #expect(mine.fillingGaps(from: other).publishedDate == "2014")
  }
}

@Suite("Shelf filter")
struct ShelfFilterTests {
  @Test("tags match without '#', ignoring case, NFC and NFD alike")
  func tagMatching() {
    let book = Book(id: "x:1", title: "t", source: "x")
    let entry = ShelfEntry(
      book: book, status: .read, tags: ["Fiction", "\u{1112}\u{1161}\u{11AB}"],
      addedAt: .init(timeIntervalSince1970: 0))
    #expect(ShelfFilter(tag: "#fiction").matches(entry))
    #expect(ShelfFilter(tag: "FICTION").matches(entry))
    #expect(ShelfFilter(tag: "한").matches(entry))
    #expect(!ShelfFilter(tag: "poetry").matches(entry))
    #expect(!ShelfFilter(status: .want, tag: "fiction").matches(entry))
  }
}

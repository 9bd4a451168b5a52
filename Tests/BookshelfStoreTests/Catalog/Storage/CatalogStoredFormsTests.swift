import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// The compact stored forms of migration 5 (`CatalogRow+StoredForms`): every `Book` reads back
/// exactly as written, and the compact forms are really used.
@Suite struct CatalogStoredFormsTests {
  /// A book with the given numbers, written and read back through a fresh catalog.
  func roundTrip(isbn13: String?, isbn10: String?, detail: String?) throws -> (Book, Book, [SQLiteValue]) {
    let catalog = try LocalCatalog(path: ":memory:")
    var book = Book(
      id: "", title: "Round Trip", isbn10: isbn10, isbn13: isbn13,
      detailURL: detail.flatMap { URL(string: $0) }, source: "local")
    book.id = isbn13 ?? "local:csv:k1"
    try catalog.upsert(CatalogRecord(book: book, sourceName: "csv", sourceKey: "k1"))
    let statement = try catalog.database.prepare(
      "SELECT \(CatalogRow.columns) FROM books b WHERE b.source_key = 'k1' AND b.source = 6")
    let columns = try CatalogRow.Columns(statement)
    var read: Book?
    try statement.forEachRow { read = CatalogRow.book(from: $0, columns) }
    let stored = try #require(
      try catalog.database.query("SELECT isbn13, isbn10, detail_url FROM books").first)
    return (book, try #require(read), [stored[0], stored[1], stored[2]])
  }

  @Test func aDerivableISBN10AndAKnownSitesURLAreStoredAsNumbers() throws {
    let (book, read, stored) = try roundTrip(
      isbn13: "9780439023481", isbn10: "0439023483", detail: "https://www.goodreads.com/book/show/2767052")
    #expect(read == book)
    #expect(stored == [.integer(9_780_439_023_481), .integer(0), .integer(2_767_052 * 8)])
  }

  @Test func anISBN10EndingInXIsDerivedBackWithItsX() throws {
    let (book, read, stored) = try roundTrip(
      isbn13: "9788936439880", isbn10: "893643988X",
      detail: "https://www.aladin.co.kr/shop/wproduct.aspx?ItemId=379665189&partner=openAPI&start=api")
    #expect(read == book)
    #expect(stored == [.integer(9_788_936_439_880), .integer(0), .integer(379_665_189 * 8 + 1)])
  }

  @Test func aBookWithoutAnISBN10StaysWithoutOne() throws {
    let (book, read, stored) = try roundTrip(isbn13: "9780439023481", isbn10: nil, detail: nil)
    #expect(read == book && read.isbn10 == nil)
    #expect(stored[1] == .null && stored[2] == .null)
  }

  @Test func a979ISBN13KeepsItsNumberAndNoISBN10() throws {
    let (book, read, stored) = try roundTrip(
      isbn13: "9791193401583", isbn10: nil, detail: "https://www.gutenberg.org/ebooks/1342")
    #expect(read == book)
    #expect(stored == [.integer(9_791_193_401_583), .null, .integer(1342 * 8 + 2)])
  }

  @Test(arguments: [
    "https://www.goodreads.com/book/show/0123",  // a leading zero would not print back
    "https://www.goodreads.com/book/show/2767052.The_Hunger_Games",
    "https://www.goodreads.com/book/show/",
    "https://www.goodreads.com/book/show/99999999999999999999",  // beyond Int64
    "https://example.org/book/1",
    "https://www.aladin.co.kr/shop/wproduct.aspx?ItemId=379665189&partner=other",
    "https://www.aladin.co.kr/shop/wproduct.aspx?ItemId=&partner=openAPI&start=api",
  ])
  func anyOtherURLIsStoredAsText(url: String) throws {
    let (book, read, stored) = try roundTrip(isbn13: nil, isbn10: nil, detail: url)
    #expect(read == book)
    #expect(stored[2] == .text(url))
  }

  @Test func anISBN10ThatIsNotTheISBN13sIsStoredAsText() throws {
    // Not the ISBN-10 of that ISBN-13 (an importer never pairs them so, a caller may).
    let (book, read, stored) = try roundTrip(isbn13: "9780439023481", isbn10: "0316015849", detail: nil)
    #expect(read == book)
    #expect(stored[1] == .text("0316015849"))
  }

  @Test func anEmptyISBN10TextIsNotTheDerivedMarker() throws {
    #expect(CatalogRow.storedISBN10("", isbn13: "9780439023481") == .text(""))
    #expect(CatalogRow.isbn10(stored: .text(""), isbn13: "9780439023481") == "")
    #expect(CatalogRow.isbn10(stored: .integer(0), isbn13: "9780439023481") == "0439023483")
  }

  @Test func aDetailCodeNoPrefixHasReadsAsNoURL() {
    #expect(CatalogRow.detailURL(stored: .integer(5 * 8 + 7)) == nil)
    #expect(CatalogRow.detailURL(stored: .integer(-8)) == nil)
  }
}

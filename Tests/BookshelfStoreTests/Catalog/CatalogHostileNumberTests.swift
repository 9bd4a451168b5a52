import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// `catalog import` of numbers no book can have (`1e300`, `inf`, a count beyond `Int`): the
/// row is kept without the value, each dropped value is reported with its line, and searching
/// the catalog afterwards works.
@Suite struct CatalogHostileNumberTests {
  let directory: TemporaryDirectory
  let catalog: LocalCatalog

  init() throws {
    directory = try TemporaryDirectory()
    catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
  }

  func run(_ name: String, _ text: String, _ format: CatalogImportFormat) throws -> CatalogImportSummary {
    let url = directory.url.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return try CatalogImporter.run(file: url, format: format, into: catalog, mappings: .adapters)
  }

  func book(_ title: String) throws -> Book {
    let page = try catalog.search(BookQuery(text: title, field: .title, pageSize: 50))
    return try #require(page.books.first { $0.title == title })
  }

  func rating(_ line: Int, _ value: String) -> DroppedNumber {
    DroppedNumber(field: .averageRating, value: value, problem: .notARating, line: line)
  }

  @Test func aPlainCSVKeepsEveryRowAndReportsEachRatingItDropped() throws {
    let csv = """
      title,averageRating,ratingsCount
      Huge,1e300,5
      Beyond Int,9.3e16,1
      Inf,inf,3
      Minus Inf,-inf,1
      Not a number,nan,2
      Beyond Double,1e400,2
      Six,6,2
      Negative count,4.5,-7
      Count beyond Int,4.0,99999999999999999999
      Fine,4.2,10

      """
    let summary = try run("books.csv", csv, .csv)
    #expect(summary.imported == 10)
    #expect(summary.skipped == [])
    #expect(
      summary.droppedNumbers == [
        rating(2, "1e+300"), rating(3, "9.3e+16"), rating(4, "inf"), rating(5, "-inf"), rating(6, "nan"),
        rating(7, "inf"), rating(8, "6.0"),
        DroppedNumber(field: .ratingsCount, value: "-7", problem: .negative, line: 9),
      ])
    for title in ["Huge", "Beyond Int", "Inf", "Minus Inf", "Not a number", "Beyond Double", "Six"] {
      #expect(try book(title).averageRating == nil, "\(title)")
    }
    #expect(try book("Negative count").ratingsCount == nil)
    #expect(try book("Negative count").averageRating == 4.5)
    #expect(try book("Count beyond Int").ratingsCount == nil)
    #expect(try book("Fine").averageRating == 4.2)
    #expect(try book("Fine").ratingsCount == 10)
  }

  @Test func goodbooksRatingsOutOfRangeAreDroppedWithTheirLine() throws {
    let csv = """
      book_id,isbn,title,authors,average_rating,ratings_count
      1,,Huge,A,1e300,5
      2,,Fine,B,4.1,-3

      """
    let summary = try run("goodbooks.csv", csv, .goodbooks)
    #expect(summary.imported == 2)
    #expect(
      summary.droppedNumbers == [
        rating(2, "1e+300"), DroppedNumber(field: .ratingsCount, value: "-3", problem: .negative, line: 3),
      ])
    #expect(try book("Huge").averageRating == nil)
    #expect(try book("Fine").averageRating == 4.1)
  }

  @Test func aGoodreadsExportsAverageRatingOutOfRangeIsDropped() throws {
    let csv = """
      Book Id,Title,Author,Average Rating
      1,Huge,A,1e300
      2,Infinite,B,inf
      3,Fine,C,3.9

      """
    let summary = try run("goodreads.csv", csv, .goodreads)
    #expect(summary.imported == 3)
    #expect(summary.droppedNumbers == [rating(2, "1e+300"), rating(3, "inf")])
    #expect(try book("Huge").averageRating == nil)
    #expect(try book("Fine").averageRating == 3.9)
  }

  @Test func aladinItemsWithOddNumbersAreKeptAndReadLeniently() throws {
    let json = """
      [
      {"title": "Huge", "itemId": 1, "customerReviewRank": 1e300, "priceSales": "16000", "priceStandard": -5},
      {"title": "String id", "itemId": "2", "customerReviewRank": "8", "priceSales": 12.5, "priceStandard": 1e400},
      {"title": "Fine", "itemId": 3, "customerReviewRank": 9, "priceSales": 9000, "priceStandard": 10000}
      ]
      """
    let summary = try run("aladin.json", json, .aladin)
    #expect(summary.imported == 3)
    #expect(summary.skipped == [])
    // Read by the Aladin adapter's mapping: a rank that is not a whole number (`1e300`) and a
    // price that is not positive (`-5`) are no rating and no price, as in a search, not values
    // dropped later.
    #expect(summary.droppedNumbers == [])
    let huge = try book("Huge")
    #expect(huge.averageRating == nil)
    #expect(huge.salePrice == Money(amount: 16000, currency: "KRW"))
    #expect(huge.price == nil)
    let stringID = try book("String id")
    #expect(stringID.averageRating == 4)
    #expect(stringID.salePrice == nil)
    #expect(stringID.price == nil)
    #expect(try book("Fine").averageRating == 4.5)
  }

  @Test func bookJSONWithOddNumbersKeepsEveryBook() throws {
    let json = """
      [
      {"id": "a", "title": "Huge", "source": "kakao", "averageRating": 1e300, "ratingsCount": 1e300},
      {"id": "b", "title": "Beyond Double", "source": "kakao", "averageRating": 1e400},
      {"id": "c", "title": "Below zero", "source": "kakao", "averageRating": -0.5, "ratingsCount": 12.5},
      {"id": "d", "title": "Text count", "source": "kakao", "averageRating": "4.5", "ratingsCount": "12"},
      {"id": "e", "title": "Bad price", "source": "kakao", "price": {"amount": "x", "currency": "KRW"},
       "salePrice": {"amount": -100, "currency": "KRW"}}
      ]
      """
    let summary = try run("books.json", json, .json)
    #expect(summary.imported == 5)
    #expect(summary.skipped == [])
    #expect(
      summary.droppedNumbers == [
        rating(1, "1e+300"), rating(3, "-0.5"),
        DroppedNumber(field: .salePrice, value: "-100", problem: .negative, line: 5),
      ])
    #expect(try book("Huge").averageRating == nil)
    #expect(try book("Huge").ratingsCount == nil)
    #expect(try book("Beyond Double").averageRating == nil)
    #expect(try book("Below zero").ratingsCount == nil)
    #expect(try book("Text count").averageRating == 4.5)
    #expect(try book("Text count").ratingsCount == 12)
    #expect(try book("Bad price").price == nil)
    #expect(try book("Bad price").salePrice == nil)
  }

  @Test func aCatalogWrittenByAnOlderVersionShowsNoInvalidRating() throws {
    _ = try run("books.csv", "title,averageRating,ratingsCount\nOld,4,1\n", .csv)
    try catalog.database.execute("UPDATE books SET average_rating = ?, ratings_count = ?", 1e300, -1)
    #expect(try book("Old").averageRating == nil)
    #expect(try book("Old").ratingsCount == nil)
  }
}

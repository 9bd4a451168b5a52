import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// Numbers no book can have that are already on a shelf (saved by an older version, or written
/// into the file by another program): every export and listing still works.
@Suite("Exports of numbers no book can have")
struct HostileNumberExportTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  static let hostile: [Double] = [1e300, 9.3e16, 9.2e18, .infinity, -.infinity, .nan, -2, 7.5]

  func entry(rating: Double) -> ShelfEntry {
    ShelfEntry(
      book: Book(
        id: "9780306406157", title: "T", isbn13: "9780306406157", averageRating: rating, source: "google"),
      rating: 4, addedAt: TestValues.day)
  }

  func cell(_ name: String, of entry: ShelfEntry) throws -> String {
    let index = try #require(GoodreadsExport.header.firstIndex(of: name))
    return GoodreadsExport.fields(entry)[index]
  }

  @Test("Goodreads export writes an invalid Average Rating as unknown (0.00)", arguments: hostile)
  func goodreadsAverageRating(value: Double) throws {
    #expect(try cell("Average Rating", of: entry(rating: value)) == "0.00")
    #expect(try cell("My Rating", of: entry(rating: value)) == "4")
  }

  @Test(
    "Goodreads export keeps two decimals of a valid rating",
    arguments: [(4.456, "4.46"), (0, "0.00"), (5, "5.00")])
  func goodreadsValidRating(value: Double, expected: String) throws {
    #expect(try cell("Average Rating", of: entry(rating: value)) == expected)
  }

  @Test("every export format of a hostile rating completes", arguments: ExchangeFormat.allCases)
  func everyFormat(format: ExchangeFormat) throws {
    let entries = Self.hostile.map(entry(rating:))
    let data = try ShelfStore.exportData(entries, format: format)
    #expect(!data.isEmpty)
  }

  @Test("numbers written into shelf.sqlite by another program are not shown, and export works")
  func storedByAnotherProgram() async throws {
    let path = dir.path("shelf.sqlite")
    let store = try ShelfStore(path: path)
    try await store.save(entry(rating: 4))
    let other = try Database(path: path)
    try other.execute("UPDATE entries SET average_rating = ?, ratings_count = ?", 1e300, -5)
    let listed = try await store.entries(matching: ShelfFilter(), sortedBy: .rating)
    #expect(listed.map(\.book.averageRating) == [nil])
    #expect(listed.map(\.book.ratingsCount) == [nil])
    let exported = dir.path("out.csv")
    #expect(try await store.exportEntries(format: .goodreads, toFile: exported) == 1)
  }

  @Test("a date stored as the largest millisecond count converts back without trapping")
  func hugeStoredDate() {
    let date = ShelfDate.date(milliseconds: .max)
    #expect(ShelfDate.milliseconds(date) == .max)
    #expect(ShelfDate.milliseconds(ShelfDate.date(milliseconds: .min)) == .min)
    #expect(ShelfDate.milliseconds(Date(timeIntervalSince1970: .nan)) == 0)
  }

  @Test("dates at the ends of the stored range export in every format", arguments: [Int64.max, .min])
  func extremeDates(milliseconds: Int64) throws {
    let date = ShelfDate.date(milliseconds: milliseconds)
    #expect(!ShelfDate.iso8601(date).isEmpty)
    #expect(!ShelfDate.goodreads(date).isEmpty)
    let entry = ShelfEntry(
      book: Book(id: "x:1", title: "T", source: "kakao"), addedAt: date, startedAt: date, finishedAt: date,
      updatedAt: date)
    for format in ExchangeFormat.allCases {
      #expect(!(try ShelfStore.exportData([entry], format: format)).isEmpty)
    }
  }
}

import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// Shelf imports (our JSON and CSV, Goodreads) of numbers no book can have: a book's
/// `averageRating` outside 0–5, `inf`, `nan`, a count beyond `Int` or below zero. The entry is
/// kept without the value, and the report lists each dropped value with its line. A reader's
/// own rating outside 1–5 is the reader's data: that row is refused with its line, as before.
@Suite("Shelf imports of numbers no book can have")
struct HostileNumberImportTests {
  let dir: TemporaryDirectory
  let clock = StepClock()
  init() throws { dir = try TemporaryDirectory() }

  func store() throws -> ShelfStore {
    try ShelfStore(path: dir.path("shelf.sqlite"), now: { [clock] in clock.now() })
  }

  func write(_ name: String, _ text: String) throws -> String {
    let path = dir.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func rating(_ line: Int, _ value: String) -> DroppedNumber {
    DroppedNumber(field: .averageRating, value: value, problem: .notARating, line: line)
  }

  func book(_ store: ShelfStore, _ key: String) async throws -> Book {
    try #require(try await store.entry(forKey: key)).book
  }

  @Test("our JSON: odd book numbers are dropped and reported; every entry is imported")
  func json() async throws {
    let store = try store()
    func entry(_ id: String, _ numbers: String) -> String {
      #"{"book": {"id": "\#(id)", "title": "\#(id)", "source": "kakao"\#(numbers)}, "status": "want", "tags": [], "#
        + #""addedAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"}"#
    }
    let path = try write(
      "shelf.json",
      "[\n"
        + [
          entry("x:huge", #", "averageRating": 1e300, "ratingsCount": 1e300"#),
          entry("x:beyond-int", #", "averageRating": 9.3e16"#),
          entry("x:beyond-double", #", "averageRating": 1e400, "ratingsCount": 12.5"#),
          entry("x:negative", #", "averageRating": -1, "ratingsCount": -5"#),
          entry("x:text", #", "averageRating": "4.5", "ratingsCount": "12""#),
          entry("x:price", #", "price": {"amount": -100, "currency": "KRW"}"#),
        ].joined(separator: ",\n") + "\n]\n")
    let report = try await store.importEntries(from: path)
    #expect(report.added == 6)
    #expect(report.skipped == [])
    #expect(
      report.droppedNumbers == [
        rating(1, "1e+300"), rating(2, "9.3e+16"), rating(4, "-1.0"),
        DroppedNumber(field: .ratingsCount, value: "-5", problem: .negative, line: 4),
        DroppedNumber(field: .price, value: "-100", problem: .negative, line: 6),
      ])
    for key in ["x:huge", "x:beyond-int", "x:beyond-double", "x:negative"] {
      #expect(try await book(store, key).averageRating == nil, "\(key)")
    }
    #expect(try await book(store, "x:huge").ratingsCount == nil)
    #expect(try await book(store, "x:negative").ratingsCount == nil)
    #expect(try await book(store, "x:text").averageRating == 4.5)
    #expect(try await book(store, "x:text").ratingsCount == 12)
    #expect(try await book(store, "x:price").price == nil)
    // And the shelf exports in every format afterwards.
    for format in ExchangeFormat.allCases {
      #expect(try await store.exportEntries(format: format, toFile: dir.path("out.\(format)")) == 6)
    }
  }

  @Test("our CSV: inf, nan, 1e300 and counts beyond Int are dropped; every row is imported")
  func csv() async throws {
    let store = try store()
    let path = try write(
      "shelf.csv",
      """
      id,title,average_rating,ratings_count
      x:huge,Huge,1e300,5
      x:inf,Inf,inf,1
      x:minus-inf,Minus inf,-inf,1
      x:nan,NaN,nan,1
      x:beyond-double,Beyond double,1e400,1
      x:count,Count,4.5,99999999999999999999
      x:negative,Negative,4.5,-2

      """)
    let report = try await store.importEntries(from: path, format: .csv)
    #expect(report.added == 7)
    #expect(
      report.droppedNumbers == [
        rating(2, "1e+300"), rating(3, "inf"), rating(4, "-inf"), rating(5, "nan"), rating(6, "inf"),
        DroppedNumber(field: .ratingsCount, value: "-2", problem: .negative, line: 8),
      ])
    #expect(try await book(store, "x:huge").averageRating == nil)
    #expect(try await book(store, "x:huge").ratingsCount == 5)
    #expect(try await book(store, "x:nan").averageRating == nil)
    #expect(try await book(store, "x:count").ratingsCount == nil)
    #expect(try await book(store, "x:count").averageRating == 4.5)
    #expect(try await store.exportEntries(format: .goodreads, toFile: dir.path("out.csv")) == 7)
  }

  @Test("Goodreads: an Average Rating of 1e300 or inf is dropped and reported")
  func goodreads() async throws {
    let store = try store()
    let path = try write(
      "goodreads.csv",
      """
      Book Id,Title,Average Rating
      1,Huge,1e300
      2,Infinite,inf
      3,Fine,4.08

      """)
    let report = try await store.importEntries(from: path, format: .goodreads)
    #expect(report.added == 3)
    #expect(report.droppedNumbers == [rating(2, "1e+300"), rating(3, "inf")])
    #expect(try await book(store, "goodreads:1").averageRating == nil)
    #expect(try await book(store, "goodreads:3").averageRating == 4.08)
  }

  @Test(
    "a reader's rating that is no whole number from 1 to 5 refuses its row, with the line",
    arguments: ["7", "-1", "1e300", "nan", "99999999999999999999"])
  func ownRatingCSV(value: String) async throws {
    let store = try store()
    let path = try write("shelf.csv", "id,title,rating\nx:a,A,\(value)\nx:b,B,3\n")
    await #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: path, unit: .line, number: 2), problem: .row(.badRating(value)))
    ) {
      try await store.importEntries(from: path, format: .csv)
    }
    let report = try await store.importEntries(from: path, format: .csv, partial: true)
    #expect(report.added == 1)
    #expect(report.skipped.map(\.line) == [2])
  }

  @Test("our JSON: a reader's rating of 7, -1 or 1e300 skips that entry with its position")
  func ownRatingJSON() async throws {
    let store = try store()
    func entry(_ id: String, _ rating: String) -> String {
      #"{"book": {"id": "\#(id)", "title": "\#(id)", "source": "kakao"}, "status": "want", "tags": [], "rating": \#(rating), "#
        + #""addedAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"}"#
    }
    let path = try write(
      "shelf.json",
      "["
        + [entry("x:a", "7"), entry("x:b", "-1"), entry("x:c", "1e300"), entry("x:d", "4")].joined(
          separator: ",")
        + "]")
    let report = try await store.importEntries(from: path, partial: true)
    #expect(report.added == 1)
    #expect(report.skipped.map(\.line) == [1, 2, 3])
    #expect(try await store.entry(forKey: "x:d")?.rating == 4)
  }
}

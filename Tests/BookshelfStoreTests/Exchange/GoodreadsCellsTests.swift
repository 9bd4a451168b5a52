import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

@Suite("Goodreads cells a spreadsheet mangles")
struct GoodreadsCellsTests {
  @Test("scientific notation is recognised, other numbers and text are not")
  func scientificNotation() {
    for text in ["2.48E+08", "9.78006E+12", "9.78006e12", "1E5", "2.5E-3"] {
      #expect(GoodreadsImport.isScientificNotation(text), "\(text)")
    }
    for text in ["248000000", "E5", "2.48E", "2.48E+", "2.48E+08x", ".5E3", "2..4E1", "", "abc"] {
      #expect(!GoodreadsImport.isScientificNotation(text), "\(text)")
    }
  }

  @Test("Book Id: digits, a shelf key, a lost number, or a refused text")
  func bookID() throws {
    #expect(try GoodreadsImport.bookID("5617966") == .goodreads("5617966"))
    #expect(try GoodreadsImport.bookID("openlibrary:OL1W") == .shelfKey("openlibrary:OL1W"))
    #expect(try GoodreadsImport.bookID("2.48E+08") == .lost("2.48E+08"))
    #expect(try GoodreadsImport.bookID(nil) == GoodreadsImport.BookIDCell.none)
    #expect(throws: RowProblem.self) { try GoodreadsImport.bookID("abc") }
  }

  @Test("the title key is stable, ignores case and spacing, and tells books apart")
  func titleKey() {
    let key = GoodreadsImport.titleKey(title: "Catching Fire", author: "Suzanne Collins")
    #expect(key.hasPrefix("goodreads-title:") && key.count == "goodreads-title:".count + 16)
    #expect(GoodreadsImport.titleKey(title: "catching  fire", author: "SUZANNE COLLINS") == key)
    #expect(GoodreadsImport.titleKey(title: "Mockingjay", author: "Suzanne Collins") != key)
    #expect(GoodreadsImport.titleKey(title: "Catching Fire", author: nil) != key)
    // NFC and NFD Hangul are the same title.
    let nfd = "소년이 온다".decomposedStringWithCanonicalMapping
    #expect(
      GoodreadsImport.titleKey(title: nfd, author: "한강")
        == GoodreadsImport.titleKey(title: "소년이 온다", author: "한강"))
  }
}

@Suite("Goodreads dates written by a spreadsheet")
struct GoodreadsDatesTests {
  @Test("cell shapes: year first, year last, or unreadable")
  func cells() {
    #expect(GoodreadsDates.cell("2024/03/25") == .yearFirst(year: 2024, month: 3, day: 25))
    #expect(GoodreadsDates.cell("2024-3-5") == .yearFirst(year: 2024, month: 3, day: 5))
    #expect(GoodreadsDates.cell("3/25/2024") == .yearLast(first: 3, second: 25, year: .full(2024)))
    #expect(GoodreadsDates.cell("03/25/24") == .yearLast(first: 3, second: 25, year: .twoDigit(24)))
    for text in ["########", "next week", "2024/3", "3-25-2024", "2024/03/25 10:00", "１/２/2024", "1/2/345"] {
      #expect(GoodreadsDates.cell(text) == nil, "\(text)")
    }
  }

  @Test("a date impossible in the file's order is unreadable; two-digit years count back")
  func reading() {
    let dayFirst = GoodreadsDates(order: .dayMonthYear, latestYear: 2026)
    #expect(dayFirst.date("3/25/2024") == nil)  // no month 25
    #expect(dayFirst.date("25/3/2024") == ShelfDate.parseGoodreads("2024/03/25"))
    #expect(dayFirst.date("29/2/2023") == nil)
    #expect(dayFirst.date("1/2/27") == ShelfDate.parseGoodreads("1927/02/01"))
    #expect(dayFirst.date("2024/02/29") == ShelfDate.parseGoodreads("2024/02/29"))
  }

  func scan(_ cells: [String]) throws -> ImportReport.DateOrder? {
    let text = GoodreadsCSVText.make(
      cells.enumerated().map { ["Book Id": "\($0.offset)", "Title": "T", "Date Read": $0.element] })
    return try GoodreadsDates.scan(StreamingCSVReader(text: text, strict: true))
  }

  @Test("the order of a file: the side with more proof wins; no proof is month/day/year")
  func fileOrder() throws {
    #expect(try scan(["2024/01/02", ""]) == nil)
    #expect(try scan(["1/2/2024", "3/4/2024"]) == .init(order: .monthDayYear))
    #expect(
      try scan(["1/2/2024", "13/4/2024"]) == .init(order: .dayMonthYear, line: 3, example: "13/4/2024"))
    #expect(
      try scan(["4/13/2024", "1/2/2024"]) == .init(order: .monthDayYear, line: 2, example: "4/13/2024"))
    // Mixed proof (a file pasted together): the majority, and the first of its cells.
    #expect(
      try scan(["4/13/2024", "13/4/2024", "14/4/2024"])
        == .init(order: .dayMonthYear, line: 3, example: "13/4/2024"))
    // Cells no order can read decide nothing.
    #expect(try scan(["13/13/2024", "########"]) == .init(order: .monthDayYear))
  }
}

@Suite("Import report JSON")
struct ImportReportJSONTests {
  @Test("warnings and the date order round-trip; a report without them still decodes")
  func codable() throws {
    let report = ImportReport(
      added: 1, skipped: [.init(line: 4, reason: .titleEmpty)],
      warnings: [.init(line: 2, kind: .ratingRounded, column: "My Rating", value: "3.5", replacement: "4")],
      dateOrder: .init(order: .dayMonthYear, line: 3, example: "25/3/2024"))
    let data = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(ImportReport.self, from: data) == report)
    let old = #"{"added": 2, "updated": 0, "unchanged": 1, "skipped": []}"#
    #expect(
      try JSONDecoder().decode(ImportReport.self, from: Data(old.utf8))
        == ImportReport(added: 2, unchanged: 1))
  }
}

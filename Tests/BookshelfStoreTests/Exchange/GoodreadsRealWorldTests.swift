import BookshelfCore
import BookshelfPresentation
import Foundation
import Testing

@testable import BookshelfStore

/// A Goodreads export as it arrives after a spreadsheet opened and saved it: numbers in
/// scientific notation, ISBN-10s without their leading zero, dates in the spreadsheet's order,
/// `########` for a column too narrow, decimals in `My Rating`.
@Suite("Goodreads files from the real world")
struct GoodreadsRealWorldTests {
  let dir: TemporaryDirectory
  let clock = StepClock()
  init() throws { dir = try TemporaryDirectory() }

  func openStore() throws -> ShelfStore {
    try ShelfStore(path: dir.path("shelf.sqlite"), now: { [clock] in clock.now() })
  }

  /// Writes a 24-column Goodreads file with one row per dictionary (missing columns empty).
  func file(_ rows: [[String: String]], name: String = "goodreads.csv") throws -> String {
    try write(name, Data(GoodreadsCSVText.make(rows).utf8))
  }

  func write(_ name: String, _ bytes: Data) throws -> String {
    let path = dir.path(name)
    try bytes.write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Midnight UTC of a calendar day.
  func utcDay(_ y: Int, _ m: Int, _ d: Int) throws -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    return try #require(calendar.date(from: DateComponents(year: y, month: m, day: d)))
  }

  @Test("My Rating 5.0 and 4.0 are 5 and 4 stars, not an aborted import")
  func wholeNumberDecimalRatings() async throws {
    let store = try openStore()
    let path = try file([
      ["Book Id": "1", "Title": "Five", "My Rating": "5.0", "Exclusive Shelf": "read"],
      ["Book Id": "2", "Title": "Four", "My Rating": "4.00", "Exclusive Shelf": "read"],
      ["Book Id": "3", "Title": "None", "My Rating": "0.0", "Exclusive Shelf": "read"],
    ])
    let report = try await store.importEntries(from: path)
    #expect(report == ImportReport(added: 3))
    #expect(try await store.entry(forKey: "goodreads:1")?.rating == 5)
    #expect(try await store.entry(forKey: "goodreads:2")?.rating == 4)
    #expect(try await store.entry(forKey: "goodreads:3")?.rating == nil)
  }

  @Test("a half star is rounded half up to whole stars (3.5 → 4, 2.4 → 2); 5.5 is still refused")
  func fractionalRatingsRound() async throws {
    let store = try openStore()
    let path = try file([
      ["Book Id": "1", "Title": "Half", "My Rating": "3.5", "Exclusive Shelf": "read"],
      ["Book Id": "2", "Title": "Low", "My Rating": "2.4", "Exclusive Shelf": "read"],
      ["Book Id": "3", "Title": "Comma", "My Rating": "4,5", "Exclusive Shelf": "read"],
      ["Book Id": "4", "Title": "Too many", "My Rating": "5.5", "Exclusive Shelf": "read"],
    ])
    let report = try await store.importEntries(from: path, partial: true)
    #expect(report.added == 3)
    #expect(report.skipped.map(\.line) == [5])
    #expect(
      report.warnings == [
        .init(line: 2, kind: .ratingRounded, column: "My Rating", value: "3.5", replacement: "4"),
        .init(line: 3, kind: .ratingRounded, column: "My Rating", value: "2.4", replacement: "2"),
        .init(line: 4, kind: .ratingRounded, column: "My Rating", value: "4,5", replacement: "5"),
      ])
    #expect(try await store.entry(forKey: "goodreads:1")?.rating == 4)
    #expect(try await store.entry(forKey: "goodreads:2")?.rating == 2)
    #expect(try await store.entry(forKey: "goodreads:3")?.rating == 5)
  }

  @Test("an export re-saved by a spreadsheet imports every row with its ISBN and dates")
  func resavedBySpreadsheet() async throws {
    let store = try openStore()
    let path = try file([
      [
        "Book Id": "2.48E+08", "Title": "The Hunger Games", "Author": "Suzanne Collins",
        "ISBN": "439023483", "ISBN13": "9.78044E+12", "My Rating": "4", "Date Read": "3/25/2024",
        "Date Added": "3/1/2024", "Exclusive Shelf": "read",
      ],
      [
        "Book Id": "1.23E+07", "Title": "Deep Work", "Author": "Cal Newport", "ISBN": "1455586692",
        "ISBN13": "9781455586691", "Date Added": "12/31/2023", "Exclusive Shelf": "to-read",
      ],
      [
        "Book Id": "5617966", "Title": "A Guide to the Good Life", "Author": "William B. Irvine",
        "ISBN": "195374614", "ISBN13": "", "Date Added": "4/13/2022", "Exclusive Shelf": "read",
      ],
    ])
    let report = try await store.importEntries(from: path)
    #expect(report.added == 3 && report.skipped.isEmpty)
    // The ISBN13 in scientific notation is no loss: the ISBN-10 column gives the same book.
    #expect(
      report.warnings == [
        .init(line: 2, kind: .scientificNotation, column: "Book Id", value: "2.48E+08"),
        .init(line: 3, kind: .scientificNotation, column: "Book Id", value: "1.23E+07"),
      ])
    #expect(report.dateOrder == .init(order: .monthDayYear, line: 2, example: "3/25/2024"))

    let hungerGames = try #require(try await store.entry(forKey: "9780439023481"))
    #expect(hungerGames.book.isbn10 == "0439023483")
    #expect(hungerGames.book.isbn13 == "9780439023481")
    #expect(hungerGames.book.id == "9780439023481")
    #expect(hungerGames.book.detailURL == nil)  // the Book Id lost its digits: not stored
    #expect(hungerGames.rating == 4 && hungerGames.status == .read)
    #expect(try hungerGames.finishedAt == utcDay(2024, 3, 25))
    #expect(try hungerGames.addedAt == utcDay(2024, 3, 1))

    let deepWork = try #require(try await store.entry(forKey: "9781455586691"))
    #expect(try deepWork.addedAt == utcDay(2023, 12, 31))
    let stoic = try #require(try await store.entry(forKey: "9780195374612"))
    #expect(stoic.book.isbn10 == "0195374614")
    #expect(stoic.book.detailURL == URL(string: "https://www.goodreads.com/book/show/5617966"))

    let all = try await store.entries(matching: ShelfFilter(), sortedBy: .added)
    #expect(all.allSatisfy { !$0.id.contains("E+") && !$0.book.id.contains("E+") })
    #expect(try await store.importEntries(from: path).unchanged == 3)
  }

  @Test("a row whose only identifiers are in scientific notation is kept under title and author")
  func noUsableIdentifier() async throws {
    let store = try openStore()
    let rows = [
      [
        "Book Id": "2.48E+08", "Title": "Catching Fire", "Author": "Suzanne Collins",
        "ISBN": "", "ISBN13": "9.78044E+12", "Exclusive Shelf": "to-read",
      ],
      [
        "Book Id": "2.49E+08", "Title": "Mockingjay", "Author": "Suzanne Collins",
        "ISBN": "", "ISBN13": "9.78044E+12", "Exclusive Shelf": "to-read",
      ],
    ]
    let path = try file(rows)
    let report = try await store.importEntries(from: path)
    #expect(report.added == 2 && report.skipped.isEmpty)
    #expect(
      report.warnings == [
        .init(line: 2, kind: .scientificNotation, column: "ISBN13", value: "9.78044E+12"),
        .init(line: 2, kind: .scientificNotation, column: "Book Id", value: "2.48E+08"),
        .init(line: 3, kind: .scientificNotation, column: "ISBN13", value: "9.78044E+12"),
        .init(line: 3, kind: .scientificNotation, column: "Book Id", value: "2.49E+08"),
      ])
    let all = try await store.entries(matching: ShelfFilter(), sortedBy: .title)
    #expect(all.map(\.book.title) == ["Catching Fire", "Mockingjay"])
    #expect(all.allSatisfy { $0.id.hasPrefix("goodreads-title:") && $0.book.id == $0.id })
    #expect(all.allSatisfy { !$0.id.contains("E+") && $0.book.isbn13 == nil && $0.book.detailURL == nil })
    #expect(Set(all.map(\.id)).count == 2)
    // The same file again, and the same books under other (unusable) Book Ids: the same entries.
    #expect(try await store.importEntries(from: path).unchanged == 2)
    var renumbered = rows
    renumbered[0]["Book Id"] = "2.5E+08"
    let again = try file(renumbered, name: "again.csv")
    #expect(try await store.importEntries(from: again).unchanged == 2)
  }

  @Test("day/month/year is recognised from one unambiguous date and applied to the whole file")
  func dayMonthYearFile() async throws {
    let store = try openStore()
    let path = try file([
      ["Book Id": "1", "Title": "Early", "Date Added": "4/5/2024", "Exclusive Shelf": "to-read"],
      ["Book Id": "2", "Title": "Decides", "Date Added": "25/3/2024", "Exclusive Shelf": "to-read"],
      ["Book Id": "3", "Title": "Zero-padded", "Date Added": "03/02/2023", "Exclusive Shelf": "to-read"],
    ])
    let report = try await store.importEntries(from: path)
    #expect(report.added == 3 && report.skipped.isEmpty && report.warnings.isEmpty)
    #expect(report.dateOrder == .init(order: .dayMonthYear, line: 3, example: "25/3/2024"))
    #expect(try await store.entry(forKey: "goodreads:1")?.addedAt == utcDay(2024, 5, 4))
    #expect(try await store.entry(forKey: "goodreads:2")?.addedAt == utcDay(2024, 3, 25))
    #expect(try await store.entry(forKey: "goodreads:3")?.addedAt == utcDay(2023, 2, 3))
  }

  @Test("a file whose dates could be either order is read month/day/year")
  func ambiguousFileIsMonthFirst() async throws {
    let store = try openStore()
    let path = try file([
      ["Book Id": "1", "Title": "A", "Date Added": "4/5/2024", "Exclusive Shelf": "to-read"],
      ["Book Id": "2", "Title": "B", "Date Added": "2024/05/06", "Exclusive Shelf": "to-read"],
    ])
    let report = try await store.importEntries(from: path)
    #expect(report == ImportReport(added: 2, dateOrder: .init(order: .monthDayYear)))
    #expect(try await store.entry(forKey: "goodreads:1")?.addedAt == utcDay(2024, 4, 5))
    #expect(try await store.entry(forKey: "goodreads:2")?.addedAt == utcDay(2024, 5, 6))
  }

  @Test("an unreadable date cell (########, text) is dropped and the book is kept")
  func unreadableDateCell() async throws {
    let store = try openStore()
    let path = try file([
      [
        "Book Id": "1", "Title": "Narrow column", "Date Read": "########", "Date Added": "2024/01/02",
        "Exclusive Shelf": "read", "My Rating": "3",
      ],
      ["Book Id": "2", "Title": "Text", "Date Added": "next week", "Exclusive Shelf": "to-read"],
    ])
    let report = try await store.importEntries(from: path)
    #expect(report.added == 2 && report.skipped.isEmpty && report.dateOrder == nil)
    #expect(
      report.warnings == [
        .init(line: 2, kind: .unreadableDate, column: "Date Read", value: "########"),
        .init(line: 3, kind: .unreadableDate, column: "Date Added", value: "next week"),
      ])
    let narrow = try #require(try await store.entry(forKey: "goodreads:1"))
    #expect(try narrow.finishedAt == nil && narrow.rating == 3 && narrow.addedAt == utcDay(2024, 1, 2))
    #expect(try await store.entry(forKey: "goodreads:2")?.book.title == "Text")
  }

  @Test("two-digit years (LibreOffice's 03/25/24) count back from the import's year")
  func twoDigitYears() async throws {
    let store = try openStore()  // the clock is in 2026
    let path = try file([
      ["Book Id": "1", "Title": "A", "Date Added": "03/25/24", "Exclusive Shelf": "to-read"],
      ["Book Id": "2", "Title": "B", "Date Added": "12/31/99", "Exclusive Shelf": "to-read"],
      ["Book Id": "3", "Title": "C", "Date Added": "1/2/26", "Exclusive Shelf": "to-read"],
    ])
    let report = try await store.importEntries(from: path)
    #expect(report.added == 3 && report.warnings.isEmpty)
    #expect(report.dateOrder == .init(order: .monthDayYear, line: 2, example: "03/25/24"))
    #expect(try await store.entry(forKey: "goodreads:1")?.addedAt == utcDay(2024, 3, 25))
    #expect(try await store.entry(forKey: "goodreads:2")?.addedAt == utcDay(1999, 12, 31))
    #expect(try await store.entry(forKey: "goodreads:3")?.addedAt == utcDay(2026, 1, 2))
  }

  @Test("a UTF-8 byte order mark before the header is accepted")
  func byteOrderMark() async throws {
    let store = try openStore()
    let text = GoodreadsCSVText.make([
      ["Book Id": "1", "Title": "소년이 온다", "Author": "한강", "Exclusive Shelf": "to-read"]
    ])
    let path = try write("bom.csv", Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)))
    #expect(try await store.importEntries(from: path) == ImportReport(added: 1))
    #expect(try await store.entry(forKey: "goodreads:1")?.book.authors == ["한강"])
  }

  @Test("a Windows-1252 file is named as such, with how to save it as UTF-8")
  func windows1252File() async throws {
    let store = try openStore()
    var bytes = Array(GoodreadsCSVText.make([]).utf8)
    bytes += Array("1,Caf".utf8) + [0xE9] + Array(" society,Fran".utf8) + [0xE7] + Array("oise Sagan,".utf8)
    bytes += Array(String(repeating: ",", count: 15).utf8) + Array("to-read,,,,0,0\n".utf8)
    let path = try write("cp1252.csv", Data(bytes))
    let error = await #expect(throws: BookshelfError.self) { try await store.importEntries(from: path) }
    let english = try #require(error).text(in: .english)
    #expect(english.contains("Windows-1252"), "\(english)")
    #expect(english.contains("UTF-8"))
    #expect(try #require(error).text(in: .korean).contains("Windows-1252"))
    #expect(try await store.count() == 0)
  }

  @Test("a CP949 (EUC-KR) file is named as such, with how to save it as UTF-8")
  func cp949File() async throws {
    let store = try openStore()
    // 소년이 온다 / 한강 in CP949.
    let title: [UInt8] = [0xBC, 0xD2, 0xB3, 0xE2, 0xC0, 0xCC, 0x20, 0xBF, 0xC2, 0xB4, 0xD9]
    let author: [UInt8] = [0xC7, 0xD1, 0xB0, 0xAD]
    var bytes = Array(GoodreadsCSVText.make([]).utf8)
    bytes += Array("1,".utf8) + title + Array(",".utf8) + author + Array(",".utf8)
    bytes += Array(String(repeating: ",", count: 15).utf8) + Array("to-read,,,,0,0\n".utf8)
    let path = try write("cp949.csv", Data(bytes))
    let error = await #expect(throws: BookshelfError.self) { try await store.importEntries(from: path) }
    let english = try #require(error).text(in: .english)
    #expect(english.contains("CP949"), "\(english)")
    let korean = try #require(error).text(in: .korean)
    #expect(korean.contains("CP949") && korean.contains("UTF-8"), "\(korean)")
  }
}

/// Builds Goodreads CSV text in the current 24-column layout.
enum GoodreadsCSVText {
  static func make(_ rows: [[String: String]]) -> String {
    var text = GoodreadsExport.header.joined(separator: ",") + "\n"
    for row in rows {
      text += GoodreadsExport.header.map { quoted(row[$0] ?? "") }.joined(separator: ",") + "\n"
    }
    return text
  }

  static func quoted(_ value: String) -> String {
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return value }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}

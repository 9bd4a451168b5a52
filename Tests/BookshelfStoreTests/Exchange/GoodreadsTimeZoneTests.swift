import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Goodreads' `Date Read` / `Date Added` are calendar days of the reader, not UTC days.
@Suite("Goodreads days in the user's time zone")
struct GoodreadsTimeZoneTests {
  let dir: TemporaryDirectory
  let clock = StepClock()
  let seoul: TimeZone
  let losAngeles: TimeZone
  let utc = TimeZone.gmt

  init() throws {
    dir = try TemporaryDirectory()
    seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
    losAngeles = try #require(TimeZone(identifier: "America/Los_Angeles"))
  }

  func openStore(_ name: String = "shelf.sqlite") throws -> ShelfStore {
    try ShelfStore(path: dir.path(name), now: { [clock] in clock.now() })
  }

  /// `2023-12-01T08:30:00+09:00` → the instant.
  func instant(_ text: String) throws -> Date { try #require(ShelfDate.parseISO8601(text)) }

  func entry(finished: Date, added: Date) -> ShelfEntry {
    ShelfEntry(
      book: TestValues.book(isbn13: "9780306406157", isbn10: "0306406152", title: "Plain"),
      status: .read, addedAt: added, finishedAt: finished)
  }

  /// `Date Read` and `Date Added` of the one row of a Goodreads export.
  func exportedDays(_ entry: ShelfEntry, in zone: TimeZone) throws -> (read: String, added: String) {
    let data = try ShelfStore.exportData([entry], format: .goodreads, timeZone: zone)
    let reader = StreamingCSVReader(data: data)
    let header = CSVHeader(try #require(try reader.next()).fields)
    let row = try #require(try reader.next()).fields
    return (header.value("Date Read", in: row) ?? "", header.value("Date Added", in: row) ?? "")
  }

  @Test("a book finished at 08:30 in Seoul on 12-01 is exported as 2023/12/01, not 11-30")
  func exportSeoul() throws {
    let finished = try instant("2023-12-01T08:30:00+09:00")  // 2023-11-30 23:30 UTC
    let added = try instant("2023-11-01T00:10:00+09:00")
    let book = entry(finished: finished, added: added)
    #expect(try exportedDays(book, in: seoul) == ("2023/12/01", "2023/11/01"))
    #expect(try exportedDays(book, in: utc) == ("2023/11/30", "2023/10/31"))
  }

  @Test("a book finished at 20:00 in Los Angeles on 12-01 is exported as 2023/12/01, not 12-02")
  func exportLosAngeles() throws {
    let finished = try instant("2023-12-01T20:00:00-08:00")  // 2023-12-02 04:00 UTC
    let added = try instant("2023-07-04T18:00:00-07:00")  // daylight saving time
    let book = entry(finished: finished, added: added)
    #expect(try exportedDays(book, in: losAngeles) == ("2023/12/01", "2023/07/04"))
    #expect(try exportedDays(book, in: utc) == ("2023/12/02", "2023/07/05"))
  }

  @Test("an imported day is the first instant of that day in the user's time zone")
  func importLocalDays() async throws {
    let path = dir.path("goodreads.csv")
    let csv = GoodreadsCSVText.make([
      [
        "Book Id": "1", "Title": "T", "Date Read": "2024/03/25", "Date Added": "2024/01/15",
        "Exclusive Shelf": "read",
      ]
    ])
    try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
    let cases = [
      (seoul, "2024-03-25T00:00:00+09:00", "2024-01-15T00:00:00+09:00"),
      (losAngeles, "2024-03-25T00:00:00-07:00", "2024-01-15T00:00:00-08:00"),
      (utc, "2024-03-25T00:00:00Z", "2024-01-15T00:00:00Z"),
    ]
    for (index, (zone, read, added)) in cases.enumerated() {
      let store = try openStore("shelf-\(index).sqlite")
      #expect(try await store.importEntries(from: path, timeZone: zone) == ImportReport(added: 1))
      let saved = try #require(try await store.entry(forKey: "goodreads:1"))
      #expect(saved.finishedAt == (try instant(read)), "\(zone.identifier)")
      #expect(saved.addedAt == (try instant(added)), "\(zone.identifier)")
    }
  }

  @Test("Goodreads' own day for a book finished early in the morning in Seoul changes nothing")
  func goodreadsDayMatchesTheSavedTime() async throws {
    let store = try openStore()
    let finished = try instant("2023-12-01T08:30:00+09:00")
    try await store.save(entry(finished: finished, added: try instant("2023-11-01T12:00:00+09:00")))
    let path = dir.path("from-goodreads.csv")
    let csv = GoodreadsCSVText.make([
      [
        "Book Id": "", "Title": "Plain", "ISBN13": "=\"9780306406157\"", "Date Read": "2023/12/01",
        "Date Added": "2023/11/01", "Exclusive Shelf": "read",
      ]
    ])
    try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
    #expect(try await store.importEntries(from: path, timeZone: seoul) == ImportReport(unchanged: 1))
    #expect(try await store.entry(forKey: "9780306406157")?.finishedAt == finished)
  }

  @Test(
    "a Goodreads round trip into the same shelf changes nothing in Seoul, Los Angeles and Santiago",
    arguments: ["Asia/Seoul", "America/Los_Angeles", "America/Santiago", "UTC"])
  func roundTripInAnyZone(zoneName: String) async throws {
    let zone = try #require(TimeZone(identifier: zoneName))
    let store = try openStore()
    let times = [
      "2023-12-01T08:30:00+09:00", "2023-11-30T23:59:59.999Z", "2024-03-10T02:30:00-08:00",
      "2022-09-11T04:00:00Z",  // 01:00 in Santiago, the first instant of a day without midnight
      "2022-09-11T03:59:59Z",
    ]
    for (index, time) in times.enumerated() {
      let book = TestValues.book(isbn13: TestValues.isbn13(index + 1), title: "Book \(index)")
      try await store.save(
        ShelfEntry(
          book: book, status: .read, addedAt: try instant(time),
          startedAt: try instant(time).addingTimeInterval(-86_400 * 3), finishedAt: try instant(time)))
    }
    let before = try await store.entries(matching: ShelfFilter(), sortedBy: .added)
    let path = dir.path("goodreads.csv")
    try await store.exportEntries(format: .goodreads, toFile: path, timeZone: zone)
    let report = try await store.importEntries(from: path, timeZone: zone)
    #expect(report == ImportReport(unchanged: times.count))
    #expect(try await store.entries(matching: ShelfFilter(), sortedBy: .added) == before)

    // Into an empty shelf: each date is the first instant of the same local day.
    let other = try openStore("other.sqlite")
    #expect(try await other.importEntries(from: path, timeZone: zone).added == times.count)
    let days = LocalDays(timeZone: zone)
    for entry in before {
      let copy = try #require(try await other.entry(forKey: entry.id))
      let finished = try #require(copy.finishedAt)
      #expect(days.isStartOfDay(finished), "\(entry.book.title) \(finished)")
      #expect(days.isSameDay(finished, try #require(entry.finishedAt)), "\(entry.book.title)")
      #expect(days.isSameDay(copy.addedAt, entry.addedAt))
    }
  }

  @Test("a day without midnight (Santiago, 2022-09-11) starts at 01:00")
  func dayWithoutMidnight() throws {
    let days = LocalDays(timeZone: try #require(TimeZone(identifier: "America/Santiago")))
    let start = try #require(days.start(year: 2022, month: 9, day: 11))
    #expect(start == (try instant("2022-09-11T01:00:00-03:00")))
    #expect(days.goodreads(start) == "2022/09/11")
    #expect(days.goodreads(start.addingTimeInterval(-1)) == "2022/09/10")
    #expect(days.start(year: 2023, month: 2, day: 29) == nil)
  }

  /// `Book Id` → (`Date Read`, `Date Added`) of a Goodreads CSV.
  func days(of data: Data) throws -> [String: [String]] {
    let reader = StreamingCSVReader(data: data, strict: true)
    let header = CSVHeader(try #require(try reader.next()).fields)
    var days: [String: [String]] = [:]
    while let record = try reader.next() {
      let id = try #require(header.value("Book Id", in: record.fields))
      days[id] = ["Date Read", "Date Added"].map { header.value($0, in: record.fields) ?? "" }
    }
    return days
  }

  @Test(
    "the real exports: Goodreads' own days come back unchanged after import and export",
    arguments: ["Asia/Seoul", "America/Los_Angeles"])
  func realExportDaysRoundTrip(zoneName: String) async throws {
    let zone = try #require(TimeZone(identifier: zoneName))
    for name in ["1.csv", "2.csv"] {
      guard let url = SharedData.url("data/goodreads-export/\(name)") else {
        print(SharedData.skipMessage(for: "data/goodreads-export/\(name)"))
        return
      }
      let store = try openStore("\(name).sqlite")
      let report = try await store.importEntries(from: url.path, timeZone: zone)
      #expect(report.skipped.isEmpty && report.warnings.isEmpty && report.dateOrder == nil)
      let entries = try await store.entries(matching: ShelfFilter(), sortedBy: .added)
      let exported = try days(of: try ShelfStore.exportData(entries, format: .goodreads, timeZone: zone))
      let original = try days(of: try Data(contentsOf: url))
      #expect(exported.count == original.count && exported.count == entries.count)
      let changed = original.filter { exported[$0.key] != $0.value }
      #expect(
        changed.isEmpty,
        "\(name) \(zoneName): \(changed.prefix(3)) → \(changed.prefix(3).map { exported[$0.key] })")
    }
  }
}

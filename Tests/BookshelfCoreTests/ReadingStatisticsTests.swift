import BookshelfCore
import Foundation
import Testing

@Suite("Reading statistics")
struct ReadingStatisticsTests {
  static let seoul = TimeZone(identifier: "Asia/Seoul") ?? .gmt

  /// Noon of a day in Seoul.
  static func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 12) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = seoul
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? Date()
  }

  static func entry(
    _ title: String, authors: [String] = [], status: ReadingStatus = .want, rating: Int? = nil,
    tags: [String] = [], started: Date? = nil, finished: Date? = nil
  ) -> ShelfEntry {
    ShelfEntry(
      book: Book(id: "kakao:\(title)", title: title, authors: authors, source: "kakao"), status: status,
      rating: rating, tags: tags, addedAt: day(2024, 1, 1), startedAt: started, finishedAt: finished)
  }

  @Test("an empty shelf: zero counts, every status, no average")
  func empty() {
    let stats = ReadingStatistics(entries: [], timeZone: Self.seoul)
    #expect(stats.total == 0)
    #expect(stats.byStatus == ["want": 0, "reading": 0, "read": 0, "dnf": 0])
    #expect(stats.years.isEmpty)
    #expect(stats.ratings == [0, 0, 0, 0, 0])
    #expect(stats.unrated == 0)
    #expect(stats.topTags.isEmpty && stats.topAuthors.isEmpty)
    #expect(stats.averageDaysToFinish == nil)
  }

  @Test("books read per year and month in the user's time zone; only status read with a finish date")
  func perYearAndMonth() {
    let entries = [
      Self.entry("a", status: .read, finished: Self.day(2025, 3, 10)),
      Self.entry("b", status: .read, finished: Self.day(2025, 3, 20)),
      // 2025-12-31 23:30 in Seoul is still 2025 there (14:30 UTC).
      Self.entry("c", status: .read, finished: Self.day(2025, 12, 31, hour: 23)),
      // 2026-01-01 01:00 in Seoul is 2025-12-31 in UTC: counted in 2026.
      Self.entry("d", status: .read, finished: Self.day(2026, 1, 1, hour: 1)),
      Self.entry("e", status: .reading, finished: Self.day(2025, 5, 1)),
      Self.entry("f", status: .read),
    ]
    let stats = ReadingStatistics(entries: entries, timeZone: Self.seoul)
    #expect(stats.total == 6)
    #expect(stats.byStatus == ["want": 0, "reading": 1, "read": 5, "dnf": 0])
    #expect(
      stats.years == [
        .init(year: 2025, booksRead: 3, months: [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1]),
        .init(year: 2026, booksRead: 1, months: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      ])
    let utc = ReadingStatistics(entries: entries, timeZone: .gmt)
    #expect(utc.years.map(\.year) == [2025])
    #expect(utc.years.first?.booksRead == 4)
  }

  @Test("pages read: the page counts of read books kept in pages, per year and month")
  func pagesRead() {
    var first = Self.entry("a", status: .read, finished: Self.day(2026, 3, 10))
    first.progress = .pages(read: 350, total: 350)
    var second = Self.entry("b", status: .read, finished: Self.day(2026, 3, 20))
    second.progress = .pages(read: 100, total: 120)
    var percent = Self.entry("c", status: .read, finished: Self.day(2026, 4, 1))
    percent.progress = .percent(100)
    var reading = Self.entry("d", status: .reading, finished: Self.day(2026, 4, 2))
    reading.progress = .pages(read: 10, total: 500)
    let stats = ReadingStatistics(entries: [first, second, percent, reading], timeZone: .gmt)
    #expect(stats.years.map(\.pagesRead) == [470])
    #expect(stats.years.first?.pageMonths == [0, 0, 470, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    #expect(stats.years.first?.booksRead == 3)
  }

  @Test("rating histogram 1–5 and the unrated count")
  func ratings() {
    let entries = [1, 4, 4, 5, nil, nil].enumerated().map { Self.entry("t\($0.offset)", rating: $0.element) }
    let stats = ReadingStatistics(entries: entries, timeZone: .gmt)
    #expect(stats.ratings == [1, 0, 0, 2, 1])
    #expect(stats.unrated == 2)
  }

  @Test("top 10 tags and authors by count, ties by name, each book counted once")
  func topTagsAndAuthors() {
    var entries = (0..<12).map { n in
      Self.entry(
        "n\(n)", authors: ["Author \(String(format: "%02d", n))"], tags: ["tag\(String(format: "%02d", n))"])
    }
    entries += [
      Self.entry("x", authors: ["한강", "한강"], tags: ["sf", "sf"]),
      Self.entry("y", authors: ["한강"], tags: ["sf", "소설"]),
      Self.entry("z", authors: ["Author 11"], tags: ["소설"]),
    ]
    let stats = ReadingStatistics(entries: entries, timeZone: .gmt)
    #expect(stats.topTags.count == 10)
    #expect(
      stats.topTags.prefix(3) == [
        .init(name: "sf", count: 2), .init(name: "소설", count: 2), .init(name: "tag00", count: 1),
      ])
    #expect(stats.topTags.last?.name == "tag07")
    #expect(
      stats.topAuthors.prefix(3) == [
        .init(name: "Author 11", count: 2), .init(name: "한강", count: 2), .init(name: "Author 00", count: 1),
      ])
    #expect(stats.topAuthors.count == 10)
  }

  @Test("average calendar days from start to finish of read books; a finish before the start is ignored")
  func averageDays() {
    let entries = [
      Self.entry(
        "a", status: .read, started: Self.day(2025, 1, 1, hour: 23), finished: Self.day(2025, 1, 3, hour: 1)),
      Self.entry("b", status: .read, started: Self.day(2025, 2, 1), finished: Self.day(2025, 2, 8)),
      Self.entry("c", status: .read, started: Self.day(2025, 3, 9), finished: Self.day(2025, 3, 1)),
      Self.entry("d", status: .reading, started: Self.day(2025, 3, 1), finished: Self.day(2025, 4, 1)),
    ]
    #expect(ReadingStatistics(entries: entries, timeZone: Self.seoul).averageDaysToFinish == 4.5)
  }

  @Test("JSON keys are stable")
  func jsonKeys() throws {
    let entries = [
      Self.entry(
        "a", authors: ["Le Guin"], status: .read, rating: 5, tags: ["sf"], started: Self.day(2025, 1, 1),
        finished: Self.day(2025, 1, 2))
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(
      decoding: try encoder.encode(ReadingStatistics(entries: entries, timeZone: Self.seoul)), as: UTF8.self)
    #expect(
      json
        == #"{"averageDaysToFinish":1,"byStatus":{"dnf":0,"read":1,"reading":0,"want":0},"ratings":[0,0,0,0,1],"topAuthors":[{"count":1,"name":"Le Guin"}],"topTags":[{"count":1,"name":"sf"}],"total":1,"unrated":0,"years":[{"booksRead":1,"months":[1,0,0,0,0,0,0,0,0,0,0,0],"pageMonths":[0,0,0,0,0,0,0,0,0,0,0,0],"pagesRead":0,"year":2025}]}"#
    )
    let decoded = try JSONDecoder().decode(ReadingStatistics.self, from: Data(json.utf8))
    #expect(decoded == ReadingStatistics(entries: entries, timeZone: Self.seoul))
  }
}

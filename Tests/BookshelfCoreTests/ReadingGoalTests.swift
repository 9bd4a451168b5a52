import BookshelfCore
import Foundation
import Testing

@Suite("Reading goal and the statistics of one year")
struct ReadingGoalTests {
  static let seoul = TimeZone(identifier: "Asia/Seoul") ?? .gmt

  static func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 12, in zone: TimeZone = seoul) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? Date()
  }

  @Test("the schedule spreads the goal over the days of the year: day 146 of 365 expects 12 of 30")
  func evenSchedule() {
    // 2026-05-26 is day 146; 30 × 146 / 365 = 12.
    let goal = ReadingGoal(
      target: 30, year: 2026, booksRead: 15, now: Self.day(2026, 5, 26), timeZone: Self.seoul)
    #expect(goal.expectedByNow == 12)
    #expect(goal.aheadOfSchedule == 3)
  }

  @Test("the day is the user's: 23:30 UTC on 31 December is already 1 January in Seoul")
  func userTimeZone() {
    let now = Self.day(2025, 12, 31, hour: 23, in: .gmt)
    let seoul = ReadingGoal(target: 365, year: 2026, booksRead: 0, now: now, timeZone: Self.seoul)
    #expect(seoul.expectedByNow == 1)
    let utc = ReadingGoal(target: 365, year: 2026, booksRead: 0, now: now, timeZone: .gmt)
    #expect(utc.expectedByNow == 0)
    #expect(utc.aheadOfSchedule == 0)
  }

  @Test("a past year expects the whole goal, a future one nothing")
  func pastAndFuture() {
    let now = Self.day(2026, 6, 1)
    #expect(
      ReadingGoal(target: 20, year: 2025, booksRead: 18, now: now, timeZone: Self.seoul).aheadOfSchedule == -2
    )
    #expect(
      ReadingGoal(target: 20, year: 2027, booksRead: 0, now: now, timeZone: Self.seoul).expectedByNow == 0)
  }

  @Test("--year keeps the books finished that year, and unfinished ones added that year")
  func oneYear() {
    func entry(_ title: String, _ status: ReadingStatus, added: Date, finished: Date? = nil) -> ShelfEntry {
      ShelfEntry(
        book: Book(id: "kakao:\(title)", title: title, source: "kakao"), status: status, addedAt: added,
        finishedAt: finished)
    }
    let entries = [
      entry("old read", .read, added: Self.day(2024, 1, 1), finished: Self.day(2025, 3, 1)),
      entry("read now", .read, added: Self.day(2024, 1, 1), finished: Self.day(2026, 1, 1, hour: 0)),
      entry("want now", .want, added: Self.day(2026, 2, 1)),
      entry("want old", .want, added: Self.day(2025, 2, 1)),
    ]
    let stats = ReadingStatistics(entries: entries, timeZone: Self.seoul, year: 2026)
    #expect(stats.year == 2026)
    #expect(stats.total == 2)
    #expect(stats.byStatus["read"] == 1 && stats.byStatus["want"] == 1)
    #expect(stats.years.map(\.year) == [2026])
    #expect(stats.years.first?.months.first == 1)
    #expect(ReadingStatistics(entries: entries, timeZone: Self.seoul).year == nil)
  }
}

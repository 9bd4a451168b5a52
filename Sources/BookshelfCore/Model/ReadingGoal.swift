#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A yearly reading goal and where the reader stands against it: `12 of 30 books read in 2026,
/// 3 ahead of schedule`. The schedule spreads the goal evenly over the days of the year.
///
/// JSON (inside `ReadingStatistics`): `{"year": 2026, "target": 30, "booksRead": 12,
/// "expectedByNow": 9, "aheadOfSchedule": 3}`.
public struct ReadingGoal: Sendable, Hashable, Codable {
  /// The largest goal the config file accepts (books a year).
  public static let maximumTarget = 10_000

  /// The calendar year of the goal.
  public var year: Int
  /// Books to read in the year, 1…`maximumTarget`.
  public var target: Int
  /// Books read (status `read`, `finishedAt` in the year).
  public var booksRead: Int
  /// Books the even schedule expects by today: `target × day of the year ÷ days in the year`,
  /// rounded down; all of `target` for a past year, 0 for a future one.
  public var expectedByNow: Int
  /// `booksRead − expectedByNow`: positive ahead of schedule, negative behind.
  public var aheadOfSchedule: Int

  /// The goal `target` for `year`, with `booksRead` so far, judged on the day of `now` in
  /// `timeZone`.
  public init(target: Int, year: Int, booksRead: Int, now: Date, timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.year = year
    self.target = target
    self.booksRead = booksRead
    let thisYear = calendar.component(.year, from: now)
    if year < thisYear {
      expectedByNow = target
    } else if year > thisYear {
      expectedByNow = 0
    } else {
      let day = calendar.ordinality(of: .day, in: .year, for: now) ?? 1
      let days = calendar.range(of: .day, in: .year, for: now)?.count ?? 365
      expectedByNow = target * day / max(days, 1)
    }
    aheadOfSchedule = booksRead - expectedByNow
  }
}

import Foundation

/// Calendar days in one time zone: how the day-only columns of a Goodreads file (`Date Read`,
/// `Date Added`, `Date Started`) map to instants and back.
///
/// A day is read as its first instant in the zone (local midnight, or the first instant after
/// a transition that skips midnight), and an instant is written as the day it falls on in the
/// zone: a book finished at 08:30 in Seoul on 12-01 is `2024/12/01` with `Asia/Seoul`, not the
/// UTC day before. The time zone is injected (the CLI's composition root passes
/// `TimeZone.current`); `utc` is the default of the stores' API.
struct LocalDays: Sendable {
  let calendar: Calendar

  init(timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
  }

  static let utc = LocalDays(timeZone: TimeZone.gmt)

  var timeZone: TimeZone { calendar.timeZone }

  /// The first instant of the day in the zone, or nil for an impossible date (`2023/02/29`) or
  /// a year outside 1–9999.
  func start(year: Int, month: Int, day: Int) -> Date? {
    guard (1...9999).contains(year),
      ShelfDate.days(year: Int64(year), month: Int64(month), day: Int64(day)) != nil,
      let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))
    else { return nil }
    return calendar.startOfDay(for: noon)
  }

  /// The calendar day `date` falls on in the zone.
  func day(of date: Date) -> (year: Int, month: Int, day: Int) {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
  }

  /// `yyyy/MM/dd` of the day `date` falls on in the zone (Goodreads' export form).
  func goodreads(_ date: Date) -> String {
    let (y, m, d) = day(of: date)
    return "\(ShelfDate.padded(y, 4))/\(ShelfDate.padded(m, 2))/\(ShelfDate.padded(d, 2))"
  }

  /// True when `date` is the first instant of its day in the zone (a day-precision date).
  func isStartOfDay(_ date: Date) -> Bool {
    ShelfDate.milliseconds(calendar.startOfDay(for: date)) == ShelfDate.milliseconds(date)
  }

  /// True when both instants fall on the same day in the zone.
  func isSameDay(_ a: Date, _ b: Date) -> Bool { calendar.isDate(a, inSameDayAs: b) }
}

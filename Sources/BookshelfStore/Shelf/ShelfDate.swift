import BookshelfCore
import Foundation

/// How the shelf stores and writes dates: whole milliseconds since 1970-01-01T00:00:00Z.
///
/// Storing integers (not `Double` seconds) makes a saved date read back as exactly the same
/// `Date`, and lets export/import round-trip through ISO 8601 text
/// (`2026-11-30T03:04:05.678Z`) without drift.
public enum ShelfDate {
  /// The date's milliseconds since 1970 (rounded to the nearest millisecond), clamped to
  /// `Int64`'s range; 0 for a date whose time is NaN. (A date read from a damaged
  /// `shelf.sqlite` may be `Int64.max` milliseconds, which comes back a little above it.)
  public static func milliseconds(_ date: Date) -> Int64 {
    SafeNumber.clampedInt64(date.timeIntervalSince1970 * 1000) ?? 0
  }

  /// The date at `milliseconds` since 1970.
  public static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// `date` rounded to the millisecond, as the shelf will store it.
  public static func rounded(_ date: Date) -> Date { self.date(milliseconds: milliseconds(date)) }

  /// ISO 8601 UTC text with milliseconds, e.g. `2026-11-30T03:04:05.678Z`.
  public static func iso8601(_ date: Date) -> String {
    let ms = milliseconds(date)
    let (days, msOfDay) = floorDivide(ms, 86_400_000)
    let (y, m, d) = civil(fromDays: days)
    let seconds = msOfDay / 1000
    return "\(padded(y, 4))-\(padded(m, 2))-\(padded(d, 2))T\(padded(seconds / 3600, 2)):"
      + "\(padded(seconds / 60 % 60, 2)):\(padded(seconds % 60, 2)).\(padded(msOfDay % 1000, 3))Z"
  }

  /// Parses `YYYY-MM-DDTHH:MM:SS[.fff]` followed by `Z` or `±HH:MM`, or a plain `YYYY-MM-DD`
  /// (midnight UTC).
  /// - Returns: the date, or nil when `text` has another shape or an impossible value.
  public static func parseISO8601(_ text: String) -> Date? {
    let chars = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int64? {
      guard range.upperBound <= chars.count else { return nil }
      var value: Int64 = 0
      for c in chars[range] {
        guard c >= 48, c <= 57 else { return nil }
        value = value * 10 + Int64(c - 48)
      }
      return value
    }
    guard chars.count >= 10, chars[4] == 45, chars[7] == 45, let y = number(0..<4),
      let mo = number(5..<7), let d = number(8..<10), let base = days(year: y, month: mo, day: d)
    else { return nil }
    if chars.count == 10 { return date(milliseconds: base * 86_400_000) }
    guard chars.count >= 20, chars[10] == 84 || chars[10] == 32, chars[13] == 58, chars[16] == 58,
      let h = number(11..<13), let mi = number(14..<16), let s = number(17..<19), h < 24, mi < 60,
      s < 61
    else { return nil }
    var index = 19
    var fraction: Int64 = 0
    if chars[index] == 46 {  // "."
      index += 1
      var digits = 0
      while index < chars.count, chars[index] >= 48, chars[index] <= 57 {
        if digits < 3 { fraction = fraction * 10 + Int64(chars[index] - 48) }
        digits += 1
        index += 1
      }
      guard digits > 0 else { return nil }
      if digits < 3 { for _ in digits..<3 { fraction *= 10 } }
    }
    var offsetMinutes: Int64 = 0
    if index == chars.count - 1, chars[index] == 90 {  // "Z"
    } else if index + 6 == chars.count, chars[index] == 43 || chars[index] == 45,
      chars[index + 3] == 58, let oh = number(index + 1..<index + 3),
      let om = number(index + 4..<index + 6)
    {
      offsetMinutes = (oh * 60 + om) * (chars[index] == 45 ? -1 : 1)
    } else {
      return nil
    }
    let ms = ((base * 86_400 + h * 3600 + mi * 60 + s - offsetMinutes * 60) * 1000) + fraction
    return date(milliseconds: ms)
  }

  /// `yyyy/MM/dd` in UTC (the Goodreads export format), e.g. `2020/05/20`.
  public static func goodreads(_ date: Date) -> String {
    let (days, _) = floorDivide(milliseconds(date), 86_400_000)
    let (y, m, d) = civil(fromDays: days)
    return "\(padded(y, 4))/\(padded(m, 2))/\(padded(d, 2))"
  }

  /// Parses `yyyy/MM/dd` (also `yyyy-MM-dd`) as midnight UTC.
  /// - Returns: nil for another shape or an impossible date (`2020/02/30`).
  public static func parseGoodreads(_ text: String) -> Date? {
    let parts = text.split(whereSeparator: { $0 == "/" || $0 == "-" })
    guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count),
      (1...2).contains(parts[2].count), let y = Int64(parts[0]), let m = Int64(parts[1]),
      let d = Int64(parts[2]), let days = days(year: y, month: m, day: d)
    else { return nil }
    return date(milliseconds: days * 86_400_000)
  }

  /// `value` in decimal with leading zeros to `width` digits (a minus sign comes first).
  static func padded(_ value: some BinaryInteger, _ width: Int) -> String {
    let digits = String(value.magnitude)
    let zeros = String(repeating: "0", count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + zeros + digits
  }

  // MARK: Civil calendar (proleptic Gregorian, UTC)

  /// Days since 1970-01-01 of a valid date, or nil.
  static func days(year: Int64, month: Int64, day: Int64) -> Int64? {
    guard (1...12).contains(month), day >= 1 else { return nil }
    let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let lengths: [Int64] = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard day <= lengths[Int(month) - 1] else { return nil }
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Year, month, day of `days` since 1970-01-01.
  static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let d = dayOfYear - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  /// Quotient rounded down and the remainder in `0..<b` (`b` > 0), for every `a` (`a - b + 1`
  /// would overflow near `Int64.min`).
  static func floorDivide(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
    let (q, r) = a.quotientAndRemainder(dividingBy: b)
    return r < 0 ? (q - 1, r + b) : (q, r)
  }
}

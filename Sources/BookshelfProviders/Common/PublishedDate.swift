/// Normalises the many date shapes of the APIs to ISO 8601 calendar dates as precise as the
/// source: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`.
public enum PublishedDate {
  /// Accepts `2014-11-17T00:00:00.000+09:00` (Kakao `datetime`; the calendar date as written,
  /// not shifted to UTC), `2019-10-03T00:00:00+02:00`, `2018-12-11`, `2020-11`, `2018`
  /// (Google `publishedDate`), `20160729`, `201607`, `2016` (Naver `pubdate`), `2016.07.29`,
  /// `2016/07/29` and Open Library's `first_publish_year` as text.
  /// - Returns: nil for empty or unparseable text, or an impossible month or day.
  public static func normalize(_ raw: String?) -> String? {
    guard let raw = raw?.trimmingWhitespace(), !raw.isEmpty else { return nil }
    let head = raw.prefix { $0 != "T" && $0 != " " }
    let digits = head.filter { $0.isASCII && $0.isNumber }
    let separated = head.contains("-") || head.contains(".") || head.contains("/")
    if separated {
      let parts = head.split(whereSeparator: { $0 == "-" || $0 == "." || $0 == "/" }).map(String.init)
      guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
        return nil
      }
      switch parts.count {
      case 1: return make(year: parts[0], month: nil, day: nil)
      case 2: return make(year: parts[0], month: parts[1], day: nil)
      case 3: return make(year: parts[0], month: parts[1], day: parts[2])
      default: return nil
      }
    }
    guard digits.count == head.count else { return nil }
    switch digits.count {
    case 4: return make(year: digits, month: nil, day: nil)
    case 6: return make(year: String(digits.prefix(4)), month: String(digits.suffix(2)), day: nil)
    case 8:
      return make(
        year: String(digits.prefix(4)), month: String(digits.dropFirst(4).prefix(2)),
        day: String(digits.suffix(2)))
    default: return nil
    }
  }

  /// A year as a date (`first_publish_year`), or nil outside 1–9999.
  public static func year(_ year: Int?) -> String? {
    guard let year, (1...9999).contains(year) else { return nil }
    return pad(year, 4)
  }

  private static func make(year: String, month: String?, day: String?) -> String? {
    guard year.count == 4, let y = Int(year), y >= 1 else { return nil }
    guard let month else { return year }
    guard let m = Int(month), (1...12).contains(m) else { return nil }
    guard let day else { return "\(year)-\(pad(m, 2))" }
    guard let d = Int(day), (1...daysIn(month: m, year: y)).contains(d) else { return nil }
    return "\(year)-\(pad(m, 2))-\(pad(d, 2))"
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let s = String(value)
    return String(repeating: "0", count: max(0, width - s.count)) + s
  }
}

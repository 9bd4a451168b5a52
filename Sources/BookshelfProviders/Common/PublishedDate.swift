/// Normalises the many date shapes of the APIs to ISO 8601 calendar dates as precise as the
/// source: `YYYY-MM-DD`, `YYYY-MM` or `YYYY`.
public enum PublishedDate {
  /// Accepts `2014-11-17T00:00:00.000+09:00` (Kakao `datetime`; the calendar date as written,
  /// not shifted to UTC), `2019-10-03T00:00:00+02:00`, `2018-12-11`, `2020-11`, `2018`
  /// (Google `publishedDate`), `20160729`, `201607`, `2016` (Naver `pubdate`), `2016.07.29`,
  /// `2016/07/29` and Open Library's `first_publish_year` as text.
  /// - Returns: nil for empty or unparseable text, or an impossible month or day.
  public static func normalize(_ raw: String?) -> String? {
    guard let raw else { return nil }
    if let fast = normalizeASCII(raw) { return fast }
    return normalizeCharacters(raw)
  }

  /// The fast path of `normalize`: the same answer on bytes when `raw` is ASCII, does not start
  /// or end with a space or control byte, and its head (the part before the first `T` or space)
  /// holds only digits and `-` `.` `/` with numbers of at most 18 digits (a non-ASCII byte
  /// anywhere could join the `T` into another Character, so it also takes the Character path). `.some(nil)` is a
  /// decided nil; nil means "take the Character path".
  static func normalizeASCII(_ raw: String) -> String?? {
    let bytes = raw.utf8
    guard let first = bytes.first, let last = bytes.last, first > 0x20, last > 0x20, first < 0x7F,
      last < 0x7F, bytes.allSatisfy({ $0 < 0x80 })
    else { return nil }
    // Up to three numbers of the head, with their digit counts.
    var values = (0, 0, 0)
    var widths = (0, 0, 0)
    var parts = 0
    var separated = false
    var current = 0
    var width = 0
    func close() {
      guard width > 0 else { return }
      switch parts {
      case 0: (values.0, widths.0) = (current, width)
      case 1: (values.1, widths.1) = (current, width)
      case 2: (values.2, widths.2) = (current, width)
      default: break
      }
      parts += 1
      current = 0
      width = 0
    }
    for byte in bytes {
      if byte == UInt8(ascii: "T") || byte == UInt8(ascii: " ") { break }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if width == 18 { return nil }
        current = current * 10 + Int(byte &- UInt8(ascii: "0"))
        width += 1
      case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"):
        separated = true
        close()
      default:
        return nil
      }
    }
    if !separated {
      switch width {
      case 4: return .some(make(year: current, yearWidth: 4, month: nil, day: nil))
      case 6: return .some(make(year: current / 100, yearWidth: 4, month: current % 100, day: nil))
      case 8:
        return .some(
          make(year: current / 10_000, yearWidth: 4, month: current / 100 % 100, day: current % 100))
      case 0: return nil  // nothing before `T`: the Character path decides
      default: return .some(nil)
      }
    }
    close()
    switch parts {
    case 0: return .some(nil)
    case 1: return .some(make(year: values.0, yearWidth: widths.0, month: nil, day: nil))
    case 2: return .some(make(year: values.0, yearWidth: widths.0, month: values.1, day: nil))
    case 3: return .some(make(year: values.0, yearWidth: widths.0, month: values.1, day: values.2))
    default: return .some(nil)
    }
  }

  /// `make(year:month:day:)` on numbers: `yearWidth` is the count of digits written.
  private static func make(year: Int, yearWidth: Int, month: Int?, day: Int?) -> String? {
    guard yearWidth == 4, year >= 1 else { return nil }
    let count = month == nil ? 4 : day == nil ? 7 : 10
    guard month.map({ (1...12).contains($0) }) ?? true else { return nil }
    if let month, let day, !(1...daysIn(month: month, year: year)).contains(day) { return nil }
    return String(unsafeUninitializedCapacity: count) { buffer in
      func put(_ value: Int, at offset: Int, width: Int) {
        var value = value
        for i in stride(from: width - 1, through: 0, by: -1) {
          buffer[offset + i] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
        }
      }
      put(year, at: 0, width: 4)
      if let month {
        buffer[4] = UInt8(ascii: "-")
        put(month, at: 5, width: 2)
      }
      if let day {
        buffer[7] = UInt8(ascii: "-")
        put(day, at: 8, width: 2)
      }
      return count
    }
  }

  /// The general path of `normalize`, Character by Character.
  static func normalizeCharacters(_ raw: String?) -> String? {
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

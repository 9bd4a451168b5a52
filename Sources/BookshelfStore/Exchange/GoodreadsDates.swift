import BookshelfCore
import Foundation

/// How the day columns of one Goodreads file are read.
///
/// Goodreads writes `yyyy/MM/dd`; a spreadsheet that re-saved the file writes the year last in
/// its own order: `3/25/2024` (month first, US) or `25/3/2024` (day first), sometimes with two
/// digits for the year (`3/25/24`). The order cannot be told from one ambiguous cell
/// (`4/5/2024`), so it is decided once per file (`scan`) from the cells that can only be read
/// one way (a first number above 12 proves day/month/year, a second one above 12
/// month/day/year; the side with more such cells wins); a file where no cell decides is read
/// month/day/year, as Goodreads' US origin writes it, and the report says which order was used.
/// A day is read in the file's time zone (`LocalDays`). A cell that is none of these
/// (`########`, text, an impossible date) is unreadable: the caller drops it with a warning.
struct GoodreadsDates: Sendable {
  /// The columns that hold days.
  static let columns = ["Date Read", "Date Added", "Date Started"]

  /// The order of cells written with the year last.
  var order: ImportReport.DateOrder.Order = .monthDayYear
  /// The time zone of the days.
  var days: LocalDays = .utc
  /// The year two-digit years are read up to: `yy` is the latest year ending in `yy` that is
  /// not after it (with 2026: `24` → 2024, `27` → 1927).
  var latestYear = 2099

  /// The cell's day as its first instant in `days`' zone, or nil when the cell is unreadable.
  func date(_ text: String) -> Date? {
    switch Self.cell(text) {
    case .yearFirst(let year, let month, let day)?:
      return days.start(year: year, month: month, day: day)
    case .yearLast(let first, let second, let year)?:
      let (month, day) = order == .monthDayYear ? (first, second) : (second, first)
      return days.start(year: fullYear(year), month: month, day: day)
    case nil:
      return nil
    }
  }

  private func fullYear(_ year: Cell.Year) -> Int {
    switch year {
    case .full(let value): return value
    case .twoDigit(let yy):
      let century = latestYear - latestYear % 100
      return century + yy <= latestYear ? century + yy : century - 100 + yy
    }
  }

  /// The shape of a date cell, before the order is known.
  enum Cell: Equatable {
    enum Year: Equatable {
      case full(Int)
      case twoDigit(Int)
    }
    /// `yyyy/MM/dd` or `yyyy-MM-dd` (one or two digits for month and day).
    case yearFirst(year: Int, month: Int, day: Int)
    /// `a/b/yyyy` or `a/b/yy`: day and month in an order the file decides.
    case yearLast(first: Int, second: Int, year: Year)
  }

  /// The cell's shape, or nil for anything else (`########`, `next week`, `2024/3`).
  static func cell(_ text: String) -> Cell? {
    let utf8 = text.utf8
    guard utf8.count <= 10 else { return nil }
    var numbers: [(value: Int, digits: Int)] = []
    var separators: [UInt8] = []
    var value = 0
    var digits = 0
    for byte in utf8 {
      if byte &- UInt8(ascii: "0") < 10 {
        value = value * 10 + Int(byte &- UInt8(ascii: "0"))
        digits += 1
      } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-"), digits > 0 {
        numbers.append((value, digits))
        separators.append(byte)
        (value, digits) = (0, 0)
      } else {
        return nil
      }
    }
    guard digits > 0 else { return nil }
    numbers.append((value, digits))
    guard numbers.count == 3 else { return nil }
    let (a, b, c) = (numbers[0], numbers[1], numbers[2])
    if a.digits == 4, (1...2).contains(b.digits), (1...2).contains(c.digits) {
      return .yearFirst(year: a.value, month: b.value, day: c.value)
    }
    guard separators.allSatisfy({ $0 == UInt8(ascii: "/") }), (1...2).contains(a.digits),
      (1...2).contains(b.digits), c.digits == 4 || c.digits == 2
    else { return nil }
    return .yearLast(
      first: a.value, second: b.value, year: c.digits == 4 ? .full(c.value) : .twoDigit(c.value))
  }

  /// Which order a year-last cell proves, or nil when it could be either (or neither).
  static func evidence(_ cell: Cell) -> ImportReport.DateOrder.Order? {
    guard case .yearLast(let first, let second, _) = cell else { return nil }
    if first > 12, first <= 31, (1...12).contains(second) { return .dayMonthYear }
    if second > 12, second <= 31, (1...12).contains(first) { return .monthDayYear }
    return nil
  }

  /// Reads every record of `reader` (a Goodreads file from its header row) and decides the
  /// order of its year-last dates. Malformed records are passed over; the scan ends at bytes
  /// that are not UTF-8, a quote left open or a file mostly swallowed by one (the import itself
  /// reports them).
  /// - Returns: nil when the file has no year-last date; else the order, with the first cell
  ///   that proves it (none when month/day/year is assumed).
  static func scan(_ reader: StreamingCSVReader) throws -> ImportReport.DateOrder? {
    var header: CSVHeader?
    var first: [ImportReport.DateOrder.Order: (line: Int, value: String)] = [:]
    var counts: [ImportReport.DateOrder.Order: Int] = [:]
    var yearLast = false
    while true {
      let record: StreamingCSVReader.Record
      do {
        guard let next = try reader.next() else { break }
        record = next
      } catch StreamingCSVReader.Failure.malformed {
        continue
      } catch StreamingCSVReader.Failure.notUTF8, StreamingCSVReader.Failure.unclosedQuote,
        StreamingCSVReader.Failure.mostlySwallowed
      {
        break
      }
      guard let columns = header else {
        header = CSVHeader(record.fields)
        continue
      }
      for column in Self.columns {
        guard let text = columns.value(column, in: record.fields), let cell = cell(text) else {
          continue
        }
        if case .yearLast = cell { yearLast = true }
        guard let order = evidence(cell) else { continue }
        counts[order, default: 0] += 1
        if first[order] == nil { first[order] = (record.line, text) }
      }
    }
    guard yearLast else { return nil }
    let dayFirst = counts[.dayMonthYear] ?? 0
    let order: ImportReport.DateOrder.Order =
      dayFirst > (counts[.monthDayYear] ?? 0) ? .dayMonthYear : .monthDayYear
    guard let proof = first[order] else { return ImportReport.DateOrder(order: .monthDayYear) }
    return ImportReport.DateOrder(order: order, line: proof.line, example: proof.value)
  }
}

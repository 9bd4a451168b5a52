import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// The lines `bookshelf import` prints about an `ImportReport` beyond its counts: the cells it
/// left out or changed, and how it read dates written with the year last.
enum ImportReportText {
  /// Warnings listed per column and kind before the rest are counted in one line.
  static let shownPerProblem = 3

  /// One line per warning, in file order, except that after `shownPerProblem` lines for the
  /// same kind of problem in the same column the others are counted in one line (a file
  /// re-saved by a spreadsheet has the same problem on every row). Cell values are clipped to
  /// 40 characters.
  static func warnings(_ warnings: [ImportReport.Warning], path: String) -> [ImportWarningMessage] {
    struct Problem: Hashable {
      let kind: ImportReport.Warning.Kind
      let column: String
    }
    var shown: [Problem: Int] = [:]
    var more: [(Problem, Int)] = []
    var lines: [ImportWarningMessage] = []
    for warning in warnings {
      let problem = Problem(kind: warning.kind, column: warning.column)
      let count = shown[problem, default: 0]
      shown[problem] = count + 1
      if count < shownPerProblem {
        lines.append(line(warning, path: path))
      } else if let index = more.firstIndex(where: { $0.0 == problem }) {
        more[index].1 += 1
      } else {
        more.append((problem, 1))
      }
    }
    for (problem, count) in more {
      lines.append(.more(path: path, count: count, column: problem.column))
    }
    return lines
  }

  static func line(_ warning: ImportReport.Warning, path: String) -> ImportWarningMessage {
    let value = BookshelfError.clip(warning.value)
    switch warning.kind {
    case .unreadableDate:
      return .unreadableDate(path: path, line: warning.line, column: warning.column, value: value)
    case .ratingRounded:
      return .ratingRounded(path: path, line: warning.line, value: value, rating: warning.replacement ?? "0")
    case .scientificNotation:
      return .scientificNotation(path: path, line: warning.line, column: warning.column, value: value)
    }
  }

  /// `Dates were read as day/month/year (25/3/2024 on line 5 can only be read that way).`, or
  /// that month/day/year was assumed.
  static func dateOrder(_ order: ImportReport.DateOrder) -> ImportWarningMessage {
    guard let line = order.line, let example = order.example else { return .datesAssumedMonthDayYear }
    return .datesRead(
      order.order == .dayMonthYear ? .dayMonthYear : .monthDayYear, line: line,
      example: BookshelfError.clip(example))
  }
}

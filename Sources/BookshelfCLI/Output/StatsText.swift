import BookshelfCore
import BookshelfPresentation

/// The human output of `bookshelf stats`: the total, then bar charts of the books by status,
/// read per year and per month, the rating histogram, top tags and authors, the average days
/// to finish and the reading goal. Every chart shares one label column and one count column so
/// the bars of all charts start at the same column.
struct StatsText: Sendable {
  let language: Language
  let charset: Charset
  /// Columns of the terminal (or 80).
  let width: Int
  /// The current year in the user's time zone: the year whose months are charted when no
  /// `--year` is given and books were read in it.
  let currentYear: Int

  /// Longest label, in columns, before it is cut.
  static let maximumLabelWidth = 24

  /// Every line of the output.
  func lines(for stats: ReadingStatistics) -> [String] {
    let charts = self.charts(for: stats)
    let labelWidth = min(
      Self.maximumLabelWidth, charts.flatMap(\.rows).map { DisplayWidth.of($0.label) }.max() ?? 0)
    let countWidth = charts.flatMap(\.rows).map { String($0.value).count }.max() ?? 1
    let chart = BarChart(
      charset: charset, labelWidth: labelWidth, countWidth: countWidth,
      barWidth: max(10, min(40, width - 2 - labelWidth - 1 - countWidth - 1 - 1)))

    var lines = [say(.total(stats.total, year: stats.year))]
    for (heading, rows) in charts {
      lines.append("")
      lines.append(heading)
      lines += chart.lines(rows)
    }
    if stats.years.isEmpty {
      lines += ["", say(.nothingRead)]
    }
    lines.append("")
    lines.append(say(stats.averageDaysToFinish.map { .averageDays($0) } ?? .noAverageDays))
    if let goal = stats.goal {
      lines.append(
        say(
          .goal(booksRead: goal.booksRead, target: goal.target, year: goal.year, ahead: goal.aheadOfSchedule))
      )
    } else {
      lines.append(say(.noGoal))
    }
    return lines
  }

  /// The charts to draw, by heading; a chart with nothing to show is left out.
  func charts(for stats: ReadingStatistics) -> [(heading: String, rows: [BarChart.Row])] {
    var charts: [(heading: String, rows: [BarChart.Row])] = []
    charts.append(
      (
        say(.byStatus),
        ReadingStatus.allCases.map { status in
          BarChart.Row(
            label: ShelfCommandMessage.statusName(status, in: language),
            value: stats.byStatus[status.rawValue] ?? 0)
        }
      ))
    if !stats.years.isEmpty {
      charts.append(
        (say(.perYear), stats.years.map { BarChart.Row(label: String($0.year), value: $0.booksRead) }))
      let shown =
        stats.years.first { $0.year == (stats.year ?? currentYear) } ?? stats.years.last
      if let shown {
        charts.append(
          (
            say(.perMonth(year: shown.year)),
            shown.months.enumerated().map {
              BarChart.Row(label: say(.month($0.offset + 1)), value: $0.element)
            }
          ))
      }
      if stats.years.contains(where: { $0.pagesRead > 0 }) {
        charts.append(
          (say(.pagesPerYear), stats.years.map { BarChart.Row(label: String($0.year), value: $0.pagesRead) }))
        if let shown, shown.pagesRead > 0 {
          charts.append(
            (
              say(.pagesPerMonth(year: shown.year)),
              shown.pageMonths.enumerated().map {
                BarChart.Row(label: say(.month($0.offset + 1)), value: $0.element)
              }
            ))
        }
      }
    }
    if stats.ratings.contains(where: { $0 > 0 }) {
      let star = charset == .utf8 ? "★" : "*"
      let rows = (1...5).reversed().map { stars in
        BarChart.Row(label: String(repeating: star, count: stars), value: stats.ratings[stars - 1])
      }
      charts.append((say(.ratings), rows + [BarChart.Row(label: say(.unrated), value: stats.unrated)]))
    }
    if !stats.topTags.isEmpty {
      charts.append(
        (
          say(.topTags),
          stats.topTags.map { BarChart.Row(label: TerminalText.line($0.name), value: $0.count) }
        ))
    }
    if !stats.topAuthors.isEmpty {
      charts.append(
        (
          say(.topAuthors),
          stats.topAuthors.map { BarChart.Row(label: TerminalText.line($0.name), value: $0.count) }
        ))
    }
    return charts
  }

  private func say(_ message: StatsMessage) -> String { TerminalText.message(message, in: language) }
}

import BookshelfCore
import BookshelfPresentation
import Foundation

/// `bookshelf stats [--year Y] [--goal N] [--json]`: reading statistics of the shelf as text
/// bar charts (`StatsText`), or `ReadingStatistics` as JSON. `--goal N` first stores the
/// reading goal (books a year; 0 removes it) in the config file.
enum StatsCommand {
  /// The years `--year` accepts.
  static let years = 1...9999

  static let year = Option.integer("--year", value: HelpWord(english: "YEAR", korean: "연도")) { text in
    throw UsageError.outOfRange(option: "--year", value: text, range: years, command: "stats")
  }
  static let goal = Option.integer("--goal", value: HelpWord("N")) { text in
    throw UsageError.outOfRange(
      option: "--goal", value: text, range: 0...ReadingGoal.maximumTarget, command: "stats")
  }

  static let spec = CommandSpec(
    name: "stats",
    options: [
      OptionEntry(year, .statsYear), OptionEntry(goal, .statsGoal),
      OptionEntry(CommonOptions.json, .statsJSON),
    ])

  static let command = Command(spec: spec, help: .stats) { arguments, context in
    let environment = context.environment
    let year = try arguments.value(Self.year)
    if let year, !years.contains(year) {
      throw UsageError.outOfRange(option: "--year", value: String(year), range: years, command: "stats")
    }
    var target = environment.configuration.readingGoal
    if let goal = try arguments.value(Self.goal) {
      guard (0...ReadingGoal.maximumTarget).contains(goal) else {
        throw UsageError.outOfRange(
          option: "--goal", value: String(goal), range: 0...ReadingGoal.maximumTarget, command: "stats")
      }
      let file = environment.configuration.configFile
      try ReadingGoalSetting.store(goal, in: file)
      // A note on standard error: standard output stays the statistics (or their JSON).
      context.process.stderr.write(
        TerminalText.message(StatsMessage.goalStored(goal, path: file.path), in: context.language) + "\n")
      target = goal > 0 ? goal : nil
    }
    let entries = try await environment.openShelf().entries(matching: ShelfFilter(), sortedBy: .added)
    let stats = statistics(
      entries, year: year, goal: target, now: environment.now(), timeZone: environment.timeZone)
    if arguments.isSet(CommonOptions.json) {
      context.process.stdout.write(try JSONOutput.text(stats))
      return
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = environment.timeZone
    let text = StatsText(
      language: context.language, charset: Charset.from(environment: context.process.environment),
      width: context.process.terminalWidth, currentYear: calendar.component(.year, from: environment.now()))
    for line in text.lines(for: stats) { context.printFormatted(line) }
  }

  /// The statistics of `entries` (limited to `year` when given) with the goal of `year`, else
  /// of the current year, when a goal is set.
  static func statistics(
    _ entries: [ShelfEntry], year: Int?, goal: Int?, now: Date, timeZone: TimeZone
  ) -> ReadingStatistics {
    var stats = ReadingStatistics(entries: entries, timeZone: timeZone, year: year)
    if let goal {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      let goalYear = year ?? calendar.component(.year, from: now)
      let read = stats.years.first { $0.year == goalYear }?.booksRead ?? 0
      stats.goal = ReadingGoal(target: goal, year: goalYear, booksRead: read, now: now, timeZone: timeZone)
    }
    return stats
  }
}

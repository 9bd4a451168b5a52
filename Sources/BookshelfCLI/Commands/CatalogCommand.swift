import BookshelfCore
import BookshelfPlatform
import BookshelfPresentation
import BookshelfStore
import Foundation

/// `bookshelf catalog import <FILE> [--format F]` and `bookshelf catalog stats [--json]`: the
/// local offline catalog at `<data dir>/catalog.sqlite`.
enum CatalogCommand {
  /// `--format F` of `catalog import`: a `CatalogImportFormat` (any letter case).
  static let format = CommonOptions.choice(
    "--format", value: HelpWord("F"), kind: .format, of: CatalogImportFormat.self)

  static let importSpec = CommandSpec(
    name: "catalog import", positional: ShelfOptions.file,
    options: [OptionEntry(format, .catalogFormat)])

  static let statsSpec = CommandSpec(
    name: "catalog stats", options: [OptionEntry(CommonOptions.json, .catalogStatsJSON)])

  static let spec = CommandSpec(
    name: "catalog",
    subcommands: [
      Subcommand(spec: importSpec, help: .catalogImport), Subcommand(spec: statsSpec, help: .catalogStats),
    ])

  /// At most this many skipped rows are listed after an import; the rest are counted.
  static let skippedRowsShown = 20

  static let command = Command(spec: spec, help: .catalog) { arguments, context in
    let path = context.environment.catalogPath
    if arguments.subcommand == "import" {
      // The format is checked before the file.
      let format = try arguments.value(format)
      try runImport(
        file: URL(fileURLWithPath: arguments.argument), format: format, catalogPath: path, context: context)
    } else {
      try runStats(catalogPath: path, json: arguments.isSet(CommonOptions.json), context: context)
    }
  }

  /// Imports `file` in `format` (guessed from the file when nil).
  static func runImport(
    file: URL, format named: CatalogImportFormat?, catalogPath: String, context: CommandContext
  ) throws {
    let language = context.language
    try ImportableFile.check(file)
    let format: CatalogImportFormat
    if let named {
      format = named
    } else {
      guard let guessed = CatalogImporter.guessFormat(file: file) else {
        if let error = CatalogImporter.utf16Error(file: file) { throw error }
        throw UsageError.formatNotGuessed(
          file: file.lastPathComponent, choices: CatalogImportFormat.allCases.map(\.rawValue),
          command: importSpec.name)
      }
      format = guessed
    }
    // The data folder holds private notes: created 0700 when missing.
    try PrivateFiles.createDirectory(URL(fileURLWithPath: catalogPath).deletingLastPathComponent())
    let catalog = try context.environment.openCatalog(readOnly: false)
    var display = ImportProgressDisplay(
      output: context.process.stderr, isTerminal: context.process.stderrIsTerminal, language: language)
    // Reading, then indexing (a second bar): both phases report through `progress`.
    let clock = ContinuousClock()
    let start = clock.now
    let summary: CatalogImportSummary
    // Ctrl-C or SIGTERM stops the import at its next progress report (every 2,000 rows, a few
    // ms apart), which rolls it back, and says so; the default action would end the process
    // silently (the catalog would still be rolled back, on its next open).
    let signals = SignalWatch(signals: [SIGINT, SIGTERM])
    defer { signals.restore() }
    do {
      summary = try CatalogImporter.run(file: file, format: format, into: catalog, mappings: .adapters) {
        progress in
        if let signal = signals.received { throw BookshelfError.interrupted(signal: signal) }
        display.show(progress, elapsed: clock.now - start)
      }
    } catch {
      display.finish()
      throw error
    }
    display.finish()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    context.say(
      CatalogMessage.imported(
        imported: summary.imported, updated: summary.updated, unchanged: summary.unchanged,
        skipped: summary.skipped.count, file: file.lastPathComponent, format: format.rawValue,
        seconds: String(format: "%.1f", seconds)))
    let unit = rowUnit(of: format)
    for row in summary.skipped.prefix(skippedRowsShown) {
      context.say(CatalogMessage.skipped(unit, line: row.line, reason: row.reason))
    }
    if summary.skipped.count > skippedRowsShown {
      context.say(CatalogMessage.skippedMore(count: summary.skipped.count - skippedRowsShown))
    }
    printDroppedNumbers(summary, format: format, context: context)
  }

  /// The values left out of imported rows (numbers no book can have), the first
  /// `skippedRowsShown` with their line or element, then how many more.
  static func printDroppedNumbers(
    _ summary: CatalogImportSummary, format: CatalogImportFormat, context: CommandContext
  ) {
    let unit = rowUnit(of: format)
    for number in summary.droppedNumbers.prefix(skippedRowsShown) {
      context.say(CatalogMessage.droppedNumber(unit, number))
    }
    if summary.droppedNumbers.count > skippedRowsShown {
      context.say(CatalogMessage.droppedMore(count: summary.droppedNumbers.count - skippedRowsShown))
    }
  }

  /// JSON sources number their rows by array element, CSV sources by line.
  static func rowUnit(of format: CatalogImportFormat) -> CatalogMessage.RowUnit {
    format == .json || format == .aladin || format == .nlk ? .element : .line
  }

  /// Prints the statistics; before any import (no file yet) 0 books, with a line saying so
  /// and where the catalog will be, and exit status 0 (`--json`: zeros and the path). The
  /// file is not created. The credit and license of goodbooks-10k follow whenever its rows
  /// are in the catalog (`attribution` in JSON).
  static func runStats(catalogPath: String, json: Bool, context: CommandContext) throws {
    let exists = FileManager.default.fileExists(atPath: catalogPath)
    let statistics: CatalogStatistics
    if exists {
      statistics = try context.environment.openCatalog(readOnly: true).statistics()
    } else {
      statistics = CatalogStatistics(
        path: catalogPath, rows: 0, searchableRows: 0, rowsBySource: [:], fileSize: 0)
    }
    if json {
      context.process.stdout.write(try JSONOutput.text(statistics))
      return
    }
    guard exists else {
      context.say(CatalogMessage.statsNone(path: catalogPath))
      context.say(CatalogMessage.statsRows(rows: 0, searchable: 0))
      return
    }
    context.say(CatalogMessage.statsPath(statistics.path))
    context.say(CatalogMessage.statsRows(rows: statistics.rows, searchable: statistics.searchableRows))
    let width = statistics.rowsBySource.keys.map(\.count).max() ?? 0
    for (source, rows) in statistics.rowsBySource.sorted(by: { $0.key < $1.key }) {
      let padding = String(repeating: " ", count: width - source.count)
      context.print("  \(source)\(padding)  \(Formatting.count(rows))")
    }
    let log = statistics.walSize > 0 ? ByteSize.text(statistics.walSize) : nil
    context.say(CatalogMessage.statsSize(ByteSize.text(statistics.fileSize), writeAheadLog: log))
    for credit in statistics.attribution {
      context.say(
        AttributionMessage.credit(
          title: credit.title, creator: credit.creator, license: credit.license,
          licenseURL: credit.licenseURL, origin: credit.origin))
    }
  }

}

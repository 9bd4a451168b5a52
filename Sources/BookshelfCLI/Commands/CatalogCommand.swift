import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import BookshelfTerminal
import Foundation

/// `bookshelf catalog import <FILE> [--format F]` and `bookshelf catalog stats [--json]`: the
/// local offline catalog at `<data dir>/catalog.sqlite`.
enum CatalogCommand {
  static let spec = CommandSpec(name: "catalog", options: ["--format": .value, "--json": .flag])

  /// At most this many skipped rows are listed after an import; the rest are counted.
  static let skippedRowsShown = 20

  static let command = Command(spec: spec, help: .helpCatalog) { arguments, context in
    let language = context.language
    guard let subcommand = arguments.positionals.first else {
      throw ArgumentParser.usage(
        .usageMissingArgument, ["command": "catalog", "argument": "import|stats"], spec, language)
    }
    let path = catalogPath(context.environment.configuration)
    switch subcommand {
    case "import":
      guard arguments.positionals.count >= 2 else {
        throw ArgumentParser.usage(
          .usageMissingArgument, ["command": "catalog import", "argument": "FILE"], spec, language)
      }
      guard arguments.positionals.count == 2 else {
        throw ArgumentParser.usage(
          .usageExtraArgument, ["command": "catalog import", "argument": arguments.positionals[2]], spec,
          language)
      }
      try runImport(
        file: URL(fileURLWithPath: arguments.positionals[1]), formatName: arguments.value("--format"),
        catalogPath: path, context: context)
    case "stats":
      guard arguments.positionals.count == 1 else {
        throw ArgumentParser.usage(
          .usageExtraArgument, ["command": "catalog stats", "argument": arguments.positionals[1]], spec,
          language)
      }
      try runStats(catalogPath: path, json: arguments.has("--json"), context: context)
    default:
      throw ArgumentParser.usage(.catalogUnknownSubcommand, ["name": subcommand], spec, language)
    }
  }

  /// `<data dir>/catalog.sqlite`.
  static func catalogPath(_ configuration: Configuration) -> String {
    configuration.dataDirectory.appendingPathComponent(LocalCatalog.fileName).path
  }

  static func runImport(file: URL, formatName: String?, catalogPath: String, context: CommandContext) throws {
    let language = context.language
    let named = try formatName.map { (name) throws(BookshelfError) in
      try importFormat(named: name, language: language)
    }
    try ImportableFile.check(file)
    let format: CatalogImportFormat
    if let named {
      format = named
    } else {
      guard let guessed = CatalogImporter.guessFormat(file: file) else {
        if let error = CatalogImporter.utf16Error(file: file) { throw error }
        throw ArgumentParser.usage(.catalogFormatUnknown, ["path": file.lastPathComponent], spec, language)
      }
      format = guessed
    }
    // The data folder holds private notes: created 0700 when missing.
    try PrivateFiles.createDirectory(URL(fileURLWithPath: catalogPath).deletingLastPathComponent())
    let catalog = try openCatalog(catalogPath, readOnly: false)
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
      summary = try CatalogImporter.run(file: file, format: format, into: catalog) { progress in
        if let signal = signals.received { throw BookshelfError.interrupted(signal: signal) }
        display.show(progress, elapsed: clock.now - start)
      }
    } catch let error as BookshelfError {
      display.finish()
      throw error
    } catch {
      display.finish()
      throw BookshelfError.storage(path: catalogPath, reason: String(describing: error))
    }
    display.finish()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    context.say(
      LocalizedMessage(
        .catalogImportSummary,
        [
          "imported": Formatting.count(summary.imported), "updated": Formatting.count(summary.updated),
          "unchanged": Formatting.count(summary.unchanged),
          "skipped": Formatting.count(summary.skipped.count),
          "file": file.lastPathComponent, "format": format.rawValue,
          "seconds": String(format: "%.1f", seconds),
        ]
      ))
    // JSON sources number their skipped items by array element, CSV sources by line.
    let skippedKey: MessageKey =
      format == .json || format == .aladin ? .catalogSkippedElement : .catalogSkippedRow
    for row in summary.skipped.prefix(skippedRowsShown) {
      context.say(
        LocalizedMessage(
          skippedKey,
          ["line": String(row.line), "reason": row.reason.text(in: language)]
        ))
    }
    if summary.skipped.count > skippedRowsShown {
      context.print(
        LocalizedMessage(
          .catalogSkippedMore, ["count": Formatting.count(summary.skipped.count - skippedRowsShown)]
        ).text(in: language))
    }
    printDroppedNumbers(summary, format: format, context: context)
  }

  /// The values left out of imported rows (numbers no book can have), the first
  /// `skippedRowsShown` with their line or element, then how many more.
  static func printDroppedNumbers(
    _ summary: CatalogImportSummary, format: CatalogImportFormat, context: CommandContext
  ) {
    let language = context.language
    let key: MessageKey =
      format == .json || format == .aladin ? .catalogDroppedNumberElement : .catalogDroppedNumber
    for number in summary.droppedNumbers.prefix(skippedRowsShown) {
      context.print(
        LocalizedMessage(
          key, ["line": number.line.map(String.init) ?? "?", "reason": number.reason(in: language)]
        ).text(in: language))
    }
    if summary.droppedNumbers.count > skippedRowsShown {
      context.print(
        LocalizedMessage(
          .catalogDroppedMore, ["count": Formatting.count(summary.droppedNumbers.count - skippedRowsShown)]
        ).text(in: language))
    }
  }

  /// The `--format` value as a format (any letter case).
  /// - Throws: a usage error (exit 2) naming the value and listing the known formats.
  static func importFormat(named name: String, language: Language) throws(BookshelfError)
    -> CatalogImportFormat
  {
    if let format = CatalogImportFormat(rawValue: name.trimmingWhitespace().lowercased()) { return format }
    // Not through `ArgumentParser.usage`, which would clip the list of choices.
    let message = LocalizedMessage(
      .usageUnknownFormat,
      [
        "name": BookshelfError.clip(name),
        "choices": CatalogImportFormat.allCases.map(\.rawValue).joined(separator: ", "),
      ]
    ).text(in: language)
    throw .usage(
      LocalizedMessage(.usageSeeHelp, ["message": message, "command": spec.name]).text(in: language))
  }

  /// Prints the statistics; before any import (no file yet) 0 books, with a line saying so
  /// and where the catalog will be, and exit status 0 (`--json`: zeros and the path). The
  /// file is not created.
  static func runStats(catalogPath: String, json: Bool, context: CommandContext) throws {
    let exists = FileManager.default.fileExists(atPath: catalogPath)
    let statistics: CatalogStatistics
    if exists {
      do {
        statistics = try openCatalog(catalogPath, readOnly: true).statistics()
      } catch let error as BookshelfError {
        throw error
      } catch {
        throw BookshelfError.storage(path: catalogPath, reason: String(describing: error))
      }
    } else {
      statistics = CatalogStatistics(
        path: catalogPath, rows: 0, searchableRows: 0, rowsBySource: [:], fileSize: 0)
    }
    if json {
      context.process.stdout.write(try JSONOutput.text(statistics))
      return
    }
    let language = context.language
    guard exists else {
      context.say(LocalizedMessage(.catalogStatsNone, ["path": catalogPath]))
      context.print(
        LocalizedMessage(.catalogStatsRows, ["rows": Formatting.count(0), "searchable": Formatting.count(0)])
          .text(
            in: language))
      return
    }
    context.say(LocalizedMessage(.catalogStatsPath, ["path": statistics.path]))
    context.print(
      LocalizedMessage(
        .catalogStatsRows,
        [
          "rows": Formatting.count(statistics.rows),
          "searchable": Formatting.count(statistics.searchableRows),
        ]
      ).text(in: language))
    let width = statistics.rowsBySource.keys.map(\.count).max() ?? 0
    for (source, rows) in statistics.rowsBySource.sorted(by: { $0.key < $1.key }) {
      let padding = String(repeating: " ", count: width - source.count)
      context.print("  \(source)\(padding)  \(Formatting.count(rows))")
    }
    let size = megabytes(statistics.fileSize)
    let line =
      statistics.walSize > 0
      ? LocalizedMessage(.catalogStatsSizeWithWAL, ["size": size, "wal": megabytes(statistics.walSize)])
      : LocalizedMessage(.catalogStatsSize, ["size": size])
    context.print(line.text(in: language))
  }

  /// `bytes` as `12.3 MB` (MiB, one decimal).
  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_048_576)
  }

  static func openCatalog(_ path: String, readOnly: Bool) throws -> LocalCatalog {
    do {
      return try LocalCatalog(path: path, readOnly: readOnly)
    } catch let error as BookshelfError {
      throw error
    } catch {
      throw BookshelfError.storage(path: path, reason: String(describing: error))
    }
  }
}

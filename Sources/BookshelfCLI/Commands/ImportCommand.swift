import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation

/// `bookshelf import <FILE> [--format json|csv|goodreads] [--partial] [--json]`
///
/// All or nothing unless `--partial`. Skipped rows, cells left out or changed, and values left
/// out of imported rows (a number no book can have) go to standard error as warnings
/// (`ImportReportText`); the summary and, for a file with dates written year last, the date
/// order it was read in (or, with `--json`, the `ImportReport`) to standard output. Goodreads'
/// days are read in the environment's time zone.
enum ImportCommand {
  static let spec = CommandSpec(
    name: "import", positional: ShelfOptions.file,
    options: [
      OptionEntry(ShelfOptions.format, .importFormat), OptionEntry(ShelfOptions.partial, .partial),
      OptionEntry(CommonOptions.json, .importJSON),
    ])

  static let command = Command(spec: spec, help: .import) { arguments, context in
    let language = context.language
    let path = arguments.argument
    let format = try arguments.value(ShelfOptions.format)
    try ImportableFile.check(URL(fileURLWithPath: path))
    let report = try await context.environment.openShelf().importEntries(
      from: path, format: format, partial: arguments.isSet(ShelfOptions.partial),
      timeZone: context.environment.timeZone)
    if arguments.isSet(CommonOptions.json) {
      context.process.stdout.write(
        try JSONOutput.text(ImportReportJSON(report, path: path, language: context.language)))
      return
    }
    let head = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 1024) } ?? Data()
    let detected = format ?? ExchangeFormat.detect(path: path, head: [UInt8](head))
    let unit: ImportExportMessage.RowUnit = detected == .json ? .entry : .line
    for row in report.skipped {
      context.warn(ImportExportMessage.skipped(path: path, unit: unit, line: row.line, reason: row.reason))
    }
    for line in ImportReportText.warnings(report.warnings, path: path) {
      context.warn(line)
    }
    for number in report.droppedNumbers {
      context.warn(ImportExportMessage.droppedNumber(path: path, unit: unit, number: number))
    }
    context.say(
      ImportExportMessage.imported(
        path: path, added: report.added, updated: report.updated, unchanged: report.unchanged,
        skipped: report.skipped.count))
    if let order = report.dateOrder {
      context.say(ImportReportText.dateOrder(order))
    }
  }
}

import BookshelfCore
import BookshelfPlatform
import BookshelfPresentation
import BookshelfStore
import Foundation

/// `bookshelf export [--format json|csv|goodreads] [-o FILE]`
///
/// `-o FILE` is written atomically (a temporary file renamed over it); a symbolic link at FILE
/// is refused, a replaced file keeps its mode, and Ctrl-C or SIGTERM leaves FILE as it was and
/// no temporary file behind (exit status 128 + the signal).
enum ExportCommand {
  static let spec = CommandSpec(
    name: "export",
    options: [
      OptionEntry(ShelfOptions.format, .exportFormat), OptionEntry(ShelfOptions.output, .output),
    ])

  static let command = Command(spec: spec, help: .export) { arguments, context in
    let language = context.language
    let format = try arguments.value(ShelfOptions.format) ?? .json
    let shelf = try context.environment.openShelf()
    if let path = arguments.value(ShelfOptions.output), path != "-" {
      // Ctrl-C or SIGTERM stops the export before its next 1 MiB (or the rename) and removes
      // the temporary file; the default action would leave it behind.
      let signals = SignalWatch(signals: [SIGINT, SIGTERM])
      defer { signals.restore() }
      let count = try await shelf.exportEntries(
        format: format, toFile: path, timeZone: context.environment.timeZone,
        interrupted: signals.probe)
      context.process.stderr.write(
        TerminalText.message(ImportExportMessage.exported(count: count, path: path), in: language) + "\n")
    } else {
      let entries = try await shelf.entries(matching: ShelfFilter(), sortedBy: .added)
      context.process.stdout.write(
        String(
          decoding: try ShelfStore.exportData(
            entries, format: format, timeZone: context.environment.timeZone),
          as: UTF8.self))
    }
  }
}

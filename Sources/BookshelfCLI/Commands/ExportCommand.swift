import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation

/// `bookshelf export [--format json|csv|goodreads] [-o FILE]`
enum ExportCommand {
  static let spec = CommandSpec(
    name: "export", options: ["--format": .value, "--output": .value], aliases: ["-o": "--output"])

  static let command = Command(spec: spec, help: .helpExport) { arguments, context in
    let language = context.language
    if let extra = arguments.positionals.first {
      throw ArgumentParser.usage(
        .usageExtraArgument, ["command": "export", "argument": extra], spec, language)
    }
    let format =
      try arguments.value("--format").map { (text) throws(BookshelfError) in
        try ShelfOptions.format(text, spec: spec, language: language)
      } ?? .json
    let shelf = try context.environment.openShelf()
    if let path = arguments.value("--output"), path != "-" {
      let count = try await shelf.exportEntries(format: format, toFile: path)
      context.process.stderr.write(
        TerminalText.message(
          LocalizedMessage(
            count == 1 ? .exportSummaryOne : .exportSummary, ["count": Formatting.count(count), "path": path]),
          in: language) + "\n")
    } else {
      let entries = try await shelf.entries(matching: ShelfFilter(), sortedBy: .added)
      context.process.stdout.write(
        String(decoding: try ShelfStore.exportData(entries, format: format), as: UTF8.self))
    }
  }
}

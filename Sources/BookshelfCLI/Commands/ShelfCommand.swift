import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation

/// `bookshelf shelf [--status S] [--tag T] [--sort added|title|author|rating] [--json]`
enum ShelfCommand {
  static let spec = CommandSpec(
    name: "shelf",
    options: ["--status": .value, "--tag": .value, "--sort": .value, "--json": .flag])

  static let command = Command(spec: spec, help: .helpShelf) { arguments, context in
    let language = context.language
    if let extra = arguments.positionals.first {
      throw ArgumentParser.usage(
        .usageExtraArgument, ["command": "shelf", "argument": extra], spec, language)
    }
    let filter = ShelfFilter(
      status: try arguments.value("--status").map { (text) throws(BookshelfError) in
        try ShelfOptions.status(text)
      },
      tag: arguments.value("--tag"))
    let sort =
      try arguments.value("--sort").map { (text) throws(BookshelfError) in
        try ShelfOptions.sort(text, spec: spec, language: language)
      } ?? .added
    let shelf = try context.environment.openShelf()
    let entries = try await shelf.entries(matching: filter, sortedBy: sort)
    if arguments.has("--json") {
      context.process.stdout.write(
        String(decoding: try ShelfStore.exportData(entries, format: .json), as: UTF8.self))
      return
    }
    guard !entries.isEmpty else {
      context.say(filter == ShelfFilter() ? ShelfMessage.empty : ShelfMessage.noMatches)
      return
    }
    for line in ShelfListText(
      style: context.style, width: context.process.terminalWidth, language: context.language
    ).lines(for: entries) { context.printFormatted(line) }
    let footer =
      filter == ShelfFilter()
      ? ShelfCommandMessage.count(entries.count)
      : ShelfCommandMessage.countFiltered(count: entries.count, total: try await shelf.count())
    context.printFormatted(context.style.dim(TerminalText.message(footer, in: language)))
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation

/// `bookshelf shelf [--status S] [--tag T] [--sort added|title|author|rating] [--json]`
enum ShelfCommand {
  static let spec = CommandSpec(
    name: "shelf",
    options: [
      OptionEntry(ShelfOptions.status, .shelfStatus), OptionEntry(ShelfOptions.tag, .shelfTag),
      OptionEntry(ShelfOptions.sort, .shelfSort), OptionEntry(CommonOptions.json, .shelfJSON),
    ])

  static let command = Command(spec: spec, help: .shelf) { arguments, context in
    let language = context.language
    let filter = ShelfFilter(
      status: try arguments.value(ShelfOptions.status), tag: arguments.value(ShelfOptions.tag))
    let sort = try arguments.value(ShelfOptions.sort) ?? .added
    let shelf = try context.environment.openShelf()
    let entries = try await shelf.entries(matching: filter, sortedBy: sort)
    if arguments.isSet(CommonOptions.json) {
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

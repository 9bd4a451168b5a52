import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation

/// `bookshelf shelf [--status S]… [--tag T]… [--query TEXT] [--sort added|title|author|rating|finished]
/// [--long] [--json]`: repeated `--status` means any of them, repeated `--tag` all of them;
/// `--query` matches title, authors, tags and note by the local catalog's rules. The numbered
/// listing is remembered (`LastSearch`): `remove 2` then names its row 2; `--json` is an
/// export and numbers nothing.
enum ShelfCommand {
  static let spec = CommandSpec(
    name: "shelf",
    options: [
      OptionEntry(ShelfOptions.statuses, .shelfStatus), OptionEntry(ShelfOptions.tags, .shelfTag),
      OptionEntry(ShelfOptions.query, .shelfQuery), OptionEntry(ShelfOptions.sort, .shelfSort),
      OptionEntry(ShelfOptions.long, .shelfLong), OptionEntry(CommonOptions.json, .shelfJSON),
    ])

  static let command = Command(spec: spec, help: .shelf) { arguments, context in
    let language = context.language
    let query = arguments.value(ShelfOptions.query)
    if let query { try TextLimits.check(query, .title, name: ShelfOptions.query.declaration.name) }
    let filter = ShelfFilter(
      statuses: try arguments.values(ShelfOptions.statuses), tags: arguments.values(ShelfOptions.tags),
      query: query)
    let sort = try arguments.value(ShelfOptions.sort) ?? .added
    let shelf = try context.environment.openShelf()
    let entries = try await shelf.entries(matching: filter, sortedBy: sort)
    if arguments.isSet(CommonOptions.json) {
      context.process.stdout.write(
        String(decoding: try ShelfStore.exportData(entries, format: .json), as: UTF8.self))
      return
    }
    LastSearch.remember(listing: entries, filtered: filter != ShelfFilter(), context: context)
    guard !entries.isEmpty else {
      context.say(filter == ShelfFilter() ? ShelfMessage.empty : ShelfMessage.noMatches)
      return
    }
    var listing = ShelfListText(
      style: context.style, width: context.process.terminalWidth, language: context.language)
    listing.timeZone = context.environment.timeZone
    listing.long = arguments.isSet(ShelfOptions.long)
    for line in listing.lines(for: entries) { context.printFormatted(line) }
    let footer =
      filter == ShelfFilter()
      ? ShelfCommandMessage.count(entries.count)
      : ShelfCommandMessage.countFiltered(count: entries.count, total: try await shelf.count())
    context.printFormatted(context.style.dim(TerminalText.message(footer, in: language)))
  }
}

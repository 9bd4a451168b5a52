import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation

/// `bookshelf save <isbn|id> [--status S] [--tag T]… [--rating N] [--note TEXT] [--provider P]`
/// and `bookshelf save --json -` (a `Book` object on standard input, an array of them, or a
/// whole `search --json` document: every book is saved with the options applied).
///
/// A book already on the shelf is changed without the network; a new ISBN is looked up through
/// the provider. Options are validated before anything is looked up or written. On a saved
/// book the options are one `ShelfEdit` (`--tag` adds, `--note` replaces the note), so a
/// change made meanwhile by another program (`browse`, another `save`) is kept.
enum SaveCommand {
  static let spec = CommandSpec(
    name: "save", positional: BookReference.argument,
    options: [
      OptionEntry(ShelfOptions.status, .saveStatus), OptionEntry(ShelfOptions.tags, .saveTag),
      OptionEntry(ShelfOptions.rating, .rating), OptionEntry(ShelfOptions.note, .note),
      OptionEntry(CommonOptions.provider, .saveProvider), OptionEntry(CommonOptions.json, .saveJSON),
      OptionEntry(CommonOptions.offline, .offline),
    ])

  static let command = Command(spec: spec, help: .save) { arguments, context in
    let language = context.language
    let target = arguments.argument
    let status = try arguments.value(ShelfOptions.status)
    let rating = try arguments.value(ShelfOptions.rating)
    let note = arguments.value(ShelfOptions.note)
    let tags = arguments.values(ShelfOptions.tags)
    if let note { try TextLimits.check(note, .note, name: ShelfOptions.note.declaration.name) }
    for tag in tags { try TextLimits.check(tag, .tags, name: ShelfOptions.tags.declaration.name) }
    let shelf = try context.environment.openShelf()

    // Only what the options name changes in a saved entry, applied by the store to the entry
    // as saved at that moment (another program's tags and note stay).
    var edit = ShelfEdit(
      status: status, rating: rating.map { .set($0) }, addTags: tags, note: note.map { .set($0) })
    let book: Book
    if arguments.isSet(CommonOptions.json) {
      guard target == "-" else { throw UsageError.extraArgument(target, command: "save --json") }
      var books = try Book.decodeUserJSONList(context.process.readStandardInput())
      // A number no book can have (`averageRating` 1e300) is left out, with a warning.
      for index in books.indices {
        for number in books[index].dropInvalidNumbers() {
          context.warn(ShelfCommandMessage.droppedNumber(number))
        }
      }
      guard let last = books.popLast() else { return }  // `[]`: nothing to save
      // Every book but the last here; the last one below, as a single book is saved.
      for other in books {
        var each = edit
        each.book = other
        let result = try await shelf.apply(
          each, toKey: ShelfEntry.key(for: other), addingIfMissing: ShelfEntry(book: other, addedAt: Date()))
        context.say(
          ShelfCommandMessage.saved(
            outcome(result.outcome), title: result.entry.book.title, key: result.entry.id,
            status: result.entry.status))
      }
      book = last
      edit.book = book
    } else if let saved = try await BookReference.savedEntry(target, context: context) {
      book = saved.book
    } else {
      book = try await BookReference.book(target, arguments: arguments, context: context)
    }
    let result = try await shelf.apply(
      edit, toKey: ShelfEntry.key(for: book), addingIfMissing: ShelfEntry(book: book, addedAt: Date()))
    let entry = result.entry
    context.say(
      ShelfCommandMessage.saved(
        outcome(result.outcome), title: entry.book.title, key: entry.id, status: entry.status))
  }

  /// The words for what the store did.
  static func outcome(_ outcome: SaveOutcome) -> ShelfCommandMessage.Outcome {
    switch outcome {
    case .added: .added
    case .updated: .updated
    case .unchanged: .unchanged
    }
  }

  /// A `Book` from JSON as printed by `search --json` or `show --json` (`Book.decodeUserJSON`,
  /// shared with the web API's save).
  static func decodeBook(_ data: Data) throws(BookshelfError) -> Book {
    try Book.decodeUserJSON(data)
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import Foundation

/// `bookshelf show <isbn|id> [--provider P] [--images MODE] [--json]`
enum ShowCommand {
  static let spec = CommandSpec(
    name: "show", positional: BookReference.argument,
    options: [
      OptionEntry(CommonOptions.provider, .showProvider), OptionEntry(CommonOptions.images, .images),
      OptionEntry(CommonOptions.json, .bookJSON), OptionEntry(CommonOptions.offline, .offline),
    ])

  static let command = Command(spec: spec, help: .show) { arguments, context in
    let language = context.language
    let graphics = try CommonOptions.graphics(arguments, process: context.process)
    let book = try await BookReference.book(arguments.argument, arguments: arguments, context: context)
    if arguments.isSet(CommonOptions.json) {
      context.process.stdout.write(try JSONOutput.text(book))
      return
    }
    let width = context.process.terminalWidth
    // A saved book shows its shelf fields too.
    let entry = try await BookReference.savedEntry(ShelfEntry.key(for: book), context: context)
    func details(_ width: Int, fitting: Bool) -> [String] {
      BookDetailText(
        width: width, language: language, style: context.style, fitting: fitting,
        timeZone: context.environment.timeZone
      ).lines(for: book, entry: entry)
    }
    let cover: CoverOutcome<CoverPicture> =
      graphics == .none
      ? .absent(.notDrawn)
      : await ShowCover.picture(
        of: book, graphics: graphics, covers: context.environment.covers,
        limit: .milliseconds(Int(context.environment.configuration.timeout * 1000)),
        clock: context.environment.clock)
    // Pictures off (or a pipeline that draws nothing): exactly the text of a pipe.
    guard cover != .absent(.notDrawn) else {
      for line in details(width, fitting: false) { context.printFormatted(line) }
      return
    }
    let layout = ShowCoverLayout(width: width, language: language, style: context.style)
    context.process.stdout.write(layout.text(cover: cover) { details($0, fitting: $1) })
  }

  /// The book of the ISBN `target` (`BookReference` handles row numbers and other ids): looked
  /// up through the provider, and the shelf's copy is used when the provider does not know it
  /// or cannot be reached.
  /// - Throws: `.invalidISBN` (exit 2) for anything else; `.notFound`; the provider's error
  ///   when the book is not saved either.
  static func find(_ target: String, arguments: ParsedArguments, context: CommandContext) async throws -> Book
  {
    let isbn = try BookLookup.isbn(target)
    let choice = try BookLookup.providerChoice(arguments, context: context)
    let found: Book?
    do {
      found = try await BookLookup.lookup(isbn, choice: choice, context: context)
    } catch let error as BookshelfError {
      guard let entry = try await savedEntry(isbn.isbn13, context: context) else { throw error }
      context.warn(SearchResultsMessage.showingSavedCopy(error))
      return entry.book
    }
    if let found { return found }
    if let entry = try await savedEntry(isbn.isbn13, context: context) { return entry.book }
    throw BookshelfError.notFound(isbn.isbn13)
  }

  /// The shelf entry under `key`, without creating a shelf file when there is none.
  static func savedEntry(_ key: String, context: CommandContext) async throws -> ShelfEntry? {
    guard shelfExists(context) else { return nil }
    return try await context.environment.openShelf().entry(forKey: key)
  }

  /// Whether the shelf file exists (reading must not create one).
  static func shelfExists(_ context: CommandContext) -> Bool {
    FileManager.default.fileExists(atPath: context.environment.shelfPath)
  }
}

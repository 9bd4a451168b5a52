import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import Foundation

/// `bookshelf show <isbn|id> [--provider P] [--json]`
enum ShowCommand {
  static let spec = CommandSpec(name: "show", options: ["--provider": .value, "--json": .flag])

  static let command = Command(spec: spec, help: .helpShow) { arguments, context in
    let language = context.language
    guard let target = arguments.positionals.first else {
      throw ArgumentParser.usage(
        .usageMissingArgument, ["command": "show", "argument": "<isbn|id>"], spec, language)
    }
    if arguments.positionals.count > 1 {
      throw ArgumentParser.usage(
        .usageExtraArgument, ["command": "show", "argument": arguments.positionals[1]], spec, language)
    }
    let book = try await find(target, arguments: arguments, context: context)
    if arguments.has("--json") {
      context.process.stdout.write(try JSONOutput.text(book))
    } else {
      let detail = BookDetailText(
        width: context.process.terminalWidth, language: language, style: context.style)
      for line in detail.lines(for: book) { context.print(line) }
    }
  }

  /// The book for `target`: a saved id such as `google:zyTCAlFPjgYC` comes from the shelf;
  /// an ISBN is looked up through the provider, and the shelf's copy is used when the provider
  /// does not know it or cannot be reached.
  /// - Throws: `.invalidISBN` (exit 2) for anything else; `.notFound`; the provider's error
  ///   when the book is not saved either.
  static func find(_ target: String, arguments: ParsedArguments, context: CommandContext) async throws -> Book
  {
    let language = context.language
    if target.contains(":"), ISBN.parse(target) == nil {
      guard let entry = try await savedEntry(target, context: context) else {
        throw BookshelfError.notFound(target)
      }
      return entry.book
    }
    let isbn: ISBN
    do throws(ISBNError) {
      isbn = try ISBN(target)
    } catch {
      throw BookshelfError.invalidISBN(target, error)
    }
    let choice =
      try arguments.value("--provider").map { (name) throws(BookshelfError) in try ProviderChoice.parse(name)
      }
      ?? context.environment.defaultProvider()
    let found: Book?
    do {
      switch choice {
      case .provider(let provider):
        found = try await context.environment.makeSearcher(provider).lookup(isbn)
      case .all:
        let result = try await SearchCommand.makeFederated(context.environment).lookup(isbn)
        for failure in result.failures {
          context.warn(
            LocalizedMessage(
              .providerFailedWarning,
              ["provider": failure.provider.displayName, "message": failure.error.message(in: language)]
            ).text(in: language))
        }
        found = result.book
      }
    } catch let error as BookshelfError {
      guard let entry = try await savedEntry(isbn.isbn13, context: context) else { throw error }
      context.warn(
        LocalizedMessage(.showingSavedCopy, ["message": error.message(in: language)]).text(in: language))
      return entry.book
    }
    if let found { return found }
    if let entry = try await savedEntry(isbn.isbn13, context: context) { return entry.book }
    throw BookshelfError.notFound(isbn.isbn13)
  }

  /// The shelf entry under `key`, without creating a shelf file when there is none.
  static func savedEntry(_ key: String, context: CommandContext) async throws -> ShelfEntry? {
    guard FileManager.default.fileExists(atPath: context.environment.shelfPath) else { return nil }
    return try await context.environment.openShelf().entry(forKey: key)
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import BookshelfTerminal
import Foundation
import Synchronization

/// `bookshelf browse [--provider P]`: the interactive terminal app on the view models.
enum BrowseCommand {
  static let spec = CommandSpec(name: "browse", options: ["--provider": .value])

  static let command = Command(spec: spec, help: .helpBrowse) { arguments, context in
    guard arguments.positionals.isEmpty else {
      let message = LocalizedMessage(
        .usageExtraArgument, ["command": "browse", "argument": BookshelfError.clip(arguments.positionals[0])]
      ).text(in: context.language)
      throw BookshelfError.usage(
        LocalizedMessage(.usageSeeHelp, ["message": message, "command": "browse"]).text(in: context.language))
    }
    let choice = try BookLookup.providerChoice(arguments, context: context)
    guard context.process.stdinIsTerminal, context.process.stdoutIsTerminal else {
      throw BookshelfError.usage(LocalizedMessage(.browseNoTerminal).text(in: context.language))
    }
    let status = try await run(choice: choice, context: context)
    // A termination signal ends the program with 128 + its number, as a shell reports it.
    if status != 0 { throw CommandExit(status: status) }
  }

  /// The search screen's resolver: each provider as `environment` builds it; `all` as one
  /// federated search kept for the session, so that what it remembers (a provider resting
  /// after a rate limit, the providers that have ended for the query being paged) lasts from
  /// one query to the next.
  static func resolver(_ environment: AppEnvironment) -> BookSearchingResolver {
    let session = SessionFederatedSearch()
    return { choice throws(BookshelfError) in
      switch choice {
      case .provider(let provider): return try environment.makeSearcher(provider)
      case .all:
        return try session.get { () throws(BookshelfError) in try SearchCommand.makeFederated(environment) }
      }
    }
  }

  /// Builds the view models from the environment and runs the app; returns its exit status.
  @MainActor
  static func run(choice: ProviderChoice, context: CommandContext) async throws -> Int32 {
    let environment = context.environment
    let language = context.language
    let store = try environment.openShelf()
    let search = SearchViewModel(
      resolver: resolver(environment), provider: choice, recentSearches: store, language: language)
    let configuration = environment.configuration
    search.settingName = { Configuration.variable(for: $0, configuration: configuration) }
    let shelf = ShelfViewModel(store: store, language: language)
    let makeDetail: @MainActor (Book) -> BookDetailViewModel = { book in
      let source = ProviderID(rawValue: book.source).flatMap { try? environment.makeSearcher($0) }
      return BookDetailViewModel(book: book, searching: source, shelf: shelf, language: language)
    }
    return await TerminalApp.run(
      search: search, shelf: shelf, makeDetail: makeDetail, language: language,
      environment: context.process.environment)
  }
}

/// One federated search for a whole `browse` session, built at the first `all` search.
private final class SessionFederatedSearch: Sendable {
  private let search = Mutex<FederatedSearching?>(nil)

  /// The session's federated search, built by `make` the first time.
  func get(_ make: () throws(BookshelfError) -> FederatedSearch) throws(BookshelfError) -> FederatedSearching
  {
    try search.withLock { (cached: inout FederatedSearching?) throws(BookshelfError) -> FederatedSearching in
      if let cached { return cached }
      let made = FederatedSearching(try make())
      cached = made
      return made
    }
  }
}

/// The federated search as one `BookSearching`, for the search screen's `all` choice: failures
/// of single providers are dropped (the page holds what the others answered).
struct FederatedSearching: BookSearching {
  let federated: FederatedSearch

  init(_ federated: FederatedSearch) { self.federated = federated }

  /// The first source's identity (the screen shows "All providers" for `all`).
  var provider: ProviderID { federated.sources.first?.provider ?? .local }

  /// The smallest page size any source allows; no cap on reachable results (each source
  /// stops at its own last page).
  var limits: PagingLimits {
    PagingLimits(maxPageSize: federated.sources.map(\.limits.maxPageSize).min() ?? 10)
  }

  func search(_ query: BookQuery) async throws -> BookPage { try await federated.search(query).page }

  func lookup(_ isbn: ISBN) async throws -> Book? { try await federated.lookup(isbn).book }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation

/// How `search` answers from the local catalog when the provider it chose cannot: a network
/// failure, a time limit passed, or offline mode (the refusal is a network failure too), and no
/// cached answer (a response cache answers before the error reaches here). Other failures (no
/// key, a bad key, a bad configuration, a server's error answer) are never covered up.
///
/// The starter catalog (goodbooks-10k, embedded in the binary) is imported into a new local
/// catalog the first time a search needs the local catalog and none exists.
enum SearchFallback {
  /// The page of `provider` for `query`, or the local catalog's with one line on standard
  /// error saying so, and the provider that answered (`local` after a fallback).
  /// - Throws: the provider's error when it is not a network failure or time limit, or when
  ///   the local catalog cannot answer either (then the provider's error, not the catalog's);
  ///   for `local` itself, the catalog's errors and those of installing the starter catalog.
  static func search(_ query: BookQuery, provider: ProviderID, context: CommandContext) async throws
    -> (page: BookPage, provider: ProviderID)
  {
    if provider == .local {
      try await prepareLocal(context)
      return (try await context.environment.searcher(for: .provider(.local)).search(query), .local)
    }
    do {
      return (try await context.environment.searcher(for: .provider(provider)).search(query), provider)
    } catch let failure as BookshelfError {
      // The rule is Presentation's, shared with the web API's search.
      guard OfflineMessage.fallsBack(after: failure) else { throw failure }
      let page: BookPage
      let shown: OfflineMessage.Shown
      do {
        shown = try await installStarter(context).map { .starterCatalog(books: $0) } ?? .localCatalog
        page = try await context.environment.searcher(for: .provider(.local)).search(query)
      } catch {
        throw failure
      }
      if let line = OfflineMessage.fallback(after: failure, shown: shown) { context.warn(line) }
      return (page, .local)
    }
  }

  /// Before the local catalog is searched or asked for an ISBN: imports the starter catalog
  /// when none exists, with a line on standard error saying so and where the catalog now is.
  static func prepareLocal(_ context: CommandContext) async throws {
    guard let books = try await installStarter(context) else { return }
    context.note(OfflineMessage.searchingStarter(books: books, path: context.environment.catalogPath))
  }

  /// Imports the starter catalog when no local catalog exists (creating the data folder, 0700).
  /// The import (a few tenths of a second of SQLite work) runs on a global queue, not on a
  /// thread of the concurrency pool, which other tasks (time limits, the terminal app) need.
  /// - Returns: the books imported, or nil when a catalog already existed.
  static func installStarter(_ context: CommandContext) async throws -> Int? {
    let path = context.environment.catalogPath
    guard !FileManager.default.fileExists(atPath: path) else { return nil }
    try PrivateFiles.createDirectory(URL(fileURLWithPath: path).deletingLastPathComponent())
    let summary = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<CatalogImportSummary?, any Error>) in
      DispatchQueue.global().async {
        continuation.resume(with: Result { try StarterCatalog.installIfMissing(at: path) })
      }
    }
    return summary?.imported
  }
}

extension CommandContext {
  /// Writes `bookshelf: …` to standard error (a note, not a warning), made safe for a terminal.
  func note(_ message: some Localizable) {
    process.stderr.write("bookshelf: \(TerminalText.message(message, in: language))\n")
  }
}

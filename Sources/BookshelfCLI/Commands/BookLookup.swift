import BookshelfCore
import BookshelfPresentation
import BookshelfProviders

/// Looking one book up by ISBN, as `show` and `save` do.
enum BookLookup {
  /// The ISBN in `target`.
  /// - Throws: `.invalidISBN` (exit 2) naming the input and the reason.
  static func isbn(_ target: String) throws(BookshelfError) -> ISBN {
    do throws(ISBNError) {
      return try ISBN(target)
    } catch {
      throw .invalidISBN(target, error)
    }
  }

  /// `--provider`, else the default provider (`offlineUsesLocal`: as
  /// `AppEnvironment.defaultProvider(offlineUsesLocal:)`; `search` passes false).
  /// - Throws: `.unknownProvider`; `.invalidConfiguration` for a bad configured default.
  static func providerChoice(
    _ arguments: ParsedArguments, context: CommandContext, offlineUsesLocal: Bool = true
  ) throws(BookshelfError) -> ProviderChoice {
    if let choice = try arguments.value(CommonOptions.provider) { return choice }
    return try context.environment.defaultProvider(offlineUsesLocal: offlineUsesLocal)
  }

  /// The provider's record of `isbn`, or nil when it has none. With `all`, a provider that
  /// fails is a warning on stderr; a stale answer of the response cache is the stale-answer
  /// line on stderr. The local catalog is first made from the starter catalog when none exists
  /// (`SearchFallback.prepareLocal`).
  /// - Throws: the provider's `BookshelfError`; `.allProvidersFailed`.
  static func lookup(_ isbn: ISBN, choice: ProviderChoice, context: CommandContext) async throws -> Book? {
    switch choice {
    case .provider(let provider):
      if provider == .local { try await SearchFallback.prepareLocal(context) }
      let searcher = try context.environment.searcher(for: choice)
      guard let caching = searcher as? any CachedLookupAnswering else {
        return try await searcher.lookup(isbn)
      }
      let answer = try await caching.lookupAnswer(isbn)
      context.noteCachedAnswer(answer.cachedAnswer)
      return answer.book
    case .all:
      let result = try await context.environment.federatedSearch().lookupWithFailures(isbn)
      for failure in result.failures {
        context.warn(SearchResultsMessage.providerSkipped(failure.provider, failure.error))
      }
      return result.book
    }
  }
}

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

  /// `--provider`, else the default provider.
  /// - Throws: `.unknownProvider`; `.invalidConfiguration` for a bad configured default.
  static func providerChoice(
    _ arguments: ParsedArguments, context: CommandContext
  ) throws(BookshelfError) -> ProviderChoice {
    if let name = arguments.value("--provider") { return try ProviderChoice.parse(name) }
    return try context.environment.defaultProvider()
  }

  /// The provider's record of `isbn`, or nil when it has none. With `all`, a provider that
  /// fails is a warning on stderr.
  /// - Throws: the provider's `BookshelfError`; `.allProvidersFailed`.
  static func lookup(_ isbn: ISBN, choice: ProviderChoice, context: CommandContext) async throws -> Book? {
    switch choice {
    case .provider(let provider):
      return try await context.environment.makeSearcher(provider).lookup(isbn)
    case .all:
      let result = try await SearchCommand.makeFederated(context.environment).lookup(isbn)
      for failure in result.failures {
        context.warn(
          LocalizedMessage(
            .providerFailedWarning,
            [
              "provider": failure.provider.displayName(in: context.language),
              "message": ErrorLine.text(failure.error, in: context.language),
            ]
          ))
      }
      return result.book
    }
  }
}

import BookshelfCore

extension OfflineMessage {
  /// The one rule of when the local catalog answers for a provider that failed, shared by
  /// `bookshelf search` and the web API's `GET /api/search`: a network failure (not a
  /// cancellation), a time limit passed, or offline mode (the refusal is a network failure
  /// too). Other failures (no key, a bad key, a rate limit, a bad configuration, a server's
  /// error answer) are never covered up.
  /// - Returns: the line saying so, or nil when `error` must not be covered up.
  public static func fallback(after error: BookshelfError, shown: Shown) -> OfflineMessage? {
    switch error {
    case .network(let provider, .offlineMode): .offline(provider, shown: shown)
    case .network(_, .cancelled): nil
    case .network(let provider, _): .unreachable(provider, shown: shown)
    case .timeout(let provider, let seconds): .noAnswer(provider, seconds: seconds, shown: shown)
    default: nil
    }
  }

  /// True when the local catalog answers after `error` (`fallback(after:shown:)` is not nil).
  public static func fallsBack(after error: BookshelfError) -> Bool {
    fallback(after: error, shown: .localCatalog) != nil
  }
}

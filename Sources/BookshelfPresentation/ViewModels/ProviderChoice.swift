import BookshelfCore

/// Which source a search screen asks: one provider, or every available provider at once
/// (the federated search, `--provider all`).
public enum ProviderChoice: Sendable, Hashable {
  /// One provider.
  case provider(ProviderID)
  /// The federated search over every available provider.
  case all

  /// Parses a command-line name: a `ProviderID` raw value (`kakao`, `aladin`, `google`,
  /// `openlibrary`, `naver`, `local`) or `all`; nil for anything else.
  public init?(name: String) {
    if name == "all" {
      self = .all
    } else if let id = ProviderID(rawValue: name) {
      self = .provider(id)
    } else {
      return nil
    }
  }

  /// The command-line name: the provider's raw value, or `all`.
  public var name: String {
    switch self {
    case .provider(let id): id.rawValue
    case .all: "all"
    }
  }
}

/// Returns the `BookSearching` for a provider choice. The composition root builds it from the
/// configuration; tests return fakes.
/// - Throws: `BookshelfError` when the choice cannot be used (e.g. `.missingAPIKey`,
///   `.providerDiscontinued`); the search screen shows that message and makes no request.
public typealias BookSearchingResolver =
  @Sendable (ProviderChoice) throws(BookshelfError) -> any BookSearching

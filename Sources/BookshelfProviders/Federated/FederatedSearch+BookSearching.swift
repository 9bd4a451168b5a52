import BookshelfCore

extension FederatedSearch: BookSearching {
  /// The first source's id, or `.local` without sources. A federated search has no single
  /// source; this names the one whose fields a merged book keeps first, and is shown only by
  /// messages about a provider's page cap, which a federated search does not have.
  public var provider: ProviderID { sources.first?.provider ?? .local }

  /// The smallest page size any source allows (10 without sources); no cap on reachable
  /// results, since each source stops at its own last page.
  public var limits: PagingLimits {
    PagingLimits(maxPageSize: sources.map(\.limits.maxPageSize).min() ?? 10)
  }

  /// The merged page of `searchWithFailures`; providers that failed are left out.
  /// - Throws: as `searchWithFailures`: `.pageOutOfRange`, `.allProvidersFailed`,
  ///   `CancellationError`.
  public func search(_ query: BookQuery) async throws -> BookPage {
    try await searchWithFailures(query).page
  }

  /// The merged record of `lookupWithFailures`, or nil when no provider knows `isbn`.
  /// - Throws: `.allProvidersFailed` when no provider answered.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    try await lookupWithFailures(isbn).book
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import Synchronization

/// The searchers of one `AppEnvironment`: each provider's built once, by the injected factory,
/// and the federated search over the available providers built once from them. A factory that
/// throws is asked again at the next use (e.g. `local` once `catalog import` has run).
final class SearcherCache: Sendable {
  private let make: @Sendable (ProviderID) throws(BookshelfError) -> any BookSearching
  private let available: [ProviderID]
  private let timeLimit: Duration
  private let clock: any Clock<Duration>
  private let built = Mutex<[ProviderID: any BookSearching]>([:])
  private let federatedSearch = Mutex<FederatedSearch?>(nil)

  init(
    make: @escaping @Sendable (ProviderID) throws(BookshelfError) -> any BookSearching,
    available: [ProviderID], timeLimit: Duration, clock: any Clock<Duration>
  ) {
    self.make = make
    self.available = available
    self.timeLimit = timeLimit
    self.clock = clock
  }

  /// The searcher of `choice`: the provider's adapter or, for `all`, the federated search.
  /// - Throws: the factory's error (nothing is kept then).
  func searcher(for choice: ProviderChoice) throws(BookshelfError) -> any BookSearching {
    switch choice {
    case .provider(let id): try searcher(for: id)
    case .all: try federated()
    }
  }

  /// The adapter of `id`, built at the first call.
  /// - Throws: the factory's error (nothing is kept then).
  func searcher(for id: ProviderID) throws(BookshelfError) -> any BookSearching {
    try built.withLock {
      (cache: inout [ProviderID: any BookSearching]) throws(BookshelfError) -> any BookSearching in
      if let searcher = cache[id] { return searcher }
      let searcher = try make(id)
      cache[id] = searcher
      return searcher
    }
  }

  /// The federated search over every available provider that can be built, built at the first
  /// call.
  /// - Throws: the first provider's error when none can be built (nothing is kept then).
  func federated() throws(BookshelfError) -> FederatedSearch {
    try federatedSearch.withLock {
      (cached: inout FederatedSearch?) throws(BookshelfError) -> FederatedSearch in
      if let cached { return cached }
      var sources: [any BookSearching] = []
      var firstError: BookshelfError?
      for id in available {
        do throws(BookshelfError) {
          sources.append(try searcher(for: id))
        } catch {
          firstError = firstError ?? error
        }
      }
      if sources.isEmpty, let firstError { throw firstError }
      let search = FederatedSearch(sources: sources, timeLimit: timeLimit, clock: clock)
      cached = search
      return search
    }
  }
}

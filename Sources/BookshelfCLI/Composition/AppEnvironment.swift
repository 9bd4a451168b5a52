import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import BookshelfStore
import Foundation

/// Everything a command needs, built once by the composition root (`AppEnvironment.live`)
/// or by a test from fakes, through the same initializer.
///
/// It owns the long-lived resources of one process: one searcher per provider, built at its
/// first use and then reused (so `browse --provider local` keeps one catalog connection and its
/// count cache for the whole session), one federated search, the shelf (opened at the first
/// command that needs it, at most once), the clock and the view models of `browse`. Commands
/// and the terminal app ask it; none builds a store or a searcher itself. Copies share the
/// resources.
public struct AppEnvironment: Sendable {
  /// Keys, endpoints, paths.
  public let configuration: Configuration
  /// The language of messages.
  public let language: Language
  /// Providers usable right now (keys set, endpoints given), in the order used by `all`.
  public let availableProviders: [ProviderID]
  /// Per-provider time limit of a federated search.
  public let federatedTimeLimit: Duration
  /// The user's time zone: Goodreads' day-only dates (`Date Read`) are days in it. `live`
  /// passes `TimeZone.current`; tests choose one (UTC unless given).
  public let timeZone: TimeZone
  /// Times debounces, time limits and rate-limit back-offs (`ContinuousClock` live).
  public let clock: any Clock<Duration>
  /// The wall clock: today for `stats`' reading-goal schedule (`Date()` live; tests set it).
  public var now: @Sendable () -> Date = { Date() }
  /// The cover pipeline (`show`, `browse`); built once, shared by copies.
  public let covers: any CoverLoading
  /// The cover disk cache, for `bookshelf cache stats|clear covers`.
  public let coverCache: any CacheMaintaining
  /// The API response cache, for `bookshelf cache stats|clear responses`.
  public let responseCache: any CacheMaintaining
  let searchers: SearcherCache
  let shelfStore: Memoized<ShelfStore, any Error>

  /// - Parameters:
  ///   - configuration: keys, endpoints, paths.
  ///   - language: the language of messages.
  ///   - makeSearcher: builds the adapter for one provider; asked at most once per provider
  ///     that it built without throwing (a provider that failed is asked again next time).
  ///     Throws `.missingAPIKey`, `.providerDiscontinued` (exit status 3).
  ///   - availableProviders: the providers of `all`, in order.
  ///   - federatedTimeLimit: per-provider time limit of a federated search (default 8 s).
  ///   - timeZone: the user's time zone (default UTC).
  ///   - clock: the clock of the view models and the federated search (default
  ///     `ContinuousClock`).
  ///   - openShelf: opens the shelf, at the first `openShelf()` only (default: a `ShelfStore`
  ///     at `shelfPath` in `timeZone`).
  ///   - covers: the cover pipeline (default `NoCovers`: every book shows a placeholder).
  ///   - coverCache: the cover disk cache's maintenance (default: an empty cache, zero stats).
  ///   - responseCache: the response cache's maintenance (default: the `ResponseCache` at
  ///     `responseCachePath`, which creates nothing until something is stored).
  public init(
    configuration: Configuration, language: Language,
    makeSearcher: @escaping @Sendable (ProviderID) throws(BookshelfError) -> any BookSearching,
    availableProviders: [ProviderID], federatedTimeLimit: Duration = .seconds(8),
    timeZone: TimeZone = TimeZone.gmt, clock: any Clock<Duration> = ContinuousClock(),
    openShelf: (@Sendable () throws -> ShelfStore)? = nil, covers: any CoverLoading = NoCovers(),
    coverCache: (any CacheMaintaining)? = nil, responseCache: (any CacheMaintaining)? = nil
  ) {
    self.configuration = configuration
    self.language = language
    self.availableProviders = availableProviders
    self.federatedTimeLimit = federatedTimeLimit
    self.timeZone = timeZone
    self.clock = clock
    self.covers = covers
    self.coverCache = coverCache ?? EmptyCache(limitBytes: configuration.coverDiskLimitBytes)
    self.responseCache = responseCache ?? Self.makeResponseCache(configuration)
    self.searchers = SearcherCache(
      make: makeSearcher, available: availableProviders, timeLimit: federatedTimeLimit, clock: clock)
    let path = Self.shelfPath(configuration)
    self.shelfStore = Memoized(openShelf ?? { try ShelfStore(path: path, timeZone: timeZone) })
  }

  /// The searcher of `choice`: the provider's adapter, or for `all` the federated search over
  /// every available provider. Built at the first ask and the same instance afterwards.
  /// - Throws: `.missingAPIKey`, `.providerDiscontinued` (exit status 3); `.file` for `local`
  ///   before any `catalog import`; for `all`, the first provider's error when none can be built.
  public func searcher(for choice: ProviderChoice) throws(BookshelfError) -> any BookSearching {
    try searchers.searcher(for: choice)
  }

  /// The federated search over every available provider (the searcher of `all`), for callers
  /// that report which providers failed. The same instance for the whole process, so what it
  /// remembers (a provider resting after a rate limit, the providers that ended for the query
  /// being paged) lasts from one query to the next.
  /// - Throws: the first provider's error when no provider at all can be built.
  public func federatedSearch() throws(BookshelfError) -> FederatedSearch {
    try searchers.federated()
  }

  /// `searcher(for:)` as the search screen's resolver.
  public var resolver: BookSearchingResolver {
    let searchers = searchers
    return { choice throws(BookshelfError) in try searchers.searcher(for: choice) }
  }

  /// The provider used when `--provider` is not given: the configured `defaultProvider`, else
  /// `local` when offline (unless `offlineUsesLocal` is false: `search` keeps the usual one, so
  /// the response cache can answer for it and the local catalog answers with one line when it
  /// cannot), else the first of kakao (key set), aladin (key set), openlibrary.
  /// - Throws: `.invalidConfiguration` (exit 3) when the configured name is not a provider.
  public func defaultProvider(offlineUsesLocal: Bool = true) throws(BookshelfError) -> ProviderChoice {
    if let name = configuration.defaultProvider {
      guard let choice = ProviderChoice(name: name.trimmingWhitespace().lowercased()) else {
        throw .invalidConfiguration(
          ConfigProblem(
            .key("defaultProvider", file: configuration.configFile.path),
            .notAProvider(BookshelfError.clip(name), choices: ProviderID.allCases.map(\.rawValue) + ["all"])))
      }
      return choice
    }
    if configuration.offline, offlineUsesLocal { return .provider(.local) }
    if configuration.keys[.kakao] != nil { return .provider(.kakao) }
    if configuration.keys[.aladin] != nil { return .provider(.aladin) }
    return .provider(.openlibrary)
  }
}

extension ProviderChoice {
  /// `kakao`, `aladin`, `google`, `openlibrary`, `naver`, `local` or `all` (case-insensitive,
  /// surrounding spaces ignored).
  /// - Throws: `.unknownProvider` naming the input.
  static func parse(_ name: String) throws(BookshelfError) -> ProviderChoice {
    guard let choice = ProviderChoice(name: name.trimmingWhitespace().lowercased()) else {
      throw .unknownProvider(name)
    }
    return choice
  }
}

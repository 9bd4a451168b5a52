import BookshelfCore
import BookshelfPresentation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything the web API is given, built once by the composition root (`bookshelf serve`) or
/// by a test from fakes. Ports only: the server never builds an adapter or a store itself.
public struct ServerServices: Sendable {
  /// The searcher of a provider choice (`local` is made from the starter catalog first when
  /// there is none); throws `.missingAPIKey`, `.providerDiscontinued` for one that cannot be used.
  public var searcher: BookSearchingResolver
  /// Why a provider choice cannot be used now, or nil when it can: what a search with it
  /// would fail with before asking anyone (`.missingAPIKey` without a key,
  /// `.providerDiscontinued` for Naver without a mirror, offline mode). Answers
  /// `GET /api/providers`; it never builds a searcher nor touches the network or the disk.
  public var unavailability: @Sendable (ProviderChoice) -> BookshelfError?
  /// Every provider the page can offer, in the order to list them (`ProviderChoice.all` last).
  public var providers: [ProviderChoice]
  /// The provider used when a search names none (the configured default, as the CLI's).
  public var defaultProvider: ProviderChoice
  /// The personal shelf (the same file the CLI and `browse` use).
  public var shelf: any ShelfStoring
  /// Import and export of the shelf in every `ExchangeFormat`.
  public var exchange: any ShelfExchanging
  /// The cover pipeline; `image(of:)` answers `GET /api/books/{id}/cover`.
  public var covers: any CoverLoading
  /// The local catalog's counts, or nil when there is no catalog.
  /// - Throws: storage errors.
  public var catalogStatistics: @Sendable () async throws -> CatalogStatistics?
  /// The time now (for dates an edit sets, and reading statistics).
  public var now: @Sendable () -> Date
  /// The user's time zone (Goodreads' day-only dates, statistics by year and month).
  public var timeZone: TimeZone

  /// Services made of the given ports; without `unavailability`, a choice is unavailable when
  /// `searcher` throws for it.
  public init(
    searcher: @escaping BookSearchingResolver, providers: [ProviderChoice], defaultProvider: ProviderChoice,
    shelf: any ShelfStoring, exchange: any ShelfExchanging, covers: any CoverLoading,
    catalogStatistics: @escaping @Sendable () async throws -> CatalogStatistics?,
    now: @escaping @Sendable () -> Date, timeZone: TimeZone,
    unavailability: (@Sendable (ProviderChoice) -> BookshelfError?)? = nil
  ) {
    self.searcher = searcher
    // Without an answer of its own: whether the resolver gives a searcher.
    self.unavailability =
      unavailability ?? { choice in
        do throws(BookshelfError) {
          _ = try searcher(choice)
          return nil
        } catch {
          return error
        }
      }
    self.providers = providers
    self.defaultProvider = defaultProvider
    self.shelf = shelf
    self.exchange = exchange
    self.covers = covers
    self.catalogStatistics = catalogStatistics
    self.now = now
    self.timeZone = timeZone
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import BookshelfStore
import Foundation

extension AppEnvironment {
  /// The composition root of the real program: builds one HTTP client (URLSession, which never
  /// follows redirects, under the redirect policy, under a bounded retry), the adapters from
  /// the configuration (each at its first use), the shelf at `shelfPath` (at its first use) and
  /// the system clock. Nothing else in the program creates a provider, a store or a client. The
  /// URLSession is built at the first request only, so offline commands create no
  /// FoundationNetworking folders (see `LazyHTTPClient`). The time zone of Goodreads' days is
  /// the system's (`TimeZone.current`: `TZ`, else `/etc/localtime`).
  public static func live(configuration: Configuration, language: Language) throws(BookshelfError)
    -> AppEnvironment
  {
    // Offline mode: every request is refused at once, and no URLSession is ever built.
    let http: any HTTPClient =
      configuration.offline
      ? OfflineHTTPClient()
      : LazyHTTPClient { RetryingHTTPClient(base: RedirectingHTTPClient(base: URLSessionHTTPClient())) }
    let providers = LiveProviders(configuration: configuration, http: http, language: language)
    let responses = AppEnvironment.makeResponseCache(configuration)
    return AppEnvironment(
      configuration: configuration, language: language,
      makeSearcher: { id throws(BookshelfError) in
        AppEnvironment.cachingResponses(
          try providers.make(id), configuration: configuration, cache: responses)
      },
      availableProviders: providers.available,
      federatedTimeLimit: .milliseconds(Int(configuration.timeout * 1000) + 2000),
      timeZone: .current, clock: ContinuousClock(),
      openShelf: { [path = Self.shelfPath(configuration)] in try ShelfStore(path: path) },
      covers: liveCovers(configuration: configuration), coverCache: coverCache(configuration: configuration),
      responseCache: responses)
  }
}

/// Builds each adapter with its endpoint (default or override), key and time limit.
struct LiveProviders: Sendable {
  let configuration: Configuration
  let http: any HTTPClient
  let language: Language

  /// The adapter for `id`. Adapters throw `.missingAPIKey` themselves when asked to search
  /// without a key, so a keyless provider fails with exit status 3 and a hint.
  /// - Throws: `.providerDiscontinued` for Naver without `BOOKSHELF_NAVER_URL`; `.file` for
  ///   `local` before any `catalog import`.
  func make(_ id: ProviderID) throws(BookshelfError) -> any BookSearching {
    switch id {
    case .kakao:
      return KakaoProvider(settings: settings(id, KakaoProvider.defaultBaseURL), http: http)
    case .aladin:
      return AladinProvider(settings: settings(id, AladinProvider.defaultBaseURL), http: http)
    case .google:
      return GoogleBooksProvider(settings: settings(id, GoogleBooksProvider.defaultBaseURL), http: http)
    case .openlibrary:
      return OpenLibraryProvider(
        settings: settings(id, OpenLibraryProvider.defaultBaseURL), http: http,
        coversBaseURL: configuration.coversURL ?? OpenLibraryMapping.defaultCoversBaseURL)
    case .naver:
      guard let base = configuration.endpoints[.naver] else {
        throw .providerDiscontinued(.naver)
      }
      return NaverProvider(
        settings: ProviderSettings(
          baseURL: base, apiKey: configuration.keys[.naver], secret: configuration.naverClientSecret,
          timeout: configuration.timeout, maxResponseBytes: configuration.maxResponseBytes),
        http: http)
    case .local:
      let path = AppEnvironment.catalogPath(configuration)
      guard FileManager.default.fileExists(atPath: path) else {
        throw .file(path: path, problem: .catalogMissing)
      }
      return try LocalCatalogProvider(path: path, readOnly: true)
    }
  }

  /// Providers a federated search asks: Kakao and Aladin when their keys are set, Google
  /// (its key is optional), Open Library (no key), Naver when its endpoint and id are set, the
  /// local catalog when `catalog.sqlite` exists.
  var available: [ProviderID] {
    var ids: [ProviderID] = []
    if configuration.keys[.kakao] != nil { ids.append(.kakao) }
    if configuration.keys[.aladin] != nil { ids.append(.aladin) }
    ids += [.google, .openlibrary]
    if configuration.endpoints[.naver] != nil, configuration.keys[.naver] != nil { ids.append(.naver) }
    if FileManager.default.fileExists(atPath: AppEnvironment.catalogPath(configuration)) {
      ids.append(.local)
    }
    return ids
  }

  private func settings(_ id: ProviderID, _ defaultBase: URL) -> ProviderSettings {
    ProviderSettings(
      baseURL: configuration.endpoints[id] ?? defaultBase, apiKey: configuration.keys[id],
      timeout: configuration.timeout, maxResponseBytes: configuration.maxResponseBytes)
  }
}

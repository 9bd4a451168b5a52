import BookshelfCore
import BookshelfProviders
import Foundation

extension AppEnvironment {
  /// The composition root of the real program: builds one HTTP client (URLSession under a
  /// bounded retry) and the adapters from the configuration. Nothing else in the program
  /// creates a provider or a client.
  public static func live(configuration: Configuration, language: Language) throws(BookshelfError)
    -> AppEnvironment
  {
    let http: any HTTPClient = RetryingHTTPClient(base: URLSessionHTTPClient())
    let providers = LiveProviders(configuration: configuration, http: http)
    return AppEnvironment(
      configuration: configuration, language: language,
      makeSearcher: { id throws(BookshelfError) in try providers.make(id) },
      availableProviders: providers.available,
      federatedTimeLimit: .milliseconds(Int(configuration.timeout * 1000) + 500))
  }
}

/// Builds each adapter with its endpoint (default or override), key and time limit.
struct LiveProviders: Sendable {
  let configuration: Configuration
  let http: any HTTPClient

  /// The adapter for `id`. Adapters throw `.missingAPIKey` themselves when asked to search
  /// without a key, so a keyless provider fails with exit status 3 and a hint.
  /// - Throws: `.providerDiscontinued` for Naver without `BOOKSHELF_NAVER_URL`.
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
        coversBaseURL: configuration.coversURL ?? URL(string: "https://covers.openlibrary.org")!)
    case .naver:
      guard let base = configuration.endpoints[.naver] else {
        throw .providerDiscontinued(.naver, variable: "BOOKSHELF_NAVER_URL")
      }
      return NaverProvider(
        settings: ProviderSettings(
          baseURL: base, apiKey: configuration.keys[.naver], secret: configuration.naverClientSecret,
          timeout: configuration.timeout),
        http: http)
    case .local:
      throw .missingAPIKey(.local, variable: "BOOKSHELF_HOME")
    }
  }

  /// Providers a federated search asks: Kakao and Aladin when their keys are set, Google
  /// (its key is optional), Open Library (no key), Naver when its endpoint and id are set.
  var available: [ProviderID] {
    var ids: [ProviderID] = []
    if configuration.keys[.kakao] != nil { ids.append(.kakao) }
    if configuration.keys[.aladin] != nil { ids.append(.aladin) }
    ids += [.google, .openlibrary]
    if configuration.endpoints[.naver] != nil, configuration.keys[.naver] != nil { ids.append(.naver) }
    return ids
  }

  private func settings(_ id: ProviderID, _ defaultBase: URL) -> ProviderSettings {
    ProviderSettings(
      baseURL: configuration.endpoints[id] ?? defaultBase, apiKey: configuration.keys[id],
      timeout: configuration.timeout)
  }
}

import BookshelfCore
import BookshelfStore
import Foundation

extension AppEnvironment {
  /// `<cache dir>/responses.sqlite`: the API response cache.
  public static func responseCachePath(_ configuration: Configuration) -> String {
    configuration.cacheDirectory.appendingPathComponent("responses.sqlite").path
  }

  /// The response cache of `configuration` (its file, its size limit, the system clock). It
  /// opens (and creates) its file at the first store only.
  static func makeResponseCache(_ configuration: Configuration) -> ResponseCache {
    ResponseCache(path: responseCachePath(configuration), limitBytes: configuration.responseCacheLimitBytes)
  }

  /// `searcher` behind the response cache when it is an online provider and the cache is on
  /// (`responseCacheLimitBytes` > 0); the local catalog (already on this machine) as it is. The key's scope is the provider, plus the endpoint's
  /// origin and path when `BOOKSHELF_<P>_URL` overrides it, so a mirror's answers stay apart.
  static func cachingResponses(
    _ searcher: any BookSearching, configuration: Configuration, cache: ResponseCache
  ) -> any BookSearching {
    guard searcher.provider != .local, configuration.responseCacheLimitBytes > 0 else { return searcher }
    return CachingBookSearching(
      base: searcher, cache: cache, scope: responseScope(searcher.provider, configuration: configuration))
  }

  /// `kakao`, or `kakao@http://127.0.0.1:8080/mirrorA` with an endpoint override: scheme, host,
  /// port and path (percent-encoded, trailing `/` dropped), since the override's path goes in
  /// front of the API's, so two mirrors on one origin are two endpoints; never a user or query.
  static func responseScope(_ provider: ProviderID, configuration: Configuration) -> String {
    guard let url = configuration.endpoints[provider], let scheme = url.scheme, let host = url.host else {
      return provider.rawValue
    }
    let port = url.port.map { ":\($0)" } ?? ""
    var path = url.path(percentEncoded: true)
    while path.hasSuffix("/") { path.removeLast() }
    return "\(provider.rawValue)@\(scheme.lowercased())://\(host.lowercased())\(port)\(path)"
  }
}

/// A cache with nothing in it: zero entries, the given limit (the cover cache until its
/// implementation is wired in).
struct EmptyCache: CacheMaintaining {
  let limitBytes: Int

  func statistics() async throws -> CacheStatistics {
    CacheStatistics(entries: 0, bytes: 0, limitBytes: limitBytes, hits: 0, misses: 0)
  }

  func clear() async throws {}
}

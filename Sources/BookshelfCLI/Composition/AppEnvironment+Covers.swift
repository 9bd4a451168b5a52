import BookshelfCore
import BookshelfCovers
import BookshelfProviders
import Foundation

extension AppEnvironment {
  /// The live cover pipeline: the per-source rules with the covers host
  /// (`BOOKSHELF_COVERS_URL`, else `https://covers.openlibrary.org`), a memory cache of
  /// `coverMemoryLimitBytes`, the disk cache `<cacheDirectory>/covers` of `coverDiskLimitBytes`,
  /// and its own HTTP client: `RedirectingHTTPClient(base: PublicAddressGuard(base:
  /// URLSessionHTTPClient()), limit: 2)` under `LazyHTTPClient`, so every hop's address is checked
  /// and commands that draw no cover create no FoundationNetworking folders. The origins of the
  /// endpoint overrides (`BOOKSHELF_*_URL`, `BOOKSHELF_COVERS_URL`) are exempt from the address
  /// check (mirrors, loopback tests). Offline (`--offline`), nothing is fetched: only the caches
  /// answer, and a cover they do not hold is `.unreachable`. From the first decoded cover on,
  /// large blocks are given back to the system when freed (`LargeAllocations`), so the resident
  /// set stays near the memory cache's limit however many covers are browsed.
  /// - Parameters:
  ///   - configuration: limits, folders, endpoint overrides, the time limit of one cover
  ///     (`timeout`).
  ///   - decoder: image bytes → `Bitmap` (TurboJPEG, libpng, libwebp).
  ///   - renderer: `Bitmap` → terminal picture (libchafa).
  ///   - resolver: host names → addresses (`getaddrinfo` live).
  public static func liveCovers(
    configuration: Configuration, decoder: any ImageDecoding = LibraryImageDecoder(),
    renderer: any PictureRendering = ChafaPictureRenderer(),
    resolver: any HostResolving = SystemHostResolver()
  ) -> CoverPipeline {
    let exempt = Array(configuration.endpoints.values) + [configuration.coversURL].compactMap { $0 }
    let http: any HTTPClient =
      configuration.offline
      ? OfflineHTTPClient()
      : LazyHTTPClient {
        RedirectingHTTPClient(
          base: PublicAddressGuard(base: URLSessionHTTPClient(), resolver: resolver, exemptOrigins: exempt),
          limit: 2)
      }
    return CoverPipeline(
      rules: CoverSourceRules(
        coversBaseURL: configuration.coversURL ?? CoverSourceRules.defaultCoversBaseURL),
      fetcher: CoverFetcher(http: http, timeout: configuration.timeout),
      disk: coverCache(configuration: configuration),
      memoryLimitBytes: configuration.coverMemoryLimitBytes, decoder: decoder, renderer: renderer,
      beforeFirstDecode: { LargeAllocations.returnToTheSystemWhenFreed() })
  }
}

extension AppEnvironment {
  /// The disk cover cache `<cacheDirectory>/covers` with its size limit: the pipeline's, and the
  /// `CacheMaintaining` of `bookshelf cache stats|clear covers`. Creates nothing until a cover is
  /// stored or looked up.
  public static func coverCache(configuration: Configuration) -> DiskCoverCache {
    DiskCoverCache(
      folder: configuration.cacheDirectory.appendingPathComponent("covers"),
      limitBytes: configuration.coverDiskLimitBytes)
  }
}

import BookshelfCore
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The cover pipeline: per-source rules → memory cache → disk cache → safe fetch → validation
/// → decoding → rendering, with identical concurrent requests sharing one piece of work.
///
/// - Every outcome is remembered in memory (`CoverMemoryCache`): a picture at its size and
///   graphics, the decoded bitmap (so another size needs no decoding), or the failure (so a
///   redraw never fetches again), which `cachedPicture` answers without any work.
/// - The disk cache holds the validated bytes by URL and 404/403 answers for a day, so a second
///   process (`bookshelf show` twice) makes no request.
/// - A book without a usable cover is `.absent(reason)`: never another book's picture (every
///   cache is keyed by the cover's URLs, never by position or title).
public final class CoverPipeline: CoverLoading {
  private let rules: CoverSourceRules
  private let fetcher: CoverFetcher
  private let disk: DiskCoverCache?
  private let memory: CoverMemoryCache
  private let decoder: any ImageDecoding
  private let renderer: any PictureRendering
  private let images = InFlight<String, CoverOutcome<CoverImage>>()
  private let bitmaps = InFlight<String, CoverOutcome<Bitmap>>()
  private let pictures = InFlight<PictureKey, CoverOutcome<CoverPicture>>()
  private let beforeFirstDecode: Mutex<(@Sendable () -> Void)?>

  private struct PictureKey: Hashable, Sendable {
    var cover: String
    var size: CellSize
    var graphics: TerminalGraphics
  }

  /// - Parameters:
  ///   - rules: the per-source URL rules (with the covers host).
  ///   - fetcher: fetches and validates one URL (its client guarded and redirect-limited).
  ///   - disk: the disk cache, or nil for none.
  ///   - memoryLimitBytes: most bytes of bitmaps, pictures and failures kept in memory.
  ///   - decoder: image bytes → `Bitmap`.
  ///   - renderer: `Bitmap` → terminal picture.
  ///   - now: the wall clock (how long a failure is remembered).
  ///   - beforeFirstDecode: run once, before the first image is decoded (the composition root
  ///     passes `LargeAllocations.returnToTheSystemWhenFreed`, so only a process that holds
  ///     bitmaps changes how it allocates).
  public init(
    rules: CoverSourceRules, fetcher: CoverFetcher, disk: DiskCoverCache?, memoryLimitBytes: Int = 64 << 20,
    decoder: any ImageDecoding, renderer: any PictureRendering,
    now: @escaping @Sendable () -> Date = { Date() }, beforeFirstDecode: (@Sendable () -> Void)? = nil
  ) {
    self.beforeFirstDecode = Mutex(beforeFirstDecode)
    self.rules = rules
    self.fetcher = fetcher
    self.disk = disk
    self.memory = CoverMemoryCache(limitBytes: memoryLimitBytes, now: now)
    self.decoder = decoder
    self.renderer = renderer
  }

  /// The memory cache (for tests and benchmarks of its bounds).
  var memoryCache: CoverMemoryCache { memory }

  /// The key of a plan in every cache: its URLs, in order.
  static func key(_ urls: [URL]) -> String { urls.map(\.absoluteString).joined(separator: "\n") }

  /// The cover of `book` drawn in `size` cells for `graphics`.
  /// - Returns: the picture; `.absent(.notDrawn)` for `.none` or an empty size (no work), or why
  ///   the book has no cover.
  public func picture(of book: Book, size: CellSize, graphics: TerminalGraphics) async
    -> CoverOutcome<CoverPicture>
  {
    guard graphics != .none, size.columns > 0, size.rows > 0 else { return .absent(.notDrawn) }
    let urls: [URL]
    switch rules.plan(for: book) {
    case .absent(let absence): return .absent(absence)
    case .candidates(let found): urls = found
    }
    let key = Self.key(urls)
    if let picture = memory.picture(key, size: size, graphics: graphics) { return .found(picture) }
    if let failure = memory.failure(key) { return .absent(failure) }
    return await pictures.run(PictureKey(cover: key, size: size, graphics: graphics)) { [self] in
      switch await bitmap(key, urls) {
      case .absent(let absence):
        return .absent(absence)
      case .found(let bitmap):
        guard let picture = renderer.render(bitmap, size: size, graphics: graphics) else {
          return .absent(.notDrawn)
        }
        memory.keep(picture, for: key, size: size, graphics: graphics)
        return .found(picture)
      }
    }
  }

  /// The validated bytes of `book`'s cover, from the disk cache or fetched.
  public func image(of book: Book) async -> CoverOutcome<CoverImage> {
    switch rules.plan(for: book) {
    case .absent(let absence): return .absent(absence)
    case .candidates(let urls):
      let key = Self.key(urls)
      if let failure = memory.failure(key) { return .absent(failure) }
      return await image(key, urls)
    }
  }

  /// A picture in the memory cache, a remembered failure (or a book without a cover), or nil
  /// when the pipeline does not know yet. No I/O, no decoding, no waiting.
  public func cachedPicture(of book: Book, size: CellSize, graphics: TerminalGraphics)
    -> CoverOutcome<CoverPicture>?
  {
    guard graphics != .none, size.columns > 0, size.rows > 0 else { return .absent(.notDrawn) }
    switch rules.plan(for: book) {
    case .absent(let absence): return .absent(absence)
    case .candidates(let urls):
      let key = Self.key(urls)
      if let picture = memory.picture(key, size: size, graphics: graphics) { return .found(picture) }
      if let failure = memory.failure(key) { return .absent(failure) }
      return nil
    }
  }

  private func bitmap(_ key: String, _ urls: [URL]) async -> CoverOutcome<Bitmap> {
    if let bitmap = memory.bitmap(key) { return .found(bitmap) }
    return await bitmaps.run(key) { [self] in
      if let bitmap = memory.bitmap(key) { return .found(bitmap) }
      switch await image(key, urls) {
      case .absent(let absence):
        return .absent(absence)
      case .found(let image):
        beforeFirstDecode.withLock { once in
          once?()
          once = nil
        }
        do throws(CoverAbsence) {
          let bitmap = try decoder.decode(Array(image.bytes), format: image.format)
          memory.keep(bitmap, for: key)
          return .found(bitmap)
        } catch {
          memory.remember(error, for: key)
          return .absent(error)
        }
      }
    }
  }

  private func image(_ key: String, _ urls: [URL]) async -> CoverOutcome<CoverImage> {
    await images.run(key) { [self] in
      let outcome = await firstImage(urls)
      if case .absent(let absence) = outcome { memory.remember(absence, for: key) }
      return outcome
    }
  }

  /// The first candidate that yields an image, trying the next only after a failure
  /// `CoverFallback` allows; the last failure otherwise.
  private func firstImage(_ urls: [URL]) async -> CoverOutcome<CoverImage> {
    var last = CoverAbsence.noCover
    for url in urls {
      let outcome = await oneImage(url)
      guard case .absent(let absence) = outcome else { return outcome }
      last = absence
      guard CoverFallback.tryNext(after: absence) else { break }
    }
    return .absent(last)
  }

  private func oneImage(_ url: URL) async -> CoverOutcome<CoverImage> {
    switch disk?.lookup(url) ?? .miss {
    case .image(let image): return .found(image)
    case .negative(let status): return .absent(.notFound(status: status))
    case .miss: break
    }
    let outcome = await fetcher.fetch(url)
    switch outcome {
    case .found(let image): disk?.store(image, for: url)
    case .absent(.notFound(let status)): disk?.storeNegative(status: status, for: url)
    case .absent: break
    }
    return outcome
  }
}

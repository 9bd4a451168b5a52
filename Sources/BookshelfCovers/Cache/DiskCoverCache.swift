import BookshelfCore
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#endif

/// The disk cover cache: one file per URL under `<cacheDirectory>/covers`, named by the
/// SHA-256 of the URL (`<64 hex>.cover`, format in `DiskCacheEntry`), bounded by total size
/// (default 256 MiB, `Configuration.coverDiskLimitBytes`) with the least recently used files
/// removed first (a file's modification time is its last use, set on every hit).
///
/// - Writes go to a temporary file renamed over the entry (atomic), so several processes
///   (two `bookshelf show` at once) can share the folder: a reader sees a whole old or a whole
///   new file. A file that is truncated, damaged, foreign or removed underneath is a miss (and is
///   removed), never a crash or another URL's image.
/// - Negative entries (404 and 403) answer for 24 hours after they were stored.
/// - Hits and misses are counted in the folder's `stats` file across processes.
/// - A folder that is a symbolic link (even to a folder) is not used: lookups miss, nothing is
///   written, `statistics()` throws `.file(path:problem: .notPermitted)` and `clear()` removes
///   the link itself, never a file in the folder it names. Planted files (a FIFO, a link, a
///   device) are misses that never block. Eviction and `clear()` remove only names this cache
///   writes (`isEntryName`, `.tmp-…`), never other files that happen to be in the folder.
/// - Each process keeps an estimate of the folder's size, read from the folder at its first
///   write and grown by its own writes; when it passes the limit the folder is listed again and
///   the oldest files are removed until it is at 90 % of the limit. Another process's writes are
///   seen at that listing, so the folder may pass the limit by what other processes wrote since.
public final class DiskCoverCache: CacheMaintaining {
  /// How long a 404/403 answer is believed: 24 hours.
  public static let negativeLifetime: TimeInterval = 24 * 60 * 60

  /// The statuses kept as negative entries.
  public static let rememberedStatuses: Set<Int> = [403, 404]

  /// The default size limit: 256 MiB.
  public static let defaultLimitBytes = 256 << 20

  enum Lookup: Equatable {
    case image(CoverImage)
    case negative(status: Int)
    case miss
  }

  private let folder: String
  private let limitBytes: Int
  private let now: @Sendable () -> Date
  private let estimate = Mutex<Int?>(nil)
  private var counters: CacheCounters { CacheCounters(path: folder + "/stats") }

  /// - Parameters:
  ///   - folder: the cache folder (`<cacheDirectory>/covers`), created at the first write.
  ///   - limitBytes: most bytes of all entries together.
  ///   - now: the wall clock (negative entries' age, last use).
  public init(
    folder: URL, limitBytes: Int = DiskCoverCache.defaultLimitBytes,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    var path = folder.path(percentEncoded: false)
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    self.folder = path
    self.limitBytes = max(0, limitBytes)
    self.now = now
  }

  private var seconds: Int64 { Int64(now().timeIntervalSince1970.rounded(.down)) }

  /// True for the names of entries: 64 lower-case hexadecimal digits and `.cover`.
  static func isEntryName(_ name: String) -> Bool {
    let utf8 = Array(name.utf8)
    guard utf8.count == 70, name.hasSuffix(".cover") else { return false }
    return utf8.prefix(64).allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// True for the temporary files of `CacheFiles.writeAtomically`.
  static func isTemporaryName(_ name: String) -> Bool { name.hasPrefix(".tmp-") }

  func path(for url: URL) -> String { "\(folder)/\(SHA256.hex(url.absoluteString)).cover" }

  /// What the cache holds for `url`: a hit marks it used now and counts a hit; a miss (none, a
  /// damaged file, an expired negative entry) counts a miss.
  func lookup(_ url: URL) -> Lookup {
    let key = url.absoluteString
    let path = path(for: url)
    guard CacheFiles.folderState(folder) != .refused else { return .miss }
    let found = CacheFiles.read(path, limit: CoverFetcher.defaultMaxBytes + 64 * 1024 + key.utf8.count)
    let answer: Lookup
    switch found {
    case .absent:
      answer = .miss
    case .unusable:
      CacheFiles.remove(path)  // a FIFO, a link, a device, too large: never the cache's own file
      answer = .miss
    case .bytes(let bytes):
      guard let entry = DiskCacheEntry.decode(bytes, url: key) else {
        CacheFiles.remove(path)
        answer = .miss
        break
      }
      switch entry.kind {
      case .image(let image):
        answer = .image(image)
      case .negative(let status):
        if Double(entry.created) + Self.negativeLifetime > now().timeIntervalSince1970 {
          answer = .negative(status: status)
        } else {
          CacheFiles.remove(path)
          answer = .miss
        }
      }
    }
    if answer != .miss { CacheFiles.touch(path, seconds: seconds) }
    if CacheFiles.makeFolder(folder) {
      counters.add(hits: answer == .miss ? 0 : 1, misses: answer == .miss ? 1 : 0)
    }
    return answer
  }

  /// Keeps `image` for `url`.
  func store(_ image: CoverImage, for url: URL) {
    write(DiskCacheEntry(kind: .image(image), created: seconds), for: url)
  }

  /// Keeps a negative entry for `url` when `status` is 404 or 403 (others are not remembered).
  func storeNegative(status: Int, for url: URL) {
    guard Self.rememberedStatuses.contains(status) else { return }
    write(DiskCacheEntry(kind: .negative(status: status), created: seconds), for: url)
  }

  private func write(_ entry: DiskCacheEntry, for url: URL) {
    let bytes = entry.encoded(url: url.absoluteString)
    guard bytes.count <= limitBytes, CacheFiles.makeFolder(folder) else { return }
    // The folder's size before this write, read once per process.
    estimate.withLock { total in
      if total == nil { total = Self.scanTotal(folder) }
    }
    guard CacheFiles.writeAtomically(bytes, to: path(for: url), folder: folder, seconds: seconds) else {
      return
    }
    let over = estimate.withLock { total -> Bool in
      let grown = (total ?? 0) + bytes.count
      total = grown
      return grown > limitBytes
    }
    if over { evict() }
  }

  /// Lists the folder and removes the least recently used entries until at most 90 % of the
  /// limit is used; temporary files older than an hour (left by a killed process) go too.
  func evict() {
    guard let items = CacheFiles.list(folder) else { return }
    let now = seconds
    for item in items where Self.isTemporaryName(item.name) && item.modified < now - 3600 {
      CacheFiles.remove("\(folder)/\(item.name)")
    }
    var entries = items.filter { Self.isEntryName($0.name) }
    entries.sort { ($0.modified, $0.name) < ($1.modified, $1.name) }
    var total = entries.reduce(0) { $0 + $1.size }
    let target = limitBytes / 10 * 9
    for item in entries where total > target {
      CacheFiles.remove("\(folder)/\(item.name)")
      total -= item.size
    }
    estimate.withLock { $0 = total }
  }

  private static func scanTotal(_ folder: String) -> Int {
    (CacheFiles.list(folder) ?? []).filter { isEntryName($0.name) }.reduce(0) { $0 + $1.size }
  }

  /// Entries (negative ones included), their bytes, the limit and the hit counts.
  /// - Throws: `BookshelfError.file(path:problem: .notRead)` when the folder exists but cannot be
  ///   listed; `.notPermitted` when it is a symbolic link (the cache is not used).
  public func statistics() async throws -> CacheStatistics {
    if CacheFiles.folderState(folder) == .refused {
      throw BookshelfError.file(path: folder, problem: .notPermitted)
    }
    let entries: [CacheFiles.Item]
    if let items = CacheFiles.list(folder) {
      entries = items.filter { Self.isEntryName($0.name) }
    } else if errno == ENOENT {
      entries = []
    } else {
      throw BookshelfError.file(path: folder, problem: .notRead)
    }
    let counts = counters.read()
    return CacheStatistics(
      entries: entries.count, bytes: entries.reduce(0) { $0 + $1.size }, limitBytes: limitBytes,
      hits: counts.hits, misses: counts.misses)
  }

  /// Removes every entry and resets the counts. When the folder is a symbolic link, removes the
  /// link itself and nothing in the folder it names (the next store creates a real folder).
  /// - Throws: `BookshelfError.file(path:problem: .notWritten)` when an entry (or the link)
  ///   cannot be removed.
  public func clear() async throws {
    if CacheFiles.folderState(folder) == .refused {
      guard unlink(folder) == 0 || errno == ENOENT else {
        throw BookshelfError.file(path: folder, problem: .notWritten)
      }
      estimate.withLock { $0 = nil }
      return
    }
    guard let items = CacheFiles.list(folder) else {
      if errno == ENOENT { return }
      throw BookshelfError.file(path: folder, problem: .notRead)
    }
    for item in items where Self.isEntryName(item.name) || Self.isTemporaryName(item.name) {
      let path = "\(folder)/\(item.name)"
      if unlink(path) != 0 && errno != ENOENT {
        throw BookshelfError.file(path: path, problem: .notWritten)
      }
    }
    counters.reset()
    estimate.withLock { $0 = 0 }
  }
}

import BookshelfCore
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The in-memory cover cache: decoded bitmaps, rendered pictures and remembered failures in one
/// LRU bounded by bytes (a bitmap counts `Bitmap.byteCount`, a picture its cells or escape
/// sequence, a failure a few bytes), 64 MiB by default (`Configuration.coverMemoryLimitBytes`).
/// Thread-safe and synchronous, so a redraw asks it without waiting.
///
/// A failure is kept until `expires` on the injected clock: 24 hours for an answer about the
/// cover (404, not an image, refused…), 5 minutes when the network could not be reached.
final class CoverMemoryCache: Sendable {
  enum Key: Hashable, Sendable {
    case bitmap(String)
    case picture(String, CellSize, TerminalGraphics)
    case failure(String)
  }

  enum Value: Sendable {
    case bitmap(Bitmap)
    case picture(CoverPicture)
    case failure(CoverAbsence, expires: Date)
  }

  /// How long a failure is remembered: a day, or 5 minutes for `.unreachable`.
  static func remembered(_ absence: CoverAbsence) -> TimeInterval {
    absence == .unreachable ? 5 * 60 : 24 * 60 * 60
  }

  private let lru: Mutex<CostLRU<Key, Value>>
  private let now: @Sendable () -> Date

  init(limitBytes: Int, now: @escaping @Sendable () -> Date = { Date() }) {
    lru = Mutex(CostLRU(limit: limitBytes))
    self.now = now
  }

  func bitmap(_ key: String) -> Bitmap? {
    if case .bitmap(let bitmap) = lru.withLock({ $0.value(for: .bitmap(key)) }) { return bitmap }
    return nil
  }

  func picture(_ key: String, size: CellSize, graphics: TerminalGraphics) -> CoverPicture? {
    if case .picture(let picture) = lru.withLock({ $0.value(for: .picture(key, size, graphics)) }) {
      return picture
    }
    return nil
  }

  /// The remembered failure for `key` while it has not expired.
  func failure(_ key: String) -> CoverAbsence? {
    let time = now()
    return lru.withLock { lru -> CoverAbsence? in
      guard case .failure(let absence, let expires) = lru.value(for: .failure(key)) else { return nil }
      if expires <= time {
        lru.remove(.failure(key))
        return nil
      }
      return absence
    }
  }

  func keep(_ bitmap: Bitmap, for key: String) {
    lru.withLock { $0.insert(.bitmap(bitmap), for: .bitmap(key), cost: bitmap.byteCount) }
  }

  func keep(_ picture: CoverPicture, for key: String, size: CellSize, graphics: TerminalGraphics) {
    lru.withLock {
      $0.insert(.picture(picture), for: .picture(key, size, graphics), cost: Self.cost(of: picture))
    }
  }

  func remember(_ absence: CoverAbsence, for key: String) {
    let expires = now().addingTimeInterval(Self.remembered(absence))
    lru.withLock {
      $0.insert(.failure(absence, expires: expires), for: .failure(key), cost: 64 + key.utf8.count)
    }
  }

  /// Bytes counted now.
  var totalBytes: Int { lru.withLock { $0.totalCost } }

  /// The keys, least recently used first (for tests).
  var keysOldestFirst: [Key] { lru.withLock { $0.keysOldestFirst } }

  /// What a picture is counted as: its cells (`CoverCell`'s stride each) or the UTF-8 bytes of
  /// its escape sequence, plus a small fixed part.
  static func cost(of picture: CoverPicture) -> Int {
    switch picture.content {
    case .cells(let cells): return 64 + cells.count * MemoryLayout<CoverCell>.stride
    case .escapeSequence(let text): return 64 + text.utf8.count
    }
  }
}

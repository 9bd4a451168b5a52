import BookshelfStore
import Synchronization

/// The shelf of one `AppEnvironment`, opened at the first ask and the same store afterwards.
/// An open that throws is tried again at the next ask.
final class LazyShelf: Sendable {
  private let open: @Sendable () throws -> ShelfStore
  private let store = Mutex<ShelfStore?>(nil)

  init(open: @escaping @Sendable () throws -> ShelfStore) { self.open = open }

  /// The shelf, opened now when it is not open yet.
  /// - Throws: what `open` throws.
  func get() throws -> ShelfStore {
    try store.withLock { (cached: inout ShelfStore?) throws -> ShelfStore in
      if let cached { return cached }
      let opened = try open()
      cached = opened
      return opened
    }
  }
}

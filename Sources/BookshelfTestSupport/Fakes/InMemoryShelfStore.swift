import BookshelfCore
import Foundation
import Synchronization

/// An in-memory shelf and recent-searches list with the semantics of the SQLite store:
/// keys by `ShelfEntry.key(for:)`, ratings 1–5, NFC tag matching, stable sort orders, edits
/// that change only the fields they name. `changeToken()` changes on every write to the
/// entries (the test's own and the view model's alike: a fake has no connections).
/// Tests can make the next write fail with `failNextWrite(with:)`.
public final class InMemoryShelfStore: ShelfStoring, RecentSearchesStoring, Sendable {
  private struct State {
    var entries: [String: ShelfEntry] = [:]
    var recent: [String] = []
    /// Removals, newest first, at most `removalsKept`.
    var removed: [ShelfEntry] = []
    var writes = 0
    var changes: Int64 = 0
    var nextWriteError: BookshelfError?
  }

  private let state = Mutex(State())
  /// How many removals `restoreLastRemoved` can bring back (as the SQLite store).
  public static let removalsKept = 100
  private let now: @Sendable () -> Date

  /// An empty shelf, or one holding `entries`, and the given recent searches (newest first);
  /// `now` stamps `updatedAt` on edits.
  public init(
    entries: [ShelfEntry] = [], recentSearches: [String] = [],
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.now = now
    state.withLock { s in
      for entry in entries { s.entries[entry.id] = entry }
      s.recent = recentSearches
    }
  }

  /// Number of successful writes (save, remove, record) so far.
  public var writeCount: Int { state.withLock { $0.writes } }
  /// Every saved entry, by key.
  public var allEntries: [String: ShelfEntry] { state.withLock { $0.entries } }
  /// The stored recent searches, newest first, without a limit.
  public var storedRecentSearches: [String] { state.withLock { $0.recent } }

  /// Makes the next write throw `error`.
  public func failNextWrite(with error: BookshelfError) {
    state.withLock { $0.nextWriteError = error }
  }

  /// The entry under `key` (an ISBN-10 is converted to its ISBN-13), or nil.
  public func entry(forKey key: String) async throws -> ShelfEntry? {
    let normalized = ISBN.parse(key)?.isbn13 ?? key
    return state.withLock { $0.entries[normalized] }
  }

  /// The entry whose `book.id` is `id` (the smallest key of several), or nil.
  public func entry(withBookID id: String) async throws -> ShelfEntry? {
    state.withLock { s in s.entries.filter { $0.value.book.id == id }.min { $0.key < $1.key }?.value }
  }

  /// Adds or replaces the entry; tags are stored NFC-normalised.
  /// - Throws: `.invalidRating` outside 1–5; the error set with `failNextWrite(with:)`.
  @discardableResult
  public func save(_ entry: ShelfEntry) async throws -> SaveOutcome {
    if let rating = entry.rating, !(1...5).contains(rating) {
      throw BookshelfError.invalidRating("\(rating)")
    }
    var stored = entry
    stored.tags = entry.tags.map(\.precomposedStringWithCanonicalMapping)
    return try state.withLock { s throws(BookshelfError) -> SaveOutcome in
      try Self.takeFailure(&s)
      s.writes += 1
      s.changes += 1
      let old = s.entries[stored.id]
      s.entries[stored.id] = stored
      return old == nil ? .added : (old == stored ? .unchanged : .updated)
    }
  }

  /// Removes and returns the entry under `key`, or nil.
  /// - Throws: the error set with `failNextWrite(with:)`.
  @discardableResult
  public func remove(key: String) async throws -> ShelfEntry? {
    let normalized = ISBN.parse(key)?.isbn13 ?? key
    return try state.withLock { s throws(BookshelfError) -> ShelfEntry? in
      try Self.takeFailure(&s)
      s.writes += 1
      s.changes += 1
      guard let removed = s.entries.removeValue(forKey: normalized) else { return nil }
      s.removed.insert(removed, at: 0)
      if s.removed.count > Self.removalsKept { s.removed.removeLast(s.removed.count - Self.removalsKept) }
      return removed
    }
  }

  /// Brings back the most recent removal whose key is not saved again (those whose key is
  /// saved again are forgotten, the saved entry untouched), every field as removed.
  /// - Returns: the restored entry, or nil when no removal is left.
  /// - Throws: the error set with `failNextWrite(with:)`.
  public func restoreLastRemoved() async throws -> ShelfEntry? {
    try state.withLock { s throws(BookshelfError) -> ShelfEntry? in
      try Self.takeFailure(&s)
      while !s.removed.isEmpty {
        let entry = s.removed.removeFirst()
        guard s.entries[entry.id] == nil else { continue }
        s.entries[entry.id] = entry
        s.writes += 1
        s.changes += 1
        return entry
      }
      return nil
    }
  }

  /// Applies `edit` to the entry under `key` (or adds `newEntry` with it applied, keeping
  /// `newEntry.updatedAt`), atomically; `updatedAt` of a changed saved entry is stamped from
  /// `now`. Tags are stored NFC-normalised.
  /// - Throws: `.notOnShelf`; `.invalidRating` outside 1–5; the error set with
  ///   `failNextWrite(with:)`.
  @discardableResult
  public func apply(_ edit: ShelfEdit, toKey key: String, addingIfMissing newEntry: ShelfEntry?) async throws
    -> ShelfEditResult
  {
    let normalized = ISBN.parse(key)?.isbn13 ?? key
    let time = now()
    return try state.withLock { s throws(BookshelfError) -> ShelfEditResult in
      let existing = s.entries[normalized]
      guard let base = existing ?? newEntry else { throw .notOnShelf(normalized) }
      var result = edit.applied(to: base, at: time)
      try edit.checkNote(of: result)
      result.tags = result.tags.map(\.precomposedStringWithCanonicalMapping)
      if let rating = result.rating, !(1...5).contains(rating) { throw .invalidRating("\(rating)") }
      if let existing {
        result.updatedAt = existing.updatedAt
        if result == existing { return ShelfEditResult(outcome: .unchanged, entry: existing) }
        result.updatedAt = time
      }
      try Self.takeFailure(&s)
      s.writes += 1
      s.changes += 1
      s.entries[normalized] = result
      return ShelfEditResult(outcome: existing == nil ? .added : .updated, entry: result)
    }
  }

  /// The number of writes to the entries so far.
  public func changeToken() async throws -> Int64 {
    state.withLock { $0.changes }
  }

  /// The entries matching `filter` (tag compared after NFC), in `sort` order; ties by title, then key.
  public func entries(matching filter: ShelfFilter, sortedBy sort: ShelfSort) async throws -> [ShelfEntry] {
    let all = state.withLock { Array($0.entries.values) }
    let tags = filter.tags.map(\.precomposedStringWithCanonicalMapping)
    let matching = all.filter { entry in
      (filter.statuses.isEmpty || filter.statuses.contains(entry.status))
        && tags.allSatisfy { entry.tags.contains($0) }
    }
    return matching.sorted { Self.precedes($0, $1, by: sort) }
  }

  /// Up to `limit` recent searches, newest first.
  public func recentSearches(limit: Int) async throws -> [String] {
    state.withLock { Array($0.recent.prefix(max(0, limit))) }
  }

  /// Moves (or adds) `query` to the front.
  /// - Throws: the error set with `failNextWrite(with:)`.
  public func recordSearch(_ query: String) async throws {
    try state.withLock { s throws(BookshelfError) in
      try Self.takeFailure(&s)
      s.writes += 1
      s.recent.removeAll { $0 == query }
      s.recent.insert(query, at: 0)
    }
  }

  // MARK: Helpers

  private static func takeFailure(_ s: inout State) throws(BookshelfError) {
    if let error = s.nextWriteError {
      s.nextWriteError = nil
      throw error
    }
  }

  /// The `ShelfSort` order; ties broken by title, then key.
  static func precedes(_ a: ShelfEntry, _ b: ShelfEntry, by sort: ShelfSort) -> Bool {
    func byTitle() -> Bool {
      let ta = a.book.title.lowercased()
      let tb = b.book.title.lowercased()
      return ta != tb ? ta < tb : a.id < b.id
    }
    switch sort {
    case .added:
      return a.addedAt != b.addedAt ? a.addedAt > b.addedAt : byTitle()
    case .title:
      return byTitle()
    case .author:
      let aa = (a.book.authors.first ?? "").lowercased()
      let ab = (b.book.authors.first ?? "").lowercased()
      return aa != ab ? aa < ab : byTitle()
    case .rating:
      switch (a.rating, b.rating) {
      case (let x?, let y?) where x != y: return x > y
      case (.some, nil): return true
      case (nil, .some): return false
      default: return byTitle()
      }
    case .finished:
      switch (a.finishedAt, b.finishedAt) {
      case (let x?, let y?) where x != y: return x > y
      case (.some, nil): return true
      case (nil, .some): return false
      default: return byTitle()
      }
    }
  }
}

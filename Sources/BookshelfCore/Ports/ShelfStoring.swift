/// The port to the personal shelf (the SQLite shelf store, or an in-memory fake in tests).
public protocol ShelfStoring: Sendable {
  /// The entry saved under `key` (an ISBN-13 or `"<provider>:<id>"`; an ISBN-10 is accepted and
  /// converted), or nil.
  /// - Throws: `BookshelfError.storage…` when the database cannot be read.
  func entry(forKey key: String) async throws -> ShelfEntry?

  /// Saves the entry: adds it, or replaces the entry with the same key.
  /// - Returns: whether it was added, updated or already identical.
  /// - Throws: `BookshelfError.invalidRating` outside 1–5; storage errors.
  @discardableResult
  func save(_ entry: ShelfEntry) async throws -> SaveOutcome

  /// Removes the entry and returns what was removed, or nil when nothing was saved under `key`.
  @discardableResult
  func remove(key: String) async throws -> ShelfEntry?

  /// The saved entries that match `filter`, in `sort` order.
  func entries(matching filter: ShelfFilter, sortedBy sort: ShelfSort) async throws -> [ShelfEntry]
}

/// The port to the list of recent searches (persisted with the shelf).
public protocol RecentSearchesStoring: Sendable {
  /// Up to `limit` distinct queries, newest first.
  func recentSearches(limit: Int) async throws -> [String]
  /// Records a submitted query; a repeat moves it to the front.
  func recordSearch(_ query: String) async throws
}

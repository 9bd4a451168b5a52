/// The port to the personal shelf (the SQLite shelf store, or an in-memory fake in tests).
public protocol ShelfStoring: Sendable {
  /// The entry saved under `key` (an ISBN-13 or `"<provider>:<id>"`; an ISBN-10 is accepted and
  /// converted), or nil.
  /// - Throws: `BookshelfError.storage…` when the database cannot be read.
  func entry(forKey key: String) async throws -> ShelfEntry?

  /// The entry whose book's own id (`Book.id`: `kakao:…`, `google:…`) is exactly `id`, or nil:
  /// a book saved under its ISBN-13 is also named by the id that search results print. When
  /// several entries share it, the one with the smallest key.
  /// - Throws: `BookshelfError.storage…` when the database cannot be read.
  func entry(withBookID id: String) async throws -> ShelfEntry?

  /// Saves the entry: adds it, or replaces the entry with the same key.
  /// - Returns: whether it was added, updated or already identical.
  /// - Throws: `BookshelfError.invalidRating` outside 1–5; storage errors.
  @discardableResult
  func save(_ entry: ShelfEntry) async throws -> SaveOutcome

  /// Changes only what `edit` names in the entry under `key`, reading the saved entry and
  /// writing the result in one write transaction, so that what other programs changed
  /// meanwhile in other fields (another tag, the note) is kept. `updatedAt` is stamped when
  /// anything changed.
  /// - Parameters:
  ///   - edit: the fields to change.
  ///   - key: an ISBN-13, an ISBN-10 or `"<provider>:<id>"`.
  ///   - newEntry: when nothing is saved under `key`, this entry (of the same key) is added
  ///     with `edit` applied; nil to throw `.notOnShelf` instead.
  /// - Returns: what happened and the whole entry as now saved.
  /// - Throws: `BookshelfError.notOnShelf(key)`; `.invalidRating` outside 1–5 and
  ///   `.invalidInput` for an empty title or a book of another key (nothing is written);
  ///   storage errors.
  @discardableResult
  func apply(_ edit: ShelfEdit, toKey key: String, addingIfMissing newEntry: ShelfEntry?) async throws
    -> ShelfEditResult

  /// A number that changes when another connection or program has committed a change to the
  /// shelf since the previous call (SQLite's `PRAGMA data_version`); this store's own writes
  /// may or may not change it. Cheap enough to call several times a second.
  /// - Throws: storage errors.
  func changeToken() async throws -> Int64

  /// Removes the entry and returns what was removed, or nil when nothing was saved under `key`.
  @discardableResult
  func remove(key: String) async throws -> ShelfEntry?

  /// Brings back the most recent removal (by any program using this shelf) with every field as
  /// it was removed. Removals are remembered in the shelf file, newest first, up to 100; one
  /// whose key has been saved again since is forgotten without touching the saved entry, and the
  /// next one is tried.
  /// - Returns: the restored entry, or nil when there is nothing to undo.
  /// - Throws: storage errors.
  func restoreLastRemoved() async throws -> ShelfEntry?

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

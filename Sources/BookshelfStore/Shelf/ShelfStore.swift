import BookshelfCore
import Foundation

/// The personal shelf in an SQLite file (`shelf.sqlite`): one entry per book, with reading
/// status, rating, tags, note and dates, plus the list of recent searches.
///
/// An actor: each instance owns one `Database` connection and uses it serially. Several
/// instances (in one process or in several) may open the same file at once; writes use
/// `BEGIN IMMEDIATE` transactions and wait for each other (busy timeout 5 s), so none fails
/// with "database is locked" under normal load.
///
/// Keys: `ShelfEntry.key(for:)` — the ISBN-13, else the book's id (`"<provider>:<id>"`). Any
/// method taking a key also accepts an ISBN-10 (or a hyphenated ISBN) of the same book.
/// Dates are stored to the millisecond; tags are NFC-normalised, collapsed, stripped of one
/// leading `#` and de-duplicated ignoring letter case (the first spelling is kept).
public actor ShelfStore: ShelfStoring, RecentSearchesStoring {
  /// The database file.
  public nonisolated let path: String
  let database: Database
  let now: @Sendable () -> Date
  /// The user's time zone, for the Goodreads days of `exportData(format:)` and
  /// `importData(_:format:partial:)` (the file-based import and export take theirs as a
  /// parameter).
  public nonisolated let timeZone: TimeZone
  /// How many recent searches are kept.
  static let recentSearchesKept = 100
  /// How many removals `restoreLastRemoved` can bring back.
  static let removalsKept = 100

  /// Opens (creating it and its parent directories when missing) the shelf at `path` and
  /// brings its schema up to date. A folder it creates for the file is 0700 and the file 0600
  /// (`PrivateFiles`).
  /// - Parameters:
  ///   - path: the file, e.g. `~/.local/share/bookshelf/shelf.sqlite`.
  ///   - now: the clock for `updatedAt` and recent searches.
  ///   - timeZone: the user's time zone for `ShelfExchanging` (default: the system's).
  /// - Throws: `BookshelfError.notADatabase(path:)` when the file is not an SQLite database,
  ///   is another application's (`user_version` 0 with tables that are not the shelf's) or is
  ///   damaged (`PRAGMA quick_check`; see `ForeignDatabaseCheck`) — the file is left untouched; `.file` when the directory cannot be created; `.storage` for
  ///   other SQLite failures (including a schema newer than this program).
  public init(
    path: String, now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current
  ) throws {
    self.path = path
    self.now = now
    self.timeZone = timeZone
    try PrivateFiles.createDirectory(URL(fileURLWithPath: path).deletingLastPathComponent())
    database = try Self.mapErrors(path: path) {
      try ForeignDatabaseCheck.check(path: path)
      let database = try Database(path: path)
      try database.migrate(ShelfSchema.migrations)
      return database
    }
  }

  /// The shelf key for `key`: an ISBN-10 or ISBN-13 (hyphens allowed) becomes its ISBN-13,
  /// anything else is returned trimmed.
  public static func normalizedKey(_ key: String) -> String {
    let trimmed = key.trimmingCharacters(in: .whitespacesAndNewlines)
    return ISBN.parse(trimmed)?.isbn13 ?? trimmed
  }

  // MARK: ShelfStoring

  /// The entry saved under `key` (ISBN-13, ISBN-10 or `"<provider>:<id>"`), or nil.
  /// - Throws: `BookshelfError.storage` / `.notADatabase`.
  public func entry(forKey key: String) throws -> ShelfEntry? {
    try mapErrors { try loadEntry(key: Self.normalizedKey(key)) }
  }

  /// The entry whose `book.id` is `id` (through the `entries_by_book_id` index), or nil; of
  /// several, the smallest key.
  /// - Throws: `BookshelfError.storage` / `.notADatabase`.
  public func entry(withBookID id: String) throws -> ShelfEntry? {
    try mapErrors {
      try database.transaction(immediate: false) {
        let keys = try database.query(
          "SELECT key FROM entries WHERE book_id = ? ORDER BY key LIMIT 1", id
        ).compactMap { $0.string(0) }
        return try keys.first.flatMap { try loadEntry(key: $0) }
      }
    }
  }

  /// Saves `entry` under `ShelfEntry.key(for: entry.book)`: adds it, or replaces the saved
  /// entry (keeping the earlier `addedAt`). `updatedAt` is set from the clock when anything
  /// changed.
  /// - Returns: `.added`, `.updated`, or `.unchanged` when the saved entry already had exactly
  ///   these values (ignoring `updatedAt`).
  /// - Throws: `BookshelfError.invalidRating` for a rating outside 1–5 (nothing is saved);
  ///   `.invalidInput` for an empty title; storage errors.
  @discardableResult
  public func save(_ entry: ShelfEntry) throws -> SaveOutcome {
    let normalized = try Self.normalized(entry)
    return try mapErrors {
      try database.transaction { try store(normalized, keepingUpdatedAt: false) }
    }
  }

  /// Removes the entry under `key` and returns it, or nil when nothing was saved there. The
  /// removed entry is remembered in the same transaction (`removed_entries`, newest first, the
  /// last `removalsKept`) for `restoreLastRemoved`.
  /// - Throws: storage errors.
  @discardableResult
  public func remove(key: String) throws -> ShelfEntry? {
    let key = Self.normalizedKey(key)
    return try mapErrors {
      try database.transaction {
        guard let entry = try loadEntry(key: key) else { return nil }
        try database.execute("DELETE FROM entries WHERE key = ?", key)
        try rememberRemoval(entry, key: key)
        return entry
      }
    }
  }

  /// Brings back the most recent removal made by any program using this file, with every
  /// field (tags, note, dates, `updatedAt`) as it was removed, inside one `BEGIN IMMEDIATE`
  /// transaction. A removal whose key has been saved again since is forgotten without touching
  /// the saved entry, and the next newest is tried.
  /// - Returns: the restored entry, or nil when no removal is left.
  /// - Throws: storage errors.
  public func restoreLastRemoved() throws -> ShelfEntry? {
    try mapErrors { try database.transaction { try restoreNewestRemoval() } }
  }

  /// Brings back the newest removal of the entry under `key` (ISBN-10, ISBN-13 or
  /// `"<provider>:<id>"`), with every field as it was removed, in one `BEGIN IMMEDIATE`
  /// transaction (`restore ID`).
  /// - Returns: the restored entry, or nil when `key` is saved (nothing is changed) or no
  ///   remembered removal has it.
  /// - Throws: storage errors.
  public func restoreRemoved(key: String) throws -> ShelfEntry? {
    let key = Self.normalizedKey(key)
    return try mapErrors { try database.transaction { try restoreRemoval(key: key) } }
  }

  /// The keys, titles and book ids (`Book.id`) of the remembered removals, newest first (at
  /// most `removalsKept`).
  /// - Throws: storage errors.
  public func removals() throws -> [(key: String, title: String, bookID: String)] {
    try mapErrors {
      try database.query("SELECT key, title, book_id FROM removed_entries ORDER BY sequence DESC").map {
        ($0.string(0) ?? "", $0.string(1) ?? "", $0.string(2) ?? "")
      }
    }
  }

  /// The entries matching `filter` (status; tag compared after NFC normalisation, without one
  /// leading `#` and ignoring letter case: `#Fiction` finds `fiction`) in `sort` order, ties
  /// broken by title then key.
  /// - Throws: storage errors.
  public func entries(matching filter: ShelfFilter, sortedBy sort: ShelfSort) throws
    -> [ShelfEntry]
  {
    try mapErrors { try database.transaction(immediate: false) { try list(filter, sort) } }
  }

  /// The number of saved entries.
  /// - Throws: storage errors.
  public func count() throws -> Int {
    try mapErrors { try database.query("SELECT count(*) FROM entries").first?.int(0) ?? 0 }
  }

  // MARK: RecentSearchesStoring

  /// Up to `limit` distinct queries, newest first.
  /// - Throws: storage errors.
  public func recentSearches(limit: Int) throws -> [String] {
    try mapErrors {
      try database.query(
        "SELECT query FROM recent_searches ORDER BY sequence DESC LIMIT ?", max(0, limit)
      ).compactMap { $0.string(0) }
    }
  }

  /// Records `query` (whitespace collapsed, NFC) as the newest search; a repeat moves to the
  /// front. Empty queries are ignored. Keeps the newest 100.
  /// - Throws: storage errors.
  public func recordSearch(_ query: String) throws {
    let text = ShelfText.collapsed(query)
    guard !text.isEmpty else { return }
    let millis = ShelfDate.milliseconds(now())
    try mapErrors {
      try database.transaction {
        let next =
          try database.query("SELECT coalesce(max(sequence), 0) + 1 FROM recent_searches")
          .first?.int64(0) ?? 1
        try database.execute(
          """
          INSERT INTO recent_searches (query, sequence, searched_at) VALUES (?, ?, ?)
          ON CONFLICT (query) DO UPDATE SET sequence = excluded.sequence,
            searched_at = excluded.searched_at
          """, text, next, millis)
        try database.execute(
          "DELETE FROM recent_searches WHERE sequence <= ?", next - Int64(Self.recentSearchesKept))
      }
    }
  }

  // MARK: Errors

  /// Runs `body`, turning `SQLiteError` into `BookshelfError` for this file.
  func mapErrors<T>(_ body: () throws -> T) throws -> T {
    try Self.mapErrors(path: path, body)
  }

  static func mapErrors<T>(path: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as SQLiteError {
      throw error.bookshelfError(path: path)
    }
  }
}

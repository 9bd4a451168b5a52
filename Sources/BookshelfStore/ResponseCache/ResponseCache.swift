import BookshelfCore
import CSQLite
import Foundation
import Synchronization

/// The response cache: answers of searches and ISBN lookups in `responses.sqlite` (under
/// `Configuration.cacheDirectory`, folder 0700, file 0600), bounded by `limitBytes` with
/// least-recently-used eviction, with persistent hit and miss counters.
///
/// The cache is optional: a file that is damaged, of another program, of a newer schema or
/// locked by another process past a short wait never fails a search. Reads then find nothing,
/// writes are skipped, nothing is logged; `statistics()` reports why. A `responses.sqlite` that
/// is a symbolic link is not followed (`SQLITE_OPEN_NOFOLLOW`): the cache is unavailable and
/// `clear()` removes the link itself, never the file it names. The file is opened (and
/// created) at the first store or read, so commands that never search create nothing.
/// Thread-safe: one connection behind a lock.
public final class ResponseCache: CacheMaintaining, Sendable {
  /// One stored answer.
  public struct Entry: Sendable, Hashable {
    /// The answer as stored (JSON).
    public var value: Data
    /// When it was stored.
    public var storedAt: Date
    /// When it stops being fresh.
    public var expiresAt: Date

    /// An entry.
    public init(value: Data, storedAt: Date, expiresAt: Date) {
      self.value = value
      self.storedAt = storedAt
      self.expiresAt = expiresAt
    }

    /// True while `now` is before `expiresAt` (and not before `storedAt`: a clock set back
    /// past the store makes the entry stale rather than fresh for ever).
    public func isFresh(at now: Date) -> Bool { now >= storedAt && now < expiresAt }
  }

  private enum Connection {
    case closed
    case open(Database)
    case unavailable(BookshelfError)
  }

  /// The database file.
  public let path: String
  /// Most bytes (keys plus values) kept; 0 keeps nothing.
  public let limitBytes: Int
  /// The clock of `storedAt`, expiry and the decorator's freshness checks.
  public let now: @Sendable () -> Date
  private let busyTimeout: Duration
  private let connection = Mutex<Connection>(.closed)

  /// - Parameters:
  ///   - path: `responses.sqlite` (its folder is created 0700 when missing).
  ///   - limitBytes: the size limit (`Configuration.responseCacheLimitBytes`).
  ///   - busyTimeout: how long to wait for another process's lock before giving up on one read
  ///     or write (default 200 ms: a search must not wait on a cache).
  ///   - now: the clock (default the system's).
  public init(
    path: String, limitBytes: Int, busyTimeout: Duration = .milliseconds(200),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.path = path
    self.limitBytes = max(0, limitBytes)
    self.busyTimeout = busyTimeout
    self.now = now
  }

  /// The entry stored under `key`, fresh or not, marked as just used; nil when there is none
  /// or the cache cannot be read.
  public func entry(for key: ResponseCacheKey) -> Entry? {
    withDatabase(creating: false) { database in
      try database.transaction(immediate: true) { () throws -> Entry? in
        let rows = try database.query(
          "SELECT value, stored_at, expires_at FROM responses WHERE key = ?", key.text)
        guard let row = rows.first, let value = row.data(0), let stored = row.double(1),
          let expires = row.double(2)
        else { return nil }
        try database.execute(
          "UPDATE responses SET used = (SELECT coalesce(max(used), 0) + 1 FROM responses) WHERE key = ?",
          key.text)
        return Entry(
          value: value, storedAt: Date(timeIntervalSince1970: stored),
          expiresAt: Date(timeIntervalSince1970: expires))
      }
    } ?? nil
  }

  /// Stores `value` under `key`, fresh for `timeToLive` seconds from now, then evicts the least
  /// recently used entries until the total is within `limitBytes`. A value that alone exceeds
  /// the limit is not stored. Does nothing when the cache cannot be written.
  public func store(_ value: Data, for key: ResponseCacheKey, timeToLive: Double) {
    let bytes = SafeNumber.saturatingSum(value.count, key.text.utf8.count)
    guard bytes <= limitBytes else { return }
    let stored = now().timeIntervalSince1970
    _ = withDatabase(creating: true) { database in
      try database.transaction(immediate: true) {
        try database.execute(
          """
          INSERT OR REPLACE INTO responses(key, scope, kind, stored_at, expires_at, used, bytes, value)
          VALUES (?, ?, ?, ?, ?, (SELECT coalesce(max(used), 0) + 1 FROM responses), ?, ?)
          """,
          arguments: [
            key.text, key.scope, key.kind.rawValue, stored, stored + max(0, timeToLive), bytes, value,
          ])
        try evict(database)
      }
    }
  }

  /// Counts one lookup of the cache as a hit (answered from it) or a miss.
  public func recordLookup(hit: Bool) {
    _ = withDatabase(creating: true) { database in
      try database.execute("UPDATE counters SET value = value + 1 WHERE name = ?", hit ? "hits" : "misses")
    }
  }

  /// Entries, bytes (keys plus values, what the limit counts), the limit, hits and misses;
  /// all zero (with the limit) when no cache file exists yet.
  /// - Throws: `.notADatabase` for a damaged or foreign file, `.storage` (a newer schema, a
  ///   lock held too long): why searches are answered without the cache.
  public func statistics() async throws -> CacheStatistics {
    if let error = unavailableReason() { throw error }
    guard FileManager.default.fileExists(atPath: path) else {
      return CacheStatistics(entries: 0, bytes: 0, limitBytes: limitBytes, hits: 0, misses: 0)
    }
    let result = withDatabase(creating: false) { database -> CacheStatistics in
      let totals = try database.query("SELECT count(*), coalesce(sum(bytes), 0) FROM responses")
      let counters = try database.query("SELECT name, value FROM counters")
      var named: [String: Int] = [:]
      for row in counters { if let name = row.string(0) { named[name] = row.int(1) ?? 0 } }
      return CacheStatistics(
        entries: totals.first?.int(0) ?? 0, bytes: totals.first?.int(1) ?? 0, limitBytes: limitBytes,
        hits: named["hits"] ?? 0, misses: named["misses"] ?? 0)
    }
    if let result { return result }
    if let error = unavailableReason() { throw error }
    throw BookshelfError.storage(path: path, problem: .busy(message: "database is locked"))
  }

  /// Removes the cache file (and SQLite's `-wal`, `-shm` files): every entry and the
  /// counters. A damaged file is removed too; the next store creates a new one.
  /// - Throws: `.file(path:problem: .notPermitted)` when a file cannot be removed.
  public func clear() async throws {
    try connection.withLock { (state: inout Connection) throws(BookshelfError) in
      state = .closed  // the connection closes as the `Database` is released
      for suffix in ["", "-wal", "-shm", "-journal"] {
        let file = path + suffix
        guard unlink(file) == 0 || errno == ENOENT else {
          throw .file(path: file, problem: .notPermitted)
        }
      }
    }
  }

  /// Why the cache cannot be used in this process, if it cannot.
  private func unavailableReason() -> BookshelfError? {
    connection.withLock { state -> BookshelfError? in
      if case .unavailable(let error) = state { return error }
      return nil
    }
  }

  /// Deletes the least recently used rows until the total is within the limit.
  private func evict(_ database: Database) throws {
    var total = try database.scalar("SELECT coalesce(sum(bytes), 0) FROM responses").int ?? 0
    guard total > limitBytes else { return }
    let rows = try database.query("SELECT key, bytes FROM responses ORDER BY used ASC")
    for row in rows where total > limitBytes {
      guard let key = row.string(0) else { continue }
      try database.execute("DELETE FROM responses WHERE key = ?", key)
      total -= row.int(1) ?? 0
    }
  }

  /// Runs `body` on the open connection (opening it first; with `creating`, creating the
  /// folder and file). nil when the file is missing (without `creating`), cannot be used
  /// (remembered for the process: damaged, foreign, newer schema) or the work failed (busy).
  private func withDatabase<T: Sendable>(creating: Bool, _ body: (Database) throws -> T) -> T? {
    connection.withLock { (state: inout Connection) -> T? in
      let database: Database
      switch state {
      case .unavailable: return nil
      case .open(let open): database = open
      case .closed:
        guard creating || FileManager.default.fileExists(atPath: path) else { return nil }
        do {
          database = try open()
        } catch {
          let problem = SQLiteError.bookshelfError(error, path: path)
          if case .storage(_, .busy) = problem { return nil }  // try again next time
          state = .unavailable(problem)
          return nil
        }
        state = .open(database)
      }
      do {
        return try body(database)
      } catch let error as SQLiteError where error.isNotADatabase {
        state = .unavailable(.notADatabase(path: path))
        return nil
      } catch {
        return nil
      }
    }
  }

  private func open() throws -> Database {
    try PrivateFiles.createDirectory(URL(fileURLWithPath: path).deletingLastPathComponent())
    // A symbolic link at `path` is not followed: the cache is then unavailable (searches go on
    // without it), and nothing is read from or written to the file the link names.
    let database = try Database(
      path: path, flags: [.readWrite, .create, .noFollow], busyTimeout: busyTimeout)
    try database.migrate(ResponseCacheSchema.migrations)
    // A cache may lose its last writes in a power cut: no sync at every commit.
    try database.execute("PRAGMA synchronous = NORMAL")
    return database
  }
}

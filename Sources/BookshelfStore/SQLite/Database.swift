import BookshelfCore
import CSQLite
import Foundation

/// One connection to an SQLite database file.
///
/// A database file it creates is private (mode 0600, see `PrivateFiles`); SQLite's `-wal`
/// and `-shm` files take its mode. Opening sets `busy_timeout` (default 5 s), `foreign_keys=ON`
/// and, for a writable file,
/// `journal_mode=WAL` with `synchronous=FULL` and memory-mapped reads (`mmap_size` 256 MiB).
/// Before changing anything it reads the schema, so
/// a file that is not an SQLite database (`SQLITE_NOTADB`) or is damaged (`SQLITE_CORRUPT`)
/// is reported as `BookshelfError.notADatabase(path:)` and left untouched.
///
/// Threading rule: a `Database` is deliberately not `Sendable`. Confine each instance to one
/// owner that uses it serially — an actor (as `ShelfStore` does) or one thread/serial queue.
/// For parallel work open one `Database` per task; SQLite's file locks (WAL, `BEGIN
/// IMMEDIATE`, busy timeout) coordinate connections and processes.
public final class Database {
  /// How to open the file (`SQLITE_OPEN_*` flags).
  public struct OpenFlags: OptionSet, Sendable {
    /// The `SQLITE_OPEN_*` bits.
    public let rawValue: Int32
    /// Creates flags from `SQLITE_OPEN_*` bits.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// `SQLITE_OPEN_READONLY`: no writes; WAL mode is not changed.
    public static let readOnly = OpenFlags(rawValue: SQLITE_OPEN_READONLY)
    /// `SQLITE_OPEN_READWRITE`.
    public static let readWrite = OpenFlags(rawValue: SQLITE_OPEN_READWRITE)
    /// `SQLITE_OPEN_CREATE`: create the file when missing (with `.readWrite`).
    public static let create = OpenFlags(rawValue: SQLITE_OPEN_CREATE)
    /// `SQLITE_OPEN_URI`: `path` may be a `file:` URI.
    public static let uri = OpenFlags(rawValue: SQLITE_OPEN_URI)
    /// `SQLITE_OPEN_NOFOLLOW`: a `path` that is a symbolic link is refused (`SQLITE_CANTOPEN`)
    /// instead of opening the file it names.
    public static let noFollow = OpenFlags(rawValue: SQLITE_OPEN_NOFOLLOW)
    /// `SQLITE_OPEN_NOMUTEX`: no connection mutex (safe under the threading rule above).
    public static let noMutex = OpenFlags(rawValue: SQLITE_OPEN_NOMUTEX)
  }

  /// The file path as given (`:memory:` for an in-memory database).
  public let path: String
  /// The flags the file was opened with.
  public let flags: OpenFlags
  private(set) var handle: OpaquePointer?
  private var statementCache: [String: Statement] = [:]
  var savepointDepth = 0

  /// Opens (and with `.create`, creates) the database at `path`.
  /// - Parameters:
  ///   - path: a file path, or `:memory:`.
  ///   - flags: default `[.readWrite, .create]`.
  ///   - busyTimeout: how long a statement waits for another connection's lock before
  ///     failing with `SQLITE_BUSY`; default 5 s.
  /// - Throws: `BookshelfError.notADatabase(path:)` for a non-SQLite or damaged file;
  ///   `SQLiteError` for anything else (e.g. `SQLITE_CANTOPEN` for a missing directory).
  public init(
    path: String, flags: OpenFlags = [.readWrite, .create], busyTimeout: Duration = .seconds(5)
  ) throws {
    self.path = path
    self.flags = flags
    Self.processSetup
    if flags.contains(.create), !flags.contains(.uri), path != ":memory:", !path.isEmpty {
      PrivateFiles.createFileIfMissing(path)
    }
    var connection: OpaquePointer?
    let code = sqlite3_open_v2(path, &connection, flags.rawValue, nil)
    guard code == SQLITE_OK, let connection else {
      let error = SQLiteError.make(code, connection)
      sqlite3_close_v2(connection)
      throw error
    }
    handle = connection
    sqlite3_extended_result_codes(connection, 1)
    let milliseconds =
      busyTimeout.components.seconds * 1000
      + busyTimeout.components.attoseconds / 1_000_000_000_000_000
    sqlite3_busy_timeout(connection, Int32(clamping: milliseconds))
    do {
      try configure(busyTimeout: busyTimeout)
    } catch let error as SQLiteError where error.isNotADatabase {
      closeQuietly()
      throw BookshelfError.notADatabase(path: path)
    } catch {
      closeQuietly()
      throw error
    }
  }

  deinit { closeQuietly() }

  /// Process-wide SQLite settings, applied once before the first connection opens: memory
  /// statistics off (they take a global mutex on every allocation; nothing here reads them).
  private static let processSetup: Void = { _ = bookshelf_sqlite3_disable_memstatus() }()

  /// Reads the schema first (detects a foreign file before anything is written), then sets
  /// the pragmas.
  private func configure(busyTimeout: Duration) throws {
    _ = try query("SELECT count(*) FROM sqlite_schema")
    try execute("PRAGMA foreign_keys = ON")
    let isMemory = path == ":memory:" || path.isEmpty
    guard !flags.contains(.readOnly), !isMemory else { return }
    try switchToWAL(within: busyTimeout)
    try execute("PRAGMA synchronous = FULL")
    _ = try query("PRAGMA mmap_size = 268435456")  // read pages in place: up to 256 MiB mapped
  }

  /// `PRAGMA journal_mode = WAL`, retried until `limit` has passed while another connection
  /// holds the write lock. While a new file is being written by another program (its own
  /// switch to WAL, its first tables), SQLite refuses the switch at once, without the busy
  /// handler (a reader asking to write while another writes could deadlock), so the wait is
  /// here: 1 ms, doubling to 50 ms between tries.
  /// - Throws: `SQLiteError` (`SQLITE_BUSY` once `limit` has passed).
  private func switchToWAL(within limit: Duration) throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    var pause = Duration.milliseconds(1)
    while true {
      do {
        _ = try query("PRAGMA journal_mode = WAL")
        return
      } catch let error as SQLiteError where error.isBusy && clock.now < deadline {
        Thread.sleep(forTimeInterval: pause / .seconds(1))
        pause = min(pause * 2, .milliseconds(50))
      }
    }
  }

  /// Closes the connection. Later calls do nothing; using the database afterwards throws
  /// `SQLITE_MISUSE`.
  /// - Throws: `SQLiteError` when SQLite refuses to close.
  public func close() throws {
    statementCache.removeAll()
    guard let connection = handle else { return }
    let code = sqlite3_close_v2(connection)
    guard code == SQLITE_OK else { throw SQLiteError.make(code, connection) }
    handle = nil
  }

  private func closeQuietly() {
    statementCache.removeAll()
    if let connection = handle { sqlite3_close_v2(connection) }
    handle = nil
  }

  /// The error for `code`, with this connection's message.
  func failure(_ code: Int32, sql: String? = nil) -> SQLiteError {
    SQLiteError.make(code, handle, sql: sql)
  }

  // MARK: Statements

  /// Prepares a new statement (one SQL statement; trailing text is ignored).
  /// - Throws: `SQLiteError` for a syntax error, unknown table, or a closed database.
  public func prepare(_ sql: String) throws -> Statement {
    guard handle != nil else {
      throw SQLiteError(code: SQLITE_MISUSE, message: "database is closed", sql: sql)
    }
    return try Statement(database: self, sql: sql)
  }

  /// A prepared statement for `sql`, reused across calls (reset before it is returned).
  /// Do not step two uses of the same cached SQL at once.
  /// - Throws: `SQLiteError`.
  public func cachedStatement(_ sql: String) throws -> Statement {
    if let statement = statementCache[sql] {
      statement.reset()
      return statement
    }
    let statement = try prepare(sql)
    statementCache[sql] = statement
    return statement
  }

  /// Runs one statement with `arguments` bound to `?1…?n`, ignoring result rows.
  /// - Throws: `SQLiteError`.
  public func execute(_ sql: String, _ arguments: any SQLiteBindable...) throws {
    try cachedStatement(sql).run(arguments)
  }

  /// Runs one statement with `arguments` bound to `?1…?n`, ignoring result rows.
  /// - Throws: `SQLiteError`.
  public func execute(_ sql: String, arguments: [any SQLiteBindable]) throws {
    try cachedStatement(sql).run(arguments)
  }

  /// Runs several `;`-separated statements without parameters (e.g. a schema script).
  /// - Throws: `SQLiteError` for the first failing statement.
  public func executeScript(_ sql: String) throws {
    guard let connection = handle else {
      throw SQLiteError(code: SQLITE_MISUSE, message: "database is closed", sql: sql)
    }
    let code = sqlite3_exec(connection, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw failure(code, sql: sql) }
  }

  /// Runs one query and reads all its rows.
  /// - Throws: `SQLiteError`.
  public func query(_ sql: String, _ arguments: any SQLiteBindable...) throws -> [Row] {
    try cachedStatement(sql).rows(arguments)
  }

  /// Runs one query and reads all its rows.
  /// - Throws: `SQLiteError`.
  public func query(_ sql: String, arguments: [any SQLiteBindable]) throws -> [Row] {
    try cachedStatement(sql).rows(arguments)
  }

  /// The first column of the first row of `sql` (a cached statement), or `.null` when it
  /// returns no row: for one-value queries such as `SELECT count(*) …`.
  /// - Throws: `SQLiteError`.
  public func scalar(_ sql: String, _ arguments: any SQLiteBindable...) throws -> SQLiteValue {
    try cachedStatement(sql).scalar(arguments)
  }

  /// Rows changed by the last `INSERT`/`UPDATE`/`DELETE` on this connection.
  public var changes: Int { handle.map { Int(sqlite3_changes64($0)) } ?? 0 }

  /// Rows changed by every `INSERT`/`UPDATE`/`DELETE` since the connection opened (compare
  /// two readings to learn whether a block of work changed anything).
  public var totalChanges: Int64 { handle.map { sqlite3_total_changes64($0) } ?? 0 }

  /// The rowid of the last successful `INSERT` on this connection.
  public var lastInsertRowID: Int64 { handle.map { sqlite3_last_insert_rowid($0) } ?? 0 }

  /// True while a transaction is open on this connection.
  public var isInTransaction: Bool { handle.map { sqlite3_get_autocommit($0) == 0 } ?? false }
}

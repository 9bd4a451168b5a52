import CSQLite

/// A failure reported by SQLite: its result code and its message.
///
/// `code` is the extended result code (e.g. `SQLITE_CONSTRAINT_CHECK` = 275); `primaryCode` is
/// its low byte (e.g. `SQLITE_CONSTRAINT` = 19). `message` is `sqlite3_errmsg` at the time of
/// the failure (e.g. `CHECK constraint failed: rating BETWEEN 1 AND 5`). `sql` is the statement
/// that failed, when there is one.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The extended result code (`SQLITE_*`).
  public let code: Int32
  /// SQLite's message for the failure.
  public let message: String
  /// The SQL text that failed, or nil (open, close, bind).
  public let sql: String?

  /// Creates an error from a result code and message.
  public init(code: Int32, message: String, sql: String? = nil) {
    self.code = code
    self.message = message
    self.sql = sql
  }

  /// The primary result code (`code & 0xff`), e.g. `SQLITE_BUSY`, `SQLITE_CONSTRAINT`.
  public var primaryCode: Int32 { code & 0xff }

  /// True for `SQLITE_BUSY` and `SQLITE_LOCKED` (another connection holds the lock).
  public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

  /// True when the file is not a database or is damaged (`SQLITE_NOTADB`, `SQLITE_CORRUPT`).
  public var isNotADatabase: Bool { primaryCode == SQLITE_NOTADB || primaryCode == SQLITE_CORRUPT }

  /// True for a violated constraint (`CHECK`, `UNIQUE`, `NOT NULL`, `FOREIGN KEY`).
  public var isConstraint: Bool { primaryCode == SQLITE_CONSTRAINT }

  /// `SQLite error <code>: <message>` plus the SQL when known.
  public var description: String {
    var text = "SQLite error \(code): \(message)"
    if let sql { text += " (in: \(sql))" }
    return text
  }

  /// The error for result code `code` on connection `handle` (message from `sqlite3_errmsg`,
  /// or `sqlite3_errstr` when there is no connection).
  static func make(_ code: Int32, _ handle: OpaquePointer?, sql: String? = nil) -> SQLiteError {
    let text: String
    if let handle, let cString = sqlite3_errmsg(handle) {
      text = String(cString: cString)
    } else if let cString = sqlite3_errstr(code) {
      text = String(cString: cString)
    } else {
      text = "unknown error"
    }
    return SQLiteError(code: code, message: text, sql: sql)
  }
}

import BookshelfCore
import CSQLite

/// One step of a schema: moves a database from `version - 1` to `version`.
///
/// Migrations are numbered from 1 in increasing order (a number may be left out: a gap is
/// skipped, e.g. while a migration is written on another branch); the database's
/// `PRAGMA user_version` records the last one applied (0 for a new file).
public struct Migration: Sendable {
  /// The schema version after this step (1 for the first).
  public let version: Int
  /// A short description, e.g. `"create entries, tags, recent_searches"`.
  public let name: String
  /// The work; runs inside the migration's transaction.
  public let apply: @Sendable (Database) throws -> Void

  /// A migration that runs code.
  public init(version: Int, name: String, apply: @escaping @Sendable (Database) throws -> Void) {
    self.version = version
    self.name = name
    self.apply = apply
  }

  /// A migration that runs an SQL script (several `;`-separated statements).
  public init(version: Int, name: String, sql: String) {
    self.init(version: version, name: name) { try $0.executeScript(sql) }
  }
}

extension Database {
  /// The schema version (`PRAGMA user_version`); 0 for a new database.
  /// - Throws: `SQLiteError`.
  public func userVersion() throws -> Int {
    try query("PRAGMA user_version").first?.int(0) ?? 0
  }

  /// Sets `PRAGMA user_version`.
  /// - Throws: `SQLiteError`.
  public func setUserVersion(_ version: Int) throws {
    try executeScript("PRAGMA user_version = \(version)")
  }

  /// Applies, in order, every migration above the current `user_version`, each in its own
  /// `BEGIN IMMEDIATE` transaction that also sets `user_version`. Safe when several processes
  /// open the same file at once: the version is re-read under the write lock.
  /// - Parameter migrations: numbered in increasing order from 1 (gaps are skipped).
  /// - Returns: the version before and after.
  /// - Throws: `SQLiteError` `SQLITE_MISUSE` when the list does not start at 1 or is not
  ///   increasing;
  ///   `BookshelfError.storage` when the file's version is newer than the list knows;
  ///   what a failing migration throws (that migration is rolled back; earlier ones stay).
  @discardableResult
  public func migrate(_ migrations: [Migration]) throws -> (from: Int, to: Int) {
    var previous = 0
    for migration in migrations {
      guard previous == 0 ? migration.version == 1 : migration.version > previous else {
        throw SQLiteError(
          code: SQLITE_MISUSE,
          message: "migration \(migration.name) has version \(migration.version), expected "
            + (previous == 0 ? "1" : "more than \(previous)"))
      }
      previous = migration.version
    }
    let start = try userVersion()
    let latest = previous
    if start > latest {
      throw BookshelfError.storage(path: path, problem: .schemaTooNew(version: start, supported: latest))
    }
    for migration in migrations where migration.version > start {
      try transaction(immediate: true) {
        guard try userVersion() < migration.version else { return }  // another process did it
        try migration.apply(self)
        try setUserVersion(migration.version)
      }
    }
    return (start, max(start, try userVersion()))
  }
}

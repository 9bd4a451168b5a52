extension CatalogImporter {
  /// Copies the write-ahead log into the database and truncates it to 0 bytes
  /// (`PRAGMA wal_checkpoint(TRUNCATE)`), after an import has committed.
  ///
  /// Why: a WAL-mode import writes every changed page to `catalog.sqlite-wal` first; SQLite's
  /// automatic checkpoints copy them back but never shrink the file, so an import of 100 MB
  /// left a WAL of about that size next to the catalog until the last connection closed (and
  /// for good if the process was killed). Best effort: when another connection is reading an
  /// older snapshot the checkpoint cannot finish; it then does not wait (busy timeout 0), the
  /// error (`SQLITE_BUSY` or `SQLITE_LOCKED`) is ignored and the import still succeeds — the
  /// WAL is reset by a later write or removed when the last connection closes. Does nothing
  /// in rollback-journal mode.
  static func checkpointWAL(_ database: Database) {
    let timeout = (try? database.scalar("PRAGMA busy_timeout").int) ?? 5_000
    guard (try? database.execute("PRAGMA busy_timeout = 0")) != nil else { return }
    defer { try? database.execute("PRAGMA busy_timeout = \(timeout)") }
    _ = try? database.query("PRAGMA wal_checkpoint(TRUNCATE)")
  }
}

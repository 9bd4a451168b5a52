/// Gives a catalog's free pages back after the writes that leave many behind: an import (FTS5
/// merges its index segments and frees the old ones; a bulk batch's or the caller's `optimize`
/// rewrites the whole index into one segment) and migration 5 (which copies `books`).
///
/// `VACUUM` rewrites the whole file, so it runs only when at least `sparseFraction` of the
/// pages are free: a first bulk import of a million rows leaves ~0.1 % free and is not slowed.
/// The Aladin list (2,583 rows) was 37 % free pages while FTS5 flushed its 1 MiB `hashsize`
/// five times and merged the segments (freeing the old ones), then `optimize` rewrote them
/// again; with a mid-sized batch's 16 MiB `hashsize` its index is written once, as one
/// segment, and a fresh import leaves no free page (nothing to vacuum).
enum CatalogVacuum {
  /// Rows indexed by one write batch from which it checks for free pages (an import, not an
  /// edit: single upserts reuse the free pages instead).
  static let minimumIndexedRows = 1_000

  /// The share of free pages (`PRAGMA freelist_count` ÷ `page_count`) from which to vacuum.
  static let sparseFraction = 0.10

  /// Runs `VACUUM` when the file is at least `sparseFraction` free pages (outside any
  /// transaction: SQLite refuses `VACUUM` inside one).
  /// - Returns: whether it vacuumed.
  /// - Throws: `SQLiteError` (e.g. `SQLITE_BUSY` when another connection reads).
  @discardableResult
  static func vacuumIfSparse(_ database: Database) throws -> Bool {
    let free = try database.scalar("PRAGMA freelist_count").int ?? 0
    let pages = try database.scalar("PRAGMA page_count").int ?? 0
    guard pages > 0, Double(free) >= Double(pages) * sparseFraction else { return false }
    try database.execute("VACUUM")
    return true
  }

  /// Migrations after which the file is vacuumed however few pages are free: migration 8
  /// shrinks every `books` row by 3 bytes inside its page (`CatalogTitleBucketMigration`), so
  /// only a `VACUUM` gives the space back (~15 MiB at a million rows, ~2.6 s).
  static let compactingMigrations: Set<Int> = [CatalogTitleBucketMigration.version]

  /// Applies `CatalogSchema.migrations` and vacuums when one of them ran on a file with rows
  /// and left it sparse (migration 5 frees the old `books` table's pages), or was one of
  /// `compactingMigrations`.
  /// - Throws: what `Database.migrate` throws; `SQLiteError` from `VACUUM`.
  static func migrate(_ database: Database) throws {
    let (from, to) = try database.migrate(CatalogSchema.migrations)
    guard from > 0, from < to else { return }
    if compactingMigrations.contains(where: { $0 > from && $0 <= to }) {
      try database.execute("VACUUM")
    } else {
      try vacuumIfSparse(database)
    }
  }
}

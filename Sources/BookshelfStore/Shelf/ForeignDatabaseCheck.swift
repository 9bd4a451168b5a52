import BookshelfCore
import Foundation

/// Keeps Bookshelf from writing into a file at the shelf path that is not a healthy shelf:
/// another program's SQLite database, or a damaged one.
///
/// A file that is a valid SQLite database with `PRAGMA user_version` 0 and tables that are not
/// the shelf's belongs to another application: opening it as a shelf would add tables, switch
/// it to WAL and set `user_version`. A damaged file (a page overwritten, the file cut short)
/// may still open, and a write that happens not to touch the damaged pages would succeed while
/// `shelf` (which reads every page) refuses the file; so every open runs `PRAGMA quick_check`
/// (every page's structure, in time proportional to the file: about 10 ms for 24 MB) and
/// refuses a damaged file before any command reads or writes it. The check reads the file
/// only (its 100-byte header, then a read-only connection), so a refused file is left byte
/// for byte as it was. A missing or empty file, or an SQLite database without tables, is
/// neither foreign nor damaged.
enum ForeignDatabaseCheck {
  /// The tables the shelf's migrations create (`ShelfSchema`).
  static let shelfTables: Set<String> = ["entries", "entry_tags", "recent_searches"]

  /// Throws when the file at `path` is another application's SQLite database or is damaged.
  /// - Throws: `BookshelfError.notADatabase(path:)` for a foreign or damaged database;
  ///   `SQLiteError` when the file cannot be read as a database (the caller's open reports
  ///   that properly: `SQLITE_NOTADB` and `SQLITE_CORRUPT` become `.notADatabase`).
  static func check(path: String) throws {
    guard
      let header = FileHandle(forReadingAtPath: path).flatMap({ handle in
        defer { try? handle.close() }
        return try? handle.read(upToCount: 100)
      }), header.count == 100
    else { return }  // missing, empty or too short: SQLite decides
    let bytes = [UInt8](header)
    guard bytes.starts(with: Array("SQLite format 3\0".utf8)) else { return }

    let database = try Database(path: path, flags: [.readOnly])
    defer { try? database.close() }
    // The header's user_version may be stale when the newest schema is in the WAL.
    if try database.userVersion() == 0 {
      let tables = try database.query(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
      ).compactMap { $0.string(0) }
      if tables.contains(where: { !shelfTables.contains($0) }) {
        throw BookshelfError.notADatabase(path: path)
      }
    }
    // One problem is enough to refuse the file; `quick_check` either lists problems or
    // fails with SQLITE_CORRUPT itself (a page past the end of a cut file).
    let verdict = try database.query("PRAGMA quick_check(1)").first?.string(0)
    guard verdict == "ok" else { throw BookshelfError.notADatabase(path: path) }
  }
}

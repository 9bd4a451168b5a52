import BookshelfCore
import Foundation

/// Keeps Bookshelf from writing its tables into another program's SQLite database.
///
/// A file at the shelf path that is a valid SQLite database with `PRAGMA user_version` 0 and
/// tables that are not the shelf's belongs to another application: opening it as a shelf
/// would add tables, switch it to WAL and set `user_version`. The check reads the file only
/// (its 100-byte header, then a read-only connection), so a refused file is left byte for byte
/// as it was. A missing or empty file, or an SQLite database without tables, is not foreign.
enum ForeignDatabaseCheck {
  /// The tables the shelf's migrations create (`ShelfSchema`).
  static let shelfTables: Set<String> = ["entries", "entry_tags", "recent_searches"]

  /// Throws when the file at `path` is another application's SQLite database.
  /// - Throws: `BookshelfError.notADatabase(path:)` for a foreign database; `SQLiteError` when
  ///   the file cannot be read as a database (the caller's open reports that properly).
  static func check(path: String) throws {
    guard
      let header = FileHandle(forReadingAtPath: path).flatMap({ handle in
        defer { try? handle.close() }
        return try? handle.read(upToCount: 100)
      }), header.count == 100
    else { return }  // missing, empty or too short: SQLite decides
    let bytes = [UInt8](header)
    guard bytes.starts(with: Array("SQLite format 3\0".utf8)) else { return }
    let userVersion = bytes[60..<64].reduce(0) { $0 << 8 | Int($1) }
    guard userVersion == 0 else { return }  // a shelf (or a newer schema, refused by migrate)

    let database = try Database(path: path, flags: [.readOnly])
    defer { try? database.close() }
    guard try database.userVersion() == 0 else { return }  // a shelf whose header is in the WAL
    let tables = try database.query(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
    ).compactMap { $0.string(0) }
    if tables.contains(where: { !shelfTables.contains($0) }) {
      throw BookshelfError.notADatabase(path: path)
    }
  }
}

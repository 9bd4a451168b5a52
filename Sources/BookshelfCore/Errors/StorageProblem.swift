/// Why the shelf or catalog database cannot be used (`BookshelfError.storage`).
public enum StorageProblem: Sendable, Equatable {
  /// Another connection holds the lock and the busy timeout passed (`SQLITE_BUSY`/`LOCKED`);
  /// `message` is SQLite's own text, shown as is in English.
  case busy(message: String)
  /// The file's schema version is newer than this program knows.
  case schemaTooNew(version: Int, supported: Int)
  /// SQLite's (or another library's) own message: foreign text, shown as is.
  case system(String)
}

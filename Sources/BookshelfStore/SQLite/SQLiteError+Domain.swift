import BookshelfCore

extension BookshelfError {
  /// `error` as the domain error for the database at `path`: `.notADatabase` for a file that
  /// is not SQLite or is damaged, `.storage(.busy)` when another connection holds the lock
  /// past the busy timeout, else `.storage(.system(SQLite's message))`.
  public static func storage(path: String, _ error: SQLiteError) -> BookshelfError {
    if error.isNotADatabase { return .notADatabase(path: path) }
    if error.isBusy { return .storage(path: path, problem: .busy(message: error.message)) }
    return .storage(path: path, problem: .system(error.message))
  }
}

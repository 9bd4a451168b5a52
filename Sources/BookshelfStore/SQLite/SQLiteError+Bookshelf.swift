import BookshelfCore

extension SQLiteError {
  /// This failure as the domain error of the database file at `path`: `.notADatabase` when
  /// the file is not SQLite or is damaged (`isNotADatabase`), `.storage(.busy)` when another
  /// connection holds the lock past the busy timeout, else `.storage(.system(SQLite's
  /// message))`. The one translation from SQLite failures to `BookshelfError`: the shelf and
  /// the catalog both throw what it returns.
  func bookshelfError(path: String) -> BookshelfError {
    if isNotADatabase { return .notADatabase(path: path) }
    if isBusy { return .storage(path: path, problem: .busy(message: message)) }
    return .storage(path: path, problem: .system(message))
  }

  /// `error` as a `BookshelfError` for the database file at `path`: a `BookshelfError` as it
  /// is, a `SQLiteError` by `bookshelfError(path:)`, anything else as `.storage` with its
  /// description.
  static func bookshelfError(_ error: any Error, path: String) -> BookshelfError {
    switch error {
    case let error as BookshelfError: error
    case let error as SQLiteError: error.bookshelfError(path: path)
    default: .storage(path: path, problem: .system(String(describing: error)))
    }
  }
}

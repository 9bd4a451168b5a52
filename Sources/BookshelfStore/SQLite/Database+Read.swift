import CSQLite

extension Database {
  /// Runs `body` in one deferred read transaction (`BEGIN` … `COMMIT`, both kept prepared), so
  /// that its statements see one snapshot of the file and take the read lock once instead of
  /// once per statement (a lock is a few `fcntl` calls plus a check of the write-ahead log's
  /// index: on a short search of the catalog that was ~15 % of the time). Inside a transaction
  /// already, `body` simply runs in it.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws (the transaction is ended first), or `SQLiteError` from
  ///   `BEGIN`/`COMMIT`.
  public func reading<T>(_ body: () throws -> T) throws -> T {
    if isInTransaction { return try body() }
    try cachedStatement("BEGIN").run()
    let result: T
    do {
      result = try body()
    } catch {
      if isInTransaction { try? cachedStatement("ROLLBACK").run() }
      throw error
    }
    do {
      try cachedStatement("COMMIT").run()
    } catch {
      if isInTransaction { try? cachedStatement("ROLLBACK").run() }
      throw error
    }
    return result
  }
}

import CSQLite

extension Database {
  /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
  ///
  /// `immediate: true` (the default; use it for writes) starts with `BEGIN IMMEDIATE`, taking
  /// the write lock up front so that two writers never deadlock on a lock upgrade; it waits up
  /// to the busy timeout for another writer and retries `BEGIN` a few times after that.
  /// `immediate: false` uses a deferred `BEGIN` (for consistent multi-statement reads).
  /// Called inside another transaction, it uses a `SAVEPOINT`, so a nested failure undoes
  /// only the nested work.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws (after rolling back), or `SQLiteError` from
  ///   `BEGIN`/`COMMIT` (`SQLITE_BUSY` when the lock stayed taken).
  public func transaction<T>(immediate: Bool = true, _ body: () throws -> T) throws -> T {
    if isInTransaction { return try savepoint(body) }
    var attempt = 0
    while true {
      do {
        try executeScript(immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
        break
      } catch let error as SQLiteError where error.isBusy && attempt < 3 {
        attempt += 1
      }
    }
    let result: T
    do {
      result = try body()
    } catch {
      try? executeScript("ROLLBACK")
      throw error
    }
    do {
      try executeScript("COMMIT")
    } catch {
      if isInTransaction { try? executeScript("ROLLBACK") }
      throw error
    }
    return result
  }

  private func savepoint<T>(_ body: () throws -> T) throws -> T {
    savepointDepth += 1
    defer { savepointDepth -= 1 }
    let name = "bookshelf_sp\(savepointDepth)"
    try executeScript("SAVEPOINT \(name)")
    do {
      let result = try body()
      try executeScript("RELEASE \(name)")
      return result
    } catch {
      try? executeScript("ROLLBACK TO \(name); RELEASE \(name)")
      throw error
    }
  }
}

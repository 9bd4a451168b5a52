import CSQLite

/// The parts of `Statement` that hot loops use: typed binds without boxing a value, text bound
/// from bytes, a column's bytes read in place and a column passed on as the value SQLite holds.
/// None of them allocates.
extension Statement {
  /// Binds the integer `value` to parameter `index` (1-based).
  /// - Throws: `SQLiteError` (`SQLITE_RANGE` for an index outside 1…parameterCount).
  public func bind(integer value: Int64, at index: Int) throws {
    let code = sqlite3_bind_int64(handle, Int32(index), value)
    guard code == SQLITE_OK else { throw database.failure(code, sql: sql) }
  }

  /// Binds the UTF-8 text `bytes` to parameter `index` (1-based); SQLite copies them before the
  /// call returns. Empty bytes (even without a base address) bind an empty text, not `NULL`.
  /// - Throws: `SQLiteError` (`SQLITE_RANGE` for an index outside 1…parameterCount).
  public func bind(utf8 bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws {
    let position = Int32(index)
    let code: Int32
    if let base = bytes.baseAddress, bytes.count > 0 {
      code = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        sqlite3_bind_text64(
          handle, position, $0, sqlite3_uint64(bytes.count), SQLiteDestructor.transient, UInt8(SQLITE_UTF8))
      }
    } else {
      code = sqlite3_bind_text(handle, position, "", 0, SQLiteDestructor.transient)
    }
    guard code == SQLITE_OK else { throw database.failure(code, sql: sql) }
  }

  /// Binds column `column` of `row`'s current row to parameter `index` as the value SQLite
  /// holds (type and bytes unchanged, no `String` made; `sqlite3_bind_value`).
  /// - Throws: `SQLiteError` (`SQLITE_RANGE` for an index outside 1…parameterCount).
  public func bind(columnOf row: Statement, _ column: Int, at index: Int) throws {
    let code = sqlite3_bind_value(handle, Int32(index), sqlite3_column_value(row.handle, Int32(column)))
    guard code == SQLITE_OK else { throw database.failure(code, sql: sql) }
  }

  /// Calls `body` with the UTF-8 bytes of column `index` of the current row when it holds text
  /// (nil for `NULL`, numbers and blobs), read in place: the bytes are valid only inside `body`.
  public func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>?) throws -> R) rethrows -> R {
    let column = Int32(index)
    guard sqlite3_column_type(handle, column) == SQLITE_TEXT, let text = sqlite3_column_text(handle, column)
    else { return try body(nil) }
    return try body(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))))
  }

  /// The size in bytes of column `index` of the current row as text or blob (0 for `NULL`).
  public func byteCount(at index: Int) -> Int {
    Int(sqlite3_column_bytes(handle, Int32(index)))
  }
}

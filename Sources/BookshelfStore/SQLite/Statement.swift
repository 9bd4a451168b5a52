import CSQLite
import Foundation

/// A prepared SQL statement on one `Database` connection.
///
/// Threading: like its `Database`, a statement is not `Sendable`; use it only from the code
/// that owns the connection (one actor or one serial queue). It keeps its database alive and
/// is finalized when released.
///
/// Parameters are numbered from 1 (`?`, `?NNN`) or named (`:name`, `@name`, `$name`).
/// Columns are numbered from 0. Text and blobs are bound with `SQLITE_TRANSIENT`, so SQLite
/// copies the bytes before the Swift buffer goes away.
public final class Statement {
  /// The connection the statement belongs to.
  public let database: Database
  /// The SQL text as prepared.
  public let sql: String
  let handle: OpaquePointer
  /// Result column name → index, built at the first `columnIndex(named:)` call.
  var columnIndexes: [String: Int]?

  init(database: Database, sql: String) throws {
    self.database = database
    self.sql = sql
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v3(database.handle, sql, -1, 0, &statement, nil)
    guard code == SQLITE_OK, let statement else {
      if let statement { sqlite3_finalize(statement) }
      throw database.failure(code == SQLITE_OK ? SQLITE_MISUSE : code, sql: sql)
    }
    self.handle = statement
  }

  deinit { sqlite3_finalize(handle) }

  // MARK: Binding

  /// The number of parameters of the statement.
  public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

  /// Binds `value` to parameter `index` (1-based).
  /// - Throws: `SQLiteError` (`SQLITE_RANGE` for an index outside 1…parameterCount).
  public func bind(_ value: any SQLiteBindable, at index: Int) throws {
    try bind(value: value.sqliteValue, at: index)
  }

  /// Binds `value` to parameter `index` (1-based), without boxing it as `any SQLiteBindable`.
  /// - Throws: `SQLiteError` (`SQLITE_RANGE` for an index outside 1…parameterCount).
  func bind(value: SQLiteValue, at index: Int) throws {
    let position = Int32(index)
    let code: Int32
    switch value {
    case .null:
      code = sqlite3_bind_null(handle, position)
    case .integer(let v):
      code = sqlite3_bind_int64(handle, position, v)
    case .real(let v):
      code = sqlite3_bind_double(handle, position, v)
    case .text(var v):
      try v.withUTF8 { try bind(utf8: $0, at: index) }
      return
    case .blob(let v):
      if v.isEmpty {
        code = sqlite3_bind_zeroblob(handle, position, 0)
      } else {
        code = v.withUnsafeBytes { bytes in
          sqlite3_bind_blob64(
            handle, position, bytes.baseAddress, sqlite3_uint64(bytes.count),
            SQLiteDestructor.transient)
        }
      }
    }
    guard code == SQLITE_OK else { throw database.failure(code, sql: sql) }
  }

  /// Binds `value` to the named parameter `name` (with its prefix, e.g. `:title`).
  /// - Throws: `SQLiteError` `SQLITE_RANGE` when the statement has no such parameter.
  public func bind(_ value: any SQLiteBindable, named name: String) throws {
    let index = sqlite3_bind_parameter_index(handle, name)
    guard index > 0 else {
      throw SQLiteError(code: SQLITE_RANGE, message: "no parameter named \(name)", sql: sql)
    }
    try bind(value, at: Int(index))
  }

  /// Resets the statement, clears old bindings and binds `arguments` to parameters 1…n.
  /// - Throws: `SQLiteError` `SQLITE_RANGE` when the count differs from `parameterCount`.
  public func bind(_ arguments: [any SQLiteBindable]) throws {
    reset()
    guard arguments.count == parameterCount else {
      throw SQLiteError(
        code: SQLITE_RANGE,
        message: "\(arguments.count) arguments for \(parameterCount) parameters", sql: sql)
    }
    for (offset, argument) in arguments.enumerated() { try bind(argument, at: offset + 1) }
  }

  /// Binds `values` to parameters 1…n (all of them, so old bindings need no clearing) and
  /// steps to the end, ignoring rows: the write path's fast form of `run(_:)`.
  /// - Throws: `SQLiteError` (`SQLITE_RANGE` when the count differs from `parameterCount`).
  func run(values: [SQLiteValue]) throws {
    sqlite3_reset(handle)
    guard values.count == Int(sqlite3_bind_parameter_count(handle)) else {
      throw SQLiteError(
        code: SQLITE_RANGE, message: "\(values.count) arguments for \(parameterCount) parameters", sql: sql)
    }
    for (offset, value) in values.enumerated() { try bind(value: value, at: offset + 1) }
    defer { sqlite3_reset(handle) }
    while try step() {}
  }

  /// Rewinds the statement and sets every parameter to `NULL` (`rewind()` then
  /// `clearBindings()`); safe to call at any time.
  public func reset() {
    rewind()
    clearBindings()
  }

  /// Rewinds the statement to before its first row, keeping its bindings (`sqlite3_reset`);
  /// safe to call at any time.
  public func rewind() { sqlite3_reset(handle) }

  /// Sets every parameter to `NULL` (`sqlite3_clear_bindings`).
  public func clearBindings() { sqlite3_clear_bindings(handle) }

  // MARK: Stepping

  /// Advances to the next row.
  /// - Returns: true when a row is available, false when the statement is done.
  /// - Throws: `SQLiteError` with SQLite's code and message (the statement is reset).
  public func step() throws -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let error = database.failure(code, sql: sql)
      sqlite3_reset(handle)
      throw error
    }
  }

  /// Binds `arguments` (when given) and steps to the end, ignoring rows.
  /// - Throws: `SQLiteError`.
  public func run(_ arguments: [any SQLiteBindable] = []) throws {
    if !arguments.isEmpty || parameterCount > 0 { try bind(arguments) } else { reset() }
    defer { sqlite3_reset(handle) }
    while try step() {}
  }

  /// Binds `arguments` and calls `body` for each row, the statement positioned on it (read it
  /// with the typed column functions).
  /// - Throws: `SQLiteError`, or what `body` throws.
  public func forEachRow(_ arguments: [any SQLiteBindable] = [], _ body: (Statement) throws -> Void)
    throws
  {
    if !arguments.isEmpty || parameterCount > 0 { try bind(arguments) } else { reset() }
    defer { sqlite3_reset(handle) }
    while try step() { try body(self) }
  }

  /// Binds `arguments` and reads every row.
  /// - Throws: `SQLiteError`.
  public func rows(_ arguments: [any SQLiteBindable] = []) throws -> [Row] {
    let names = columnNames
    var result: [Row] = []
    try forEachRow(arguments) { statement in
      result.append(Row(columnNames: names, values: (0..<names.count).map { statement.value(at: $0) }))
    }
    return result
  }

  // MARK: Columns

  /// The number of result columns.
  public var columnCount: Int { Int(sqlite3_column_count(handle)) }

  /// The result column names, in order.
  public var columnNames: [String] {
    (0..<columnCount).map { String(cString: sqlite3_column_name(handle, Int32($0))) }
  }

  /// True when column `index` of the current row is `NULL`.
  public func isNull(at index: Int) -> Bool {
    sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL
  }

  /// Column `index` as `Int`, or nil for `NULL`.
  public func int(at index: Int) -> Int? {
    isNull(at: index) ? nil : Int(sqlite3_column_int64(handle, Int32(index)))
  }

  /// Column `index` as `Int64`, or nil for `NULL`.
  public func int64(at index: Int) -> Int64? {
    isNull(at: index) ? nil : sqlite3_column_int64(handle, Int32(index))
  }

  /// Column `index` as `Double`, or nil for `NULL`.
  public func double(at index: Int) -> Double? {
    isNull(at: index) ? nil : sqlite3_column_double(handle, Int32(index))
  }

  /// Column `index` as UTF-8 text (byte for byte), or nil for `NULL`.
  public func string(at index: Int) -> String? {
    let column = Int32(index)
    guard sqlite3_column_type(handle, column) != SQLITE_NULL,
      let text = sqlite3_column_text(handle, column)
    else { return nil }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }

  /// Column `index` as bytes, or nil for `NULL` (an empty blob gives empty `Data`).
  public func data(at index: Int) -> Data? {
    let column = Int32(index)
    guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
    let count = Int(sqlite3_column_bytes(handle, column))
    guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return Data() }
    return Data(bytes: bytes, count: count)
  }

  /// Column `index` as the value SQLite holds.
  public func value(at index: Int) -> SQLiteValue {
    let column = Int32(index)
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
    case SQLITE_TEXT: return .text(string(at: index) ?? "")
    case SQLITE_BLOB: return .blob(data(at: index) ?? Data())
    default: return .null
    }
  }
}

/// SQLite's destructor sentinels.
enum SQLiteDestructor {
  /// `SQLITE_TRANSIENT` (-1): SQLite copies the bytes before the bind call returns.
  static var transient: sqlite3_destructor_type {
    unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
  }
}

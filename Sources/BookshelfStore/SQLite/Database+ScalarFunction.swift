import CSQLite

/// The text arguments of one call of a scalar function registered with
/// `Database.createScalarFunction`, read in place. Valid only during that call.
struct ScalarFunctionArguments {
  private let values: UnsafeMutablePointer<OpaquePointer?>?
  /// The number of arguments of the call.
  let count: Int

  fileprivate init(values: UnsafeMutablePointer<OpaquePointer?>?, count: Int32) {
    self.values = values
    self.count = Int(count)
  }

  /// The UTF-8 bytes of argument `index` (0-based) as text (SQLite converts a number to its
  /// text), or nil for `NULL` or a missing argument.
  func utf8(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
    guard index < count, let value = values?[index], sqlite3_value_type(value) != SQLITE_NULL,
      let text = sqlite3_value_text(value)
    else { return nil }
    return UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
  }
}

extension Database {
  /// Registers the deterministic scalar SQL function `name` with `argumentCount` arguments on
  /// this connection: `name(…)` is the integer `body` returns, or `NULL` for nil. Flagged
  /// `SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS` (no side effects, same result for the same
  /// arguments).
  /// - Throws: `SQLiteError` when SQLite refuses the function or the database is closed.
  func createScalarFunction(
    named name: String, argumentCount: Int32, _ body: @escaping (ScalarFunctionArguments) -> Int64?
  ) throws {
    guard let connection = handle else {
      throw SQLiteError(code: SQLITE_MISUSE, message: "database is closed")
    }
    let box = Unmanaged.passRetained(ScalarFunctionBox(body))
    let code = sqlite3_create_function_v2(
      connection, name, argumentCount, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, box.toOpaque(),
      { context, count, values in
        guard let user = sqlite3_user_data(context) else { return sqlite3_result_null(context) }
        let body = Unmanaged<ScalarFunctionBox>.fromOpaque(user).takeUnretainedValue().body
        if let result = body(ScalarFunctionArguments(values: values, count: count)) {
          sqlite3_result_int64(context, result)
        } else {
          sqlite3_result_null(context)
        }
      }, nil, nil,
      { user in user.map { Unmanaged<ScalarFunctionBox>.fromOpaque($0).release() } })
    // SQLite calls the destructor itself when the registration fails.
    guard code == SQLITE_OK else { throw failure(code) }
  }
}

/// The Swift body of a scalar function, kept alive by SQLite until the connection closes.
private final class ScalarFunctionBox {
  let body: (ScalarFunctionArguments) -> Int64?
  init(_ body: @escaping (ScalarFunctionArguments) -> Int64?) { self.body = body }
}

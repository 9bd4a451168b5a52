import CSQLite
import Foundation

/// The current row of an FTS5 query as an auxiliary function sees it (FTS5's
/// `Fts5ExtensionApi`): phrase, instance and token counts of the match, and the function's
/// arguments. Valid only during the call it is passed to.
struct FTS5Match {
  private let api: UnsafePointer<Fts5ExtensionApi>
  private let fts: OpaquePointer?
  private let arguments: UnsafeMutablePointer<OpaquePointer?>?
  /// The number of arguments after the table (`bookshelf_bm25(books_fts, hits)` has 1).
  let argumentCount: Int

  fileprivate init(
    api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer?,
    arguments: UnsafeMutablePointer<OpaquePointer?>?,
    argumentCount: Int32
  ) {
    self.api = api
    self.fts = fts
    self.arguments = arguments
    self.argumentCount = Int(argumentCount)
  }

  /// Phrases in the `MATCH` expression (`xPhraseCount`).
  var phraseCount: Int { Int(api.pointee.xPhraseCount?(fts) ?? 0) }

  /// Rows in the table (`xRowCount`); 0 when FTS5 cannot tell.
  var rowCount: Int64 {
    var rows: sqlite3_int64 = 0
    _ = api.pointee.xRowCount?(fts, &rows)
    return rows
  }

  /// Tokens of column `column` (-1: all columns) over all rows (`xColumnTotalSize`).
  func totalTokenCount(column: Int = -1) -> Int64 {
    var tokens: sqlite3_int64 = 0
    _ = api.pointee.xColumnTotalSize?(fts, Int32(column), &tokens)
    return tokens
  }

  /// Tokens of column `column` (-1: all columns) in the current row (`xColumnSize`).
  func tokenCount(column: Int = -1) -> Int {
    var tokens: Int32 = 0
    _ = api.pointee.xColumnSize?(fts, Int32(column), &tokens)
    return Int(tokens)
  }

  /// Phrase instances in the current row (`xInstCount`).
  var instanceCount: Int {
    var instances: Int32 = 0
    _ = api.pointee.xInstCount?(fts, &instances)
    return Int(instances)
  }

  /// The phrase and column of instance `index` (`xInst`), or nil when FTS5 fails.
  func instance(_ index: Int) -> (phrase: Int, column: Int)? {
    var phrase: Int32 = 0
    var column: Int32 = 0
    var offset: Int32 = 0
    guard api.pointee.xInst?(fts, Int32(index), &phrase, &column, &offset) == SQLITE_OK else { return nil }
    return (Int(phrase), Int(column))
  }

  /// Integer argument `index` (0-based, after the table); nil when there is no such argument
  /// or it is `NULL`.
  func integerArgument(_ index: Int) -> Int64? {
    guard index < argumentCount, let value = arguments?[index], sqlite3_value_type(value) != SQLITE_NULL
    else {
      return nil
    }
    return sqlite3_value_int64(value)
  }

  /// The bytes of blob argument `index` (0-based, after the table), read in place; nil when
  /// there is no such argument or it holds no bytes.
  func blobArgument(_ index: Int) -> UnsafeRawBufferPointer? {
    guard index < argumentCount, let value = arguments?[index], let blob = sqlite3_value_blob(value) else {
      return nil
    }
    return UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_value_bytes(value)))
  }
}

extension Database {
  /// Registers the FTS5 auxiliary function `name` on this connection: for each matched row,
  /// SQL `name(table, …)` is the `REAL` that `body` returns for it.
  /// - Throws: `SQLiteError` when FTS5 is unavailable or refuses the function.
  func createFTS5Function(named name: String, _ body: @escaping (FTS5Match) -> Double) throws {
    let api = try fts5API()
    guard let create = api.pointee.xCreateFunction else {
      throw SQLiteError(code: SQLITE_ERROR, message: "FTS5 is not available")
    }
    let box = Unmanaged.passRetained(FTS5FunctionBox(body))
    let code = create(
      api, name, box.toOpaque(),
      { api, fts, context, count, values in
        guard let api, let user = api.pointee.xUserData?(fts) else { return sqlite3_result_null(context) }
        let body = Unmanaged<FTS5FunctionBox>.fromOpaque(user).takeUnretainedValue().body
        sqlite3_result_double(
          context, body(FTS5Match(api: api, fts: fts, arguments: values, argumentCount: count)))
      },
      { user in user.map { Unmanaged<FTS5FunctionBox>.fromOpaque($0).release() } })
    guard code == SQLITE_OK else {
      box.release()  // FTS5 calls the destructor only for a function it registered
      throw failure(code)
    }
  }

  /// This connection's `fts5_api` (`SELECT fts5(?1)` with a pointer binding).
  func fts5API() throws -> UnsafeMutablePointer<fts5_api> {
    let statement = try prepare("SELECT fts5(?1)")
    var api: UnsafeMutablePointer<fts5_api>?
    let typeName = strdup("fts5_api_ptr")
    defer { free(typeName) }
    // FTS5 writes the pointer into `api` while the statement steps.
    try withUnsafeMutablePointer(to: &api) { pointer in
      let code = sqlite3_bind_pointer(statement.handle, 1, pointer, typeName, nil)
      guard code == SQLITE_OK else { throw failure(code) }
      _ = try statement.step()
      statement.reset()
    }
    guard let api else {
      throw SQLiteError(code: SQLITE_ERROR, message: "FTS5 is not available", sql: statement.sql)
    }
    return api
  }
}

/// The Swift body of an FTS5 function, kept alive by FTS5 until the connection closes.
private final class FTS5FunctionBox {
  let body: (FTS5Match) -> Double
  init(_ body: @escaping (FTS5Match) -> Double) { self.body = body }
}

/// Prepared statements kept by slot number, each prepared on first use and reused after: for
/// a hot path that runs the same few statements again and again (an import's per-row writes, a
/// search's count and page), where `Database.cachedStatement`'s key — the whole SQL text,
/// built, hashed and compared on every lookup — costs more than the statement.
final class StatementSlots {
  private unowned let database: Database
  private var statements: [Statement?]

  /// Slots `0..<count` of `database`, all empty.
  init(database: Database, count: Int) {
    self.database = database
    statements = Array(repeating: nil, count: count)
  }

  /// The statement in `slot`, prepared from `sql()` the first time.
  /// - Throws: `SQLiteError` when SQLite refuses the SQL.
  func statement(_ slot: Int, _ sql: () -> String) throws -> Statement {
    if let statement = statements[slot] { return statement }
    let statement = try database.prepare(sql())
    statements[slot] = statement
    return statement
  }
}

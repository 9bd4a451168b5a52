import CSQLite

/// Result columns by name. A name is resolved to its index once per statement (the map is
/// built at the first lookup); a hot loop resolves the names it reads before its first row and
/// then reads by index.
extension Statement {
  /// The index of the result column named `name` (as `columnNames` spells it, e.g. the `AS`
  /// alias; the first one when several share it).
  /// - Throws: `SQLiteError` `SQLITE_RANGE` when the statement has no such column.
  public func columnIndex(named name: String) throws -> Int {
    let indexes = columnIndexes ?? resolveColumnIndexes()
    guard let index = indexes[name] else {
      throw SQLiteError(code: SQLITE_RANGE, message: "no column named \(name)", sql: sql)
    }
    return index
  }

  private func resolveColumnIndexes() -> [String: Int] {
    var indexes: [String: Int] = [:]
    for (index, name) in columnNames.enumerated() where indexes[name] == nil { indexes[name] = index }
    columnIndexes = indexes
    return indexes
  }

  /// The first column of the first row for `arguments` (bound as `run(_:)` binds them), or
  /// `.null` when there is no row; the statement is rewound afterwards. For one-value queries
  /// (`SELECT count(*) …`, `PRAGMA user_version`).
  /// - Throws: `SQLiteError`.
  public func scalar(_ arguments: [any SQLiteBindable] = []) throws -> SQLiteValue {
    if !arguments.isEmpty || parameterCount > 0 { try bind(arguments) } else { reset() }
    defer { rewind() }
    return try step() ? value(at: 0) : .null
  }
}

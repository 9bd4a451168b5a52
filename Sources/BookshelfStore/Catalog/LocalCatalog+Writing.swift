import BookshelfCore

extension LocalCatalog {
  /// Runs `body` in one write transaction (commit on return, roll back on throw). Wrap bulk
  /// imports in it: one transaction with reused prepared statements is what makes imports fast.
  /// - Throws: what `body` throws, or `SQLiteError`.
  public func write<T>(_ body: () throws -> T) throws -> T {
    try database.transaction(immediate: true, body)
  }

  /// Inserts `record`, or updates the row with the same `sourceName` and `sourceKey`.
  ///
  /// A new row whose ISBN-13 an existing row already has is stored but not indexed (so one
  /// ISBN is one search result). Updating re-indexes the row: the old FTS5 entry is deleted by
  /// regenerating its text from the stored fields (the index is contentless).
  /// - Returns: `.inserted`, `.updated` or `.unchanged` (identical fields; nothing written).
  /// - Throws: `SQLiteError`.
  @discardableResult
  public func upsert(_ record: CatalogRecord) throws -> CatalogWriteOutcome {
    let values = CatalogRow.values(for: record)
    let columns = CatalogRow.writtenColumns
    let select = try database.cachedStatement(
      "SELECT id, indexed, \(columns.joined(separator: ", ")) FROM books WHERE source = ?1 AND source_key = ?2")
    var existing: (id: Int64, indexed: Bool, values: [SQLiteValue])?
    try select.forEachRow([values[0], values[1]]) { s in
      existing = (s.int64(at: 0) ?? 0, s.int(at: 1) == 1, (0..<columns.count).map { s.value(at: $0 + 2) })
    }
    if let existing {
      if existing.values == values { return .unchanged }
      if existing.indexed { try deleteFromIndex(id: existing.id, values: existing.values) }
      let assignments = columns.enumerated().map { "\($0.element) = ?\($0.offset + 1)" }
      try database.execute(
        "UPDATE books SET \(assignments.joined(separator: ", ")) WHERE id = ?\(columns.count + 1)",
        arguments: values + [SQLiteValue.integer(existing.id)])
      let keepsIndex = try existing.indexed || !isbnTaken(values[2], except: existing.id)
      if keepsIndex { try addToIndex(id: existing.id, values: values) }
      if keepsIndex != existing.indexed {
        try database.execute("UPDATE books SET indexed = ?1 WHERE id = ?2", keepsIndex, existing.id)
      }
      return .updated
    }
    let indexed = try !isbnTaken(values[2], except: nil)
    let placeholders = (1...columns.count + 1).map { "?\($0)" }.joined(separator: ", ")
    try database.execute(
      "INSERT INTO books (\(columns.joined(separator: ", ")), indexed) VALUES (\(placeholders))",
      arguments: values + [SQLiteValue.integer(indexed ? 1 : 0)])
    if indexed { try addToIndex(id: database.lastInsertRowID, values: values) }
    return .inserted
  }

  /// True when another row already holds ISBN-13 `isbn13` (`.null` is never taken).
  private func isbnTaken(_ isbn13: SQLiteValue, except id: Int64?) throws -> Bool {
    guard !isbn13.isNull else { return false }
    let statement = try database.cachedStatement(
      "SELECT 1 FROM books WHERE isbn13 = ?1 AND id IS NOT ?2 AND indexed = 1 LIMIT 1")
    statement.reset()
    try statement.bind([isbn13, id.map { SQLiteValue.integer($0) } ?? .null])
    return try statement.step()
  }

  private func addToIndex(id: Int64, values: [SQLiteValue]) throws {
    try database.execute(
      "INSERT INTO books_fts (rowid, title, subtitle, authors, publisher, description, subjects) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      arguments: [SQLiteValue.integer(id)] + CatalogRow.ftsTexts(from: values))
  }

  private func deleteFromIndex(id: Int64, values: [SQLiteValue]) throws {
    try database.execute(
      "INSERT INTO books_fts (books_fts, rowid, title, subtitle, authors, publisher, description, subjects) VALUES ('delete', ?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      arguments: [SQLiteValue.integer(id)] + CatalogRow.ftsTexts(from: values))
  }

  /// Merges the FTS5 index segments (`optimize`); run after a large import to make queries
  /// faster. Takes a few seconds for a million rows.
  /// - Throws: `SQLiteError`.
  public func optimizeIndex() throws {
    try database.execute("INSERT INTO books_fts (books_fts) VALUES ('optimize')")
  }
}

import BookshelfCore

extension LocalCatalog {
  /// The row a `local:<source>:<source key>` id names (`local:goodbooks:2767052`, the id
  /// `CatalogRow` gives a book without an ISBN), or nil when the id has another shape or no
  /// row has that source and key. A book with an ISBN has its ISBN-13 as its id and is found
  /// by `lookup(_:)`.
  /// - Throws: `BookshelfError.notADatabase` for a damaged file, `.storage` for a closed one.
  public func book(id: String) throws(BookshelfError) -> Book? {
    guard id.hasPrefix("local:"), id.utf8.count <= 1_000 else { return nil }
    let rest = id.dropFirst("local:".count)
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    let source = String(rest[..<colon])
    let key = String(rest[rest.index(after: colon)...])
    guard !source.isEmpty, !key.isEmpty else { return nil }
    return try mapErrors {
      let sql =
        "SELECT \(CatalogRow.columns) FROM books b WHERE b.source = ?1 AND b.source_key = ?2 LIMIT 1"
      let statement = try database.cachedStatement(sql)
      let columns = try CatalogRow.Columns(statement)
      var found: Book?
      let stored: [SQLiteValue] =
        compactRows
        ? [CatalogRow.storedSource(source), CatalogRow.storedSourceKey(key)] : [.text(source), .text(key)]
      try statement.forEachRow(stored) { found = CatalogRow.book(from: $0, columns) }
      return found
    }
  }
}

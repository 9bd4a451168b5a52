import CSQLite

/// Binds the six FTS5 column texts of one `books` row straight from the indexing pass's
/// `SELECT` to the FTS5 `INSERT`, giving exactly `CatalogRow.ftsTexts`.
///
/// Why: most fields of an English catalog are ASCII, which `CatalogTokenizer.indexText` leaves
/// unchanged; such a column is passed on as the SQLite value itself (`sqlite3_bind_value`), and
/// an ASCII list (authors joined by U+001F) is rewritten on bytes, with no `String` made. Other
/// text goes through `CatalogRow.ftsTexts`.
enum CatalogIndexBinding {
  /// Binds FTS5 parameters 2…7 of `insert` from `row`, whose columns 1…7 are title, subtitle,
  /// authors, translators, publisher, description, subjects.
  /// - Throws: `SQLiteError` when a bind fails.
  static func bind(from row: Statement, to insert: Statement) throws {
    // (FTS5 parameter, first column, second column joined with U+001F when not empty)
    let fields: [(Int32, Int32, Int32?)] = [
      (2, 1, nil), (3, 2, nil), (4, 3, 4), (5, 5, nil), (6, 6, nil), (7, 7, nil),
    ]
    for (parameter, column, extra) in fields {
      let code: Int32
      if let extra, !isEmpty(row, extra) {
        code = bindSlow(row: row, column: column, extra: extra, to: insert, at: parameter)
      } else {
        code = bindColumn(row: row, column: column, to: insert, at: parameter)
      }
      guard code == SQLITE_OK else { throw insert.database.failure(code, sql: insert.sql) }
    }
  }

  private static func isEmpty(_ row: Statement, _ column: Int32) -> Bool {
    sqlite3_column_type(row.handle, column) == SQLITE_NULL || sqlite3_column_bytes(row.handle, column) == 0
  }

  /// One column: as is when ASCII without U+001F; ASCII with U+001F as ` ; `; else the
  /// `String` path.
  private static func bindColumn(row: Statement, column: Int32, to insert: Statement, at parameter: Int32)
    -> Int32
  {
    guard sqlite3_column_type(row.handle, column) == SQLITE_TEXT,
      let text = sqlite3_column_text(row.handle, column)
    else { return sqlite3_bind_text(insert.handle, parameter, "", 0, SQLiteDestructor.transient) }
    let count = Int(sqlite3_column_bytes(row.handle, column))
    let bytes = UnsafeBufferPointer(start: text, count: count)
    var separators = 0
    for byte in bytes {
      if byte >= 0x80 { return bindSlow(row: row, column: column, extra: nil, to: insert, at: parameter) }
      if byte == 0x1F { separators += 1 }
    }
    if separators == 0 {
      return sqlite3_bind_value(insert.handle, parameter, sqlite3_column_value(row.handle, column))
    }
    var out: [UInt8] = []
    out.reserveCapacity(count + 2 * separators)
    for byte in bytes {
      if byte == 0x1F {
        out.append(contentsOf: [0x20, 0x3B, 0x20])  // " ; "
      } else {
        out.append(byte)
      }
    }
    return out.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        sqlite3_bind_text64(
          insert.handle, parameter, $0, sqlite3_uint64(buffer.count), SQLiteDestructor.transient,
          UInt8(SQLITE_UTF8))
      }
    }
  }

  /// The `String` path: `CatalogRow.ftsText` of the column (joined with `extra` when given).
  private static func bindSlow(
    row: Statement, column: Int32, extra: Int32?, to insert: Statement, at parameter: Int32
  )
    -> Int32
  {
    var text = row.string(at: Int(column)) ?? ""
    if let extra, let more = row.string(at: Int(extra)), !more.isEmpty {
      text += String(CatalogRow.listSeparator) + more
    }
    var indexed = CatalogRow.ftsText(text)
    return indexed.withUTF8 { buffer in
      guard let base = buffer.baseAddress, buffer.count > 0 else {
        return sqlite3_bind_text(insert.handle, parameter, "", 0, SQLiteDestructor.transient)
      }
      return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        sqlite3_bind_text64(
          insert.handle, parameter, $0, sqlite3_uint64(buffer.count), SQLiteDestructor.transient,
          UInt8(SQLITE_UTF8))
      }
    }
  }
}

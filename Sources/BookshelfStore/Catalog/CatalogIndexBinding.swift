/// Binds the six FTS5 column texts of one `books` row straight from the indexing pass's
/// `SELECT` to the FTS5 `INSERT`, giving exactly `CatalogRow.ftsTexts`.
///
/// Why: most fields of an English catalog are ASCII, which `CatalogTokenizer.indexText` leaves
/// unchanged; such a column is passed on as the SQLite value itself
/// (`Statement.bind(columnOf:_:at:)`), and an ASCII list (authors joined by U+001F) is rewritten
/// on bytes, with no `String` made. Other text goes through `CatalogRow.ftsTexts`. It also
/// counts the tokens FTS5 makes of the texts it binds (`FTS5TokenCounter`; an ASCII column in
/// the same pass over its bytes), the row's `catalog_docs.length`.
enum CatalogIndexBinding {
  /// The text columns of the indexing pass's `SELECT`, resolved by name once per statement.
  struct Columns {
    let title: Int
    let subtitle: Int
    let authors: Int
    let translators: Int
    let publisher: Int
    let description: Int
    let subjects: Int

    /// Looks up the columns `title`, `subtitle`, `authors`, `translators`, `publisher`,
    /// `description` and `subjects` of `statement`.
    /// - Throws: `SQLiteError` `SQLITE_RANGE` when one is missing.
    init(_ statement: Statement) throws {
      title = try statement.columnIndex(named: "title")
      subtitle = try statement.columnIndex(named: "subtitle")
      authors = try statement.columnIndex(named: "authors")
      translators = try statement.columnIndex(named: "translators")
      publisher = try statement.columnIndex(named: "publisher")
      description = try statement.columnIndex(named: "description")
      subjects = try statement.columnIndex(named: "subjects")
    }
  }

  /// Binds FTS5 parameters 2…7 of `insert` (title, subtitle, authors, publisher, description,
  /// subjects) from the current row of `row`, whose text columns are `columns`.
  /// - Returns: the tokens FTS5 makes of the six texts (`counter`'s count).
  /// - Throws: `SQLiteError` when a bind fails.
  @discardableResult
  static func bind(from row: Statement, _ columns: Columns, to insert: Statement, counter: FTS5TokenCounter)
    throws -> Int
  {
    // (FTS5 parameter, first column, second column joined with U+001F when not empty)
    let fields: [(Int, Int, Int?)] = [
      (2, columns.title, nil), (3, columns.subtitle, nil), (4, columns.authors, columns.translators),
      (5, columns.publisher, nil), (6, columns.description, nil), (7, columns.subjects, nil),
    ]
    var tokens = 0
    for (parameter, column, extra) in fields {
      if let extra, !isEmpty(row, extra) {
        tokens += try bindSlow(
          row: row, column: column, extra: extra, to: insert, at: parameter, counter: counter)
      } else {
        tokens += try bindColumn(row: row, column: column, to: insert, at: parameter, counter: counter)
      }
    }
    return tokens
  }

  private static func isEmpty(_ row: Statement, _ column: Int) -> Bool {
    row.isNull(at: column) || row.byteCount(at: column) == 0
  }

  /// One column: as is when ASCII without U+001F; ASCII with U+001F as ` ; `; else the
  /// `String` path. Returns the column's tokens (for ASCII: runs of letters and digits, which
  /// U+001F and ` ; ` separate alike, `FTS5TokenCounter.asciiTokenCount`).
  private static func bindColumn(
    row: Statement, column: Int, to insert: Statement, at parameter: Int, counter: FTS5TokenCounter
  ) throws -> Int {
    try row.withUTF8(at: column) { text -> Int in
      guard let bytes = text else {
        try insert.bind(utf8: UnsafeBufferPointer(start: nil, count: 0), at: parameter)
        return 0
      }
      var separators = 0
      var tokens = 0
      var inToken = false
      for byte in bytes {
        if byte >= 0x80 {
          return try bindSlow(
            row: row, column: column, extra: nil, to: insert, at: parameter, counter: counter)
        }
        if byte == 0x1F { separators += 1 }
        let tokenByte = FTS5TokenCounter.isASCIITokenByte(byte)
        if tokenByte && !inToken { tokens += 1 }
        inToken = tokenByte
      }
      if separators == 0 {
        try insert.bind(columnOf: row, column, at: parameter)
        return tokens
      }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 2 * separators)
      for byte in bytes {
        if byte == 0x1F {
          out.append(contentsOf: [0x20, 0x3B, 0x20])  // " ; "
        } else {
          out.append(byte)
        }
      }
      try out.withUnsafeBufferPointer { try insert.bind(utf8: $0, at: parameter) }
      return tokens
    }
  }

  /// The `String` path: `CatalogRow.ftsText` of the column (joined with `extra` when given).
  /// Returns its tokens (`counter`).
  private static func bindSlow(
    row: Statement, column: Int, extra: Int?, to insert: Statement, at parameter: Int,
    counter: FTS5TokenCounter
  ) throws -> Int {
    var text = row.string(at: column) ?? ""
    if let extra, let more = row.string(at: extra), !more.isEmpty {
      text += String(CatalogRow.listSeparator) + more
    }
    var indexed = parameter == 2 ? CatalogRow.titleFTSText(text) : CatalogRow.ftsText(text)
    return try indexed.withUTF8 {
      try insert.bind(utf8: $0, at: parameter)
      return counter.count($0)
    }
  }
}

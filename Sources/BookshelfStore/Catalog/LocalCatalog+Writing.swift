import BookshelfCore

extension LocalCatalog {
  /// Runs `body` in one write transaction and then indexes every new or changed row in
  /// popularity order and, when anything changed, rebuilds the kept counts
  /// (`rebuildCountCache`) (commit on return, roll back on throw). Wrap bulk imports in it: one
  /// transaction with reused prepared statements is what makes imports fast.
  /// - Throws: what `body` throws; a database failure as `BookshelfError` (`.storage`, e.g. the
  ///   catalog is locked by another writer, or `.notADatabase` for a damaged file).
  public func write<T>(_ body: () throws -> T) throws -> T {
    try write(indexProgress: nil, body)
  }

  /// `write(_:)`, reporting the indexing step: `indexProgress(done, total)` with rows indexed
  /// and rows to index, at 0, every `indexProgressInterval` rows and at the end (after the
  /// index is merged); not called when no row needs indexing. An error it throws rolls the
  /// whole batch back. Counting the rows to index costs
  /// one scan of `books`, so it is done only with a callback.
  /// - Throws: what `body` throws; a database failure as `BookshelfError` (see `write(_:)`).
  public func write<T>(
    indexProgress: ((_ done: Int, _ total: Int) throws -> Void)?, indexProgressInterval: Int = 2_000,
    _ body: () throws -> T
  ) throws -> T {
    do {
      var indexed = 0
      let result = try database.transaction(immediate: true) {
        let changesBefore = database.totalChanges
        let result = try body()
        indexed = try indexPendingRows(progress: indexProgress, interval: indexProgressInterval)
        if database.totalChanges != changesBefore {
          try rebuildCountCache()
          // `PRAGMA data_version` sees other connections' commits only: forget our own
          // answers drawn from the index as it was.
          phraseHitsCache.removeAll()
          spellingCache.removeAll()
          formCache.removeAll()
          expansionCache.removeAll()
        }
        return result
      }
      // Indexing an import's rows merges FTS5 segments, freeing the old ones (a bulk batch's
      // `optimize` frees them all): give them back (committed already, so a failure here
      // loses nothing). Single edits only reuse free pages.
      if indexed >= CatalogVacuum.minimumIndexedRows, !database.isInTransaction {
        try CatalogVacuum.vacuumIfSparse(database)
      }
      return result
    } catch let error as SQLiteError {
      throw error.bookshelfError(path: path)
    }
  }

  /// Inserts `record`, or updates the row with the same `sourceName` and `sourceKey`.
  ///
  /// A new row whose ISBN-13 an existing row already has is stored but not indexed (so one
  /// ISBN is one search result). A changed row's old FTS5 entry is deleted by regenerating its
  /// text from the stored fields (the index is contentless). Inside `write`, new and changed
  /// rows are indexed when the block ends; outside, at once.
  /// - Returns: `.inserted`, `.updated` or `.unchanged` (identical fields; nothing written).
  /// - Throws: a database failure as `BookshelfError` (see `write(_:)`).
  @discardableResult
  public func upsert(_ record: CatalogRecord) throws -> CatalogWriteOutcome {
    try mapErrors { try upsert(values: CatalogRow.values(for: record)) }
  }

  /// `upsert(_:)` of a record already turned into `CatalogRow.values(for:)` and packed
  /// (importers prepare rows on their read-ahead thread).
  @discardableResult
  func upsert(packed: PackedValues) throws -> CatalogWriteOutcome {
    guard database.isInTransaction else { return try write { try upsert(packed: packed) } }
    // A new row (nearly every row of an import): one statement inserts it, searchable unless a
    // searchable row already has its ISBN-13; an existing (source, source_key) inserts nothing.
    let insertNew = try statements.insertNew()
    try packed.withBindings(to: insertNew) {
      defer { insertNew.rewind() }
      while try insertNew.step() {}
    }
    if database.changes > 0 { return .inserted }
    return try update(values: packed.values)
  }

  /// `upsert(_:)` of `CatalogRow.values(for:)` of a record.
  @discardableResult
  func upsert(values: [SQLiteValue]) throws -> CatalogWriteOutcome {
    guard database.isInTransaction else { return try write { try upsert(values: values) } }
    try statements.insertNew().run(values: values)
    if database.changes > 0 { return .inserted }
    return try update(values: values)
  }

  /// The rest of an upsert whose `insertNew` inserted nothing: compares with the stored row
  /// and rewrites it when a field differs (or inserts it when the select finds none).
  private func update(values: [SQLiteValue]) throws -> CatalogWriteOutcome {
    let (select, columns) = try statements.select()
    try select.bind([values[0], values[1]])
    var existing: (id: Int64, doc: Int64?, indexed: Bool, values: [SQLiteValue])?
    if try select.step() {
      existing = (
        select.int64(at: columns.id) ?? 0, select.int64(at: columns.doc),
        select.int(at: columns.indexed) == 1,
        columns.written.map { select.value(at: $0) }
      )
    }
    select.reset()
    if let existing {
      if existing.values == values { return .unchanged }
      if let doc = existing.doc {
        try deleteFromIndex(doc: doc, values: existing.values)
        try database.execute("DELETE FROM catalog_docs WHERE doc = ?1", doc)
      }
      let indexed = try existing.indexed || !isbnTaken(values[2], except: existing.id)
      let update = try statements.update()
      try update.run(values + [.integer(indexed ? 1 : 0), .integer(existing.id)])
      return .updated
    }
    let indexed = try !isbnTaken(values[2], except: nil)
    try statements.insert().run(values + [.integer(indexed ? 1 : 0)])
    return .inserted
  }

  /// True when another searchable row already holds ISBN-13 `isbn13` (`.null` never is).
  private func isbnTaken(_ isbn13: SQLiteValue, except id: Int64?) throws -> Bool {
    guard !isbn13.isNull else { return false }
    let statement = try statements.isbnTaken()
    try statement.bind([isbn13, id.map { SQLiteValue.integer($0) } ?? .null])
    defer { statement.reset() }
    return try statement.step()
  }

  /// Pending rows above which a batch is indexed with merging deferred to one `optimize`.
  static let bulkIndexThreshold = 20_000

  /// FTS5 `hashsize` (bytes of pending index data held in memory before a segment is written)
  /// while a bulk batch is indexed: 16 MiB instead of FTS5's 1 MiB default writes 16× fewer,
  /// larger level-0 segments, so fewer crisis merges run during the insert. Measured on 1M
  /// goodbooks-shaped English rows: import 47,000 → 50,000–54,000 rows/s; 1M mixed
  /// English/Korean rows: 28,000 → 34,000–35,000 rows/s; search latency unchanged.
  static let bulkHashSize = 16 << 20

  /// Pending rows above which a batch is indexed with `bulkHashSize` (and FTS5's merging on).
  static let largeHashThreshold = 1_000

  /// FTS5's default `hashsize` (1 MiB), restored after a bulk batch so small later writes
  /// keep FTS5's usual memory use (the setting is stored in the index's config table).
  static let defaultHashSize = 1 << 20

  /// Indexes rows that should be searchable but are not yet (`indexed = 1 AND doc IS NULL`),
  /// most ratings first, giving them FTS5 rowids after the current largest.
  /// - Returns: the number of rows indexed.
  @discardableResult
  func indexPendingRows(progress: ((_ done: Int, _ total: Int) throws -> Void)? = nil, interval: Int = 2_000)
    throws -> Int
  {
    var next = (try database.scalar("SELECT max(doc) FROM catalog_docs").int64 ?? 0) + 1
    // Only the indexed text columns are read (and sorted): a smaller sort than whole rows.
    let pending = try database.prepare(
      """
      SELECT b.id AS id, b.title AS title, b.subtitle AS subtitle, b.authors AS authors,
        b.translators AS translators, b.publisher AS publisher, b.description AS description,
        b.subjects AS subjects
      FROM books b
      WHERE b.indexed = 1 AND NOT EXISTS (SELECT 1 FROM catalog_docs d WHERE d.book_id = b.id)
      ORDER BY coalesce(b.ratings_count, 0) DESC, b.id
      """)
    let addDoc = try database.prepare("INSERT INTO catalog_docs (doc, book_id, length) VALUES (?1, ?2, ?3)")
    let counter = try tokenCounter()
    let insert = try database.prepare(
      "INSERT INTO books_fts (rowid, title, subtitle, authors, publisher, description, subjects) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"
    )
    // For a bulk batch, FTS5's incremental merging is switched off while inserting, pending
    // index data is flushed in 16 MiB rather than 1 MiB segments ('hashsize'), and the index is
    // merged once at the end ('optimize').
    let pendingRows =
      try database.scalar(
        """
        SELECT count(*) FROM (SELECT 1 FROM books b
        WHERE b.indexed = 1 AND NOT EXISTS (SELECT 1 FROM catalog_docs d WHERE d.book_id = b.id)
        LIMIT \(Self.bulkIndexThreshold + 1))
        """
      ).int ?? 0
    let bulk = pendingRows > Self.bulkIndexThreshold
    // A mid-sized batch (the 2,583-row Aladin list) keeps FTS5's merging but not its 1 MiB
    // flushes: ~5 of them, each merged again, were a third of its indexing.
    let largeHash = pendingRows > Self.largeHashThreshold
    if bulk { try database.execute("INSERT INTO books_fts (books_fts, rank) VALUES ('automerge', 0)") }
    if largeHash {
      try database.execute(
        "INSERT INTO books_fts (books_fts, rank) VALUES ('hashsize', \(Self.bulkHashSize))")
    }
    var total = 0
    if progress != nil {
      total =
        try database.scalar(
          """
          SELECT count(*) FROM books b
          WHERE b.indexed = 1 AND NOT EXISTS (SELECT 1 FROM catalog_docs d WHERE d.book_id = b.id)
          """
        ).int ?? 0
    }
    // The first bulk batch (nothing numbered yet) appends its numbering without the book_id
    // index and builds it once afterwards: one sort instead of a million random inserts.
    let rebuildDocsIndex = bulk && next == 1
    if rebuildDocsIndex { try database.execute("DROP INDEX catalog_docs_book") }
    let report = total > 0 ? progress : nil
    try report?(0, total)
    var done = 0
    var nextReport = max(1, interval)
    let idColumn = try pending.columnIndex(named: "id")
    let textColumns = try CatalogIndexBinding.Columns(pending)
    try pending.forEachRow { row in
      let id = row.int64(at: idColumn) ?? 0
      let tokens: Int
      if let prepared = preparedIndexTexts?.take(id) {  // tokenized on the import's other thread
        try prepared.packed.withBindings(to: insert) {
          try insert.bind(integer: next, at: 1)
          while try insert.step() {}
        }
        tokens = prepared.tokenCount
      } else {
        insert.rewind()
        try insert.bind(integer: next, at: 1)
        tokens = try CatalogIndexBinding.bind(from: row, textColumns, to: insert, counter: counter)
        while try insert.step() {}
      }
      insert.rewind()
      try addDoc.bind(integer: next, at: 1)
      try addDoc.bind(integer: id, at: 2)
      try addDoc.bind(integer: Int64(tokens), at: 3)
      while try addDoc.step() {}
      addDoc.rewind()
      next += 1
      done += 1
      if done == nextReport, done < total {
        nextReport += max(1, interval)
        try report?(done, total)
      }
    }
    if rebuildDocsIndex { try database.execute(CatalogSchema.docsBookIndexSQL) }
    if largeHash {
      try database.execute(
        "INSERT INTO books_fts (books_fts, rank) VALUES ('hashsize', \(Self.defaultHashSize))")
    }
    if bulk {
      try database.execute("INSERT INTO books_fts (books_fts, rank) VALUES ('automerge', 4)")
      try optimizeIndex()
    }
    try report?(done, total)
    return done
  }

  /// `indexTokenCounter`, made at the first call.
  /// - Throws: `SQLiteError` when FTS5's tokenizer is unavailable.
  func tokenCounter() throws -> FTS5TokenCounter {
    if let indexTokenCounter { return indexTokenCounter }
    let counter = try FTS5TokenCounter(database: database)
    indexTokenCounter = counter
    return counter
  }

  private func deleteFromIndex(doc: Int64, values: [SQLiteValue]) throws {
    try database.execute(
      "INSERT INTO books_fts (books_fts, rowid, title, subtitle, authors, publisher, description, subjects) VALUES ('delete', ?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      arguments: [SQLiteValue.integer(doc)] + CatalogRow.ftsTexts(from: values))
  }

  /// Merges the FTS5 index segments (`optimize`); run after a large import to make queries
  /// faster. Takes a few seconds for a million rows. Outside a transaction, then vacuums when
  /// the merge left the file sparse (`CatalogVacuum`).
  /// - Throws: a database failure as `BookshelfError` (see `write(_:)`).
  public func optimizeIndex() throws {
    try mapErrors {
      try database.execute("INSERT INTO books_fts (books_fts) VALUES ('optimize')")
      if !database.isInTransaction { try CatalogVacuum.vacuumIfSparse(database) }
    }
  }
}

/// The prepared statements of the write path, prepared once per catalog and reused (hashing
/// long SQL strings in a statement cache for every row costs more than the insert).
final class CatalogWriteStatements {
  private let slots: StatementSlots
  private var selectColumns: SelectColumns?

  /// The columns of `select()`, resolved by name.
  struct SelectColumns {
    /// `books.id`, the row's `catalog_docs.doc` (or `NULL`), `books.indexed`.
    let id: Int, doc: Int, indexed: Int
    /// `CatalogRow.writtenColumns`, in that order.
    let written: [Int]
  }

  init(database: Database) { slots = StatementSlots(database: database, count: 5) }

  private func statement(_ slot: Int, _ sql: () -> String) throws -> Statement {
    try slots.statement(slot, sql)
  }

  /// Parameters: source, source_key. Columns: id, doc, indexed and `writtenColumns`, by name.
  func select() throws -> (Statement, SelectColumns) {
    let select = try statement(0) {
      let columns = CatalogRow.writtenColumns.map { "b.\($0) AS \($0)" }.joined(separator: ", ")
      return """
        SELECT b.id AS id, (SELECT d.doc FROM catalog_docs d WHERE d.book_id = b.id) AS doc,
          b.indexed AS indexed, \(columns)
        FROM books b WHERE b.source = ?1 AND b.source_key = ?2
        """
    }
    if let selectColumns { return (select, selectColumns) }
    let columns = SelectColumns(
      id: try select.columnIndex(named: "id"), doc: try select.columnIndex(named: "doc"),
      indexed: try select.columnIndex(named: "indexed"),
      written: try CatalogRow.writtenColumns.map { try select.columnIndex(named: $0) })
    selectColumns = columns
    return (select, columns)
  }

  /// Parameters: `writtenColumns`, indexed.
  func insert() throws -> Statement {
    try statement(1) {
      let columns = CatalogRow.writtenColumns
      let placeholders = (1...columns.count + 1).map { "?\($0)" }.joined(separator: ", ")
      return "INSERT INTO books (\(columns.joined(separator: ", ")), indexed) VALUES (\(placeholders))"
    }
  }

  /// Parameters: `writtenColumns`. Inserts a new row (`indexed` = 1 unless a searchable row
  /// has the same ISBN-13), or nothing when the (source, source_key) exists.
  func insertNew() throws -> Statement {
    try statement(4) {
      let columns = CatalogRow.writtenColumns
      let placeholders = (1...columns.count).map { "?\($0)" }.joined(separator: ", ")
      return """
        INSERT INTO books (\(columns.joined(separator: ", ")), indexed)
        VALUES (\(placeholders), NOT EXISTS (SELECT 1 FROM books WHERE isbn13 = ?3 AND indexed = 1))
        ON CONFLICT (source, source_key) DO NOTHING
        """
    }
  }

  /// Parameters: `writtenColumns`, indexed, id.
  func update() throws -> Statement {
    try statement(2) {
      let columns = CatalogRow.writtenColumns
      let assignments = columns.enumerated().map { "\($0.element) = ?\($0.offset + 1)" }
      return
        "UPDATE books SET \(assignments.joined(separator: ", ")), indexed = ?\(columns.count + 1) WHERE id = ?\(columns.count + 2)"
    }
  }

  /// Parameters: isbn13, id to exclude (or NULL).
  func isbnTaken() throws -> Statement {
    try statement(3) { "SELECT 1 FROM books WHERE isbn13 = ?1 AND id IS NOT ?2 AND indexed = 1 LIMIT 1" }
  }
}

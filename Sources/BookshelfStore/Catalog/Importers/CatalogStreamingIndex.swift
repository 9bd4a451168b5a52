/// Indexes the rows of a first import into an empty catalog as they are stored, instead of
/// reading them back after the last one (`LocalCatalog.indexPendingRows`), giving the same
/// index: the same FTS5 rowids (`catalog_docs`), texts, insert order and `hashsize`.
///
/// Why: FTS5's insert (~200 ms for the 2,583-row Aladin list) runs on the writing thread and
/// cannot be split. Done after the rows, it waited for the whole file to be parsed and
/// tokenized on the read-ahead thread; done row by row, the two threads work at the same time.
///
/// The index pass numbers rows by popularity (`coalesce(ratings_count, 0)` descending, then
/// `books.id`). Rows arrive in `books.id` order, so arrival order is that order exactly when
/// their counts never rise (every Aladin row has none). That is checked row by row, inside a
/// savepoint taken before the first row: the first row that would break the order (a count
/// above the previous one, a row updated by a later one of the same key, more rows than a
/// mid-sized batch) abandons the attempt — the savepoint is rolled back, undoing every row
/// and index entry stored so far — and the caller imports the file again the usual way.
/// Files whose counts rise (goodbooks, ordered by id) break the order within their first
/// rows, so the wasted work is a few rows; the worst case reads the file twice.
///
/// Used only when the catalog has no rows (so nothing else is pending or ordered before the
/// new rows) and the file has at most `LocalCatalog.bulkIndexThreshold` rows (a bulk batch
/// defers merging to one `optimize`, which this does not do).
final class CatalogStreamingIndex {
  /// The savepoint that an abandoned attempt rolls back to.
  private static let savepoint = "bookshelf_streaming_index"

  private let database: Database
  private let insert: Statement
  private let addDoc: Statement
  private let isIndexed: Statement
  private let largeHash: Bool
  private var next: Int64 = 1
  private var lastPopularity = Int64.max
  private var indexed = 0
  private var open = true

  /// Starts streaming into `catalog` when it has no rows and `sourceRows` (the file's count)
  /// is a mid-sized batch at most; nil otherwise. Call inside the import's transaction.
  /// - Throws: `SQLiteError`.
  static func start(_ catalog: LocalCatalog, sourceRows: Int?) throws -> CatalogStreamingIndex? {
    guard let sourceRows, sourceRows > 0, sourceRows <= LocalCatalog.bulkIndexThreshold else { return nil }
    let database = catalog.database
    guard try database.scalar("SELECT NOT EXISTS (SELECT 1 FROM books)").int == 1,
      try database.scalar("SELECT NOT EXISTS (SELECT 1 FROM catalog_docs)").int == 1
    else { return nil }
    try database.execute("SAVEPOINT \(savepoint)")
    do {
      return try CatalogStreamingIndex(
        database: database, largeHash: sourceRows > LocalCatalog.largeHashThreshold)
    } catch {
      try? database.execute("ROLLBACK TO \(savepoint)")
      try? database.execute("RELEASE \(savepoint)")
      throw error
    }
  }

  private init(database: Database, largeHash: Bool) throws {
    self.database = database
    self.largeHash = largeHash
    insert = try database.prepare(
      "INSERT INTO books_fts (rowid, title, subtitle, authors, publisher, description, subjects) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"
    )
    addDoc = try database.prepare("INSERT INTO catalog_docs (doc, book_id, length) VALUES (?1, ?2, ?3)")
    isIndexed = try database.prepare("SELECT indexed FROM books WHERE id = ?1")
    // The mid-sized batch's tuning of `indexPendingRows`, decided from the file's rows.
    if largeHash {
      try database.execute(
        "INSERT INTO books_fts (books_fts, rank) VALUES ('hashsize', \(LocalCatalog.bulkHashSize))")
    }
  }

  /// Indexes the row just inserted as `books.id` `id` with `coalesce(ratings_count, 0)`
  /// `popularity` and its FTS5 texts `texts` (`CatalogPreparedIndexTexts.prepare(_:always:counter:)`),
  /// unless the row is not searchable (`indexed` = 0: its ISBN-13 is taken).
  /// - Returns: false when the row breaks the index order: call `abandon()`.
  /// - Throws: `SQLiteError`.
  func index(id: Int64, popularity: Int64, texts: CatalogPreparedIndexTexts.Texts) throws -> Bool {
    try isIndexed.bind(integer: id, at: 1)
    let searchable = try isIndexed.step() && isIndexed.int(at: 0) == 1
    isIndexed.rewind()
    guard searchable else { return true }
    guard popularity <= lastPopularity, indexed < LocalCatalog.bulkIndexThreshold else { return false }
    lastPopularity = popularity
    try texts.packed.withBindings(to: insert) {
      try insert.bind(integer: next, at: 1)
      defer { insert.rewind() }
      while try insert.step() {}
    }
    try addDoc.bind(integer: next, at: 1)
    try addDoc.bind(integer: id, at: 2)
    try addDoc.bind(integer: Int64(texts.tokenCount), at: 3)
    defer { addDoc.rewind() }
    while try addDoc.step() {}
    next += 1
    indexed += 1
    return true
  }

  /// Ends a complete attempt: FTS5's usual `hashsize` back (as `indexPendingRows` does after
  /// a mid-sized batch) and the savepoint released into the import's transaction.
  /// - Throws: `SQLiteError`.
  func finish() throws {
    guard open else { return }
    open = false
    if largeHash {
      try database.execute(
        "INSERT INTO books_fts (books_fts, rank) VALUES ('hashsize', \(LocalCatalog.defaultHashSize))")
    }
    try database.execute("RELEASE \(Self.savepoint)")
  }

  /// Undoes everything stored since `start` (rows and index entries) and releases the
  /// savepoint.
  /// - Throws: `SQLiteError`.
  func abandon() throws {
    guard open else { return }
    open = false
    try database.execute("ROLLBACK TO \(Self.savepoint)")
    try database.execute("RELEASE \(Self.savepoint)")
  }
}

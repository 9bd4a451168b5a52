/// Migration 7: re-creates `books_fts` without its 3-character prefix index (`prefix = '2'`)
/// and without per-row sizes (`columnsize = 0`, so no `books_fts_docsize` table), and keeps
/// each row's token count in `catalog_docs.length` instead, for `bookshelf_bm25`
/// (`CatalogRanking`). At 1M goodbooks rows the prefix index was ~32 MiB of `books_fts_data`
/// and the sizes table 14.4 MiB; the count takes 1–2 bytes a row.
///
/// Every indexed row is indexed again, under its own FTS5 rowid (`catalog_docs.doc`), with the
/// texts of the indexing pass (`CatalogIndexBinding`, the same code), so results are the
/// same: `length` is what FTS5 counted (`FTS5TokenCounter`, FTS5's own tokenizer), and FTS5's
/// totals (`xColumnTotalSize`, the average length) are kept in its index without the sizes
/// table. As a bulk batch does (`LocalCatalog.indexPendingRows`), merging waits for one
/// `optimize` and pending data is flushed in 16 MiB segments; `CatalogVacuum` returns the old
/// index's pages after the migration commits. A catalog before this migration opened
/// read-only keeps FTS5's sizes (`LocalCatalog.keptLengths` false).
enum CatalogLeanIndexMigration {
  /// The schema version this migration brings a catalog to.
  static let version = 7

  /// The FTS5 table since migration 7 (contentless, `unicode61 remove_diacritics 2`).
  static let createIndexSQL = """
    CREATE VIRTUAL TABLE books_fts USING fts5 (
      title, subtitle, authors, publisher, description, subjects,
      content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '2', columnsize = 0
    )
    """

  /// `catalog_docs` since migration 7, named `name`: FTS5 rowid → `books.id`, and the row's
  /// FTS5 token count (`NULL`: unknown, `bm25` then takes the average).
  static func createDocsSQL(_ name: String) -> String {
    "CREATE TABLE \(name) (doc INTEGER PRIMARY KEY, book_id INTEGER NOT NULL, length INTEGER)"
  }

  /// Runs the migration inside the migration's transaction.
  /// - Throws: `SQLiteError`.
  static func apply(_ database: Database) throws {
    try database.executeScript(
      """
      DROP TABLE books_fts;
      \(createIndexSQL);
      \(createDocsSQL("catalog_docs_v7"));
      INSERT INTO books_fts (books_fts, rank) VALUES ('automerge', 0);
      INSERT INTO books_fts (books_fts, rank) VALUES ('hashsize', \(LocalCatalog.bulkHashSize));
      """)
    let rows = try database.prepare(
      """
      SELECT d.doc AS doc, d.book_id AS book_id, b.title AS title, b.subtitle AS subtitle,
        b.authors AS authors, b.translators AS translators, b.publisher AS publisher,
        b.description AS description, b.subjects AS subjects
      FROM catalog_docs d JOIN books b ON b.id = d.book_id
      ORDER BY d.doc
      """)
    let insert = try database.prepare(
      "INSERT INTO books_fts (rowid, title, subtitle, authors, publisher, description, subjects) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"
    )
    let addDoc = try database.prepare(
      "INSERT INTO catalog_docs_v7 (doc, book_id, length) VALUES (?1, ?2, ?3)")
    let counter = try FTS5TokenCounter(database: database)
    let docColumn = try rows.columnIndex(named: "doc")
    let bookColumn = try rows.columnIndex(named: "book_id")
    let textColumns = try CatalogIndexBinding.Columns(rows)
    try rows.forEachRow { row in
      let doc = row.int64(at: docColumn) ?? 0
      insert.rewind()
      try insert.bind(integer: doc, at: 1)
      let tokens = try CatalogIndexBinding.bind(from: row, textColumns, to: insert, counter: counter)
      while try insert.step() {}
      insert.rewind()
      try addDoc.bind(integer: doc, at: 1)
      try addDoc.bind(integer: row.int64(at: bookColumn) ?? 0, at: 2)
      try addDoc.bind(integer: Int64(tokens), at: 3)
      while try addDoc.step() {}
      addDoc.rewind()
    }
    try database.executeScript(
      """
      INSERT INTO books_fts (books_fts, rank) VALUES ('hashsize', \(LocalCatalog.defaultHashSize));
      INSERT INTO books_fts (books_fts, rank) VALUES ('automerge', 4);
      INSERT INTO books_fts (books_fts) VALUES ('optimize');
      DROP TABLE catalog_docs;
      ALTER TABLE catalog_docs_v7 RENAME TO catalog_docs;
      \(CatalogSchema.docsBookIndexSQL);
      """)
    // The kept counts stay valid (the same rows match), but without a 3-character prefix
    // index the heavy prefixes' terms must be kept too (`LocalCatalog+PrefixExpansion`).
    try CatalogCountCache.rebuild(
      database, heavyMatchCount: LocalCatalog.defaultHeavyMatchCount, keepsPrefixTerms: true)
  }
}

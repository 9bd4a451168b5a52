import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Migration 6 on a catalog made by the schema before it (version 5: text source, source key
/// and title key, `REAL` ratings): every book, search result and ISBN or id lookup is the same
/// after it, also as a read-only reader of the old file saw them, and the file is smaller.
/// Uses the real goodbooks-10k, Aladin, Gutenberg and NLK rows; skips with a message when
/// they are absent.
@Suite struct CatalogCompactRowsMigrationTests {
  static let paths: [(String, CatalogImportFormat)] = [
    ("data/goodbooks-10k/books.csv", .goodbooks),
    ("data/aladin-kr-books/aladin_domestic_books.json", .aladin),
    ("data/gutenberg/gutenberg_metadata.csv", .gutenberg),
    ("data/nlk/book_sample.json", .nlk),
  ]

  static let queries =
    CatalogStoredFormsMigrationTests.queries + [
      "harry potter", "the hunger games", "pride and prejudice", "alice", "채식주의자", "圖書館",
    ]

  @Test func aVersion5CatalogMigratesToTheCompactRowsWithTheSameBooksAndResults() throws {
    let directory = try TemporaryDirectory()
    guard let path = try SharedCatalogFile.make(importing: Self.paths, in: directory) else { return }
    try Self.rewriteAsVersion5(path)
    let sizeBefore = try Self.pages(path, of: ["books", "books_title_key", "sqlite_autoindex_books_1"])
    let ids = try Self.localIDs(path)
    #expect(ids.count > 1_000)
    // The old layout as a reader sees it, while another connection holds the write lock.
    let importer = try Database(path: path)
    try importer.execute("BEGIN IMMEDIATE")
    let reader = try LocalCatalog(path: path, readOnly: true)
    #expect(try reader.database.userVersion() == 5)
    #expect(!reader.compactRows)
    let before = try Self.snapshot(reader, ids: ids)
    try reader.close()
    try importer.execute("ROLLBACK")
    try importer.close()
    #expect(before.0.books.count > 20_000)
    #expect(before.1.allSatisfy { $0 != nil })

    let migrated = try LocalCatalog(path: path)
    #expect(try migrated.database.userVersion() == CatalogSchema.version)
    #expect(migrated.compactRows)
    let after = try Self.snapshot(migrated, ids: ids)
    #expect(after.0.books == before.0.books)
    #expect(after.0.searches == before.0.searches)
    #expect(after.0.totals == before.0.totals)
    #expect(after.0.lookups == before.0.lookups)
    #expect(after.1 == before.1)
    let texts = try migrated.database.scalar(
      """
      SELECT count(*) FROM books WHERE typeof(source) = 'text' OR typeof(title_key) = 'text'
        OR typeof(average_rating) = 'real' OR (typeof(source_key) = 'text' AND source_key GLOB '[1-9]*')
      """)
    #expect(texts.int == 0)
    // Migration 7 drops the 3-character prefix index, so the kept counts must hold the heavy
    // prefixes' terms (`LocalCatalog+PrefixExpansion`) at once, as a rebuild would.
    func keptCounts() throws -> [String] {
      try migrated.database.query("SELECT key || '=' || matches FROM catalog_counts ORDER BY key").compactMap
      {
        $0.string(0)
      }
    }
    let keptAfterMigrating = try keptCounts()
    #expect(keptAfterMigrating.contains { $0.hasPrefix("e:") }, "\(keptAfterMigrating.prefix(20))")
    try migrated.database.transaction { try migrated.rebuildCountCache() }
    #expect(try keptCounts() == keptAfterMigrating)
    let statistics = try migrated.statistics()
    #expect(Set(statistics.rowsBySource.keys) == ["goodbooks", "aladin", "gutenberg", "nlk"])
    try migrated.close()
    #expect(
      try Self.pages(path, of: ["books", "books_title_key", "sqlite_autoindex_books_1"]) < sizeBefore * 8 / 10
    )
  }

  /// `CatalogStoredFormsMigrationTests.Snapshot` and the book of each `local:` id.
  static func snapshot(_ catalog: LocalCatalog, ids: [String]) throws -> (
    CatalogStoredFormsMigrationTests.Snapshot, [Book?]
  ) {
    var searches: [[Book]] = []
    var totals: [Int] = []
    for text in queries {
      let page = try catalog.search(BookQuery(text: text))
      searches.append(page.books)
      totals.append(page.totalCount)
    }
    let isbns = try ["9780439023481", "0439023483", "9788936439880", "893643988X"].map { try ISBN($0) }
    let snapshot = CatalogStoredFormsMigrationTests.Snapshot(
      books: try CatalogRealRowsRoundTripTests.storedBooks(catalog.database), searches: searches,
      totals: totals, lookups: try isbns.map { try catalog.lookup($0) })
    return (snapshot, try ids.map { try catalog.book(id: $0) })
  }

  /// Ids of some books without an ISBN (`local:<source>:<key>`), of every source.
  static func localIDs(_ path: String) throws -> [String] {
    let database = try Database(path: path, flags: [.readOnly])
    defer { try? database.close() }
    return try database.query(
      "SELECT 'local:' || source || ':' || source_key FROM books WHERE isbn13 IS NULL AND id % 7 = 0"
    ).compactMap { $0.string(0) }
  }

  /// Pages of the tables and indexes `names` (`dbstat`).
  static func pages(_ path: String, of names: [String]) throws -> Int {
    let database = try Database(path: path, flags: [.readOnly])
    defer { try? database.close() }
    let list = names.map { "'\($0)'" }.joined(separator: ", ")
    return try database.scalar("SELECT count(*) FROM dbstat WHERE name IN (\(list))").int ?? 0
  }

  /// Rewrites a current catalog's `books` table in the layout and forms of schema version 5
  /// (`CatalogStoredFormsMigration`'s `books`: text source, source key and title key, `REAL`
  /// rating), leaving FTS5 and `catalog_docs` as they are.
  static func rewriteAsVersion5(_ path: String) throws {
    let database = try Database(path: path, flags: [.readWrite])
    defer { try? database.close() }
    try database.transaction(immediate: true) {
      try database.execute(CatalogStoredFormsMigration.createBooksSQL("books_v5"))
      let rows = try database.prepare(
        "SELECT id, source, source_key, average_rating, title FROM books ORDER BY id")
      let copy = try database.prepare(
        """
        INSERT INTO books_v5 SELECT id, ?2, ?3, isbn13, isbn10, title, subtitle, authors,
          translators, publisher, published_date, description, subjects, thumbnail_url, detail_url,
          price_amount, price_currency, sale_amount, sale_currency, ?4, ratings_count, ?5, indexed
        FROM books WHERE id = ?1
        """)
      try rows.forEachRow { row in
        func text(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
        try copy.run(values: [
          row.value(at: 0), text(CatalogRow.sourceName(stored: row.value(at: 1))),
          text(CatalogRow.sourceKey(stored: row.value(at: 2))),
          CatalogRow.rating(at: 3, of: row).map { .real($0) } ?? .null,
          .text(CatalogTokenizer.titleKey(row.string(at: 4) ?? "")),
        ])
      }
      try database.executeScript(
        """
        DROP TABLE books;
        ALTER TABLE books_v5 RENAME TO books;
        \(CatalogSchema.isbnIndexSQL);
        \(CatalogSchema.titleKeyIndexSQL);
        PRAGMA user_version = 5;
        """)
    }
    try database.execute("VACUUM")
  }
}

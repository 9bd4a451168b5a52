import BookshelfCore
import Testing

@testable import BookshelfStore

@Suite struct CatalogBulkImportTests {
  @Test func anEmptyCatalogSwitchesToARollbackJournalAndBackToWAL() throws {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    #expect(try CatalogImporter.useRollbackJournalIfEmpty(catalog.database))
    #expect(try catalog.database.query("PRAGMA journal_mode").first?.string(0) == "delete")
    #expect(try catalog.database.query("PRAGMA synchronous").first?.int(0) == 2)  // FULL
    CatalogImporter.restoreWAL(catalog.database)
    #expect(try catalog.database.query("PRAGMA journal_mode").first?.string(0) == "wal")
    #expect(try catalog.database.query("PRAGMA synchronous").first?.int(0) == 1)  // NORMAL
  }

  @Test func aCatalogWithRowsStaysInWAL() throws {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    let book = Book(id: "local:t:1", title: "Dune", source: "local")
    try catalog.upsert(CatalogRecord(book: book, sourceName: "t", sourceKey: "1"))
    #expect(try !CatalogImporter.useRollbackJournalIfEmpty(catalog.database))
    #expect(try catalog.database.query("PRAGMA journal_mode").first?.string(0) == "wal")
  }

  @Test func anotherOpenConnectionKeepsWAL() throws {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    let reader = try LocalCatalog(path: directory.path("catalog.sqlite"), readOnly: true)
    _ = try reader.search(BookQuery(text: "dune"))
    #expect((try? CatalogImporter.useRollbackJournalIfEmpty(catalog.database)) != true)
    #expect(try catalog.database.query("PRAGMA journal_mode").first?.string(0) == "wal")
    try reader.close()
  }

  @Test func aLargeFirstImportIndexesLikeASmallOne() throws {
    let small = try CatalogFixture()
    let large = try CatalogFixture(importing: false)
    let summary = try CatalogImporter.run(
      file: large.csvURL, format: .csv, into: large.catalog, largeImportRows: 0)
    #expect(summary.imported == 20)
    for query in ["dune", "du", "dune messiah", "frank herbert", "the pact", "twin title", "미움", "해리포터"] {
      #expect(try large.titles(query) == small.titles(query), "\(query)")
    }
    let indexes = try large.catalog.database.query("SELECT name FROM sqlite_schema WHERE type = 'index'")
    #expect(indexes.compactMap { $0.string(0) }.contains("books_title_key"))
    #expect(try large.catalog.database.query("PRAGMA journal_mode").first?.string(0) == "wal")
    #expect(try large.catalog.statistics().searchableRows == 20)
  }

  @Test func aBulkBatchIndexesEveryRowAndRestoresTheDefaultFTS5HashSize() throws {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    let rows = LocalCatalog.bulkIndexThreshold + 1
    try catalog.write {
      for number in 1...rows {
        let book = Book(id: "local:t:\(number)", title: "Archive volume \(number)", source: "local")
        try catalog.upsert(CatalogRecord(book: book, sourceName: "t", sourceKey: "\(number)"))
      }
    }
    #expect(try catalog.statistics().searchableRows == rows)
    let hashSize = try catalog.database.query("SELECT v FROM books_fts_config WHERE k = 'hashsize'")
    #expect(hashSize.first?.int(0) == LocalCatalog.defaultHashSize)
    #expect(
      try catalog.search(BookQuery(text: "volume 20001")).books.map(\.title) == ["Archive volume 20001"])
    #expect(
      try catalog.search(BookQuery(text: "archive volume 1999")).books.first?.title == "Archive volume 1999"
    )
    // The first bulk batch dropped the book_id index and built it again, unique.
    let index = try catalog.database.query(
      "SELECT sql FROM sqlite_schema WHERE type = 'index' AND name = 'catalog_docs_book'")
    #expect(index.first?.string(0)?.contains("UNIQUE INDEX") == true)
    #expect(throws: SQLiteError.self) {
      try catalog.database.execute("INSERT INTO catalog_docs (doc, book_id) VALUES (999999, 1)")
    }
    // A second bulk batch (the index stays) numbers after the first one.
    try catalog.write {
      for number in rows + 1...rows * 2 {
        let book = Book(id: "local:t:\(number)", title: "Annex volume \(number)", source: "local")
        try catalog.upsert(CatalogRecord(book: book, sourceName: "t", sourceKey: "\(number)"))
      }
    }
    #expect(try catalog.statistics().searchableRows == rows * 2)
    #expect(
      try catalog.database.query("SELECT count(DISTINCT book_id), max(doc) FROM catalog_docs").first?.int(1)
        == rows * 2)
    #expect(
      try catalog.search(BookQuery(text: "annex volume 40002")).books.map(\.title) == ["Annex volume 40002"])
  }

  @Test func aVersionOneCatalogMigratesItsDocNumbersIntoTheNamedIndex() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("catalog.sqlite")
    do {
      let database = try Database(path: path)
      try database.migrate(Array(CatalogSchema.migrations.prefix(1)))
      try database.execute(
        """
        INSERT INTO books (id, source, source_key, title, authors, title_key) VALUES
          (7, 't', '7', 'Dune', 'Frank Herbert', 'dune'), (9, 't', '9', 'Emma', 'Jane Austen', 'emma')
        """)
      try database.execute("INSERT INTO catalog_docs (doc, book_id) VALUES (1, 9), (2, 7)")
      try database.execute(
        "INSERT INTO books_fts (rowid, title, authors) VALUES (1, 'Emma', 'Jane Austen'), (2, 'Dune', 'Frank Herbert')"
      )
      try database.close()
    }
    let catalog = try LocalCatalog(path: path)
    #expect(try catalog.database.query("PRAGMA user_version").first?.int(0) == CatalogSchema.version)
    let docs = try catalog.database.query("SELECT doc, book_id FROM catalog_docs ORDER BY doc")
    #expect(docs.map { [$0.int(0), $0.int(1)] } == [[1, 9], [2, 7]])
    let indexes = try catalog.database.query(
      "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'catalog_docs'")
    #expect(indexes.compactMap { $0.string(0) } == ["catalog_docs_book"])
    #expect(try catalog.search(BookQuery(text: "dune")).books.map(\.title) == ["Dune"])
    #expect(try catalog.search(BookQuery(text: "austen")).books.map(\.title) == ["Emma"])
    #expect(throws: SQLiteError.self) {
      try catalog.database.execute("INSERT INTO catalog_docs (doc, book_id) VALUES (3, 7)")
    }
  }
}

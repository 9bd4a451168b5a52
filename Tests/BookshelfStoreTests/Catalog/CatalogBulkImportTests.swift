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
  }
}

import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// A first import into an empty catalog indexes rows as they are stored
/// (`CatalogStreamingIndex`) and must leave exactly the catalog of the plain path (rows
/// stored, then read back and indexed most ratings first): the same rows, FTS5 rowids and
/// index bytes. When the file's order is not the index order, the attempt is abandoned.
@Suite struct CatalogStreamingIndexTests {
  /// One import of `file` into a new catalog, streamed or not, with the phases it reported.
  private struct Imported {
    let directory: TemporaryDirectory
    let catalog: LocalCatalog
    let summary: CatalogImportSummary
    let phases: Set<CatalogImportProgress.Phase>

    init(
      _ file: URL, _ format: CatalogImportFormat, streamIndex: Bool, before: [CatalogRecord] = []
    ) throws {
      let directory = try TemporaryDirectory()
      let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
      if !before.isEmpty { try catalog.write { for record in before { try catalog.upsert(record) } } }
      self.directory = directory
      self.catalog = catalog
      var phases: Set<CatalogImportProgress.Phase> = []
      summary = try CatalogImporter.run(
        file: file, format: format, into: catalog, mappings: .adapters, progressInterval: 1,
        largeImportRows: CatalogImporter.largeImportRows, streamIndex: streamIndex
      ) { phases.insert($0.phase) }
      self.phases = phases
    }

    /// Everything an import writes, in a stable order, as text.
    func contents() throws -> [String] {
      let tables = [
        "SELECT * FROM books ORDER BY id", "SELECT doc, book_id FROM catalog_docs ORDER BY doc",
        "SELECT id, hex(block) FROM books_fts_data ORDER BY id",
        "SELECT segid, hex(term), pgno FROM books_fts_idx ORDER BY segid, term",
        "SELECT doc, length FROM catalog_docs ORDER BY doc", "SELECT * FROM catalog_counts ORDER BY key",
        "SELECT k, v FROM books_fts_config ORDER BY k",
      ]
      return try tables.flatMap { sql in
        try catalog.database.query(sql).map { row in
          row.values.map { "\($0)" }.joined(separator: "|")
        }
      }
    }
  }

  @Test func theAladinListIndexedAsItIsStoredIsTheIndexOfThePlainPath() throws {
    guard let file = SharedData.url("data/aladin-kr-books/aladin_domestic_books.json") else {
      print(SharedData.skipMessage(for: "data/aladin-kr-books"))
      return
    }
    let streamed = try Imported(file, .aladin, streamIndex: true)
    let plain = try Imported(file, .aladin, streamIndex: false)
    #expect(streamed.summary == plain.summary)
    #expect(streamed.summary.imported == 2_583)
    // Indexed while reading: no separate indexing phase to report.
    #expect(streamed.phases == [.reading])
    #expect(plain.phases == [.reading, .indexing])
    let contents = try streamed.contents()
    #expect(contents.count > 5_000)
    #expect(contents == (try plain.contents()))
    let pages = try streamed.catalog.database.scalar("PRAGMA page_count").int ?? 0
    let free = try streamed.catalog.database.scalar("PRAGMA freelist_count").int ?? 0
    #expect(Double(free) < Double(pages) * CatalogVacuum.sparseFraction)
    #expect(
      try streamed.catalog.search(BookQuery(text: "소년이 온다")).books.first?.title.hasPrefix("소년이 온다") == true)
  }

  @Test func ratingsCountsThatRiseAbandonTheAttemptAndGiveThePlainPathsCatalog() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("books.csv")
    // The fixture's fourth row has more ratings than the third: not arrival order.
    try SharedData.ownFixture("catalog/books.csv").write(to: file)
    let streamed = try Imported(file, .csv, streamIndex: true)
    let plain = try Imported(file, .csv, streamIndex: false)
    #expect(streamed.summary == plain.summary)
    #expect(streamed.summary.imported == 20)
    #expect(streamed.phases == [.reading, .indexing])
    #expect(try streamed.contents() == plain.contents())
    #expect(try streamed.catalog.statistics().rows == 20)
  }

  @Test func aRowChangedByALaterRowOfTheFileAbandonsTheAttempt() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("books.csv")
    try Data(
      """
      id,title,authors,isbn13,ratingsCount
      a,미움받을 용기,기시미 이치로,,
      b,소년이 온다,한강,,
      a,미움받을 용기 (개정판),기시미 이치로,,
      c,채식주의자,한강,9788936433598,
      d,채식주의자 (같은 ISBN),한강,9788936433598,

      """.utf8
    ).write(to: file)
    let streamed = try Imported(file, .csv, streamIndex: true)
    let plain = try Imported(file, .csv, streamIndex: false)
    #expect(streamed.summary == plain.summary)
    #expect(streamed.summary.imported == 4)
    #expect(streamed.summary.updated == 1)
    #expect(streamed.phases == [.reading, .indexing])
    #expect(try streamed.contents() == plain.contents())
    // The second row of an ISBN-13 is stored, not searchable.
    #expect(try streamed.catalog.statistics().searchableRows == 3)
  }

  @Test func rowsWithoutCountsAndADuplicateISBNStreamLikeThePlainPath() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("books.csv")
    try Data(
      """
      id,title,authors,isbn13,ratingsCount
      a,미움받을 용기,기시미 이치로,,
      b,Dune,Frank Herbert,9780441013593,
      c,채식주의자,한강,9788936433598,
      d,채식주의자 (같은 ISBN),한강,9788936433598,
      e,소년이 온다,한강,,

      """.utf8
    ).write(to: file)
    let streamed = try Imported(file, .csv, streamIndex: true)
    let plain = try Imported(file, .csv, streamIndex: false)
    #expect(streamed.summary == plain.summary)
    #expect(streamed.phases == [.reading])
    #expect(try streamed.contents() == plain.contents())
    #expect(try streamed.catalog.statistics().searchableRows == 4)
    #expect(try streamed.catalog.search(BookQuery(text: "한강")).totalCount == 2)
  }

  @Test func aCatalogWithRowsIsIndexedAfterTheRows() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("books.csv")
    try Data("id,title\nb,소년이 온다\n".utf8).write(to: file)
    let earlier = CatalogRecord(
      book: Book(id: "local:t:1", title: "미움받을 용기", source: "local"), sourceName: "t", sourceKey: "1")
    let imported = try Imported(file, .csv, streamIndex: true, before: [earlier])
    #expect(imported.phases == [.reading, .indexing])
    #expect(try imported.catalog.statistics().searchableRows == 2)
  }
}

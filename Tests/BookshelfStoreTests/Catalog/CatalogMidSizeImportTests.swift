import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// The import paths the Aladin list (2,583 rows) takes: the element count before reading, a
/// larger FTS5 `hashsize` while indexing, FTS5 texts made on the read-ahead thread.
@Suite struct CatalogMidSizeImportTests {
  @Test func skippingElementsCountsWhatReadingThemReads() throws {
    let text = #"[{"title": "a ] b", "n": [1, {"x": "\"}"}]}, "s,", 3, [], {"t": "미움"}]"#
    func reader() -> JSONArrayReader {
      var chunks = [Data(text.utf8)]
      return JSONArrayReader(path: "t.json", read: { chunks.isEmpty ? nil : chunks.removeFirst() })
    }
    let read = reader()
    var elements = 0
    while try read.nextElement() != nil { elements += 1 }
    let skip = reader()
    var skipped = 0
    while try skip.skipElement() { skipped += 1 }
    #expect(elements == 5)
    #expect(skipped == elements)
    #expect(throws: BookshelfError.self) {
      var chunks = [Data(#"[{"a": 1}, {"b": "#.utf8)]
      let cut = JSONArrayReader(path: "t.json", read: { chunks.isEmpty ? nil : chunks.removeFirst() })
      while try cut.skipElement() {}
    }
  }

  @Test func aMidSizeBatchIndexesEveryRowAndRestoresTheDefaultHashSize() throws {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    let rows = LocalCatalog.largeHashThreshold + 1
    try catalog.write {
      for number in 1...rows {
        let book = Book(id: "local:t:\(number)", title: "소년 \(number)권", source: "local")
        try catalog.upsert(CatalogRecord(book: book, sourceName: "t", sourceKey: "\(number)"))
      }
    }
    #expect(try catalog.statistics().searchableRows == rows)
    let hashSize = try catalog.database.query("SELECT v FROM books_fts_config WHERE k = 'hashsize'")
    #expect(hashSize.first?.int(0) == LocalCatalog.defaultHashSize)
    #expect(try catalog.search(BookQuery(text: "소년 1001권")).books.map(\.title) == ["소년 1001권"])
    #expect(try catalog.search(BookQuery(text: "소년")).totalCount == rows)
  }

  @Test func textsTokenizedOnTheReadingThreadIndexLikeTheStoredRows() throws {
    let imported = try CatalogFixture()
    let upserted = try CatalogFixture(importing: false)
    let source = try CatalogImporter.makeSource(file: upserted.csvURL, format: .csv)
    try upserted.catalog.write {
      while let item = try source.next() {
        if case .record(_, let record) = item { try upserted.catalog.upsert(record) }
      }
    }
    let counter = try FTS5TokenCounter(database: imported.catalog.database)
    #expect(
      CatalogPreparedIndexTexts.prepare(CatalogRow.values(for: record("미움받을 용기")), counter: counter) != nil)
    #expect(
      CatalogPreparedIndexTexts.prepare(CatalogRow.values(for: record("Dune")), counter: counter) == nil)
    for query in ["미움", "해리포터", "ㅁㅇㅂㅇ", "미ㅇ", "대한민구", "dune", "frank herbert", "한", "소년이 오"] {
      #expect(try imported.titles(query) == upserted.titles(query), "\(query)")
    }
  }

  private func record(_ title: String) -> CatalogRecord {
    CatalogRecord(book: Book(id: "local:t:1", title: title, source: "local"), sourceName: "t", sourceKey: "1")
  }

  @Test func theAladinListImportsInWALAndIsSearchable() throws {
    guard let file = SharedData.url("data/aladin-kr-books/aladin_domestic_books.json") else {
      print(SharedData.skipMessage(for: "data/aladin-kr-books"))
      return
    }
    let directory = try TemporaryDirectory()
    let path = directory.path("catalog.sqlite")
    let catalog = try LocalCatalog(path: path)
    let summary = try CatalogImporter.run(file: file, format: .aladin, into: catalog, mappings: .adapters)
    #expect(summary.imported == 2_583)
    #expect(try catalog.database.query("PRAGMA journal_mode").first?.string(0) == "wal")
    #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
    #expect(try catalog.search(BookQuery(text: "소년이 온다")).books.first?.title.hasPrefix("소년이 온다") == true)
  }
}

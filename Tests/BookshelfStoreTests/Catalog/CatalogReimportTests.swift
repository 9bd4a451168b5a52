import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

@Suite struct CatalogReimportTests {
  @Test func firstImportCountsEveryRow() throws {
    let fixture = try CatalogFixture(importing: false)
    let summary = try CatalogImporter.run(file: fixture.csvURL, format: .csv, into: fixture.catalog)
    #expect(summary.imported == 20)
    #expect(summary.updated == 0 && summary.unchanged == 0 && summary.skipped.isEmpty)
    #expect(try fixture.catalog.statistics().rows == 20)
  }

  @Test func reimportingTheSameFileChangesNothing() throws {
    let fixture = try CatalogFixture()
    let again = try CatalogImporter.run(file: fixture.csvURL, format: .csv, into: fixture.catalog)
    #expect(again.imported == 0 && again.updated == 0 && again.unchanged == 20)
    let stats = try fixture.catalog.statistics()
    #expect(stats.rows == 20 && stats.searchableRows == 20 && stats.rowsBySource == ["csv": 20])
    #expect(try fixture.titles("dune").count == 4)
  }

  @Test func reimportingAChangedRowUpdatesItsIndexEntry() throws {
    let fixture = try CatalogFixture()
    let text = try String(contentsOf: fixture.csvURL, encoding: .utf8)
      .replacingOccurrences(of: "Dune Messiah", with: "Messiah of Arrakis")
    try text.write(to: fixture.csvURL, atomically: true, encoding: .utf8)
    let again = try CatalogImporter.run(file: fixture.csvURL, format: .csv, into: fixture.catalog)
    #expect(again.updated == 1 && again.unchanged == 19 && again.imported == 0)
    #expect(try fixture.titles("messiah") == ["Messiah of Arrakis"])
    #expect(try fixture.titles("dune", field: .title) == ["Dune", "The Road to Dune"])
    #expect(try fixture.catalog.statistics().rows == 20)
  }

  @Test func aSecondRowWithTheSameISBNIsKeptButNotSearchable() throws {
    let fixture = try CatalogFixture()
    let copy = CatalogRecord(
      book: Book(id: "9780439023481", title: "The Hunger Games", isbn13: "9780439023481", source: "local"),
      sourceName: "json", sourceKey: "other")
    #expect(try fixture.catalog.upsert(copy) == .inserted)
    #expect(try fixture.titles("hunger games").count == 1)
    #expect(try fixture.catalog.lookup(ISBN("9780439023481"))?.authors == ["Suzanne Collins"])
    #expect(try fixture.catalog.statistics().searchableRows == 20)
  }

  @Test func skippedRowsCarryLineAndReason() throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("x.csv")
    try "title,authors\nFirst,A\n,B\n\"Multi\nLine\",C\n  ,D\n".write(
      to: url, atomically: true, encoding: .utf8)
    let catalog = try LocalCatalog(path: directory.path("c.sqlite"))
    let summary = try CatalogImporter.run(file: url, format: .csv, into: catalog)
    #expect(summary.imported == 2)
    #expect(summary.skipped == [.init(line: 3, reason: .noTitle), .init(line: 6, reason: .noTitle)])
  }
}

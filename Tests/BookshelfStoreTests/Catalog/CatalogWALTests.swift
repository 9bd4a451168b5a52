import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// After an import commits, the write-ahead log is checkpointed and truncated, and the
/// statistics report the database and the WAL separately.
@Suite struct CatalogWALTests {
  static func size(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.size].flatMap { ($0 as? NSNumber)?.intValue }
  }

  @Test func reimportIntoANonEmptyCatalogLeavesAnEmptyWAL() throws {
    let fixture = try CatalogFixture()
    let path = fixture.directory.path("catalog.sqlite")
    let text = try String(contentsOf: fixture.csvURL, encoding: .utf8)
      .replacingOccurrences(of: "Dune Messiah", with: "Messiah of Arrakis")
    try text.write(to: fixture.csvURL, atomically: true, encoding: .utf8)
    let again = try CatalogImporter.run(file: fixture.csvURL, format: .csv, into: fixture.catalog)
    #expect(again.updated == 1)
    // The catalog is still open: without a checkpoint the WAL would still hold the pages.
    #expect(Self.size(path + "-wal") ?? 0 == 0)
    let stats = try fixture.catalog.statistics()
    #expect(stats.walSize == 0)
    #expect(stats.fileSize == Self.size(path))
    #expect(try fixture.titles("messiah") == ["Messiah of Arrakis"])
  }

  @Test func statisticsCountTheWALSeparately() throws {
    let fixture = try CatalogFixture()
    let path = fixture.directory.path("catalog.sqlite")
    let copy = CatalogRecord(
      book: Book(id: "9780000000002", title: "Written after the import", source: "local"),
      sourceName: "json", sourceKey: "wal")
    #expect(try fixture.catalog.upsert(copy) == .inserted)
    let stats = try fixture.catalog.statistics()
    #expect(stats.walSize > 0)
    #expect(stats.walSize == Self.size(path + "-wal"))
    #expect(stats.fileSize == Self.size(path))
  }

  @Test func aReaderOnAnotherConnectionDoesNotFailTheImport() throws {
    let fixture = try CatalogFixture()
    let path = fixture.directory.path("catalog.sqlite")
    let reader = try LocalCatalog(path: path, readOnly: true)
    try reader.database.execute("BEGIN")
    _ = try reader.database.query("SELECT count(*) FROM books")
    defer { try? reader.database.execute("COMMIT") }
    let text = try String(contentsOf: fixture.csvURL, encoding: .utf8)
      .replacingOccurrences(of: "Dune Messiah", with: "Messiah of Arrakis")
    try text.write(to: fixture.csvURL, atomically: true, encoding: .utf8)
    let again = try CatalogImporter.run(file: fixture.csvURL, format: .csv, into: fixture.catalog)
    #expect(again.updated == 1 && again.unchanged == 19)
  }
}

import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Imports leave no more than `CatalogVacuum.sparseFraction` of the file as free pages (the
/// Aladin list was 37 % free pages before). Real rows; skips with a message when absent.
@Suite struct CatalogVacuumTests {
  static func freeShare(_ catalog: LocalCatalog) throws -> Double {
    let free = try catalog.database.scalar("PRAGMA freelist_count").int ?? 0
    let pages = try catalog.database.scalar("PRAGMA page_count").int ?? 1
    return Double(free) / Double(pages)
  }

  @Test func anImportAndASecondImportIntoTheSameCatalogLeaveFewFreePages() throws {
    let paths = ["data/aladin-kr-books/aladin_domestic_books.json", "data/goodbooks-10k/books.csv"]
    let urls = paths.compactMap { SharedData.url($0) }
    guard urls.count == paths.count else {
      print(SharedData.skipMessage(for: paths[0]))
      return
    }
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    _ = try CatalogImporter.run(file: urls[0], format: .aladin, into: catalog, mappings: .adapters)
    #expect(try Self.freeShare(catalog) < CatalogVacuum.sparseFraction)
    _ = try CatalogImporter.run(file: urls[1], format: .goodbooks, into: catalog, mappings: .adapters)
    #expect(try Self.freeShare(catalog) < CatalogVacuum.sparseFraction)
    try catalog.optimizeIndex()
    #expect(try Self.freeShare(catalog) < CatalogVacuum.sparseFraction)
    #expect(try catalog.search(BookQuery(text: "소년이 온다")).totalCount > 0)
  }

  @Test func aSparseFileIsVacuumedAndADenseOneIsNot() throws {
    let database = try Database(path: ":memory:")
    try database.executeScript(
      "CREATE TABLE t (x); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) INSERT INTO t SELECT randomblob(500) FROM n"
    )
    #expect(try !CatalogVacuum.vacuumIfSparse(database))
    try database.execute("DELETE FROM t WHERE rowid > 1000")
    #expect(try CatalogVacuum.vacuumIfSparse(database))
    #expect(try database.scalar("PRAGMA freelist_count").int == 0)
  }
}

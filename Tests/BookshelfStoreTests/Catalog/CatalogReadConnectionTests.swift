import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// The read-only connection a search opens maps the file (as writable connections do), and a
/// search leaves no transaction open behind it, whether it answers or throws.
@Suite struct CatalogReadConnectionTests {
  @Test func aReadOnlyCatalogMapsTheFile() throws {
    let fixture = try CatalogFixture()
    let reader = try LocalCatalog(path: fixture.catalog.path, readOnly: true)
    #expect(try reader.database.scalar("PRAGMA mmap_size").int == 268_435_456)
    #expect(try reader.search(BookQuery(text: "dune")).totalCount > 0)
    try reader.close()
  }

  @Test func aSearchEndsItsReadTransaction() throws {
    let fixture = try CatalogFixture()
    let reader = try LocalCatalog(path: fixture.catalog.path, readOnly: true)
    _ = try reader.search(BookQuery(text: "dune"))
    #expect(!reader.database.isInTransaction)
    #expect(throws: BookshelfError.self) { try reader.search(BookQuery(text: "dune", page: 99)) }
    #expect(!reader.database.isInTransaction)
    // a row written afterwards by the writer is found by the next search
    let book = Book(id: "local:t:new", title: "Dune Newcomer", source: "local")
    try fixture.catalog.upsert(CatalogRecord(book: book, sourceName: "t", sourceKey: "new"))
    #expect(try reader.search(BookQuery(text: "newcomer")).books.map(\.title) == ["Dune Newcomer"])
    try reader.close()
  }
}

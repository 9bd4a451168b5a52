import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// `LocalCatalog.book(id:)`: the `local:<source>:<key>` id a book without an ISBN is printed with.
@Suite("Local catalog: lookup by its own id")
struct LocalCatalogIDLookupTests {
  @Test("the id a search prints finds that row again; other shapes find nothing")
  func roundTrip() async throws {
    let fixture = try CatalogFixture()
    let found = try fixture.catalog.search(BookQuery(text: "Dune Messiah", pageSize: 5)).books
    let messiah = try #require(found.first { $0.title == "Dune Messiah" })
    #expect(messiah.id == "local:csv:dune-messiah")
    #expect(try fixture.catalog.book(id: messiah.id) == messiah)
    for id in [
      "local:csv:", "local::dune", "local:csv", "local:csv:nothing", "google:dune",
      "local:csv:dune' OR 1=1 --",
    ] {
      #expect(try fixture.catalog.book(id: id) == nil, "\(id)")
    }
    let provider = try LocalCatalogProvider(path: fixture.directory.path("catalog.sqlite"), readOnly: true)
    #expect(provider.looksUpByID)
    #expect(try await provider.book(id: "local:csv:dune-messiah")?.title == "Dune Messiah")
  }
}

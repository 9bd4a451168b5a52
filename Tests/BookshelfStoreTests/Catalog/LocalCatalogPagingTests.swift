import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// A page past the last one is `pageOutOfRange`, as with the online providers.
@Suite struct LocalCatalogPagingTests {
  func catalog(books count: Int) throws -> LocalCatalog {
    let catalog = try LocalCatalog(path: ":memory:")
    try catalog.write {
      for n in 1...count {
        try catalog.upsert(
          CatalogRecord(
            book: Book(id: "local:t:\(n)", title: "Harry Book \(n)", source: "local"), sourceName: "t",
            sourceKey: "\(n)"))
      }
    }
    return catalog
  }

  @Test func aPagePastTheLastOneThrowsPageOutOfRange() throws {
    let catalog = try catalog(books: 45)
    let last = try catalog.search(BookQuery(text: "harry", page: 3, pageSize: 20))
    #expect(last.books.count == 5)
    #expect(last.isEnd)
    #expect(throws: BookshelfError.pageOutOfRange(provider: .local, page: 4, lastPage: 3)) {
      try catalog.search(BookQuery(text: "harry", page: 4, pageSize: 20))
    }
    #expect(throws: BookshelfError.pageOutOfRange(provider: .local, page: 100_000, lastPage: 5)) {
      try catalog.search(BookQuery(text: "harry", page: 100_000))
    }
  }

  @Test func noMatchesIsAnEmptyPageOnAnyPage() throws {
    let catalog = try catalog(books: 3)
    let page = try catalog.search(BookQuery(text: "potter", page: 7))
    #expect(page.books.isEmpty)
    #expect(page.totalCount == 0)
    #expect(page.isEnd)
  }

  @Test func anISBNPagePastTheFirstThrowsPageOutOfRange() throws {
    let catalog = try LocalCatalog(path: ":memory:")
    try catalog.upsert(
      CatalogRecord(
        book: Book(id: "9780441172719", title: "Dune", isbn13: "9780441172719", source: "local"),
        sourceName: "t", sourceKey: "1"))
    #expect(try catalog.search(BookQuery(text: "9780441172719")).books.map(\.title) == ["Dune"])
    #expect(throws: BookshelfError.pageOutOfRange(provider: .local, page: 2, lastPage: 1)) {
      try catalog.search(BookQuery(text: "9780441172719", page: 2))
    }
  }

  @Test func theProviderPassesPageOutOfRangeThroughAndReportsNoPagingCap() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("catalog.sqlite")
    _ = try catalog(books: 1)
    let writer = try LocalCatalog(path: path)
    try writer.upsert(
      CatalogRecord(
        book: Book(id: "local:t:1", title: "Harry", source: "local"), sourceName: "t", sourceKey: "1"))
    try writer.close()
    let provider = try LocalCatalogProvider(path: path, readOnly: true)
    await #expect(throws: BookshelfError.pageOutOfRange(provider: .local, page: 2, lastPage: 1)) {
      try await provider.search(BookQuery(text: "harry", page: 2))
    }
    // An ISBN search for a text that is not one fails as it does with the online providers (exit 2).
    await #expect(throws: BookshelfError.invalidISBN("harry", .invalidCharacter("h"))) {
      try await provider.search(BookQuery(text: "harry", field: .isbn))
    }
    #expect(provider.limits == PagingLimits(maxPageSize: 100))
    #expect(provider.limits.lastPage(pageSize: 10) == nil)
  }
}

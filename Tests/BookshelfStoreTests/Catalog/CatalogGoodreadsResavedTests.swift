import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// `catalog import` of a Goodreads export that a spreadsheet re-saved.
@Suite struct CatalogGoodreadsResavedTests {
  @Test func aBookIdInScientificNotationIsNeverStoredAndEveryRowImports() throws {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    let url = directory.url.appendingPathComponent("resaved.csv")
    let text = GoodreadsCSVText.make([
      ["Book Id": "2.48E+08", "Title": "Catching Fire", "Author": "Suzanne Collins", "My Rating": "5.0"],
      ["Book Id": "2.49E+08", "Title": "Mockingjay", "Author": "Suzanne Collins", "Date Read": "########"],
      ["Book Id": "2.5E+08", "Title": "The Hunger Games", "Author": "Suzanne Collins", "ISBN": "439023483"],
    ])
    try Data(text.utf8).write(to: url)
    let summary = try CatalogImporter.run(file: url, format: .goodreads, into: catalog)
    #expect(summary.imported == 3 && summary.skipped.isEmpty)
    let books = try catalog.search(BookQuery(text: "Suzanne Collins", pageSize: 10)).books
    #expect(books.count == 3)
    #expect(books.allSatisfy { !$0.id.contains("E+") }, "\(books.map(\.id))")
    #expect(books.contains { $0.isbn13 == "9780439023481" && $0.id == "9780439023481" })
    let again = try CatalogImporter.run(file: url, format: .goodreads, into: catalog)
    #expect(again.unchanged == 3 && again.imported == 0)
  }
}

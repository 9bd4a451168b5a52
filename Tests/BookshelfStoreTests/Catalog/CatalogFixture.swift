import BookshelfCore
import BookshelfTestSupport
import Foundation

@testable import BookshelfStore

/// A catalog in a temporary directory, filled from `Fixtures/catalog/books.csv` (20 books with
/// a known ranking order).
struct CatalogFixture {
  let directory: TemporaryDirectory
  let catalog: LocalCatalog
  let csvURL: URL

  init(importing: Bool = true) throws {
    directory = try TemporaryDirectory()
    catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    csvURL = directory.url.appendingPathComponent("books.csv")
    try SharedData.ownFixture("catalog/books.csv").write(to: csvURL)
    if importing { _ = try CatalogImporter.run(file: csvURL, format: .csv, into: catalog) }
  }

  /// Titles of the first page for `text`.
  func titles(
    _ text: String, field: SearchField = .any, sort: SearchSort = .relevance, size: Int = 20
  ) throws -> [String] {
    try catalog.search(BookQuery(text: text, field: field, sort: sort, pageSize: size)).books.map(\.title)
  }
}

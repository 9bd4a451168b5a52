import BookshelfCore
import BookshelfTestSupport
import Foundation

@testable import BookshelfStore

/// Catalogs imported from `../shared/data` for the matching tests (nil, after printing why,
/// when the folder is absent).
enum RealCatalogs {
  /// A fresh catalog holding the file at `path` (relative to the shared folder), with the
  /// directory that keeps it alive.
  static func catalog(_ path: String, as format: CatalogImportFormat) throws -> (
    LocalCatalog, TemporaryDirectory
  )? {
    guard let url = SharedData.url(path) else {
      print(SharedData.skipMessage(for: path))
      return nil
    }
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    _ = try CatalogImporter.run(file: url, format: format, into: catalog, mappings: .adapters)
    return (catalog, directory)
  }

  /// The Aladin Korean-market list.
  static func aladin() throws -> (LocalCatalog, TemporaryDirectory)? {
    try catalog("data/aladin-kr-books/aladin_domestic_books.json", as: .aladin)
  }

  /// goodbooks-10k.
  static func goodbooks() throws -> (LocalCatalog, TemporaryDirectory)? {
    try catalog("data/goodbooks-10k/books.csv", as: .goodbooks)
  }
}

extension LocalCatalog {
  /// The first page (size 10) for `text`.
  func page(_ text: String, field: SearchField = .any) throws -> BookPage {
    try search(BookQuery(text: text, field: field, pageSize: 10))
  }

  /// The titles of the first page (size 10) for `text`.
  func titles(_ text: String, field: SearchField = .any) throws -> [String] {
    try page(text, field: field).books.map(\.title)
  }
}

extension CatalogRecord {
  /// A handmade row: `title` by `authors`, with `description`, source `t`, key `key`.
  static func sample(
    title: String, key: String, authors: [String] = [], publisher: String? = nil, description: String? = nil,
    ratings: Int? = nil
  ) -> CatalogRecord {
    CatalogRecord(
      book: Book(
        id: "t:" + key, title: title, authors: authors, publisher: publisher, description: description,
        ratingsCount: ratings, source: "local"),
      sourceName: "t", sourceKey: key)
  }
}

import BookshelfCore
import BookshelfTestSupport

@testable import BookshelfStore

/// A closed catalog file made by importing real catalogs from `../shared/data`, the starting
/// point of the migration tests (which then rewrite it as an older version).
enum SharedCatalogFile {
  /// Imports `paths` (relative to the shared directory, each with its format) into a new
  /// `catalog.sqlite` in `directory` and closes it.
  /// - Returns: the file's path, or nil — after printing the skip message — when one of the
  ///   shared files is absent.
  /// - Throws: what opening, importing or closing the catalog throws.
  static func make(
    importing paths: [(String, CatalogImportFormat)], in directory: TemporaryDirectory
  ) throws -> String? {
    let urls = paths.compactMap { SharedData.url($0.0) }
    if let missing = paths.first(where: { SharedData.url($0.0) == nil }) {
      print(SharedData.skipMessage(for: missing.0))
      return nil
    }
    let path = directory.path("catalog.sqlite")
    let catalog = try LocalCatalog(path: path)
    for (url, (_, format)) in zip(urls, paths) {
      _ = try CatalogImporter.run(file: url, format: format, into: catalog, mappings: .adapters)
    }
    try catalog.close()
    return path
  }
}

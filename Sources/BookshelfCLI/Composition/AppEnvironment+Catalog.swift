import BookshelfCore
import BookshelfStore
import Foundation

extension AppEnvironment {
  /// The local catalog: `<data directory>/catalog.sqlite`.
  public var catalogPath: String { Self.catalogPath(configuration) }

  /// The local catalog of `configuration`.
  static func catalogPath(_ configuration: Configuration) -> String {
    configuration.dataDirectory.appendingPathComponent(LocalCatalog.fileName).path
  }

  /// A connection of its own to the catalog at `catalogPath`, for `catalog import` (a writer)
  /// and `catalog stats`. Searches use `searcher(for: .provider(.local))`, one read-only
  /// connection kept for the process.
  /// - Throws: `.notADatabase` for a foreign file, `.storage` for a damaged or too-new catalog.
  func openCatalog(readOnly: Bool) throws -> LocalCatalog {
    try LocalCatalog(path: catalogPath, readOnly: readOnly)
  }
}

import BookshelfCore
import BookshelfStore
import Foundation

extension AppEnvironment {
  /// The shelf file: `<data directory>/shelf.sqlite` (`$BOOKSHELF_HOME`, else
  /// `$XDG_DATA_HOME/bookshelf`, else `~/.local/share/bookshelf`).
  public var shelfPath: String {
    configuration.dataDirectory.appendingPathComponent("shelf.sqlite").path
  }

  /// Opens the shelf (creating the file and its folder on first use) with the system clock.
  /// - Throws: `.notADatabase` for a foreign file at `shelfPath` (left untouched), `.file`,
  ///   `.storage`.
  public func openShelf() throws -> ShelfStore {
    try ShelfStore(path: shelfPath)
  }
}

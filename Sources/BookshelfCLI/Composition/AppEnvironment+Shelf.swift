import BookshelfCore
import BookshelfStore
import Foundation

extension AppEnvironment {
  /// The shelf file: `<data directory>/shelf.sqlite` (`$BOOKSHELF_HOME`, else
  /// `$XDG_DATA_HOME/bookshelf`, else `~/.local/share/bookshelf`).
  public var shelfPath: String { Self.shelfPath(configuration) }

  /// The shelf file of `configuration`.
  static func shelfPath(_ configuration: Configuration) -> String {
    configuration.dataDirectory.appendingPathComponent("shelf.sqlite").path
  }

  /// The shelf, opened at the first call (creating the file and its folder on first use) and
  /// the same store for every later call; commands that never call it create no shelf file.
  /// - Throws: `.notADatabase` for a foreign file at `shelfPath` (left untouched), `.file`,
  ///   `.storage`; a failed open is tried again at the next call.
  public func openShelf() throws -> ShelfStore {
    try shelfStore.get()
  }
}

import BookshelfCore

extension AppEnvironment {
  /// The shelf and recent-search store `bookshelf browse` binds its view models to: the same
  /// SQLite shelf (`shelfPath`) that `save`, `shelf` and `remove` use.
  /// - Throws: `.notADatabase`, `.file`, `.storage` from opening the shelf.
  func browseShelf() throws -> any ShelfStoring & RecentSearchesStoring {
    try openShelf()
  }
}

import BookshelfCore

extension AppEnvironment {
  /// The shelf and recent-search stores `bookshelf browse` binds its view models to.
  ///
  /// Until the SQLite shelf store is on main this is a store kept in memory for the session;
  /// once it is, this returns `try openShelf()` (the same store `save`/`shelf` use).
  /// - Throws: storage errors from opening the shelf.
  func browseShelf() throws -> any ShelfStoring & RecentSearchesStoring {
    SessionShelf()
  }
}

/// A shelf kept in memory for one session (stand-in until the SQLite shelf store lands).
actor SessionShelf: ShelfStoring, RecentSearchesStoring {
  private var saved: [String: ShelfEntry] = [:]
  private var recent: [String] = []

  func entry(forKey key: String) -> ShelfEntry? { saved[key] }

  func save(_ entry: ShelfEntry) -> SaveOutcome {
    let old = saved.updateValue(entry, forKey: entry.id)
    return old == nil ? .added : old == entry ? .unchanged : .updated
  }

  func remove(key: String) -> ShelfEntry? { saved.removeValue(forKey: key) }

  func entries(matching filter: ShelfFilter, sortedBy sort: ShelfSort) -> [ShelfEntry] {
    saved.values.filter { entry in
      (filter.status.map { $0 == entry.status } ?? true)
        && (filter.tag.map { entry.tags.contains($0) } ?? true)
    }.sorted { a, b in
      switch sort {
      case .added: a.addedAt != b.addedAt ? a.addedAt > b.addedAt : a.book.title < b.book.title
      case .title: a.book.title.lowercased() < b.book.title.lowercased()
      case .author: (a.book.authors.first ?? "", a.book.title) < (b.book.authors.first ?? "", b.book.title)
      case .rating: (a.rating ?? 0, b.book.title) > (b.rating ?? 0, a.book.title)
      }
    }
  }

  func recentSearches(limit: Int) -> [String] { Array(recent.prefix(limit)) }

  func recordSearch(_ query: String) {
    recent.removeAll { $0 == query }
    recent.insert(query, at: 0)
  }
}

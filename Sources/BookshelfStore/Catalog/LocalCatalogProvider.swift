import BookshelfCore

/// The `local` provider: `BookSearching` over a `LocalCatalog`, offline and keyless.
///
/// An actor that owns its `LocalCatalog` (one SQLite connection), so calls are serialised.
/// Honors `BookQuery.field` (`any`, `title` = title and subtitle, `author`, `publisher`,
/// `isbn` = exact ISBN lookup) and `sort` (`relevance`, `latest`). Pages up to 100 books;
/// no paging cap: every match is reachable, and a page past the last match throws
/// `.pageOutOfRange` with the real last page.
public actor LocalCatalogProvider: BookSearching {
  /// Always `.local`.
  public nonisolated let provider = ProviderID.local
  /// Page size up to `LocalCatalog.maxPageSize` (100); every result position reachable (no
  /// `maxReachableResults` or `maxPage`: the last page depends on the query's matches).
  public nonisolated let limits = PagingLimits(maxPageSize: LocalCatalog.maxPageSize)
  private let catalog: LocalCatalog

  /// Opens the catalog at `path` (normally `<data dir>/catalog.sqlite`).
  /// - Parameters:
  ///   - readOnly: open without write access (the file must exist).
  ///   - countLimit: count at most this many matches for `totalCount` (a lower bound then;
  ///     keeps broad as-you-type queries fast on very large catalogs), or nil for exact counts.
  /// - Throws: `BookshelfError.notADatabase` for a foreign or damaged file, `.storage` for a
  ///   too-new catalog or one that cannot be opened.
  public init(path: String, readOnly: Bool = false, countLimit: Int? = nil) throws(BookshelfError) {
    catalog = try LocalCatalog(path: path, readOnly: readOnly)
    catalog.countLimit = countLimit
  }

  /// One page of results (see `LocalCatalog.search`).
  /// - Throws: `BookshelfError.pageOutOfRange` for a page past the last one (when there are
  ///   matches); `BookshelfError.invalidISBN` for an `isbn` field search whose text is not a
  ///   valid ISBN (as the online providers do); `BookshelfError.storage` when the database fails.
  public func search(_ query: BookQuery) async throws -> BookPage {
    try Task.checkCancellation()
    return try catalog.search(query)
  }

  /// The book with `isbn`, or nil.
  /// - Throws: `BookshelfError.storage` when the database fails.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    try catalog.lookup(isbn)
  }

  /// True: a `local:<source>:<key>` id names one catalog row.
  public nonisolated var looksUpByID: Bool { true }

  /// The catalog row of a `local:…` id (`LocalCatalog.book(id:)`), or nil.
  /// - Throws: as `lookup`.
  public func book(id: String) async throws -> Book? {
    try catalog.book(id: id)
  }
}

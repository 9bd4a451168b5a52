import BookshelfCore
import Testing

@testable import BookshelfStore

/// A broad query's window (`LocalCatalog.pageSQL`, windowed form) puts titles containing the
/// query as typed (`CatalogTitleContains`) right after exact titles, before more popular
/// matches; the `sqlite3` shell form of the same statements (`shellStatements`), which has no
/// Bookshelf functions, runs on a plain connection.
@Suite struct TitleContainsOrderTests {
  /// 300 books `Common Book <n>` with n ratings and `Book Common Tales` with 250 (inside the
  /// window of the 200 most popular matches, but not its most popular).
  func catalog() throws -> (LocalCatalog, TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    try catalog.write {
      for n in 0..<300 {
        let book = Book(id: "local:t:\(n)", title: "Common Book \(n)", ratingsCount: n, source: "local")
        try catalog.upsert(CatalogRecord(book: book, sourceName: "t", sourceKey: "\(n)"))
      }
      let tales = Book(id: "local:t:tales", title: "Book Common Tales", ratingsCount: 250, source: "local")
      try catalog.upsert(CatalogRecord(book: tales, sourceName: "t", sourceKey: "tales"))
    }
    return (catalog, directory)
  }

  @Test func aTitleContainingTheQueryAsTypedComesBeforeMorePopularMatches() throws {
    let (catalog, _) = try catalog()
    let page = try catalog.search(BookQuery(text: "book common", pageSize: 3))
    #expect(page.totalCount == 301)
    #expect(page.books.map(\.title) == ["Book Common Tales", "Common Book 299", "Common Book 298"])
  }

  @Test func theShellStatementsRunWithoutBookshelfFunctions() throws {
    let (catalog, directory) = try catalog()
    try catalog.close()
    let statements = try #require(
      LocalCatalog.shellStatements(for: BookQuery(text: "book common", pageSize: 3)))
    let plain = try Database(path: directory.path("catalog.sqlite"), flags: [.readOnly])
    defer { try? plain.close() }
    #expect(try plain.scalar(statements[0]).int == 301)
    // Without the title-contains order: exact titles (none), then popularity.
    let titles = try plain.query(statements[1]).map { $0["title"].string }
    #expect(titles == ["Common Book 299", "Common Book 298", "Common Book 297"])
  }
}

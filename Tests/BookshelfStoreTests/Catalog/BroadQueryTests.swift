import BookshelfCore
import Testing

@testable import BookshelfStore

@Suite struct BroadQueryTests {
  /// 600 books titled `Common Book <n>` with n ratings, then one titled `Common` with none.
  func catalog() throws -> (LocalCatalog, TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    try catalog.write {
      for n in 0..<600 {
        let book = Book(id: "local:t:\(n)", title: "Common Book \(n)", ratingsCount: n, source: "local")
        try catalog.upsert(CatalogRecord(book: book, sourceName: "t", sourceKey: "\(n)"))
      }
      let exact = Book(id: "local:t:exact", title: "Common", source: "local")
      try catalog.upsert(CatalogRecord(book: exact, sourceName: "t", sourceKey: "exact"))
    }
    return (catalog, directory)
  }

  @Test func aBroadQueryRanksItsMostPopularMatchesAndExactTitles() throws {
    let (catalog, _) = try catalog()
    let page = try catalog.search(BookQuery(text: "common", pageSize: 4))
    #expect(page.totalCount == 601)
    #expect(!page.isEnd)
    #expect(page.books.map(\.title) == ["Common", "Common Book 599", "Common Book 598", "Common Book 597"])
  }

  @Test func pagesPastTheCandidateWindowRankEveryMatch() throws {
    let (catalog, _) = try catalog()
    let last = try catalog.search(BookQuery(text: "common", page: 61, pageSize: 10))
    #expect(last.books.map(\.title) == ["Common Book 0"])
    #expect(last.isEnd && last.totalCount == 601)
    var seen = Set<String>()
    for page in 1...61 {
      for book in try catalog.search(BookQuery(text: "common", page: page, pageSize: 10)).books {
        seen.insert(book.id)
      }
    }
    #expect(seen.count == 601)
  }

  @Test func aCountLimitMakesTotalCountALowerBound() throws {
    let (catalog, _) = try catalog()
    catalog.countLimit = 100
    let page = try catalog.search(BookQuery(text: "common", pageSize: 4))
    #expect(page.totalCount == 100)
    #expect(!page.isEnd)
    #expect(page.books.first?.title == "Common")
    catalog.countLimit = 1_000
    #expect(try catalog.search(BookQuery(text: "common")).totalCount == 601)
  }
}

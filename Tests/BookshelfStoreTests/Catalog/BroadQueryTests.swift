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
    // A page past the capped count but inside the matches is served; past them, the real last page.
    #expect(try catalog.search(BookQuery(text: "common", page: 30, pageSize: 10)).books.count == 10)
    #expect(throws: BookshelfError.pageOutOfRange(provider: .local, page: 100, lastPage: 61)) {
      try catalog.search(BookQuery(text: "common", page: 100, pageSize: 10))
    }
    catalog.countLimit = 1_000
    #expect(try catalog.search(BookQuery(text: "common")).totalCount == 601)
  }

  @Test func aboveTheExactCountLimitTotalCountIsEstimatedAndIsEndStaysExact() throws {
    let (catalog, _) = try catalog()
    catalog.exactCountLimit = 100
    let first = try catalog.search(BookQuery(text: "common", pageSize: 10))
    // The 101st match has rowid 101 of 601 indexed rows: extrapolated to 601.
    #expect(first.totalCount == 601)
    #expect(!first.isEnd)
    #expect(first.books.first?.title == "Common")
    #expect(try catalog.search(BookQuery(text: "common", page: 10, pageSize: 10)).isEnd == false)
    let past = try catalog.search(BookQuery(text: "common", page: 11, pageSize: 10))
    #expect(past.totalCount == 601 && !past.isEnd && past.books.count == 10)
    let last = try catalog.search(BookQuery(text: "common", page: 61, pageSize: 10))
    #expect(last.totalCount == 601 && last.isEnd && last.books.map(\.title) == ["Common Book 0"])
    #expect(throws: BookshelfError.pageOutOfRange(provider: .local, page: 62, lastPage: 61)) {
      try catalog.search(BookQuery(text: "common", page: 62, pageSize: 10))
    }
    // Far past an estimated count, too (counted exactly to find the last page).
    #expect(throws: BookshelfError.pageOutOfRange(provider: .local, page: 1_000, lastPage: 61)) {
      try catalog.search(BookQuery(text: "common", page: 1_000, pageSize: 10))
    }
    // A query with fewer matches than the limit is counted exactly.
    let narrow = try catalog.search(BookQuery(text: "common book 59", pageSize: 10))
    #expect(narrow.totalCount == 11 && narrow.isEnd == false)
  }
}

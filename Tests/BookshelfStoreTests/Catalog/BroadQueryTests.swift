import BookshelfCore
import Testing

@testable import BookshelfStore

@Suite struct BroadQueryTests {
  /// 600 books titled `Common Book <n>` with n ratings, then one titled `Common` with none;
  /// counts above `heavyMatchCount` are kept in `catalog_counts`.
  func catalog(heavyMatchCount: Int = 20_000) throws -> (LocalCatalog, TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    catalog.heavyMatchCount = heavyMatchCount
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

  @Test func totalCountIsTheSameExactCountOnEveryPage() throws {
    let (catalog, _) = try catalog()
    for page in [1, 10, 11, 30, 61] {
      let result = try catalog.search(BookQuery(text: "common", page: page, pageSize: 10))
      #expect(result.totalCount == 601, "page \(page)")
      #expect(result.isEnd == (page == 61), "page \(page)")
    }
    #expect(throws: BookshelfError.pageOutOfRange(provider: .local, page: 62, lastPage: 61)) {
      try catalog.search(BookQuery(text: "common", page: 62, pageSize: 10))
    }
    #expect(throws: BookshelfError.pageOutOfRange(provider: .local, page: 1_000, lastPage: 61)) {
      try catalog.search(BookQuery(text: "common", page: 1_000, pageSize: 10))
    }
    let narrow = try catalog.search(BookQuery(text: "common book 59", pageSize: 10))
    #expect(narrow.totalCount == 11 && narrow.isEnd == false)
  }

  @Test func theBroadestOneWordCountsAreKeptExactAndRebuiltWithEveryWrite() throws {
    let (catalog, _) = try catalog(heavyMatchCount: 100)
    let kept = try catalog.database.query("SELECT key, matches FROM catalog_counts ORDER BY key")
    let counts = Dictionary(uniqueKeysWithValues: kept.map { ($0.string(0) ?? "", $0.int(1) ?? 0) })
    // Whole terms in more than 100 rows, and the 2- and 3-letter prefixes of such terms.
    #expect(counts["t:common"] == 601 && counts["t:book"] == 600)
    #expect(counts["p:co"] == 601 && counts["p:com"] == 601 && counts["p:bo"] == 600)
    #expect(counts["t:59"] == nil)  // 11 rows
    // Searches read them (prefix as typed, any case) and agree with a full count.
    for (text, expected) in [("common", 601), ("Co", 601), ("COM", 601), ("bo", 600), ("comm", 601)] {
      #expect(try catalog.search(BookQuery(text: text, pageSize: 5)).totalCount == expected, "\(text)")
    }
    // Proof the kept value is what search reads: a tampered count shows, until the next write.
    try catalog.database.execute("UPDATE catalog_counts SET matches = 9999 WHERE key = 'p:co'")
    #expect(try catalog.search(BookQuery(text: "co")).totalCount == 9999)
    let extra = Book(id: "local:t:extra", title: "Common Extra", source: "local")
    try catalog.upsert(CatalogRecord(book: extra, sourceName: "t", sourceKey: "extra"))
    #expect(try catalog.search(BookQuery(text: "co")).totalCount == 602)
    #expect(try catalog.search(BookQuery(text: "co", field: .title)).totalCount == 602)
  }

  @Test func aCatalogFromBeforeTheKeptCountsStillSearchesReadOnly() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("catalog.sqlite")
    do {
      let database = try Database(path: path)
      try database.migrate(Array(CatalogSchema.migrations.prefix(2)))
      try database.execute(
        "INSERT INTO books (id, source, source_key, title, authors, title_key) VALUES (1, 't', '1', 'Common', '', 'common')"
      )
      try database.execute("INSERT INTO catalog_docs (doc, book_id) VALUES (1, 1)")
      try database.execute("INSERT INTO books_fts (rowid, title) VALUES (1, 'Common')")
      try database.close()
    }
    // While another connection holds the write lock, a read-only open cannot migrate first
    // (`LocalCatalog.migrateIfWritable`) and searches the old schema.
    let importer = try Database(path: path)
    try importer.execute("BEGIN IMMEDIATE")
    let reader = try LocalCatalog(path: path, readOnly: true)
    #expect(!reader.hasKeptCounts)
    #expect(try reader.search(BookQuery(text: "co")).totalCount == 1)
    try reader.close()
    try importer.execute("ROLLBACK")
    try importer.close()
    // Once the file can be written, a read-only open migrates it first.
    let migrated = try LocalCatalog(path: path, readOnly: true)
    #expect(migrated.hasKeptCounts)
    #expect(try migrated.search(BookQuery(text: "co")).totalCount == 1)
  }

  /// 250 popular books that mention `common` only in their description (they fill the
  /// 200-row window) and 250 unpopular ones titled `Common n` (they rank first in full).
  func mixedCatalog() throws -> (LocalCatalog, TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    try catalog.write {
      for n in 0..<250 {
        let popular = Book(
          id: "local:t:p\(n)", title: "Volume \(n)", description: "A long story of common people and places.",
          ratingsCount: 10_000 + n, source: "local")
        try catalog.upsert(CatalogRecord(book: popular, sourceName: "t", sourceKey: "p\(n)"))
        let titled = Book(id: "local:t:c\(n)", title: "Common \(n)", ratingsCount: n, source: "local")
        try catalog.upsert(CatalogRecord(book: titled, sourceName: "t", sourceKey: "c\(n)"))
      }
    }
    return (catalog, directory)
  }

  @Test(arguments: [1, 7, 10, 100])
  func pagingThroughABroadQueryShowsEveryMatchOnce(size: Int) throws {
    let (catalog, _) = try mixedCatalog()
    var ids: [String] = []
    var page = 1
    while true {
      let result = try catalog.search(BookQuery(text: "common", page: page, pageSize: size))
      #expect(result.totalCount == 500)
      ids += result.books.map(\.id)
      if result.isEnd { break }
      page += 1
    }
    #expect(ids.count == 500)
    #expect(Set(ids).count == 500)
    // The window (the 200 most popular matches) comes first, then the rest in full ranking,
    // where a title match outranks a description match.
    #expect(ids.prefix(200).allSatisfy { $0.hasPrefix("local:t:p") })
    #expect(ids[200...].prefix(250).allSatisfy { $0.hasPrefix("local:t:c") })
  }
}

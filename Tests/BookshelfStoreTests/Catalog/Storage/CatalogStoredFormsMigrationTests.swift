import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Migration 5 on a catalog made by the schema before it (version 4, text ISBNs and URLs):
/// rows, search results and ISBN lookups are the same after it, and the file is smaller.
/// Uses the real goodbooks-10k and Aladin rows; skips with a message when they are absent.
@Suite struct CatalogStoredFormsMigrationTests {
  static let queries = [
    "hunger games", "harry pot", "rowling", "the", "enders game", "소년이 온다", "ㅅㄴㅇ ㅇㄷ", "한강",
    "9780439023481", "0439023483", "pride and prejudise",
  ]

  /// Everything a user can see of a catalog: each stored book, some searches, ISBN lookups.
  struct Snapshot: Equatable {
    var books: [String: Book]
    var searches: [[Book]]
    var totals: [Int]
    var lookups: [Book?]
  }

  static func snapshot(_ catalog: LocalCatalog, isbns: [ISBN]) throws -> Snapshot {
    var searches: [[Book]] = []
    var totals: [Int] = []
    for text in queries {
      let page = try catalog.search(BookQuery(text: text))
      searches.append(page.books)
      totals.append(page.totalCount)
    }
    return Snapshot(
      books: try CatalogRealRowsRoundTripTests.storedBooks(catalog.database), searches: searches,
      totals: totals, lookups: try isbns.map { try catalog.lookup($0) })
  }

  @Test func aVersion4CatalogMigratesToTheCompactFormsWithTheSameRowsAndResults() throws {
    let paths = ["data/goodbooks-10k/books.csv", "data/aladin-kr-books/aladin_domestic_books.json"]
    let urls = paths.compactMap { SharedData.url($0) }
    guard urls.count == paths.count else {
      print(SharedData.skipMessage(for: paths[0]))
      return
    }
    let directory = try TemporaryDirectory()
    let path = directory.path("catalog.sqlite")
    do {
      let catalog = try LocalCatalog(path: path)
      _ = try CatalogImporter.run(file: urls[0], format: .goodbooks, into: catalog, mappings: .adapters)
      _ = try CatalogImporter.run(file: urls[1], format: .aladin, into: catalog, mappings: .adapters)
      try catalog.close()
    }
    try Self.rewriteAsVersion4(path)
    let isbns = try ["9780439023481", "0439023483", "9788936439880", "893643988X", "9791193401583"].map {
      try ISBN($0)
    }
    let sizeBefore = try Self.booksPages(path)
    // The old layout as a reader sees it: while another connection holds the write lock, a
    // read-only open cannot migrate first (`LocalCatalog.migrateIfWritable`).
    let importer = try Database(path: path)
    try importer.execute("BEGIN IMMEDIATE")
    let reader = try LocalCatalog(path: path, readOnly: true)
    #expect(try reader.database.userVersion() == 4)
    let before = try Self.snapshot(reader, isbns: isbns)
    try reader.close()
    try importer.execute("ROLLBACK")
    try importer.close()
    #expect(before.books.count == 12_583)
    #expect(before.lookups.allSatisfy { $0 != nil })

    let migrated = try LocalCatalog(path: path)
    #expect(try migrated.database.userVersion() == CatalogSchema.version)
    let after = try Self.snapshot(migrated, isbns: isbns)
    #expect(after.books == before.books)
    #expect(after.searches == before.searches)
    #expect(after.totals == before.totals)
    #expect(after.lookups == before.lookups)
    let texts = try migrated.database.scalar(
      "SELECT count(*) FROM books WHERE typeof(isbn13) = 'text' OR typeof(detail_url) = 'text'")
    #expect(texts.int == 0)
    // Vacuumed after the copy: no more than a few free pages, and `books` is smaller.
    let free = try migrated.database.scalar("PRAGMA freelist_count").int ?? -1
    let pages = try migrated.database.scalar("PRAGMA page_count").int ?? 0
    #expect(free >= 0 && Double(free) < Double(pages) * CatalogVacuum.sparseFraction)
    try migrated.close()
    #expect(try Self.booksPages(path) < sizeBefore * 9 / 10)
  }

  /// Pages of the `books` table (`dbstat`).
  static func booksPages(_ path: String) throws -> Int {
    let database = try Database(path: path, flags: [.readOnly])
    defer { try? database.close() }
    return try database.scalar("SELECT count(*) FROM dbstat WHERE name = 'books'").int ?? 0
  }

  /// Rewrites a current catalog's `books` table in the layout and text forms of schema
  /// version 4 (migration 1's `books`), leaving FTS5 and `catalog_docs` as they are (through
  /// the version 5 layout, whose source, source key, rating and title key are version 4's).
  static func rewriteAsVersion4(_ path: String) throws {
    try CatalogCompactRowsMigrationTests.rewriteAsVersion5(path)
    let database = try Database(path: path, flags: [.readWrite])
    defer { try? database.close() }
    try database.transaction(immediate: true) {
      try database.executeScript(
        """
        CREATE TABLE books_v4 (
          id INTEGER PRIMARY KEY, source TEXT NOT NULL, source_key TEXT NOT NULL, isbn13 TEXT,
          isbn10 TEXT, title TEXT NOT NULL, subtitle TEXT, authors TEXT NOT NULL DEFAULT '',
          translators TEXT NOT NULL DEFAULT '', publisher TEXT, published_date TEXT,
          description TEXT, subjects TEXT NOT NULL DEFAULT '', thumbnail_url TEXT,
          detail_url TEXT, price_amount TEXT, price_currency TEXT, sale_amount TEXT,
          sale_currency TEXT, average_rating REAL, ratings_count INTEGER, title_key TEXT NOT NULL,
          indexed INTEGER NOT NULL DEFAULT 1, UNIQUE (source, source_key))
        """)
      let rows = try database.prepare("SELECT id, isbn13, isbn10, detail_url FROM books ORDER BY id")
      let copy = try database.prepare(
        """
        INSERT INTO books_v4 SELECT id, source, source_key, ?2, ?3, title, subtitle, authors,
          translators, publisher, published_date, description, subjects, thumbnail_url, ?4,
          price_amount, price_currency, sale_amount, sale_currency, average_rating, ratings_count,
          title_key, indexed
        FROM books WHERE id = ?1
        """)
      try rows.forEachRow { row in
        let isbn13 = row.string(at: 1)
        func text(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
        try copy.run(values: [
          row.value(at: 0), text(isbn13), text(CatalogRow.isbn10(stored: row.value(at: 2), isbn13: isbn13)),
          text(CatalogRow.detailURL(stored: row.value(at: 3))),
        ])
      }
      try database.executeScript(
        """
        DROP TABLE books;
        ALTER TABLE books_v4 RENAME TO books;
        CREATE INDEX books_isbn13 ON books (isbn13) WHERE isbn13 IS NOT NULL;
        CREATE INDEX books_title_key ON books (title_key);
        PRAGMA user_version = 4;
        """)
    }
    try database.execute("VACUUM")
  }
}

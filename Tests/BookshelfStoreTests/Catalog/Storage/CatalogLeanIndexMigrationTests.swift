import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Migration 7 (`CatalogLeanIndexMigration`) on a catalog made by the schema before it (version
/// 6: `prefix = '2 3'`, FTS5's sizes table, no `catalog_docs.length`): the same pages (totals,
/// ids in order, relaxation) as a read-only reader of the old file saw them, for English,
/// Korean, 초성, typo, partial and open-syllable queries; each row's kept token count equals
/// what FTS5 counted in the old sizes table; the new table has no sizes and `prefix = '2'`.
/// Uses the real goodbooks-10k, Aladin and NLK rows; skips with a message when absent.
@Suite struct CatalogLeanIndexMigrationTests {
  static let paths: [(String, CatalogImportFormat)] = [
    ("data/goodbooks-10k/books.csv", .goodbooks),
    ("data/aladin-kr-books/aladin_domestic_books.json", .aladin),
    ("data/nlk/book_sample.json", .nlk),
  ]

  static let queries = [
    "harry potter", "the", "th", "har", "rowling azkaban", "enders game", "pride and prejudise",
    "the great gatbsy", "harry potter zqxwv", "소년이 온다", "한강 소년이", "창비 채식주의자", "ㅁㅇㅂㅇ ㅇㄱ",
    "미ㅇ", "미우", "소년이 오", "대한민구", "사랑", "圖書館", "a",
  ]

  /// Totals, ids in order and the relaxation of page 1 and 2 of every query.
  static func pages(_ catalog: LocalCatalog) throws -> [String] {
    try queries.flatMap { text in
      try [1, 2].map { page in
        // Page 2 may be past the last page; page 1 always answers.
        let result =
          page == 1
          ? try catalog.search(BookQuery(text: text)) : try? catalog.search(BookQuery(text: text, page: page))
        guard let result else { return "\(text) p\(page): out of range" }
        let ids = result.books.map(\.id).joined(separator: ",")
        return "\(text) p\(page): \(result.totalCount) \(String(describing: result.relaxation)) \(ids)"
      }
    }
  }

  @Test func aVersion6CatalogMigratesToTheLeanIndexWithTheSamePagesAndTokenCounts() throws {
    let directory = try TemporaryDirectory()
    guard let path = try SharedCatalogFile.make(importing: Self.paths, in: directory) else { return }
    try Self.rewriteAsVersion6(path)
    let counted = try Self.docsizeLengths(path)
    #expect(counted.count > 10_000)

    // The old layout as a reader sees it, while another connection holds the write lock.
    let importer = try Database(path: path)
    try importer.execute("BEGIN IMMEDIATE")
    let reader = try LocalCatalog(path: path, readOnly: true)
    #expect(try reader.database.userVersion() == 6)
    #expect(!reader.keptLengths)
    let before = try Self.pages(reader)
    try reader.close()
    try importer.execute("ROLLBACK")
    try importer.close()

    let migrated = try LocalCatalog(path: path)
    #expect(try migrated.database.userVersion() == CatalogSchema.version)
    #expect(migrated.keptLengths)
    let after = try Self.pages(migrated)
    for (old, new) in zip(before, after) { #expect(old == new) }
    #expect(before.count == after.count)
    // Real answers: every query but the typo-free nonsense finds books.
    #expect(before.filter { $0.contains("p1: 0 ") }.isEmpty, "\(before)")
    var kept: [Int64: Int64] = [:]
    for row in try migrated.database.query("SELECT doc, length FROM catalog_docs") {
      kept[row.int64(0) ?? 0] = row.int64(1)
    }
    #expect(kept == counted)
    try Self.expectLeanTable(migrated.database)
    try migrated.close()
  }

  @Test func aFreshImportCreatesTheLeanTableAndKeepsExactTokenCounts() throws {
    let fixture = try CatalogFixture()
    try Self.expectLeanTable(fixture.catalog.database)
    let unknown = try fixture.catalog.database.scalar(
      "SELECT count(*) FROM catalog_docs WHERE length IS NULL")
    #expect(unknown.int == 0)
    // Every count equals FTS5's tokenizer run over the row's texts.
    let counter = try FTS5TokenCounter(database: fixture.catalog.database)
    let rows = try fixture.catalog.database.query(
      """
      SELECT d.length AS length, b.title AS title, b.subtitle AS subtitle, b.authors AS authors,
        b.translators AS translators, b.publisher AS publisher, b.description AS description,
        b.subjects AS subjects
      FROM catalog_docs d JOIN books b ON b.id = d.book_id
      """)
    #expect(rows.count == 20)
    for row in rows {
      let texts = CatalogRow.ftsTexts(
        title: row["title"].string ?? "", subtitle: row["subtitle"].string, authors: row["authors"].string,
        translators: row["translators"].string, publisher: row["publisher"].string,
        description: row["description"].string, subjects: row["subjects"].string)
      #expect(row["length"].int == counter.count(texts))
    }
  }

  @Test func theASCIICountIsUnicode61sCount() throws {
    let database = try Database(path: ":memory:")
    let counter = try FTS5TokenCounter(database: database)
    for text in ["", "The Hunger Games", "Ender's Game", "a_b-c;d\u{1F}e", "  x1 2y  ", "C++ / C#", "@[`{"] {
      let ascii = Array(text.utf8).withUnsafeBufferPointer { FTS5TokenCounter.asciiTokenCount($0) }
      try database.execute("DROP TABLE IF EXISTS t")
      try database.execute(
        "CREATE VIRTUAL TABLE t USING fts5 (a, tokenize = 'unicode61 remove_diacritics 2')")
      try database.execute("INSERT INTO t (a) VALUES (?1)", text)
      try database.execute("CREATE VIRTUAL TABLE IF NOT EXISTS v USING fts5vocab(t, 'instance')")
      let fts5 = try database.scalar("SELECT count(*) FROM v").int
      try database.execute("DROP TABLE v")
      #expect(ascii == fts5, "\(text)")
      #expect(counter.count(text) == fts5, "\(text)")
    }
    #expect(counter.count("대한민국 Ünïcode 圖書館") == 3)
  }

  static func expectLeanTable(_ database: Database) throws {
    let docsize = try database.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'books_fts_docsize'")
    #expect(docsize.int == 0)
    let sql = try database.scalar("SELECT sql FROM sqlite_schema WHERE name = 'books_fts'").string ?? ""
    #expect(sql.contains("prefix = '2',") && sql.contains("columnsize = 0"))
  }

  /// FTS5's token count of every row of a version 6 file, from its sizes table (one varint per
  /// column, summed).
  static func docsizeLengths(_ path: String) throws -> [Int64: Int64] {
    let database = try Database(path: path, flags: [.readOnly])
    defer { try? database.close() }
    var lengths: [Int64: Int64] = [:]
    for row in try database.query("SELECT id, sz FROM books_fts_docsize") {
      guard case .blob(let bytes) = row[1] else { continue }
      var total: Int64 = 0
      var value: Int64 = 0
      for byte in bytes {
        value = value << 7 | Int64(byte & 0x7F)
        if byte & 0x80 == 0 {
          total += value
          value = 0
        }
      }
      lengths[row.int64(0) ?? 0] = total
    }
    return lengths
  }

  /// Rewrites a current catalog's FTS5 table and `catalog_docs` as schema version 6 had them
  /// (migration 1's `books_fts`, `prefix = '2 3'` with sizes; `catalog_docs` without `length`),
  /// every row indexed again under its rowid with the indexing pass's texts.
  static func rewriteAsVersion6(_ path: String) throws {
    let database = try Database(path: path, flags: [.readWrite])
    defer { try? database.close() }
    try database.transaction(immediate: true) {
      try database.executeScript(
        """
        DROP TABLE books_fts;
        CREATE VIRTUAL TABLE books_fts USING fts5 (
          title, subtitle, authors, publisher, description, subjects,
          content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
        );
        CREATE TABLE catalog_docs_v6 (doc INTEGER PRIMARY KEY, book_id INTEGER NOT NULL);
        INSERT INTO catalog_docs_v6 SELECT doc, book_id FROM catalog_docs;
        DROP TABLE catalog_docs;
        ALTER TABLE catalog_docs_v6 RENAME TO catalog_docs;
        \(CatalogSchema.docsBookIndexSQL);
        """)
      let rows = try database.prepare(
        """
        SELECT d.doc AS doc, b.title AS title, b.subtitle AS subtitle, b.authors AS authors,
          b.translators AS translators, b.publisher AS publisher, b.description AS description,
          b.subjects AS subjects
        FROM catalog_docs d JOIN books b ON b.id = d.book_id ORDER BY d.doc
        """)
      let insert = try database.prepare(
        "INSERT INTO books_fts (rowid, title, subtitle, authors, publisher, description, subjects) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"
      )
      let counter = try FTS5TokenCounter(database: database)
      let columns = try CatalogIndexBinding.Columns(rows)
      try rows.forEachRow { row in
        insert.rewind()
        try insert.bind(integer: row.int64(at: 0) ?? 0, at: 1)
        try CatalogIndexBinding.bind(from: row, columns, to: insert, counter: counter)
        while try insert.step() {}
      }
      try database.executeScript(
        """
        INSERT INTO books_fts (books_fts) VALUES ('optimize');
        PRAGMA user_version = 6;
        """)
    }
    try database.execute("VACUUM")
  }
}

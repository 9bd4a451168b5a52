import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Migration 8 on a catalog made by the schema before it (version 6: 47-bit title hashes;
/// version 7 is written elsewhere): every search page is the same after it, also as a
/// read-only reader of the old file saw it, every key is the bucket of its title (equal to the
/// old hash's low 23 bits), and `books` and the title-key index are smaller (vacuumed after). Uses the real goodbooks-10k and
/// Aladin rows; skips with a message when they are absent.
@Suite struct CatalogTitleBucketMigrationTests {
  static let paths: [(String, CatalogImportFormat)] = [
    ("data/goodbooks-10k/books.csv", .goodbooks),
    ("data/aladin-kr-books/aladin_domestic_books.json", .aladin),
  ]

  /// Exact titles, broad as-you-type words (windowed), a typo and a partial match, in each field.
  static let queries =
    CatalogCompactRowsMigrationTests.queries + [
      "The Hunger Games", "Harry Potter and the Sorcerer's Stone", "1984", "Dune", "it", "a",
      "the great gatbsy", "love", "채식주의자", "소년이 온다", "미움받을 용기", "사랑", "the constant gard",
    ]

  /// Page 1 (and, for the broad queries, pages 3 and 30 past the window) of every query in the
  /// `any` and `title` fields, as (total, ids) per page.
  static func pages(_ catalog: LocalCatalog) throws -> [String] {
    var pages: [String] = []
    for text in queries {
      for field in [SearchField.any, .title] {
        for number in [1, 3, 30] {
          guard
            let page = try? catalog.search(BookQuery(text: text, field: field, page: number, pageSize: 10))
          else { continue }
          pages.append(
            "\(text)|\(field)|\(number)|\(page.totalCount)|" + page.books.map(\.id).joined(separator: ","))
        }
      }
    }
    return pages
  }

  @Test func aVersion6CatalogMigratesToTitleBucketsWithTheSamePages() throws {
    let directory = try TemporaryDirectory()
    guard let path = try SharedCatalogFile.make(importing: Self.paths, in: directory) else { return }
    let current = try Self.pages(LocalCatalog(path: path, readOnly: true))
    try Self.rewriteAsVersion6(path)
    let indexBefore = try CatalogCompactRowsMigrationTests.pages(path, of: ["books_title_key"])
    let booksBefore = try CatalogCompactRowsMigrationTests.pages(path, of: ["books"])
    let hashes = try Self.titleKeys(path)
    #expect(hashes.count > 12_000)
    #expect(hashes.values.filter { $0 >= 1 << 23 }.count > hashes.count * 9 / 10)

    // The old layout as a reader sees it, while another connection holds the write lock.
    let importer = try Database(path: path)
    try importer.execute("BEGIN IMMEDIATE")
    let reader = try LocalCatalog(path: path, readOnly: true)
    #expect(try reader.database.userVersion() == CatalogCompactRowsMigration.version)
    #expect(reader.titleKeyForm == .hash47)
    let before = try Self.pages(reader)
    try reader.close()
    try importer.execute("ROLLBACK")
    try importer.close()
    #expect(before.count > 80)
    #expect(before == current)

    let migrated = try LocalCatalog(path: path)
    #expect(try migrated.database.userVersion() == CatalogTitleBucketMigration.version)
    #expect(migrated.titleKeyForm == .bucket)
    #expect(try Self.pages(migrated) == before)
    // Vacuumed (`CatalogVacuum.compactingMigrations`): the shorter rows take fewer pages.
    #expect(try migrated.database.scalar("PRAGMA freelist_count").int == 0)
    try migrated.close()
    #expect(try CatalogCompactRowsMigrationTests.pages(path, of: ["books"]) < booksBefore)
    // Every key is its title's bucket, which is the old hash's low 23 bits.
    let buckets = try Self.titleKeys(path)
    #expect(buckets.count == hashes.count)
    #expect(buckets.allSatisfy { id, bucket in hashes[id].map { $0 & 0x7F_FFFF } == bucket })
    let database = try Database(path: path, flags: [.readOnly])
    var fresh = 0
    try database.prepare("SELECT title, title_key FROM books").forEachRow { row in
      let key = CatalogTokenizer.titleKey(row.string(at: 0) ?? "")
      if row.int64(at: 1) == CatalogRow.titleHash(key) { fresh += 1 }
    }
    try database.close()
    #expect(fresh == hashes.count)
    let indexAfter = try CatalogCompactRowsMigrationTests.pages(path, of: ["books_title_key"])
    #expect(indexAfter * 100 < indexBefore * 85)
  }

  /// `books.id` → stored `title_key` (integers only).
  static func titleKeys(_ path: String) throws -> [Int64: Int64] {
    let database = try Database(path: path, flags: [.readOnly])
    defer { try? database.close() }
    var keys: [Int64: Int64] = [:]
    try database.prepare("SELECT id, title_key FROM books WHERE typeof(title_key) = 'integer'").forEachRow {
      keys[$0.int64(at: 0) ?? -1] = $0.int64(at: 1)
    }
    return keys
  }

  /// Rewrites a current catalog's title keys as schema version 6 stored them (the 47-bit
  /// `legacyTitleHash` of the title's key) and sets `user_version` 6, leaving every other
  /// table as it is.
  static func rewriteAsVersion6(_ path: String) throws {
    let database = try Database(path: path, flags: [.readWrite])
    defer { try? database.close() }
    try database.transaction(immediate: true) {
      let rows = try database.prepare("SELECT id, title FROM books ORDER BY id")
      let update = try database.prepare("UPDATE books SET title_key = ?2 WHERE id = ?1")
      try database.execute("DROP INDEX books_title_key")
      try rows.forEachRow { row in
        let key = CatalogTokenizer.titleKey(row.string(at: 1) ?? "")
        try update.run(values: [row.value(at: 0), .integer(CatalogRow.legacyTitleHash(key))])
      }
      try database.executeScript(
        """
        \(CatalogSchema.titleKeyIndexSQL);
        PRAGMA user_version = \(CatalogCompactRowsMigration.version);
        """)
    }
    try database.execute("VACUUM")
  }
}

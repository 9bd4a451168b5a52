import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Every book of the real data sets reads back from the catalog field for field as its
/// importer made it (after `dropInvalidNumbers` and `TextLimits`, with the catalog's id and
/// `source`): the compact stored forms (`CatalogRow+StoredForms`, `CatalogRow+CompactForms`)
/// lose nothing. Skips with a
/// message when `../shared/data` is absent.
@Suite struct CatalogRealRowsRoundTripTests {
  @Test(arguments: [
    ("data/goodbooks-10k/books.csv", CatalogImportFormat.goodbooks),
    ("data/aladin-kr-books/aladin_domestic_books.json", .aladin),
    ("data/aladin-kr-books/aladin_foreign_books.json", .aladin),
    ("data/gutenberg/gutenberg_metadata.csv", .gutenberg),
    ("data/nlk/book_sample.json", .nlk),
  ])
  func everyRealRowReadsBackAsImported(path: String, format: CatalogImportFormat) throws {
    guard let url = SharedData.url(path) else {
      print(SharedData.skipMessage(for: path))
      return
    }
    let expected = try Self.expectedBooks(file: url, format: format)
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    _ = try CatalogImporter.run(file: url, format: format, into: catalog, mappings: .adapters)
    let read = try Self.storedBooks(catalog.database)
    #expect(read.count == expected.count)
    let different = expected.filter { read[$0.key] != $0.value }
    let example = different.first.map { "\($0.value) → \(read[$0.key].map { "\($0)" } ?? "missing")" }
    #expect(different.isEmpty, "\(different.count) rows differ, e.g. \(example ?? "")")
    // The compact forms are used: every ISBN-13 and detail URL is a number (an NLK URL ends
    // in its record id, which is not one).
    let texts = try catalog.database.scalar(
      """
      SELECT count(*) FROM books WHERE typeof(isbn13) = 'text'
        OR (typeof(detail_url) = 'text' AND detail_url NOT LIKE 'https://lod.nl.go.kr/resource/%')
      """
    ).int
    #expect(texts == 0)
    // Every source name is a code, every rating hundredths, every title key a hash; every
    // numeric source key (all but NLK's) an integer.
    let compact = try #require(
      try catalog.database.query(
        """
        SELECT sum(typeof(source) = 'integer'), sum(typeof(title_key) = 'integer'),
          sum(typeof(source_key) = 'integer'), sum(typeof(average_rating) = 'real'), count(*)
        FROM books
        """
      ).first)
    let rows = compact.int(4) ?? -1
    #expect(compact.int(0) == rows && compact.int(1) == rows && compact.int(3) == 0)
    #expect(compact.int(2) == (format == .nlk ? 0 : rows))
  }

  /// The books the importer of `file` makes, as the catalog should give them back, by
  /// source and source key (a later row with the same key replaces an earlier one).
  static func expectedBooks(file: URL, format: CatalogImportFormat) throws -> [String: Book] {
    let source = try CatalogImporter.makeSource(file: file, format: format, mappings: .adapters)
    var books: [String: Book] = [:]
    while let item = try CatalogImporter.next(source, file: file) {
      guard case .record(_, var record) = item else { continue }
      _ = record.book.dropInvalidNumbers(line: 0)
      var book = TextLimits.trimmed(record.book)
      book.id = book.isbn13 ?? "local:\(record.sourceName):\(record.sourceKey)"
      book.source = ProviderID.local.rawValue
      book.notForSale = false
      book.salesStatus = nil
      books[record.sourceName + "\u{1F}" + record.sourceKey] = book
    }
    return books
  }

  /// Every row of `books` as `CatalogRow.book` reads it, by source and source key.
  static func storedBooks(_ database: Database) throws -> [String: Book] {
    let statement = try database.prepare("SELECT \(CatalogRow.columns) FROM books b")
    let columns = try CatalogRow.Columns(statement)
    var books: [String: Book] = [:]
    try statement.forEachRow {
      let source = CatalogRow.sourceName(stored: $0.value(at: columns.source)) ?? ""
      let key = CatalogRow.sourceKey(stored: $0.value(at: columns.sourceKey)) ?? ""
      books[source + "\u{1F}" + key] = CatalogRow.book(from: $0, columns)
    }
    return books
  }
}

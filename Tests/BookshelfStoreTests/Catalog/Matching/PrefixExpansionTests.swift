import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Heavy 3-character prefixes written as the OR of their kept terms
/// (`LocalCatalog+PrefixExpansion`) on goodbooks-10k (whose index has no 3-character prefix
/// index since migration 7, `prefix='2'`): the same rows as `"the"*`, and pages (totals, ids in order, so scores
/// too) identical to those of the prefix query.
@Suite struct PrefixExpansionTests {
  /// goodbooks-10k with `prefix='2'` and prefixes heavy from 200 rows (10k rows hold no
  /// 20,000-row prefix), or nil when the shared data is absent.
  private func catalog() throws -> (LocalCatalog, TemporaryDirectory)? {
    guard let (catalog, directory) = try RealCatalogs.goodbooks() else { return nil }
    catalog.heavyMatchCount = 200
    try catalog.reindex(prefix: "2")
    return (catalog, directory)
  }

  /// Queries whose last word is a 3-character prefix (and a few that are not).
  static let queries = [
    "the", "The", "harry potter and the", "lord of the", "shiver the", "and", "for", "her", "mar", "ste",
    "a song of ice and", "the hun", "hunger", "THE", "the ", "rowling har", "kiss of the", "zzzz the",
    "the golfinch and", "paddle your the",
  ]

  private func pages(_ catalog: LocalCatalog, _ query: BookQuery, expanding: Bool) throws -> BookPage {
    catalog.threeCharacterPrefixIndex = !expanding
    defer { catalog.threeCharacterPrefixIndex = nil }
    return try catalog.search(query)
  }

  @Test func theExpansionMatchesExactlyTheRowsOfThePrefix() throws {
    guard let (catalog, _) = try catalog() else { return }
    #expect(try !catalog.hasThreeCharacterPrefixIndex())
    let clauses = try catalog.expandedClauses(CatalogTokenizer.clauses("the"))
    #expect(clauses.count == 1 && clauses[0].expanded && clauses[0].alternatives.contains("\"theory\""))
    let prefixes = Set(try catalog.keptExpansionTerms().map { String($0.prefix(3)) })
    #expect(prefixes.isSuperset(of: ["the", "and", "for", "mar"]))
    for prefix in prefixes.sorted() {
      let expanded = try #require(try catalog.expandedExpression(prefix, columns: []))
      #expect(expanded != "\"\(prefix)\"*", "\(prefix)")
      #expect(try catalog.rowids(expanded) == catalog.rowids("\"\(prefix)\"*"), "\(prefix)")
    }
  }

  @Test func pagesAreIdenticalWithAndWithoutTheExpansion() throws {
    guard let (catalog, _) = try catalog() else { return }
    var compared = 0
    for text in Self.queries {
      for field in [SearchField.any, .title] {
        for (page, size) in [(1, 10), (3, 100)] {
          let query = try BookQuery(text: text, field: field, page: page, pageSize: size)
          let plain = try? pages(catalog, query, expanding: false)
          let expanded = try? pages(catalog, query, expanding: true)
          #expect(plain?.totalCount == expanded?.totalCount, "\(text) \(field) \(page)")
          #expect(plain?.books.map(\.id) == expanded?.books.map(\.id), "\(text) \(field) \(page)")
          #expect(plain?.isEnd == expanded?.isEnd, "\(text) \(field) \(page)")
          #expect(plain?.relaxation == expanded?.relaxation, "\(text) \(field) \(page)")
          if plain?.books.isEmpty == false { compared += 1 }
        }
      }
    }
    #expect(compared > 40)
    // The search did use the OR (the plan of the last expanded search).
    _ = try pages(catalog, BookQuery(text: "harry potter and the"), expanding: true)
    #expect(catalog.searchPlan?.match.contains("\"theory\"") == true)
  }

  @Test func thePinnedQueriesAnswerTheSameExpanded() throws {
    guard let (catalog, _) = try catalog() else { return }
    let text = String(decoding: try SharedData.ownFixture("catalog/pinned-pages.tsv"), as: UTF8.self)
    let queries = text.split(separator: "\n").compactMap { line -> String? in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return fields.count == 4 && fields[0] == "goodbooks" ? String(fields[1]) : nil
    }
    #expect(queries.count == 54)
    for text in queries {
      let query = try BookQuery(text: text)
      let plain = try pages(catalog, query, expanding: false)
      let expanded = try pages(catalog, query, expanding: true)
      #expect(
        plain.totalCount == expanded.totalCount && plain.books.map(\.id) == expanded.books.map(\.id),
        "\(text)")
    }
  }

  @Test func onlyHeavyPrefixesKeepTermsWithinTheBounds() throws {
    guard let (catalog, _) = try catalog() else { return }
    let kept = try catalog.keptExpansionTerms()
    #expect(kept.count <= LocalCatalog.expansionTotalTerms)
    let byPrefix = Dictionary(grouping: kept) { String($0.prefix(3)) }
    #expect(byPrefix["the"]?.contains("the") == true)
    let sums = try catalog.vocabularySums()
    for (prefix, terms) in byPrefix {
      #expect(terms.count <= LocalCatalog.expansionTermLimit, "\(prefix)")
      #expect((sums[prefix]?.documents ?? 0) > catalog.heavyMatchCount, "\(prefix)")
      #expect(terms.count == sums[prefix]?.terms, "\(prefix): every term of the prefix")
    }
    // Every heavy prefix of few enough ASCII terms keeps them.
    for (prefix, sum) in sums where sum.documents > catalog.heavyMatchCount && sum.terms <= 64 && sum.ascii {
      #expect(byPrefix[prefix] != nil, "\(prefix)")
    }
  }

  @Test func aCatalogChangedByAnImportKeepsItsNewTerms() throws {
    guard let (catalog, _) = try catalog() else { return }
    let query = try BookQuery(text: "hunger the", pageSize: 100)
    let before = try pages(catalog, query, expanding: true)
    #expect(try !catalog.keptExpansionTerms().contains("thezzyx"))
    try catalog.write {
      try catalog.upsert(.sample(title: "Hunger Thezzyx", key: "thezzyx", ratings: 99_999_999))
    }
    #expect(try catalog.keptExpansionTerms().contains("thezzyx"))
    let after = try pages(catalog, query, expanding: true)
    #expect(after.totalCount == before.totalCount + 1)
    #expect(after.books.map(\.title).contains("Hunger Thezzyx"))
    let plain = try pages(catalog, query, expanding: false)
    #expect(plain.totalCount == after.totalCount && plain.books.map(\.id) == after.books.map(\.id))
    // A catalog with the 3-character prefix index keeps no terms.
    guard let (indexed, _) = try RealCatalogs.goodbooks() else { return }
    indexed.heavyMatchCount = 200
    try indexed.reindex(prefix: "2 3")
    #expect(try indexed.hasThreeCharacterPrefixIndex())
    #expect(try indexed.keptExpansionTerms().isEmpty)
  }
}

extension LocalCatalog {
  /// Re-creates `books_fts` with FTS5's `prefix` option `prefix` (`'2'` as since migration 7,
  /// `'2 3'` as before it) and indexes every row again, in one write batch (which rebuilds the
  /// kept counts and terms).
  func reindex(prefix: String) throws {
    try write {
      try database.executeScript(
        """
        DROP TABLE books_fts;
        CREATE VIRTUAL TABLE books_fts USING fts5 (
          title, subtitle, authors, publisher, description, subjects,
          content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '\(prefix)'
        );
        DELETE FROM catalog_docs;
        """)
      threeCharacterPrefixIndex = nil
    }
  }

  /// The FTS5 rowids matching `expression`, in order.
  func rowids(_ expression: String) throws -> [Int64] {
    var ids: [Int64] = []
    try database.prepare("SELECT rowid FROM books_fts WHERE books_fts MATCH ?1 ORDER BY rowid").forEachRow(
      [expression]
    ) { ids.append($0.int64(at: 0) ?? -1) }
    return ids
  }

  /// The `e:` terms of `catalog_counts`.
  func keptExpansionTerms() throws -> [String] {
    var terms: [String] = []
    try database.prepare("SELECT key FROM catalog_counts WHERE key >= 'e:' AND key < 'e;' ORDER BY key")
      .forEachRow { terms.append(String(($0.string(at: 0) ?? "").dropFirst(2))) }
    return terms
  }

  /// Per 3-character prefix of the vocabulary: summed `doc`, term count, whether all ASCII.
  func vocabularySums() throws -> [String: (documents: Int, terms: Int, ascii: Bool)] {
    try database.execute(
      "CREATE VIRTUAL TABLE IF NOT EXISTS temp.test_vocab USING fts5vocab(main, books_fts, row)")
    var sums: [String: (documents: Int, terms: Int, ascii: Bool)] = [:]
    try database.prepare("SELECT term, doc FROM temp.test_vocab").forEachRow { row in
      guard let term = row.string(at: 0), term.utf8.count >= 3, let documents = row.int(at: 1) else { return }
      let prefix = String(decoding: term.utf8.prefix(3), as: UTF8.self)
      var sum = sums[prefix] ?? (0, 0, true)
      sum.documents += documents
      sum.terms += 1
      sum.ascii = sum.ascii && term.utf8.allSatisfy(LocalCatalog.isCountKeyByte)
      sums[prefix] = sum
    }
    return sums
  }
}

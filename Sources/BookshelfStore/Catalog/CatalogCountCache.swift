import BookshelfCore

/// Exact match counts of the broadest one-word queries, kept in `catalog_counts` so that
/// `totalCount` is exact without counting hundreds of thousands of FTS5 rows per keystroke.
///
/// Why: FTS5 counts a match in ~30–60 ns, so the ~500,000 matches of `th` (a prefix as the user
/// types "The…") in a million books take ~16 ms, and an estimate is wrong by tens of thousands
/// and changes from page to page. A handful of short prefixes and common words cause all such
/// counts; they are counted once when the index changes, with the same `MATCH` expression a
/// search uses, and read back with one lookup.
///
/// What is kept: for every 2- and 3-character prefix (FTS5's `prefix='2 3'` indexes) whose
/// terms appear in more than `heavyMatchCount` rows (summed from `fts5vocab`, an upper bound), the
/// exact count of `"<prefix>"*`; and for every whole term in more than `heavyMatchCount` rows, its
/// row count (`fts5vocab`'s `doc`, exact). Keys: `p:<prefix>` and `t:<term>`, lowercase ASCII;
/// without a 3-character prefix index also `e:<term>`, the terms of heavy 3-character prefixes
/// (`LocalCatalog+PrefixExpansion`).
/// Rebuilt at the end of every write batch that changed the catalog (inside its transaction),
/// so a reader never sees counts of another version of the index.
extension LocalCatalog {
  /// Rebuilds `catalog_counts` from the current index. Call inside the write transaction.
  /// - Throws: `SQLiteError`.
  func rebuildCountCache() throws {
    try CatalogCountCache.rebuild(
      database, heavyMatchCount: heavyMatchCount, keepsPrefixTerms: !hasThreeCharacterPrefixIndex())
  }

  /// The kept exact count of `query`'s matches, or nil when it is not a kept one-word query.
  /// - Throws: `SQLiteError`.
  func cachedMatchCount(for query: BookQuery) throws -> Int? {
    guard hasKeptCounts, let key = Self.countKey(for: query) else { return nil }
    guard let kept = try database.scalar("SELECT matches FROM catalog_counts WHERE key = ?1", key).int else {
      return nil
    }
    // A word that may be a possessive typed without its apostrophe (`enders`) also matches
    // `ender s` (`CatalogTokenizer.possessive`): add the rows only that form matches.
    guard let clause = CatalogTokenizer.clauses(query.text).first, clause.alternatives.count == 2 else {
      return kept
    }
    let extra = "\(clause.alternatives[1]) NOT \(clause.alternatives[0])"
    return kept + (try matchCount(extra, cap: Int.max).count)
  }

  /// `p:<prefix>` or `t:<term>` for a query of one ASCII word over all fields (as
  /// `CatalogTokenizer` reads it: a prefix when it is the last word and ≥ 2 characters), else
  /// nil.
  static func countKey(for query: BookQuery) -> String? {
    guard query.field == .any else { return nil }
    let terms = CatalogTokenizer.terms(query.text)
    guard terms.count == 1, case .word(let word, let prefix) = terms[0] else { return nil }
    let key = word.lowercased()
    guard key.utf8.allSatisfy(isCountKeyByte) else { return nil }
    if prefix {
      return (2...3).contains(key.utf8.count) ? "p:" + key : nil
    }
    return "t:" + key
  }

  /// ASCII lowercase letters and digits: text that `unicode61` indexes as one term unchanged.
  static func isCountKeyByte(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
  }
}

/// The rebuild of `catalog_counts`, on a bare connection so that a migration that re-creates
/// the index (`CatalogLeanIndexMigration`) can run it inside its own transaction.
enum CatalogCountCache {
  /// Rebuilds `catalog_counts` of `database`: prefixes and terms in more than
  /// `heavyMatchCount` rows, and with `keepsPrefixTerms` (no 3-character prefix index) the
  /// terms of heavy 3-character prefixes. Call inside a write transaction.
  /// - Throws: `SQLiteError`.
  static func rebuild(_ database: Database, heavyMatchCount: Int, keepsPrefixTerms: Bool) throws {
    try database.execute("DELETE FROM catalog_counts")
    let searchable = try database.scalar("SELECT count(*) FROM catalog_docs").int ?? 0
    guard searchable > heavyMatchCount else { return }
    try database.execute(
      "CREATE VIRTUAL TABLE IF NOT EXISTS temp.catalog_vocab USING fts5vocab(main, books_fts, row)")
    var prefixSums: [String: Int] = [:]
    var terms: [(String, Int)] = []
    // Without a 3-character prefix index, the terms of heavy 3-character prefixes too
    // (`LocalCatalog+PrefixExpansion`).
    var prefixTerms =
      keepsPrefixTerms
      ? CatalogPrefixTerms(
        threshold: heavyMatchCount, termLimit: LocalCatalog.expansionTermLimit,
        termBytes: LocalCatalog.expansionTermBytes, totalLimit: LocalCatalog.expansionTotalTerms)
      : nil
    let vocabulary = try database.prepare("SELECT term, doc FROM temp.catalog_vocab")
    let termColumn = try vocabulary.columnIndex(named: "term")
    let docColumn = try vocabulary.columnIndex(named: "doc")
    try vocabulary.forEachRow { row in
      guard let term = row.string(at: termColumn), let documents = row.int(at: docColumn) else { return }
      prefixTerms?.add(term, documents: documents)
      guard term.utf8.allSatisfy(LocalCatalog.isCountKeyByte) else { return }
      if documents > heavyMatchCount { terms.append((term, documents)) }
      for length in 2...3 where term.utf8.count >= length {
        prefixSums[String(term.prefix(length)), default: 0] += documents
      }
    }
    let insert = try database.prepare("INSERT INTO catalog_counts (key, matches) VALUES (?1, ?2)")
    for (term, documents) in terms { try insert.run(["t:" + term, documents]) }
    prefixTerms?.finish()
    for (term, documents) in prefixTerms?.kept ?? [] { try insert.run(["e:" + term, documents]) }
    let count = try database.prepare("SELECT count(*) FROM books_fts WHERE books_fts MATCH ?1")
    for (prefix, sum) in prefixSums where sum > heavyMatchCount {
      let matches = try count.scalar([CatalogTokenizer.quoted(prefix) + "*"]).int ?? 0
      if matches > heavyMatchCount { try insert.run(["p:" + prefix, matches]) }
    }
  }
}

import BookshelfCore

/// The search-time form of a query's clauses: an open syllable's group (`미우` → `"미우"` OR
/// `"미욱"` OR … OR `"미웋"`, see `CatalogTokenizer.openClauses`) keeps only the forms the
/// index holds.
///
/// Why: FTS5 opens one doclist per phrase of a `MATCH`, and looking up a term the index does
/// not hold costs about as much as one it does; the count and the page each look up all 28
/// forms, while a catalog holds a few of them (8 of the 28 forms of `소`, 5 of `년이`…`년잎` in
/// the Aladin list: `소년이` counted 3× faster pruned). Which forms exist is asked once per
/// form (a `LIMIT 1` lookup) and kept until the catalog changes (`PRAGMA data_version`, as
/// `phraseHits`), so a user typing on through the same syllables pays it once.
///
/// Results and ranking are unchanged: a dropped form matches no row, so it adds nothing to any
/// row's `bm25`, and the kept forms stay uncounted for the IDF (`hits` 1) as the whole group
/// was. A group whose forms all are missing keeps its first one (the query still finds
/// nothing, through the same relaxation as before).
extension LocalCatalog {
  /// Forms whose existence `formCache` keeps before it is cleared (memory stays bounded).
  static let formCacheLimit = 50_000

  /// The `MATCH` expression `search` runs for `query` (its pruned clauses), with the
  /// `bookshelf_bm25` phrase list that goes with it; nil when the text has no searchable term.
  /// - Throws: `SQLiteError`.
  func searchMatch(for query: BookQuery) throws -> String? {
    let clauses = try expandedClauses(prunedClauses(CatalogTokenizer.clauses(query.text)))
    let columns = Self.columns(for: query.field)
    guard let match = CatalogTokenizer.expression(clauses, columns: columns) else { return nil }
    searchPlan = SearchPlan(
      match: match, phrases: Self.phraseExpressions(clauses, columns: columns),
      clauses: .blob(CatalogHeadlineMatch.clauseIndexes(clauses)))
    return match
  }

  /// `clauses` with every open-syllable group (`uncounted`) reduced to the forms the index
  /// holds (at least one).
  func prunedClauses(_ clauses: [CatalogTokenizer.Clause]) throws -> [CatalogTokenizer.Clause] {
    guard clauses.contains(where: \.uncounted) else { return clauses }
    let version = try dataVersion()
    if version != formCacheVersion || formCache.count > Self.formCacheLimit {
      formCache.removeAll()
      formCacheVersion = version
    }
    let exists = try queryStatements.formExists()
    return try clauses.map { clause in
      guard clause.uncounted else { return clause }
      var kept = clause
      kept.alternatives = try clause.alternatives.filter { phrase in
        if let known = formCache[phrase] { return known }
        let found = try !exists.scalar([phrase]).isNull
        formCache[phrase] = found
        return found
      }
      if kept.alternatives.isEmpty { kept.alternatives = [clause.alternatives[0]] }
      return kept
    }
  }

  /// `PRAGMA data_version`: changes when another connection commits (own writes clear the
  /// caches in `write`). Read once per search (its statements share one read transaction, so
  /// it cannot change in between).
  /// - Throws: `SQLiteError`.
  func dataVersion() throws -> Int64 {
    if let searchDataVersion { return searchDataVersion }
    let version = try queryStatements.dataVersion().scalar().int64 ?? 0
    if database.isInTransaction { searchDataVersion = version }
    return version
  }
}

/// What `LocalCatalog.searchMatch` made of a query, for the statements of the same search:
/// the `MATCH` expression, its `bookshelf_bm25` phrases (`LocalCatalog.phraseExpressions`) and
/// its `bookshelf_headline` clause blob (`CatalogHeadlineMatch.clauseIndexes`), all of the
/// pruned clauses.
struct SearchPlan {
  /// The `MATCH` expression.
  let match: String
  /// One `MATCH` expression per phrase (nil: an open syllable's form, not counted).
  let phrases: [String?]
  /// The clause index of each phrase.
  let clauses: SQLiteValue
}

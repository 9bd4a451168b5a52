/// The rows the partial fallback (`LocalCatalog+Relaxation`) ranks, bounded by construction.
///
/// Ranking every row that holds any query word is ranking half a million rows for
/// `the constant gard` on a million books (`the` alone is in 478,561): ~0.5 s. Instead the
/// fallback ranks only the rows holding one of the query's *anchor* words: its rarest words,
/// taken rarest first while their rows add up to at most `partialCandidateLimit` (at least
/// the rarest one). A row matching more words than there are non-anchor words holds an anchor,
/// so it is never left out: with `k` anchors among `n` words, every row matching
/// `n − k + 1` or more words is ranked, which covers the best rows whenever they match more
/// words than the common words alone could. The candidates are the `MATCH` expression
/// `(anchors OR-ed) AND (all words OR-ed)`, whose second half only reports which other words
/// a candidate also holds (FTS5 seeks those long doclists to the candidate rowids).
///
/// Work: one count of at most `partialCandidateLimit` + 1 rows per word (at most
/// `maxPartialWords` words), then at most `partialCandidateLimit` rows scored (the page's
/// `LIMIT` in rowid order, i.e. the most popular, when even the rarest word is that common).
extension LocalCatalog {
  /// Most rows the partial fallback ranks (a few µs each for `bookshelf_matched`,
  /// `bookshelf_bm25` and `bookshelf_headline`). 5,000 gave a fallback p99 of 41 ms at 1M rows,
  /// 2,000 gives 19 ms (`bookshelf-bench catalog --only 1m`, its fallback set), against ≤ 30.
  static let partialCandidateLimit = 2_000
  /// Most query units (words, or a CJK word's bigrams) the partial fallback counts matches
  /// of; the later ones are left out of it.
  static let maxPartialWords = 16

  /// The partial fallback's query.
  struct PartialCandidates {
    /// The `MATCH` expression.
    var expression: String
    /// The term index of each of its phrases, in order (for `bookshelf_matched`).
    var terms: [Int32]
    /// How many phrases lead the expression that `bookshelf_bm25` leaves out (the anchors'
    /// copies).
    var unscoredPhrases: Int
    /// The phrases after them, as `countedPhrases` (for `bookshelf_bm25`'s counts).
    var phrases: [String?]
  }

  /// The candidates of `clauses` (`CatalogTokenizer.fallbackClauses`, at most
  /// `maxPartialWords` units) searched in `columns`, nil when there is no clause.
  func partialCandidates(_ clauses: [CatalogTokenizer.Clause], columns: [String]) throws
    -> PartialCandidates?
  {
    guard let all = CatalogTokenizer.expression(clauses, columns: columns, anyClause: true) else {
      return nil
    }
    let allTerms = clauses.flatMap { clause in clause.alternatives.map { _ in Int32(clause.term) } }
    let allPhrases = Self.countedPhrases(clauses)
    var rows: [(term: Int, count: Int)] = []
    for term in Set(clauses.map(\.term)) {
      guard
        let expression = CatalogTokenizer.expression(
          clauses.filter { $0.term == term }, columns: columns, anyClause: true)
      else { continue }
      rows.append((term, try matchCount(expression, cap: Self.partialCandidateLimit).count))
    }
    rows.sort { ($0.count, $0.term) < ($1.count, $1.term) }
    var anchors: Set<Int> = []
    var sum = 0
    for row in rows where anchors.isEmpty || sum + row.count <= Self.partialCandidateLimit {
      anchors.insert(row.term)
      sum += row.count
    }
    guard anchors.count < rows.count else {
      return PartialCandidates(expression: all, terms: allTerms, unscoredPhrases: 0, phrases: allPhrases)
    }
    let anchorClauses = clauses.filter { anchors.contains($0.term) }
    guard let anchored = CatalogTokenizer.expression(anchorClauses, columns: columns, anyClause: true) else {
      return nil
    }
    let anchorTerms = anchorClauses.flatMap { clause in clause.alternatives.map { _ in Int32(clause.term) } }
    return PartialCandidates(
      expression: "(\(anchored)) AND (\(all))", terms: anchorTerms + allTerms,
      unscoredPhrases: anchorTerms.count, phrases: allPhrases)
  }
}

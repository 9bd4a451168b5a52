import BookshelfCore
import Foundation

/// What the catalog searches when the words as typed find too few books
/// (`SearchRelaxation` on the page says which):
///
/// 1. Typos: with fewer than `relaxationThreshold` matches, words of 5+ letters fewer than
///    that many rows hold, and that no found book's headline holds (`CatalogSpelling.HeldWords`),
///    are corrected by one edit, or split in two (`CatalogSpelling`, bounded
///    work per query); when the corrected text
///    finds books, the page lists the matches as typed first, then the corrected ones
///    (`.corrected(query:)`, "showing results for …").
/// 2. Partial matches: with no match at all (and nothing corrected found), a query of two or
///    more words (or a CJK word of 3+ characters, counted by its bigrams:
///    `CatalogTokenizer.fallbackClauses`) lists the rows matching the most of its words, then
///    those matching the most of them in the headline (`CatalogHeadlineMatch`), then by `bm25`
///    (`.partial(matched:words:)`), ranking at most `partialCandidateLimit` rows, those holding
///    the rarer words (`LocalCatalog+PartialCandidates`).
///
/// Both run only on these rare answers, so the common as-you-type path pays nothing.
extension LocalCatalog {
  /// Exact matches below which corrections are tried.
  static let relaxationThreshold = 3

  /// The relaxed page of `query` (whose expression `match` has `total` matches, fewer than
  /// `relaxationThreshold`), or nil when neither correction nor partial matching finds more.
  func relaxedPage(for query: BookQuery, match: String, total: Int) throws -> BookPage? {
    let size = min(query.pageSize, Self.maxPageSize)
    let offset = (query.page - 1) * size
    // The few books found as typed: read once, and only when a word could be corrected.
    var typedRows: [Book]?
    func typed() throws -> [Book] {
      if let typedRows { return typedRows }
      let found =
        total > 0 ? try rows(for: query, match: match, total: total, exact: true, offset: 0, size: total) : []
      typedRows = found
      return found
    }
    if let text = correctedText(
      query.text, columns: Self.columns(for: query.field),
      keeping: { CatalogSpelling.HeldWords((try? typed()) ?? []) }),
      let corrected = try? BookQuery(
        text: text, field: query.field, sort: query.sort, page: query.page, pageSize: size),
      let correctedMatch = try expandedExpression(corrected.text, columns: Self.columns(for: corrected.field))
    {
      let correctedTotal = try matchCount(correctedMatch, cap: Int.max).count
      if correctedTotal > 0 {
        let typed = try typed()
        let both = total > 0 ? try matchCount("(\(match)) AND (\(correctedMatch))", cap: Int.max).count : 0
        let merged = typed.count + correctedTotal - both
        guard offset < merged else {
          throw BookshelfError.pageOutOfRange(
            provider: .local, page: query.page, lastPage: (merged + size - 1) / size)
        }
        let typedIDs = Set(typed.map(\.id))
        let needed = min(correctedTotal, offset + size + both)
        let rest = try rows(
          for: corrected, match: correctedMatch, total: correctedTotal, exact: true, offset: 0, size: needed
        ).filter { !typedIDs.contains($0.id) }
        let books = Array((typed + rest).dropFirst(offset).prefix(size))
        return BookPage(
          books: books, totalCount: merged, isEnd: offset + books.count >= merged, page: query.page,
          pageSize: size, relaxation: .corrected(query: text))
      }
    }
    guard total == 0 else { return nil }
    return try partialPage(for: query, offset: offset, size: size)
  }

  /// The partial-match page (see the type), nil for a one-word query or when no word matches.
  /// Ranks at most `partialCandidateLimit` rows (`LocalCatalog+PartialCandidates`), so
  /// `totalCount` counts the rows ranked.
  private func partialPage(for query: BookQuery, offset: Int, size: Int) throws -> BookPage? {
    let clauses = try expandedClauses(
      CatalogTokenizer.fallbackClauses(query.text).filter { $0.term < Self.maxPartialWords })
    let words = Set(clauses.map(\.term)).count
    guard words >= 2, let candidates = try partialCandidates(clauses, columns: Self.columns(for: query.field))
    else { return nil }
    let total = try matchCount(candidates.expression, cap: Self.partialCandidateLimit).count
    guard total > 0 else { return nil }
    guard offset < total else {
      throw BookshelfError.pageOutOfRange(
        provider: .local, page: query.page, lastPage: (total + size - 1) / size)
    }
    let terms = SQLiteValue.blob(candidates.terms.withUnsafeBytes { Data($0) })
    let statement = try database.cachedStatement(Self.partialSQL(keptLengths: keptLengths))
    let columns = try CatalogRow.Columns(statement)
    let matchedColumn = try statement.columnIndex(named: "matched")
    var books: [Book] = []
    var matched = 0
    try statement.forEachRow(
      [candidates.expression, terms, try partialHits(candidates), size, offset, Self.partialCandidateLimit]
    ) {
      books.append(CatalogRow.book(from: $0, columns))
      matched = max(matched, $0.int(at: matchedColumn) ?? 0)
    }
    if offset > 0 {  // the best count is the first row's
      matched =
        try database.cachedStatement(Self.partialSQL(keptLengths: keptLengths)).scalar(
          [candidates.expression, terms, SQLiteValue.blob(Data()), 1, 0, Self.partialCandidateLimit]
        ).int ?? matched
    }
    return BookPage(
      books: books, totalCount: total, isEnd: offset + books.count >= total, page: query.page, pageSize: size,
      relaxation: .partial(matched: matched, words: words))
  }

  /// The `bookshelf_bm25` counts blob of the partial fallback's phrases: -1 (not scored) for
  /// the anchors' copies, then `hits` of every word's phrases.
  private func partialHits(_ candidates: PartialCandidates) throws -> SQLiteValue {
    guard case .blob(let counted) = try hits(candidates.phrases) else { return .blob(Data()) }
    var values = [Double](repeating: -1, count: candidates.unscoredPhrases)
    counted.withUnsafeBytes { values.append(contentsOf: $0.bindMemory(to: Double.self)) }
    return .blob(values.withUnsafeBytes { Data($0) })
  }

  /// The phrases of `clauses` whose document counts `hits` looks up (nil: an open syllable's
  /// forms, counted as 1; an expanded prefix as one phrase, see `phraseExpressions`).
  static func countedPhrases(_ clauses: [CatalogTokenizer.Clause]) -> [String?] {
    clauses.flatMap { clause -> [String?] in
      if clause.expanded {
        return [clause.expression] + clause.alternatives.dropFirst().map { _ in continuedPhrase }
      }
      return clause.alternatives.map { clause.alternatives.count <= 2 ? $0 : nil }
    }
  }

  /// The partial-match page: parameters 1 the candidates' expression, 2 term index per
  /// phrase, 3 `bm25` hits, 4 limit, 5 offset, 6 most candidates ranked (the first in rowid,
  /// i.e. popularity, order). `matched` is the first column only where read by name.
  /// With `keptLengths` (`LocalCatalog.keptLengths`) `bm25` takes `catalog_docs.length`.
  static func partialSQL(keptLengths: Bool) -> String {
    """
    WITH m AS (
      SELECT books_fts.rowid AS id, d.book_id AS book,
        \(CatalogMatchedTerms.functionName)(books_fts, ?2) AS matched,
        \(CatalogRanking.functionName)(books_fts, ?3, \(keptLengths ? "d.length" : "NULL")) AS score,
        \(CatalogHeadlineMatch.functionName)(books_fts, ?2) AS headline
      FROM books_fts CROSS JOIN catalog_docs d ON d.doc = books_fts.rowid
      WHERE books_fts MATCH ?1 LIMIT ?6)
    SELECT m.matched AS matched, \(CatalogRow.columns) FROM m
    JOIN books b ON b.id = m.book
    ORDER BY m.matched DESC, m.headline DESC, m.score, coalesce(b.ratings_count, 0) DESC, b.id
    LIMIT ?4 OFFSET ?5
    """
  }
}

import Foundation

/// `bookshelf_headline(books_fts, clauses)`: how many clauses of the query the current row
/// matches in its headline, the columns a book is named by: title (with the title's Hangul
/// initials), subtitle and authors. `LocalCatalog` orders by it before the `bm25` bands, so a
/// match in the title or the authors outranks the same match in the description, subjects or
/// publisher only (`소년` in one title and in 55 blurbs of the Aladin list: the titles first).
///
/// Why a key and not only the weights: FTS5's `bm25` normalises by the length of the whole
/// row, so a long blurb makes a title hit score below a short row's description hit; no weight
/// between 0 and ~1 orders them reliably (weights above ~1 flatten the fields, see
/// `CatalogRanking`).
///
/// `clauses` is a blob of native-endian `Int32`, the clause (or term) index of each phrase of
/// the `MATCH` expression in order (the alternatives of a clause share one index); a phrase
/// without an entry counts as its own clause. The same layout as `bookshelf_matched`'s terms.
enum CatalogHeadlineMatch {
  /// The SQL name of the function.
  static let functionName = "bookshelf_headline"
  /// The headline columns in FTS5 column order (`CatalogSchema.ftsColumns`): title,
  /// subtitle, authors.
  static let columns: ClosedRange<Int> = 0...2

  /// Registers the function on `database` (once per connection).
  /// - Throws: `SQLiteError` when FTS5 is unavailable.
  static func register(on database: Database) throws {
    try database.createFTS5Function(named: functionName, count)
  }

  /// The clause index blob of `clauses` (see the type), one entry per phrase.
  static func clauseIndexes(_ clauses: [CatalogTokenizer.Clause], byTerm: Bool = false) -> Data {
    let indexes = clauses.enumerated().flatMap { index, clause in
      clause.alternatives.map { _ in Int32(byTerm ? clause.term : index) }
    }
    return indexes.withUnsafeBytes { Data($0) }
  }

  /// The number of distinct clauses with an instance in a headline column of the current row.
  /// Called for every matched row: clauses 0–63 are kept in a bit set (no allocation, no
  /// hashing), any others in a `Set`.
  private static func count(_ match: FTS5Match) -> Double {
    let phraseCount = match.phraseCount
    guard phraseCount > 0 else { return 0 }
    let clauses = match.blobArgument(0).map { $0.assumingMemoryBound(to: Int32.self) }
    var seenBits: UInt64 = 0
    var seenOthers = Set<Int>()
    for index in 0..<match.instanceCount {
      guard let (phrase, column) = match.instance(index), phrase >= 0, phrase < phraseCount,
        columns.contains(column)
      else { continue }
      let clause = clauses.flatMap { phrase < $0.count ? Int($0[phrase]) : nil } ?? (1_000 + phrase)
      if (0..<64).contains(clause) {
        seenBits |= 1 << UInt64(clause)
      } else {
        seenOthers.insert(clause)
      }
    }
    return Double(seenBits.nonzeroBitCount + seenOthers.count)
  }
}

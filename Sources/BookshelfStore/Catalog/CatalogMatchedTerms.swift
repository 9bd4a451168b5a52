/// `bookshelf_matched(books_fts, terms)`: how many query terms the current row matches, for
/// the partial fallback (`LocalCatalog+Relaxation`), whose expression ORs every clause.
///
/// `terms` is a blob of native-endian `Int32`, the term index of each phrase of the `MATCH`
/// expression in order (a term's clauses and alternatives share one index); a phrase without
/// an entry counts as its own term.
enum CatalogMatchedTerms {
  /// The SQL name of the function.
  static let functionName = "bookshelf_matched"

  /// Registers the function on `database` (once per connection).
  /// - Throws: `SQLiteError` when FTS5 is unavailable.
  static func register(on database: Database) throws {
    try database.createFTS5Function(named: functionName, count)
  }

  /// The number of distinct terms with an instance in the current row.
  private static func count(_ match: FTS5Match) -> Double {
    let phraseCount = match.phraseCount
    guard phraseCount > 0 else { return 0 }
    let terms = match.blobArgument(0).map { $0.assumingMemoryBound(to: Int32.self) }
    var seen = Set<Int>()
    for index in 0..<match.instanceCount {
      guard let (phrase, _) = match.instance(index), phrase >= 0, phrase < phraseCount else { continue }
      let term = terms.flatMap { phrase < $0.count ? Int($0[phrase]) : nil } ?? (1_000 + phrase)
      seen.insert(term)
    }
    return Double(seen.count)
  }
}

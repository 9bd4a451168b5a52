import BookshelfCore

/// Heavy 3-character prefixes answered by an explicit OR of their terms, when the FTS5 table
/// has no 3-character prefix index (`prefix='2'`).
///
/// Why: without a prefix index of its length, FTS5 answers `"the"*` by merging the doclists
/// of every term starting with `the` into one before it returns a row: ~490,000 postings,
/// ~19 ms at 1M rows, for each keystroke of `The`, `Shiver The`, `Harry Potter and the`. The
/// same terms written as an OR (`("the" OR "thea" OR … )`, 22 terms) are read lazily: the
/// window's first rows in ~0.7 ms, `shiver AND (…)` in ~0.6 ms. The OR of every term the
/// index holds with that prefix matches exactly the rows of the prefix.
///
/// What is kept (`rebuildCountCache`, inside each write batch, so a reader sees the terms of
/// its own snapshot of the index): for every 3-character prefix of ASCII letters and digits
/// whose terms appear in more than `heavyMatchCount` rows (summed from `fts5vocab`), its
/// terms, when there are at most `expansionTermLimit` of them, each at most
/// `expansionTermBytes` bytes, of ASCII letters, digits and non-ASCII characters (a prefix with
/// any other term keeps none, and stays a prefix query: slower, never wrong; `unicode61` makes
/// no such term, as it splits at every other ASCII character); at most `expansionTotalTerms`
/// terms in all. Rows `e:<term>` in `catalog_counts` (matches: the term's `doc`); a prefix's
/// terms are one primary-key range (`e:the` ≤ key < `e:the{`), so no schema change.
///
/// Scores stay identical: the expanded clause's phrases are scored as one phrase
/// (`CatalogRanking.continued`: their instances add to the first phrase's frequency, in the
/// same order as the prefix phrase's instances) with the IDF count of the whole OR (the same
/// rows as the prefix, so the same count); `bookshelf_headline` and `bookshelf_matched` see
/// one clause, as its alternatives share the clause's index.
///
/// Only when the table has no 3-character prefix index (`prefix='2 3'` answers `"the"*` from
/// that index in a few postings' time): read once per connection from the `CREATE VIRTUAL
/// TABLE` statement in `sqlite_schema`.
extension LocalCatalog {
  /// Most terms kept for one prefix: an OR of more terms costs more lookups than it saves.
  static let expansionTermLimit = 128
  /// Longest term kept (bytes): a longer one leaves its prefix unexpanded.
  static let expansionTermBytes = 64
  /// Most terms kept in all (rows of `catalog_counts`).
  static let expansionTotalTerms = 50_000
  /// Prefixes whose kept terms `expansionCache` holds before it is cleared.
  static let expansionCacheLimit = 10_000

  /// Whether `books_fts` answers 3-character prefix queries from its own index (its
  /// `prefix` option names 3); true when the statement cannot be read (nothing is expanded).
  /// - Throws: `SQLiteError`.
  func hasThreeCharacterPrefixIndex() throws -> Bool {
    if let known = threeCharacterPrefixIndex { return known }
    let sql = try database.scalar("SELECT sql FROM sqlite_schema WHERE name = 'books_fts'").string
    let indexed = sql.map { CatalogPrefixOption.lengths(inCreateStatement: $0).contains(3) } ?? true
    threeCharacterPrefixIndex = indexed
    return indexed
  }

  /// `clauses` with every last-word prefix of exactly 3 ASCII letters or digits (`"the"*`)
  /// that has kept terms written as the OR of those terms (`expanded`); unchanged when the
  /// table has a 3-character prefix index or the file keeps no counts.
  /// - Throws: `SQLiteError`.
  func expandedClauses(_ clauses: [CatalogTokenizer.Clause]) throws -> [CatalogTokenizer.Clause] {
    guard hasKeptCounts, clauses.contains(where: { Self.expandablePrefix($0) != nil }) else { return clauses }
    guard try !hasThreeCharacterPrefixIndex() else { return clauses }
    let version = try dataVersion()
    if version != expansionVersion || expansionCache.count > Self.expansionCacheLimit {
      expansionCache.removeAll()
      expansionVersion = version
    }
    return try clauses.map { clause in
      guard let prefix = Self.expandablePrefix(clause) else { return clause }
      let terms = try expansionCache[prefix] ?? keptTerms(of: prefix)
      expansionCache[prefix] = terms
      guard !terms.isEmpty else { return clause }
      var expanded = clause
      expanded.alternatives = terms.map(CatalogTokenizer.quoted)
      expanded.expanded = true
      return expanded
    }
  }

  /// The FTS5 expression of `text` searched in `columns` (`CatalogTokenizer.matchExpression`)
  /// with its heavy prefix expanded: for the expressions a search makes besides its own
  /// (a spelling candidate, a corrected query).
  /// - Throws: `SQLiteError`.
  func expandedExpression(_ text: String, columns: [String]) throws -> String? {
    CatalogTokenizer.expression(try expandedClauses(CatalogTokenizer.clauses(text)), columns: columns)
  }

  /// The kept terms of `prefix` (3 ASCII bytes), in order; empty when none are kept.
  private func keptTerms(of prefix: String) throws -> [String] {
    var terms: [String] = []
    try queryStatements.keptTerms().forEachRow(["e:" + prefix, "e:" + prefix + "{"]) { row in
      guard let key = row.string(at: 0), terms.count < Self.expansionTermLimit else { return }
      terms.append(String(key.dropFirst(2)))
    }
    return terms
  }

  /// The prefix of a clause `"abc"*` (one alternative, 3 ASCII letters or digits, any case),
  /// in lower case; nil for any other clause. `unicode61` folds `"thé"*` to `the` too, but
  /// such text is left as typed (a prefix query: slower, never wrong).
  static func expandablePrefix(_ clause: CatalogTokenizer.Clause) -> String? {
    guard clause.alternatives.count == 1, !clause.expanded else { return nil }
    let bytes = Array(clause.alternatives[0].utf8)
    guard bytes.count == 6, bytes[0] == 0x22, bytes[4] == 0x22, bytes[5] == 0x2A else { return nil }
    let lowered = bytes[1...3].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    guard lowered.allSatisfy(isCountKeyByte) else { return nil }
    return String(decoding: lowered, as: UTF8.self)
  }
}

/// The terms kept for heavy 3-character prefixes, gathered while `rebuildCountCache` walks the
/// vocabulary in term order (`fts5vocab` lists terms sorted, so a prefix's terms are
/// contiguous; out-of-order input keeps nothing). Bounded: at most `termLimit` terms per
/// prefix and `totalLimit` in all are held.
struct CatalogPrefixTerms {
  /// Prefixes whose document sum is above this keep their terms.
  let threshold: Int
  /// Most terms per prefix.
  let termLimit: Int
  /// Longest term (bytes).
  let termBytes: Int
  /// Most terms in all.
  let totalLimit: Int
  /// The kept terms with their `doc` counts, prefix after prefix.
  private(set) var kept: [(term: String, documents: Int)] = []
  private var prefix: [UInt8] = []
  private var group: [(term: String, documents: Int)] = []
  private var groupDocuments = 0
  private var groupUsable = true
  private var previous: [UInt8] = []
  private var ordered = true

  init(threshold: Int, termLimit: Int, termBytes: Int, totalLimit: Int) {
    self.threshold = threshold
    self.termLimit = termLimit
    self.termBytes = termBytes
    self.totalLimit = totalLimit
  }

  /// Takes the next vocabulary term (any bytes) with its document count.
  mutating func add(_ term: String, documents: Int) {
    let bytes = Array(term.utf8)
    if bytes.lexicographicallyPrecedes(previous) { ordered = false }
    previous = bytes
    guard ordered else { return }
    let head = Array(bytes.prefix(3))
    if head != prefix {
      finishGroup()
      prefix = head
      groupUsable = head.count == 3 && head.allSatisfy(LocalCatalog.isCountKeyByte)
    }
    guard groupUsable else { return }
    guard bytes.count <= termBytes, bytes.allSatisfy(Self.isTermByte), group.count < termLimit else {
      groupUsable = false
      group.removeAll()
      return
    }
    group.append((term, documents))
    groupDocuments = SafeNumber.saturatingSum(groupDocuments, max(0, documents))
  }

  /// ASCII letters and digits, or any byte of a non-ASCII character (`stanisław`): a term as
  /// `unicode61` makes it, which it reads back unchanged when quoted.
  static func isTermByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || LocalCatalog.isCountKeyByte(byte)
  }

  /// Ends the walk: the last prefix is judged, and nothing is kept when the terms were not
  /// in order.
  mutating func finish() {
    finishGroup()
    if !ordered { kept.removeAll() }
  }

  private mutating func finishGroup() {
    defer {
      group.removeAll(keepingCapacity: true)
      groupDocuments = 0
    }
    guard ordered, groupUsable, !group.isEmpty, groupDocuments > threshold,
      kept.count + group.count <= totalLimit
    else { return }
    kept.append(contentsOf: group)
  }
}

/// The `prefix` option of an FTS5 `CREATE VIRTUAL TABLE` statement: the prefix lengths it
/// indexes (`prefix='2 3'`, `prefix=2, prefix=3`, `prefix = "2,3"`).
enum CatalogPrefixOption {
  /// Every length named by a `prefix` option of `sql` (empty when there is none).
  static func lengths(inCreateStatement sql: String) -> Set<Int> {
    let bytes = Array(sql.utf8)
    let name = Array("prefix".utf8)
    var lengths: Set<Int> = []
    var index = 0
    while index + name.count <= bytes.count {
      let word = bytes[index..<index + name.count].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
      guard word == name else {
        index += 1
        continue
      }
      var cursor = index + name.count
      while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x0A || bytes[cursor] == 0x09 {
        cursor += 1
      }
      index = cursor
      guard cursor < bytes.count, bytes[cursor] == 0x3D else { continue }
      cursor += 1
      while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x0A || bytes[cursor] == 0x09 {
        cursor += 1
      }
      // The value: quoted ('…' or "…", numbers separated by spaces or commas) or one bare number.
      let quote =
        cursor < bytes.count && (bytes[cursor] == 0x27 || bytes[cursor] == 0x22) ? bytes[cursor] : nil
      if quote != nil { cursor += 1 }
      var number = 0
      var digits = 0
      while cursor < bytes.count {
        let byte = bytes[cursor]
        if (0x30...0x39).contains(byte) {
          number = min(number * 10 + Int(byte - 0x30), 1_000)
          digits += 1
        } else {
          if digits > 0 { lengths.insert(number) }
          number = 0
          digits = 0
          guard let quote, byte != quote else { break }
        }
        cursor += 1
      }
      if digits > 0 { lengths.insert(number) }
      index = cursor
    }
    return lengths
  }
}

/// Typo correction for the local catalog: a word of 5+ ASCII letters that the catalog does
/// not hold becomes the word at one edit (insertion, deletion, substitution, transposition of
/// neighbours) the most rows hold (`pride and prejudise` → `prejudice`, `gatbsy` → `gatsby`).
///
/// The vocabulary is the catalog's own index (`fts5vocab` over `books_fts`, a `temp` table of
/// the connection, so nothing is stored and it is always current). Work is bounded: at most
/// `maxCorrectedWords` words of at most `maxWordLength` letters, each one `IN` lookup of its
/// ≤ 54n + 25 edits (≤ 1,105 for 20 letters) in the vocabulary's term index.
enum CatalogSpelling {
  /// Shortest word corrected (a 4-letter word has too many neighbours to guess from).
  static let minWordLength = 5
  /// Longest word corrected.
  static let maxWordLength = 20
  /// Most words corrected in one query.
  static let maxCorrectedWords = 3
  /// The connection's vocabulary table.
  static let vocabularyTable = "temp.catalog_vocabulary"

  /// The lowercase ASCII letters of `word` when it is one correctable token, else nil.
  static func correctable(_ word: String) -> String? {
    let lower = word.lowercased()
    guard (minWordLength...maxWordLength).contains(lower.utf8.count),
      lower.utf8.allSatisfy({ (0x61...0x7A).contains($0) })
    else { return nil }
    return lower
  }

  /// Every string at one edit of `word` (lowercase ASCII letters), without `word` itself.
  static func edits(of word: String) -> Set<String> {
    let letters = Array(word.utf8)
    let alphabet = Array(0x61...0x7A).map(UInt8.init)
    var out = Set<String>()
    func add(_ bytes: [UInt8]) { out.insert(String(decoding: bytes, as: UTF8.self)) }
    for i in 0..<letters.count {
      var deleted = letters
      deleted.remove(at: i)
      add(deleted)
      if i + 1 < letters.count {
        var swapped = letters
        swapped.swapAt(i, i + 1)
        add(swapped)
      }
      for letter in alphabet where letter != letters[i] {
        var changed = letters
        changed[i] = letter
        add(changed)
      }
    }
    for i in 0...letters.count {
      for letter in alphabet {
        var inserted = letters
        inserted.insert(letter, at: i)
        add(inserted)
      }
    }
    out.remove(word)
    return out
  }
}

extension LocalCatalog {
  /// `text` with each correctable word that fewer than `relaxationThreshold` rows hold (an
  /// unfinished last word that starts a longer term is left alone) replaced by its one-edit
  /// neighbour held by the most rows, when that neighbour is held by more; nil when no word was
  /// replaced (or the vocabulary cannot be read).
  func correctedText(_ text: String) -> String? {
    guard (try? ensureVocabulary()) == true else { return nil }
    let version = (try? database.scalar("PRAGMA data_version").int64) ?? nil
    if version != spellingVersion || spellingCache.count > 10_000 {
      spellingCache.removeAll()
      spellingVersion = version ?? -1
    }
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    var replaced = words
    var corrections = 0
    for (index, word) in words.enumerated() where corrections < CatalogSpelling.maxCorrectedWords {
      guard let lower = CatalogSpelling.correctable(word) else { continue }
      let isLast = index == words.count - 1
      let key = (isLast ? "p:" : "t:") + lower
      let replacement: String?
      if let known = spellingCache[key] {
        replacement = known
      } else {
        replacement = self.replacement(for: lower, asPrefix: isLast)
        if version != nil { spellingCache[key] = replacement }
      }
      guard let replacement else { continue }
      replaced[index] = replacement
      corrections += 1
    }
    return corrections > 0 ? replaced.joined(separator: " ") : nil
  }

  /// The one-edit neighbour that replaces `word` (see `correctedText`), or nil.
  private func replacement(for word: String, asPrefix: Bool) -> String? {
    guard let held = try? documents(holding: word, asPrefix: asPrefix),
      held < LocalCatalog.relaxationThreshold,
      let best = try? bestNeighbour(of: word), best.documents > held
    else { return nil }
    return best.term
  }

  /// Creates the connection's vocabulary table once; false when FTS5 refuses it.
  private func ensureVocabulary() throws -> Bool {
    try database.execute(
      "CREATE VIRTUAL TABLE IF NOT EXISTS \(CatalogSpelling.vocabularyTable) USING fts5vocab(main, 'books_fts', 'row')"
    )
    return true
  }

  /// Rows holding the term `word` (with `asPrefix`, `Int.max` when only longer terms start
  /// with it: an as-you-type word not finished yet is never corrected).
  private func documents(holding word: String, asPrefix: Bool) throws -> Int {
    let exact =
      try database.cachedStatement(
        "SELECT doc FROM \(CatalogSpelling.vocabularyTable) WHERE term = ?1"
      ).scalar([word]).int ?? 0
    guard asPrefix, exact == 0 else { return exact }
    let longer = try database.cachedStatement(
      "SELECT 1 FROM \(CatalogSpelling.vocabularyTable) WHERE term > ?1 AND term < ?2 LIMIT 1"
    ).scalar([word, word + "\u{10FFFF}"])
    return longer.isNull ? 0 : Int.max
  }

  /// The one-edit neighbour of `word` that the most rows hold (and how many), nil when there
  /// is none.
  private func bestNeighbour(of word: String) throws -> (term: String, documents: Int)? {
    let candidates = CatalogSpelling.edits(of: word).sorted()
    let list = candidates.map { "'\($0)'" }.joined(separator: ",")  // lowercase ASCII letters only
    let rows = try database.query(
      "SELECT term, doc FROM \(CatalogSpelling.vocabularyTable) WHERE term IN (\(list)) ORDER BY doc DESC, term LIMIT 1"
    )
    guard let row = rows.first, let term = row["term"].string else { return nil }
    return (term, row["doc"].int ?? 0)
  }
}

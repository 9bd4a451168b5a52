import Foundation

/// Typo correction for the local catalog: a word of 5+ ASCII letters that fewer than
/// `relaxationThreshold` rows hold becomes a word at one edit (insertion, deletion,
/// substitution, transposition of neighbours) that more rows hold (`pride and prejudise` →
/// `prejudice`, `gatbsy` → `gatsby`, `the hobit` → `hobbit`), or, failing that, by the two
/// words it may have been typed for without their space or hyphen (`saintexupéry` → `saint
/// exupery`, for Saint-Exupéry).
///
/// Which neighbour: the vocabulary's neighbours held by more rows, at most
/// `maxNeighbours`, ordered common slips first (a doubled letter typed once or thrice, two
/// neighbouring letters swapped: `hobit` → `hobbit` before `habit`), then by the rows holding
/// them; the first one with which the whole query matches a row wins (at most
/// `maxTriedNeighbours` tried), else the first one.
///
/// The vocabulary is the catalog's own index (`fts5vocab` over `books_fts`, a `temp` table of
/// the connection, so nothing is stored and it is always current). Work is bounded by
/// construction, per query: the first `maxExaminedWords` words of 5 to `maxWordLength`
/// letters are examined (at most `maxCorrectedWords` replaced); each costs one FTS5 count of
/// at most `relaxationThreshold` rows, one `IN` lookup of its ≤ 54n + 25 edits (≤ 1,105 for
/// 20 letters) in the vocabulary's term index (which counts the rows of each neighbour found:
/// its doclist, read once per word and data version, then cached), and at most
/// `maxTriedNeighbours` FTS5 matches of the whole query stopped at the first row.
enum CatalogSpelling {
  /// Shortest word corrected (a 4-letter word has too many neighbours to guess from).
  static let minWordLength = 5
  /// Longest word corrected.
  static let maxWordLength = 20
  /// Most words corrected in one query.
  static let maxCorrectedWords = 3
  /// Most words examined in one query (the first correctable ones).
  static let maxExaminedWords = 6
  /// Most neighbours of a word kept, in preference order.
  static let maxNeighbours = 8
  /// Most neighbours tried against the whole query.
  static let maxTriedNeighbours = 4
  /// The connection's vocabulary table.
  static let vocabularyTable = "temp.catalog_vocabulary"

  /// The lowercase ASCII letters of `word` (diacritics folded, as the index does:
  /// `saintexupéry` → `saintexupery`) when it is one correctable token, else nil.
  static func correctable(_ word: String) -> String? {
    // A Hangul syllable or jamo, kana or a CJK ideograph never folds to an ASCII letter (and
    // folding costs microseconds a word).
    guard !word.unicodeScalars.contains(where: isNeverLatin) else { return nil }
    let lower = word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    guard (minWordLength...maxWordLength).contains(lower.utf8.count),
      lower.utf8.allSatisfy({ (0x61...0x7A).contains($0) })
    else { return nil }
    return lower
  }

  /// Whether `scalar` is Hangul (jamo, compatibility jamo, syllables), kana or a CJK unified
  /// ideograph: no case or diacritic folding makes it an ASCII letter.
  static func isNeverLatin(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x4E00...0x9FFF, 0xAC00...0xD7AF: true
    default: false
    }
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

  /// `word` cut in two parts of 2+ letters each, at every place (`saintexupery` →
  /// `saint exupery` among others), for a name or title typed without its space.
  static func splits(of word: String) -> [(String, String)] {
    let letters = Array(word.utf8)
    guard letters.count >= 4 else { return [] }
    return (2...(letters.count - 2)).map {
      (String(decoding: letters[..<$0], as: UTF8.self), String(decoding: letters[$0...], as: UTF8.self))
    }
  }

  /// Whether `typed` and `word` (one edit apart) differ by a common slip: a doubled letter
  /// typed once or thrice (`hobit`, `hobbbit` for `hobbit`) or two neighbouring letters
  /// swapped (`gatbsy` for `gatsby`).
  static func isCommonSlip(_ typed: String, _ word: String) -> Bool {
    let a = Array(typed.utf8)
    let b = Array(word.utf8)
    if a.count == b.count {
      let differing = a.indices.filter { a[$0] != b[$0] }
      return differing.count == 2 && differing[1] == differing[0] + 1
        && a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
    }
    let (long, short) = a.count > b.count ? (a, b) : (b, a)
    guard long.count == short.count + 1 else { return false }
    let at = short.indices.first { long[$0] != short[$0] } ?? short.count
    let letter = long[at]
    return (at > 0 && long[at - 1] == letter) || (at + 1 < long.count && long[at + 1] == letter)
  }
}

extension LocalCatalog {
  /// `text` with each examined word that fewer than `relaxationThreshold` rows hold (an
  /// unfinished last word that starts a longer term is left alone, and so is a word the
  /// headlines of `kept()` hold, asked for at the first word that could be corrected) replaced by its neighbour (see `CatalogSpelling`), the whole query searched in
  /// `columns`; nil when no word was replaced (or the vocabulary cannot be read).
  func correctedText(
    _ text: String, columns: [String] = [],
    keeping kept: () -> CatalogSpelling.HeldWords = { CatalogSpelling.HeldWords([]) }
  ) -> String? {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    // Most short answers (a Korean title, a name) hold no correctable word: no statement then.
    guard words.contains(where: { CatalogSpelling.correctable($0) != nil }),
      (try? ensureVocabulary()) == true
    else { return nil }
    let version = try? dataVersion()
    if version != spellingVersion || spellingCache.count > 10_000 {
      spellingCache.removeAll()
      spellingVersion = version ?? -1
    }
    var replaced = words
    var heldWords: CatalogSpelling.HeldWords?
    var corrections = 0
    var examined = 0
    for (index, word) in words.enumerated()
    where corrections < CatalogSpelling.maxCorrectedWords && examined < CatalogSpelling.maxExaminedWords {
      guard let lower = CatalogSpelling.correctable(word) else { continue }
      examined += 1
      let isLast = index == words.count - 1
      // Read only for a word that could be corrected: it costs a page query.
      let held = heldWords ?? kept()
      heldWords = held
      if held.holds(lower, asPrefix: isLast) { continue }
      let key = (isLast ? "p:" : "t:") + lower
      let neighbours: [String]
      if let known = spellingCache[key] {
        neighbours = known
      } else {
        neighbours = self.neighbours(of: lower, asPrefix: isLast)
        if version != nil { spellingCache[key] = neighbours }
      }
      guard let first = neighbours.first else { continue }
      replaced[index] = first
      if words.count > 1 {
        for neighbour in neighbours.prefix(CatalogSpelling.maxTriedNeighbours) {
          var candidate = replaced
          candidate[index] = neighbour
          let expression = try? expandedExpression(candidate.joined(separator: " "), columns: columns)
          if let expression, (try? matchCount(expression, cap: 1).count) == 1 {
            replaced[index] = neighbour
            break
          }
        }
      }
      corrections += 1
    }
    return corrections > 0 ? replaced.joined(separator: " ") : nil
  }

  /// The neighbours that may replace `word` (see `CatalogSpelling`), in preference order;
  /// empty when `word` is held by `relaxationThreshold` rows or more, or has none held by more.
  private func neighbours(of word: String, asPrefix: Bool) -> [String] {
    guard let held = try? documents(holding: word, asPrefix: asPrefix),
      held < LocalCatalog.relaxationThreshold,
      let found = try? heldNeighbours(of: word)
    else { return [] }
    return found.filter { $0.documents > held }
      .sorted { a, b in
        let (slipA, slipB) = (
          CatalogSpelling.isCommonSlip(word, a.term), CatalogSpelling.isCommonSlip(word, b.term)
        )
        return slipA != slipB ? slipA : (a.documents, b.term) > (b.documents, a.term)
      }
      .map(\.term) + ((try? heldSplits(of: word)) ?? [])
  }

  /// The splits of `word` (`CatalogSpelling.splits`) whose two parts the vocabulary holds, as
  /// `left right`, the rarer part held by the most rows first: one `IN` lookup of ≤ 2n terms.
  private func heldSplits(of word: String) throws -> [String] {
    let splits = CatalogSpelling.splits(of: word)
    let parts = Set(splits.flatMap { [$0.0, $0.1] })
    guard !parts.isEmpty else { return [] }
    let list = parts.sorted().map { "'\($0)'" }.joined(separator: ",")  // lowercase ASCII letters only
    var documents: [String: Int] = [:]
    for row in try database.query(
      "SELECT term, doc FROM \(CatalogSpelling.vocabularyTable) WHERE term IN (\(list))")
    {
      if let term = row["term"].string { documents[term] = row["doc"].int ?? 0 }
    }
    return splits.compactMap { split -> (text: String, rows: Int)? in
      guard let left = documents[split.0], let right = documents[split.1] else { return nil }
      return ("\(split.0) \(split.1)", min(left, right))
    }
    .sorted { ($0.rows, $1.text) > ($1.rows, $0.text) }
    .prefix(CatalogSpelling.maxNeighbours).map(\.text)
  }

  /// Creates the connection's vocabulary table once; false when FTS5 refuses it.
  private func ensureVocabulary() throws -> Bool {
    try database.execute(
      "CREATE VIRTUAL TABLE IF NOT EXISTS \(CatalogSpelling.vocabularyTable) USING fts5vocab(main, 'books_fts', 'row')"
    )
    return true
  }

  /// Rows holding the term `word`, counted up to `relaxationThreshold` (with `asPrefix`,
  /// `Int.max` when only longer terms start with it: an as-you-type word not finished yet is
  /// never corrected).
  private func documents(holding word: String, asPrefix: Bool) throws -> Int {
    let exact = try matchCount(CatalogTokenizer.quoted(word), cap: LocalCatalog.relaxationThreshold).count
    guard asPrefix, exact == 0 else { return exact }
    let longer = try database.cachedStatement(
      "SELECT 1 FROM \(CatalogSpelling.vocabularyTable) WHERE term > ?1 AND term < ?2 LIMIT 1"
    ).scalar([word, word + "\u{10FFFF}"])
    return longer.isNull ? 0 : Int.max
  }

  /// The one-edit neighbours of `word` that the vocabulary holds, with the rows holding each
  /// (the `maxNeighbours` held by the most rows, and every common slip).
  private func heldNeighbours(of word: String) throws -> [(term: String, documents: Int)] {
    let candidates = CatalogSpelling.edits(of: word).sorted()
    let list = candidates.map { "'\($0)'" }.joined(separator: ",")  // lowercase ASCII letters only
    let rows = try database.query(
      "SELECT term, doc FROM \(CatalogSpelling.vocabularyTable) WHERE term IN (\(list)) ORDER BY doc DESC, term"
    )
    var found: [(term: String, documents: Int)] = []
    for (rank, row) in rows.enumerated() {
      guard let term = row["term"].string else { continue }
      if rank < CatalogSpelling.maxNeighbours || CatalogSpelling.isCommonSlip(word, term) {
        found.append((term, row["doc"].int ?? 0))
      }
    }
    return Array(found.prefix(2 * CatalogSpelling.maxNeighbours))
  }
}

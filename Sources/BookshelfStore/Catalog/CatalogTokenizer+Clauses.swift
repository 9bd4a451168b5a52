/// The query side of `CatalogTokenizer`: user text as FTS5 clauses, each a set of alternative
/// phrases, one owner for what a typed word may match.
///
/// - A Latin word is its phrase; the last word is a prefix (as-you-type, see `terms`).
/// - Possessives without the apostrophe (`enders`, `travelers`, `angelas`): a word whose last
///   token ends in `s` after three or more letters also matches that token split before the
///   `s` (`"ender s"`), which is how `unicode61` indexes `Ender's` and `Ender’s` (U+2019): both
///   apostrophes are separators, so the rule lives at query time only and no index changes.
/// - A CJK word: the phrase of its bigrams; typed last and ending in an open syllable (`미우`,
///   `소년이 오`), its last syllable matches itself or any of its 27 forms with a final
///   consonant, which the input method may still be composing (`미우` → `미움`).
/// - Initials (`ㅁㅇㅂㅇ`, `미ㅇ`): see `CatalogTokenizer+Initials`.
extension CatalogTokenizer {
  /// One AND-ed part of a query: it matches a row when any of its phrases does.
  public struct Clause: Sendable, Hashable {
    /// FTS5 phrases (quoted, maybe with `*`), in the order they appear in the expression.
    public var alternatives: [String]
    /// The index of the query term (`terms(_:)`) the clause comes from.
    public var term: Int
    /// True for an open syllable's group of forms (more than two alternatives when made):
    /// its phrases are not counted for `bm25`'s IDF (`LocalCatalog.phraseExpressions`), and
    /// a search may drop the forms the index does not hold (`LocalCatalog+OpenSyllables`).
    public var uncounted = false
    /// True for a heavy 3-character prefix written as the OR of its terms
    /// (`LocalCatalog+PrefixExpansion`): its phrases are scored as one.
    public var expanded = false

    /// The clause as FTS5 syntax: the phrase, or the alternatives in parentheses.
    public var expression: String {
      alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " OR ") + ")"
    }
  }

  /// The clauses of `text`, in order (a term gives one or two).
  public static func clauses(_ text: String) -> [Clause] {
    let terms = terms(text)
    let endsWithSpace = normalized(text).unicodeScalars.last?.properties.isWhitespace ?? true
    var clauses: [Clause] = []
    for (index, term) in terms.enumerated() {
      let typedLast = index == terms.count - 1 && !endsWithSpace
      for alternatives in alternatives(for: term, typedLast: typedLast) {
        clauses.append(Clause(alternatives: alternatives, term: index, uncounted: alternatives.count > 2))
      }
    }
    return clauses
  }

  /// The clauses of the partial-match fallback: those of `clauses(_:)`, except that a CJK word
  /// of three or more characters becomes one clause per bigram, so a long Korean title typed
  /// without its spaces and punctuation (`채식주의자리마스터판` for `채식주의자 (리마스터판)`,
  /// whose `(` splits the indexed run) still finds the rows holding most of its pairs. `term`
  /// numbers these units (words, or a word's bigrams) from 0. Likewise a word whose parts a
  /// separator joins (`title:dune`, `dune/messiah`, `love&war`: one phrase as typed, so it
  /// finds nothing when the parts are not side by side) becomes one clause per part.
  public static func fallbackClauses(_ text: String) -> [Clause] {
    let terms = terms(text)
    var units: [Clause] = []
    var previous: Int?
    for clause in clauses(text) {
      if case .word(let word, let prefix) = terms[clause.term], let parts = joinedParts(word) {
        for (index, part) in parts.enumerated() {
          let star = prefix && index == parts.count - 1 ? "*" : ""
          units.append(Clause(alternatives: [quoted(part) + star], term: units.count))
        }
        previous = nil
        continue
      }
      if case .cjk(let run) = terms[clause.term], clause.alternatives.count == 1,
        run.unicodeScalars.count >= 3
      {
        let grams = bigrams(Array(run.unicodeScalars)).split(separator: " ")
        for gram in grams { units.append(Clause(alternatives: [quoted(String(gram))], term: units.count)) }
        previous = nil
        continue
      }
      let unit = previous == clause.term ? (units.last?.term ?? 0) : (units.last.map { $0.term + 1 } ?? 0)
      units.append(Clause(alternatives: clause.alternatives, term: unit))
      previous = clause.term
    }
    return units
  }

  /// The parts of `word` around the separators `:`, `/`, `&`, `+`, `;` and `,` when there are
  /// two or more (`title:dune` → `title`, `dune`); nil otherwise (apostrophes, hyphens and
  /// dots stay inside a word: `ender's`, `time-travelers`, `j.k.`).
  static func joinedParts(_ word: String) -> [String]? {
    let parts = word.split(whereSeparator: { ":/&+;,".contains($0) }).map(String.init)
      .filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
    return parts.count >= 2 ? parts : nil
  }

  /// The clauses (as alternative lists) of one term.
  static func alternatives(for term: Term, typedLast: Bool) -> [[String]] {
    switch term {
    case .word(let word, _):
      return [[phrase(term)] + (possessive(word).map { [quoted($0)] } ?? [])]
    case .cjk(let run):
      if typedLast, let open = openClauses(run) { return open }
      return [[phrase(term)]]
    case .initials(let run):
      return initialsClauses(run)
    }
  }

  /// `word` with its last token split before a final `s` (`enders` → `ender s`,
  /// `time-travelers` → `time-traveler s`), when that token has four or more letters and no
  /// apostrophe precedes the `s` already; nil otherwise.
  static func possessive(_ word: String) -> String? {
    let scalars = Array(word.unicodeScalars)
    guard let last = scalars.last, last == "s" || last == "S" else { return nil }
    let token = scalars.reversed().prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    guard token.count >= 4 else { return nil }
    var split = String.UnicodeScalarView()
    split.append(contentsOf: scalars.dropLast())
    split.append(" ")
    split.append(last)
    return String(split)
  }

  /// The clauses of a CJK run typed last whose last character is a Hangul syllable without a
  /// final consonant (`오`, `이`): the run before it (when two or more characters), then that
  /// character (after the one before it, as a bigram) or any of its forms with a final
  /// consonant. `소년이오` → `"소년 년이"` AND (`"이오"` OR `"이옥"` OR … OR `"이옿"`); `오` →
  /// (`"오"` OR `"옥"` OR …). Nil for any other run (its plain phrase applies).
  static func openClauses(_ run: String) -> [[String]]? {
    let scalars = Array(run.unicodeScalars)
    guard let last = scalars.last, (0xAC00...0xD7A3).contains(last.value), (last.value - 0xAC00) % 28 == 0
    else { return nil }
    let group = quotedForms(head: scalars.count >= 2 ? scalars[scalars.count - 2] : nil, of: last)
    guard scalars.count >= 3 else { return [group] }
    return [[quoted(bigrams(Array(scalars.dropLast())))], group]
  }
}

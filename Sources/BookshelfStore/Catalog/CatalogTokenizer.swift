import Foundation

/// Turns catalog text into what the FTS5 index stores, and user text into a safe FTS5 `MATCH`
/// expression, so that Korean (and other CJK) and Latin text are both searchable by parts.
///
/// ## Why this design
/// FTS5's `unicode61` tokenizer splits on spaces and punctuation only, so `대한민국` is one
/// token and `민국` can never match it; Korean spacing also varies (`해리포터` / `해리 포터`).
/// FTS5's `trigram` tokenizer finds substrings but not one- or two-syllable queries (shorter
/// than a trigram), and it gives up case/diacritic folding per word and prefix semantics for
/// Latin text. So, as Lucene's CJK analysis does, this type rewrites every CJK run in Swift
/// *before* FTS5 sees it, and one FTS5 table with `unicode61 remove_diacritics 2` indexes the
/// result:
///
/// - Non-CJK text passes through unchanged; `unicode61` folds case and diacritics
///   (`Préface` → `preface`) and the query's last word gets a prefix `*` (as-you-type).
/// - A CJK run (Hangul syllables and jamo, Han ideographs, kana) is joined across spaces
///   (`해리 포터` → `해리포터`, so spacing does not matter) and replaced in place by its
///   overlapping bigrams (`해리 리포 포터`); its unigrams (`해 리 포 터`) are appended at the
///   end of the field. Bigrams stay adjacent, so a query of two or more syllables becomes a
///   phrase of its bigrams and finds any substring (`민국` → `"민국"`, `미움받` →
///   `"미움 움받"`); a one-syllable query matches the unigram (`한` → `"한"`).
/// - One table (not a `unicode61` table beside a second CJK table) keeps one `bm25` over all
///   columns, one `MATCH` per query and one rowid space, and mixed queries (`해리 potter`)
///   need no merge step.
///
/// The text stored in the index is derived only from the stored book fields, so an old row's
/// index entry can be deleted by regenerating it (the contentless FTS5 `delete` command).
/// Changing these rules therefore needs a schema migration that rebuilds the index.
public enum CatalogTokenizer {
  /// True for scalars indexed as CJK n-grams: Hangul syllables and jamo, CJK ideographs
  /// (unified, extension A, compatibility, supplementary planes), hiragana and katakana
  /// (except the `・` middle dot, which separates words).
  public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF:
      return true
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
      return true
    case 0x3040...0x309F, 0x30A0...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
      return true
    default:
      return false
    }
  }

  /// NFC form of `text` (so decomposed Hangul or accents index like composed ones); ASCII
  /// text is returned as is without calling into Foundation.
  static func normalized(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) || isKnownNFC(text) { return text }
    return text.precomposedStringWithCanonicalMapping
  }

  /// True when every scalar is one NFC never changes in this context: below U+0300 (no
  /// combining mark follows, since marks are above), precomposed Hangul syllables, Hangul
  /// compatibility jamo, CJK unified ideographs, or CJK punctuation and kana without the
  /// combining sound marks. A cheap check that spares Foundation's normalisation for most
  /// Korean and English text; anything else is normalised.
  static func isKnownNFC(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { isKnownNFC($0.value) }
  }

  /// `isKnownNFC` for one scalar value. Besides the ranges above: the punctuation, arrows,
  /// enclosed alphanumerics, box drawing and dingbats, enclosed CJK letters and fullwidth
  /// forms that Korean blurbs use (`‘’ “” … → ① ★ ㈜ ～`): none has a canonical decomposition,
  /// a combining class or a part in a canonical composition (checked against the Unicode
  /// data), so NFC leaves them and their neighbours unchanged. Without them, ~7 % of the
  /// Aladin fields (most of the long descriptions) took Foundation's normalisation.
  @inline(__always)
  static func isKnownNFC(_ value: UInt32) -> Bool {
    switch value {
    case 0..<0x300, 0xAC00...0xD7A3, 0x3131...0x318E, 0x4E00...0x9FFF, 0x3000...0x3098, 0x309B...0x30FF:
      return true
    case 0x2010...0x2027, 0x2030...0x205E, 0x2160...0x2188, 0x2190...0x21FF, 0x2460...0x27BF:
      return true
    case 0x3200...0x321E, 0x3220...0x32FF, 0xFF01...0xFF60:
      return true
    default:
      return false
    }
  }

  /// The text to store in the FTS5 index for one field: non-CJK text unchanged, every CJK
  /// run replaced by its bigrams (a one-character run by its unigram), then the distinct
  /// unigrams of all runs at the end.
  /// - Parameter text: the field value (any Unicode; NFC-normalised here).
  /// - Returns: a space-separated string for `unicode61 remove_diacritics 2`.
  public static func indexText(_ text: String) -> String {
    switch indexTextFast(text) {
    case .unchanged: return text
    case .rewritten(let indexed): return indexed
    case .fallback: return indexTextByScalars(text)
    }
  }

  /// The definition of `indexText`, scalar by scalar (`indexTextFast` gives the same result on
  /// bytes for the text it handles).
  static func indexTextByScalars(_ text: String) -> String {
    let source = normalized(text)
    if !source.unicodeScalars.contains(where: isCJK) { return source }
    var out = String.UnicodeScalarView()
    var unigrams = String.UnicodeScalarView()
    var seen = Set<Unicode.Scalar>()
    var run: [Unicode.Scalar] = []
    var heldSpace = false

    func separate() {
      if let last = out.last, last != " " { out.append(" ") }
    }
    func flushRun() {
      guard !run.isEmpty else { return }
      separate()
      if run.count == 1 {
        out.append(run[0])
      } else {
        for i in 0..<(run.count - 1) {
          if i > 0 { out.append(" ") }
          out.append(run[i])
          out.append(run[i + 1])
        }
      }
      out.append(" ")
      for scalar in run where seen.insert(scalar).inserted {
        if !unigrams.isEmpty { unigrams.append(" ") }
        unigrams.append(scalar)
      }
      run.removeAll(keepingCapacity: true)
    }

    for scalar in source.unicodeScalars {
      if isCJK(scalar) {
        run.append(scalar)
        heldSpace = false
      } else if scalar.properties.isWhitespace {
        if run.isEmpty { out.append(scalar) } else { heldSpace = true }
      } else {
        flushRun()
        if heldSpace { separate() }
        heldSpace = false
        out.append(scalar)
      }
    }
    flushRun()
    separate()
    out.append(contentsOf: unigrams)
    return String(out)
  }

  /// One search term of a query, before it is written as FTS5 syntax.
  public enum Term: Sendable, Hashable {
    /// A non-CJK chunk (whitespace-delimited), matched as an FTS5 phrase of its `unicode61`
    /// tokens; `prefix` adds `*` to its last token.
    case word(String, prefix: Bool)
    /// A CJK run with spaces removed: one character matches the unigram, longer runs match
    /// the phrase of overlapping bigrams.
    case cjk(String)
    /// A CJK run holding Hangul initial consonants (compatibility jamo `ㄱ`…`ㅎ`), possibly
    /// mixed with syllables (`미ㅇ`): matched against the titles' initials (see
    /// `CatalogTokenizer+Initials`).
    case initials(String)
  }

  /// Splits user text into terms: CJK runs and non-CJK chunks, both split on
  /// whitespace and control characters (a NUL would end FTS5's string early); each word may
  /// match a different field (`한강 소년이`: author and title), and since the index joins a
  /// field's CJK runs across spaces, `해리 포터` still finds `해리포터` (both bigrams are in it).
  /// A CJK run holding a Hangul initial consonant (`ㅁㅇ`, `미ㅇ`) is an `initials` term. Chunks without
  /// any letter or digit (`*`, `"`, `-`, `(`) are dropped. When `prefixLast` is true and the
  /// text does not end in whitespace, the last non-CJK chunk is a prefix term if its last
  /// token has two or more characters; a one-letter prefix would expand to a large share of
  /// the vocabulary, so it is searched exactly, or, when it is a lone letter after other terms
  /// (`harry p`), left out until the second letter is typed.
  public static func terms(_ text: String, prefixLast: Bool = true) -> [Term] {
    let source = normalized(text)
    var terms: [Term] = []
    var chunk = String.UnicodeScalarView()
    var run = String.UnicodeScalarView()

    func flushChunk() {
      if chunk.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) {
        terms.append(.word(String(chunk), prefix: false))
      }
      chunk.removeAll()
    }
    func flushRun() {
      defer { run.removeAll() }
      guard !run.isEmpty else { return }
      guard run.contains(where: isInitial) else { return terms.append(.cjk(String(run))) }
      if case .initials(let previous)? = terms.last {
        terms[terms.count - 1] = .initials(previous + String(run))  // joined across spaces
      } else {
        terms.append(.initials(String(run)))
      }
    }

    for scalar in source.unicodeScalars {
      if isCJK(scalar) {
        flushChunk()
        run.append(scalar)
      } else if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
        flushChunk()  // NUL and controls never reach FTS5
        flushRun()
      } else {
        flushRun()
        chunk.append(scalar)
      }
    }
    let endsWithSpace = source.unicodeScalars.last?.properties.isWhitespace ?? true
    flushChunk()
    flushRun()
    if prefixLast, !endsWithSpace, case .word(let word, _)? = terms.last {
      let lastToken = word.unicodeScalars.reversed().prefix {
        $0.properties.isAlphabetic || $0.properties.numericType != nil
      }
      if lastToken.count >= 2 {
        terms[terms.count - 1] = .word(word, prefix: true)
      } else if terms.count > 1, lastToken.count == word.unicodeScalars.count {
        terms.removeLast()  // a lone first letter of the next word: wait for the second
      }
    }
    return terms
  }

  /// The FTS5 `MATCH` expression for `text`: every clause (`clauses(_:)`) as double-quoted
  /// strings (inner `"` doubled), alternatives in parentheses joined by `OR`, clauses joined by
  /// AND (implicit unless a group needs it spelled out; `OR` with `anyClause`); nothing the user typed is ever FTS5 syntax.
  /// - Parameters:
  ///   - text: what the user typed.
  ///   - columns: FTS5 column names to restrict to (`{title subtitle} : (…)`), or empty for all.
  ///   - anyClause: match rows holding at least one clause instead of all (the partial fallback).
  /// - Returns: the expression, or nil when the text has no searchable term.
  public static func matchExpression(_ text: String, columns: [String] = [], anyClause: Bool = false)
    -> String?
  {
    expression(clauses(text), columns: columns, anyClause: anyClause)
  }

  /// The FTS5 expression of `clauses` (see `matchExpression`), nil when there are none.
  static func expression(_ clauses: [Clause], columns: [String], anyClause: Bool = false) -> String? {
    guard !clauses.isEmpty else { return nil }
    // FTS5 has no implicit AND next to a parenthesised group: spell it out there.
    let and = clauses.contains { $0.alternatives.count > 1 } ? " AND " : " "
    let body = clauses.map(\.expression).joined(separator: anyClause ? " OR " : and)
    guard !columns.isEmpty else { return body }
    return "{\(columns.joined(separator: " "))} : (\(body))"
  }

  /// One term as one FTS5 phrase (no alternatives).
  static func phrase(_ term: Term) -> String {
    switch term {
    case .word(let word, let prefix):
      return quoted(word) + (prefix ? "*" : "")
    case .cjk(let run), .initials(let run):
      return quoted(bigrams(Array(run.unicodeScalars)))
    }
  }

  /// The space-separated overlapping bigrams of `scalars` (the scalar itself when only one).
  static func bigrams(_ scalars: [Unicode.Scalar]) -> String {
    if scalars.count == 1 { return String(scalars[0]) }
    var grams: [String] = []
    for i in 0..<max(0, scalars.count - 1) {
      var gram = String.UnicodeScalarView()
      gram.append(scalars[i])
      gram.append(scalars[i + 1])
      grams.append(String(gram))
    }
    return grams.joined(separator: " ")
  }

  /// `text` in double quotes with every `"` doubled (an FTS5 string).
  static func quoted(_ text: String) -> String {
    // Foundation's `replacingOccurrences` was ~4 % of a Korean search (an open syllable
    // quotes 28 forms): quote without it when there is no `"` to double.
    guard text.utf8.contains(0x22) else { return "\"" + text + "\"" }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// A key for exact-title comparison: the title without a trailing parenthesised series note
  /// (`The Hunger Games (The Hunger Games, #1)` → `The Hunger Games`), lowercased, with
  /// diacritics removed and only letters and digits kept.
  public static func titleKey(_ title: String) -> String {
    if let key = titleKeyFast(title) { return key }
    var base = Substring(title)
    if base.hasSuffix(")"), let open = base.lastIndex(of: "("), open > base.startIndex {
      base = base[..<open]
    }
    return titleKeyFast(base) ?? titleKeyByScalars(base)
  }

  /// The definition of `titleKey` for a title without its series note, scalar by scalar
  /// (`titleKeyFast` gives the same result on bytes for ASCII and Hangul titles).
  static func titleKeyByScalars(_ base: Substring) -> String {
    var out = String.UnicodeScalarView()
    let folded: String
    if base.utf8.allSatisfy({ $0 < 0x80 }) {
      folded = base.lowercased()
    } else if base.unicodeScalars.allSatisfy({ $0.value < 0x80 || (0xAC00...0xD7A3).contains($0.value) }) {
      folded = base.lowercased()  // ASCII and Hangul syllables: nothing to fold but case
    } else {
      folded =
        String(base).precomposedStringWithCanonicalMapping
        .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .precomposedStringWithCanonicalMapping
    }
    for scalar in folded.unicodeScalars
    where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
      out.append(scalar)
    }
    return String(out)
  }
}

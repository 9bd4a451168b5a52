/// 초성 (initial consonant) search: `ㅁㅇㅂㅇ ㅇㄱ` finds 미움받을 용기, `미ㅇ` finds it too, as
/// Korean users type in contacts and shop search boxes.
///
/// ## Index design
/// The title column of `books_fts` also holds the bigrams of its Hangul initials: every run of
/// Hangul syllables (joined across spaces, as for the syllables themselves) becomes the run of
/// their initial consonants as compatibility jamo (`미움받을 용기` → `ㅁㅇㅂㅇㅇㄱ`), indexed as
/// overlapping bigrams (`ㅁㅇ ㅇㅂ ㅂㅇ ㅇㅇ ㅇㄱ`). Jamo bigrams are tokens no syllable query
/// produces, so they cannot disturb other matches; one table keeps one `MATCH` and one rowid
/// space (a side table would need a second query and a merge per keystroke). Only titles: the
/// place people look books up by initials, and the smallest cost (Korean rows only; about
/// one extra token per title syllable, see ARCHITECTURE's catalog figures). No unigrams: one
/// consonant matches too much to be useful, so a lone `ㅁ` finds nothing until the second.
///
/// A query word holding an initial is the phrase of its initials' bigrams (each syllable typed
/// in full is reduced to its initial), AND each run of full syllables in it as a syllable
/// phrase of the title: `미ㅇ` → `"ㅁㅇ"` AND `{title} : "미"`. Words of initials typed one
/// after the other are one run, as the title's runs are joined across spaces
/// (`ㅅㄴㅇ ㅇㄷ` → `"ㅅㄴ ㄴㅇ ㅇㅇ ㅇㄷ"`): initials match titles only, so there is no other
/// field for a second word to be in, and the joined phrase is far more precise.
extension CatalogTokenizer {
  /// The 19 Hangul initial consonants (choseong order) as compatibility jamo.
  static let initialJamo: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145, 0x3146, 0x3147,
    0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// True for a compatibility jamo consonant `ㄱ`…`ㅎ` (U+3131–U+314E).
  static func isInitial(_ scalar: Unicode.Scalar) -> Bool {
    (0x3131...0x314E).contains(scalar.value)
  }

  /// True for a precomposed Hangul syllable (U+AC00–U+D7A3).
  static func isSyllable(_ scalar: Unicode.Scalar) -> Bool {
    (0xAC00...0xD7A3).contains(scalar.value)
  }

  /// The initial consonant of a Hangul syllable as compatibility jamo; other scalars as they are.
  static func initial(of scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard isSyllable(scalar) else { return scalar }
    return Unicode.Scalar(initialJamo[Int((scalar.value - 0xAC00) / 588)]) ?? scalar
  }

  /// The initials text the title column holds besides `indexText(title)`: the bigrams of the
  /// initials of each Hangul syllable run (runs continue across whitespace), space-separated;
  /// empty when no run has two syllables.
  static func initialsIndexText(_ title: String) -> String {
    initialsIndexTextFast(title) ?? initialsIndexTextByScalars(title)
  }

  /// The definition of `initialsIndexText`, scalar by scalar (`initialsIndexTextFast` gives
  /// the same result on bytes for known-NFC titles).
  static func initialsIndexTextByScalars(_ title: String) -> String {
    guard title.unicodeScalars.contains(where: isSyllable) else { return "" }
    var out: [String] = []
    var run: [Unicode.Scalar] = []
    func flush() {
      if run.count >= 2 { out.append(bigrams(run)) }
      run.removeAll(keepingCapacity: true)
    }
    for scalar in normalized(title).unicodeScalars {
      if isSyllable(scalar) {
        run.append(initial(of: scalar))
      } else if !scalar.properties.isWhitespace {
        flush()
      }
    }
    flush()
    return out.joined(separator: " ")
  }

  /// The clauses of an `initials` term: the phrase of its initials' bigrams (when two or more),
  /// then each run of full syllables in it as a syllable phrase.
  static func initialsClauses(_ run: String) -> [[String]] {
    let scalars = Array(run.unicodeScalars)
    let initials = scalars.map(initial(of:))
    var clauses: [[String]] = initials.count >= 2 ? [[quoted(bigrams(initials))]] : []
    var syllables: [Unicode.Scalar] = []
    for scalar in scalars + [" "] {
      if isSyllable(scalar) {
        syllables.append(scalar)
      } else if !syllables.isEmpty {
        clauses.append(["{title} : " + quoted(bigrams(syllables))])
        syllables.removeAll()
      }
    }
    return clauses
  }
}

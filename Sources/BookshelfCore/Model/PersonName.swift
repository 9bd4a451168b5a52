/// A person's name (an author's, as a provider or the reader wrote it) split into the parts
/// used to write it family name first: Goodreads' `Author l-f` column, and sorting by family
/// name. One rule for both, here.
///
/// - The family name is the last word, with the particles before it that belong to it
///   (`Le Guin`, `de la Cruz`, `van der Berg`, `St. John`): `le`, `la`, `de`, `du`, `da`,
///   `di`, `des`, `del`, `della`, `dos`, `das`, `van`, `von`, `der`, `den`, `ten`, `ter`,
///   `st.`, `bin`, `ibn`, `al`, in any letter case. At least one given name is left before it
///   (`Van Morrison` is `Morrison, Van`).
/// - A suffix (`Jr.`, `Sr.`, `Jr`, `Sr`, or a Roman numeral of two or more letters such as
///   `III`, `XIV`), with or without a comma before it, is kept apart and written last:
///   `Kurt Vonnegut Jr.` → `Vonnegut, Kurt, Jr.`.
/// - A name already written family name first (`Le Guin, Ursula K.`: a comma that is not just
///   before a suffix) keeps its order.
/// - A single word (`Plato`, `한강`), and any name in Hangul, kana or CJK ideographs (written
///   family name first already: `기시미 이치로`, `村上 春樹`), is the family name as written.
///   (Goodreads' own export writes `Plato, Plato` and `Guin, Ursula K. Le`: naive, not copied.)
/// - Runs of whitespace count as one space; the result has no surrounding whitespace.
public struct PersonName: Sendable, Hashable {
  /// The family name with its particles (`Le Guin`), or the whole name when it cannot be split.
  public let family: String
  /// The given names (`Ursula K.`), or nil.
  public let given: String?
  /// The suffix (`Jr.`, `III`), or nil.
  public let suffix: String?

  /// Splits `name` by the rules above.
  public init(_ name: String) {
    var words = name.split(whereSeparator: \.isWhitespace).map(String.init)
    if words.contains(where: { $0.unicodeScalars.contains(where: PersonName.writesFamilyNameFirst) }) {
      self.init(family: words.joined(separator: " "), given: nil, suffix: nil)
      return
    }
    var suffix: String?
    if words.count > 1, let last = words.last, PersonName.isSuffix(last) {
      suffix = last
      words.removeLast()
      if words[words.count - 1].hasSuffix(",") { words[words.count - 1].removeLast() }
    }
    let rest = words.joined(separator: " ")
    if let comma = rest.firstIndex(of: ",") {
      let family = String(rest[..<comma]).trimmingWhitespace()
      let given = String(rest[rest.index(after: comma)...]).trimmingWhitespace()
      self.init(family: family, given: given.isEmpty ? nil : given, suffix: suffix)
      return
    }
    guard words.count > 1 else {
      self.init(family: suffix.map { rest + " " + $0 } ?? rest, given: nil, suffix: nil)
      return
    }
    var start = words.count - 1
    while start > 1, PersonName.particles.contains(words[start - 1].lowercased()) { start -= 1 }
    self.init(
      family: words[start...].joined(separator: " "), given: words[..<start].joined(separator: " "),
      suffix: suffix)
  }

  private init(family: String, given: String?, suffix: String?) {
    self.family = family
    self.given = given
    self.suffix = suffix
  }

  /// `Le Guin, Ursula K.`; `Vonnegut, Kurt, Jr.`; `Plato`; `한강`.
  public var familyNameFirst: String {
    ([family] + [given, suffix].compactMap { $0 }).joined(separator: ", ")
  }

  /// Lower-cased words that belong to the family name when they come before its last word.
  static let particles: Set<String> = [
    "le", "la", "de", "du", "da", "di", "des", "del", "della", "dos", "das", "van", "von", "der",
    "den", "ten", "ter", "st.", "bin", "ibn", "al",
  ]

  /// `Jr.`, `Sr.` (with or without the dot, any case) or a Roman numeral of two or more letters.
  static func isSuffix(_ word: String) -> Bool {
    let lower = word.lowercased()
    if ["jr", "jr.", "sr", "sr."].contains(lower) { return true }
    return word.count >= 2 && word.allSatisfy { $0 == "I" || $0 == "V" || $0 == "X" }
  }

  /// True for Hangul, CJK ideographs and kana: scripts whose names put the family name first.
  static func writesFamilyNameFirst(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7AF:
      true
    default: false
    }
  }
}

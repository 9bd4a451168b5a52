import Foundation

/// `bookshelf_title_word_starts(title, subtitle, runs)`: how well the CJK runs of a query
/// begin at a word of a row's title or subtitle (`sql(row:runs:)`): for each run, 2 when the
/// title or subtitle, read from the start of one of its words with spaces skipped, begins
/// with it; 1 when it does but for the run's last
/// syllable's closing consonant (a syllable still being typed: `미우` begins `미움받을`,
/// `소녀` begins `소년이`); else 0; summed. A run is a query's CJK words joined across spaces,
/// as the index joins them (`CatalogTokenizer`), so `해리포터` and `해리 포터` score alike.
/// `runs` holds them separated by spaces (`runs(of:)`); `NULL` for a `NULL` argument.
///
/// Why: the index holds CJK text as overlapping bigrams over runs joined across spaces, so a
/// word found inside a longer word (`아몬드` in 다이아몬드) or through the open syllable's
/// forms (`소녀` → 청소년) is the same match to FTS5 and `bm25` as the title word itself.
/// `LocalCatalog.pageSQL` orders by this after the headline and before the `bm25` bands, so
/// 아몬드 and 맡겨진 소녀 come before 50가지 다이아몬드 and 청소년 books. Authors are left out:
/// on our ranking set (`RankingQuerySetTests`) they cost more than they gave (`미우` is typed
/// for 미움받을 용기 far more than for the author 미우라 코우지): MRR 0.709 → 0.732 with titles
/// and subtitles, 0.722 with authors too. Computed from the stored fields, like
/// `CatalogTitleContains`, only for the ranked rows of a query that has CJK runs.
enum CatalogTitleWordStart {
  /// The SQL name of the function.
  static let functionName = "bookshelf_title_word_starts"

  /// The SQL of the score of row alias `row` for the runs in parameter `runs` (0 without
  /// them, the function not called): its title and subtitle.
  static func sql(row: String, runs: String) -> String {
    "CASE WHEN \(runs) IS NULL THEN 0 ELSE \(functionName)(\(row).title, \(row).subtitle, \(runs)) END"
  }

  /// Registers the function on `database` (once per connection): `(title, subtitle, runs)`,
  /// a `NULL` subtitle read as empty.
  /// - Throws: `SQLiteError` when SQLite refuses it.
  static func register(on database: Database) throws {
    try database.createScalarFunction(named: functionName, argumentCount: 3) { arguments in
      guard let title = arguments.utf8(0), let runs = arguments.utf8(2) else { return nil }
      return Int64(score(runs: scalarRuns(runs), title: title, subtitle: arguments.utf8(1)))
    }
  }

  /// The sum over `runs` of each run's best score in `title` or `subtitle` (UTF-8).
  private static func score(
    runs: [[UInt32]], title: UnsafeBufferPointer<UInt8>, subtitle: UnsafeBufferPointer<UInt8>?
  ) -> Int {
    runs.reduce(0) { sum, run in
      let inTitle = best(of: run, in: title)
      guard inTitle < 2, let subtitle else { return sum + inTitle }
      return sum + max(inTitle, best(of: run, in: subtitle))
    }
  }

  /// The CJK runs of a query's text (NFC; words of Hangul syllables, ideographs or kana, those
  /// separated only by spaces joined; any other character ends a run) separated by spaces,
  /// or nil when it has none.
  static func runs(of text: String) -> String? {
    var runs: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in CatalogTokenizer.normalized(text).unicodeScalars {
      if isSyllableOrIdeograph(scalar) {
        current.append(scalar)
      } else if !scalar.properties.isWhitespace, !current.isEmpty {
        runs.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { runs.append(String(current)) }
    return runs.isEmpty ? nil : runs.joined(separator: " ")
  }

  /// The score (see the type) of a row titled `headline` (no subtitle) for the query's CJK
  /// `runs` (scalars each), as the SQL function computes it.
  static func score(headline: String, runs: [[Unicode.Scalar]]) -> Int {
    var text = headline
    return text.withUTF8 { score(runs: runs.map { $0.map(\.value) }, title: $0, subtitle: nil) }
  }

  /// The scalar values of the space-separated runs in `bytes` (UTF-8).
  private static func scalarRuns(_ bytes: UnsafeBufferPointer<UInt8>) -> [[UInt32]] {
    var runs: [[UInt32]] = []
    var current: [UInt32] = []
    var index = 0
    while let (scalar, next) = decode(bytes, at: index) {
      index = next
      if scalar == 0x20 {
        if !current.isEmpty { runs.append(current) }
        current = []
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }

  /// 2 when `text` (UTF-8), read from the start of one of its words with spaces skipped,
  /// begins with `run`; 1 when one does but for the run's last syllable's closing consonant;
  /// else 0. One pass over the bytes, with no allocation.
  private static func best(of run: [UInt32], in text: UnsafeBufferPointer<UInt8>) -> Int {
    guard let first = run.first else { return 0 }
    var best = 0
    var index = 0
    var previousIsWord = false
    while let (scalar, next) = decode(text, at: index) {
      let isWord = isWordScalar(scalar)
      if isWord, !previousIsWord, scalar == first || run.count == 1 {
        let found = compare(run, text, from: index)
        if found == 2 { return 2 }
        best = max(best, found)
      }
      previousIsWord = isWord
      index = next
    }
    return best
  }

  /// `best`'s comparison at one word start (`start`, a byte offset).
  private static func compare(_ run: [UInt32], _ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    for (offset, wanted) in run.enumerated() {
      var found: UInt32 = 0
      repeat {
        guard let (scalar, next) = decode(text, at: index) else { return 0 }
        found = scalar
        index = next
      } while found == 0x20 || found == 0x09 || found == 0x3000
      if found != wanted {
        return offset == run.count - 1 && isOpenForm(wanted, of: found) ? 1 : 0
      }
    }
    return 2
  }

  /// The scalar starting at byte `index` of valid UTF-8 `bytes` and the index after it; nil at
  /// the end.
  @inline(__always)
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
    guard index < bytes.count else { return nil }
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, index + 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard index + length <= bytes.count else { return nil }
    var value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length { value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F) }
    return (value, index + length)
  }

  /// A scalar words are made of: ASCII letters and digits, Hangul, CJK ideographs and kana
  /// (the usual case, without a property lookup), or any other letter or number.
  @inline(__always)
  private static func isWordScalar(_ value: UInt32) -> Bool {
    if value < 0x80 {
      return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }
    if (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value)
      || (0x3040...0x30FF).contains(value)
    {
      return true
    }
    guard let scalar = Unicode.Scalar(value) else { return false }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// True when `typed` is a Hangul syllable without a closing consonant and `syllable` is the
  /// same syllable with one (`녀` / `년`).
  static func isOpenForm(_ typed: UInt32, of syllable: UInt32) -> Bool {
    let hangul: ClosedRange<UInt32> = 0xAC00...0xD7A3
    guard hangul.contains(typed), hangul.contains(syllable) else { return false }
    let (a, b) = (typed - 0xAC00, syllable - 0xAC00)
    return a % 28 == 0 && b % 28 != 0 && a / 28 == b / 28
  }

  /// Hangul syllables, CJK ideographs and kana: the scalars a word of this score is made of.
  private static func isSyllableOrIdeograph(_ scalar: Unicode.Scalar) -> Bool {
    CatalogTokenizer.isCJK(scalar) && !(0x1100...0x11FF).contains(scalar.value)
      && !(0x3130...0x318F).contains(scalar.value) && !(0xA960...0xA97F).contains(scalar.value)
      && !(0xD7B0...0xD7FF).contains(scalar.value)
  }
}

import Foundation

/// `bookshelf_title_word_starts(headline, runs)`: how well the CJK runs of a query begin at a
/// word of a row's title or subtitle (`sql(row:runs:)`): for each run, 2
/// when the headline, read from the start of one of its words with spaces skipped, begins
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
  /// them, the function not called): title and subtitle, U+001F between them (which ends a
  /// word and a run).
  static func sql(row: String, runs: String) -> String {
    "CASE WHEN \(runs) IS NULL THEN 0 ELSE \(functionName)(\(row).title || char(31) || "
      + "coalesce(\(row).subtitle, ''), \(runs)) END"
  }

  /// Registers the function on `database` (once per connection).
  /// - Throws: `SQLiteError` when SQLite refuses it.
  static func register(on database: Database) throws {
    try database.createScalarFunction(named: functionName, argumentCount: 2) { arguments in
      guard let headline = arguments.utf8(0), let runs = arguments.utf8(1) else { return nil }
      let queryRuns = String(decoding: runs, as: UTF8.self).split(separator: " ").map {
        Array($0.unicodeScalars)
      }
      return Int64(score(headline: String(decoding: headline, as: UTF8.self), runs: queryRuns))
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

  /// The score (see the type) of `headline` for the query's CJK `runs` (scalars each).
  static func score(headline: String, runs: [[Unicode.Scalar]]) -> Int {
    let scalars = Array(headline.unicodeScalars)
    let starts = scalars.indices.filter { index in
      isWordScalar(scalars[index]) && (index == 0 || !isWordScalar(scalars[index - 1]))
    }
    return runs.reduce(0) { sum, run in
      guard !run.isEmpty else { return sum }
      var best = 0
      for start in starts {
        switch compare(run, scalars, from: start) {
        case 2: return sum + 2
        case 1: best = 1
        default: continue
        }
      }
      return sum + best
    }
  }

  /// 2 when `scalars` from `start`, spaces skipped, begin with `run`; 1 when they do but for
  /// the last syllable's closing consonant; else 0.
  private static func compare(_ run: [Unicode.Scalar], _ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start
    for (offset, wanted) in run.enumerated() {
      while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
      guard index < scalars.count else { return 0 }
      let found = scalars[index]
      if found != wanted {
        return offset == run.count - 1 && isOpenForm(wanted, of: found) ? 1 : 0
      }
      index += 1
    }
    return 2
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// True when `typed` is a Hangul syllable without a closing consonant and `syllable` is the
  /// same syllable with one (`녀` / `년`).
  static func isOpenForm(_ typed: Unicode.Scalar, of syllable: Unicode.Scalar) -> Bool {
    let hangul: ClosedRange<UInt32> = 0xAC00...0xD7A3
    guard hangul.contains(typed.value), hangul.contains(syllable.value) else { return false }
    let (a, b) = (typed.value - 0xAC00, syllable.value - 0xAC00)
    return a % 28 == 0 && b % 28 != 0 && a / 28 == b / 28
  }

  /// Hangul syllables, CJK ideographs and kana: the scalars a word of this score is made of.
  private static func isSyllableOrIdeograph(_ scalar: Unicode.Scalar) -> Bool {
    CatalogTokenizer.isCJK(scalar) && !(0x1100...0x11FF).contains(scalar.value)
      && !(0x3130...0x318F).contains(scalar.value) && !(0xA960...0xA97F).contains(scalar.value)
      && !(0xD7B0...0xD7FF).contains(scalar.value)
  }
}

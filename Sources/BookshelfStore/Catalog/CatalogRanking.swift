import Foundation

/// `bookshelf_bm25(books_fts, hits, length)`: FTS5's `bm25` (k1 = 1.2, b = 0.75, same formula, same
/// sign: lower is better) with the catalog's field weights built in, but with each phrase's
/// document count (`nHit` of its IDF) supplied by the caller instead of counted by FTS5.
///
/// Why: FTS5's own `bm25` counts every row of every phrase for its IDF on each query (~40 ns
/// per row), so `all the ug` (52 matches) spent ~10 ms counting the 250,000 rows holding
/// `the`. `LocalCatalog` counts each phrase once with a cap (exact up to the cap, estimated
/// above it; see `LocalCatalog.matchCount`) and caches the counts until the catalog changes.
///
/// `hits` is a blob of native-endian `Float64` document counts, one per phrase of the `MATCH`
/// expression in order; a missing entry is treated as 1 (a rare phrase); a negative one
/// leaves its phrase out of the score (a copy that only selects rows: the partial fallback's
/// anchors); `continued` scores its phrase as part of the phrase before it. `length` is the row's token count (`catalog_docs.length`, see
/// `CatalogLeanIndexMigration`), or `NULL` to ask FTS5 (`xColumnSize`, a catalog before
/// migration 7).
enum CatalogRanking {
  /// The `hits` entry of a phrase whose instances count for the nearest phrase before it
  /// that is not `continued` (the later terms of an expanded prefix,
  /// `LocalCatalog+PrefixExpansion`): the group scores as the one prefix phrase it replaces.
  static let continued = -2.0

  /// The SQL name of the function.
  static let functionName = "bookshelf_bm25"
  /// Field weights in FTS5 column order (title, subtitle, authors, publisher, description,
  /// subjects), the one copy of the numbers (`sqlWeights` spells them for FTS5's own `bm25`).
  static let weights: [Double] = [1.0, 0.5, 0.6, 0.3, 0.1, 0.2]

  /// `weights` as the argument list of FTS5's `bm25(books_fts, …)`.
  static var sqlWeights: String { weights.map { "\($0)" }.joined(separator: ", ") }

  /// Registers the function on `database` (once per connection), scoring with `weights`
  /// (other weights only for calibration, `RankingQuerySetTests`).
  /// - Throws: `SQLiteError` when FTS5 is unavailable.
  static func register(on database: Database, weights: [Double] = weights) throws {
    try database.createFTS5Function(named: functionName) { score($0, weights: weights) }
  }

  /// The score of the current row of `match`.
  private static func score(_ match: FTS5Match, weights: [Double]) -> Double {
    let phraseCount = match.phraseCount
    guard phraseCount > 0 else { return 0 }
    let rows = match.rowCount
    let tokens = match.totalTokenCount()
    let averageLength = rows > 0 && tokens > 0 ? Double(tokens) / Double(rows) : 1
    let hits = match.blobArgument(0).map { $0.assumingMemoryBound(to: Double.self) }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: phraseCount) { frequencies in
      frequencies.initialize(repeating: 0)
      for index in 0..<match.instanceCount {
        guard let (phrase, column) = match.instance(index), phrase >= 0, phrase < phraseCount else {
          continue
        }
        var target = phrase
        while target > 0, let hits, target < hits.count, hits[target] == continued { target -= 1 }
        frequencies[target] += column >= 0 && column < weights.count ? weights[column] : 1
      }
      // The row's tokens: kept by the catalog (`catalog_docs.length`, argument 1), since its
      // FTS5 table keeps no sizes (`columnsize=0`: `xColumnSize` is negative); FTS5's own count
      // for an older table; the average when neither is known.
      let kept = match.integerArgument(1).map { Int($0) } ?? match.tokenCount()
      let length = kept >= 0 ? Double(kept) : averageLength
      let k1 = 1.2
      let b = 0.75
      let norm = k1 * (1 - b + b * length / averageLength)
      var score = 0.0
      for phrase in 0..<phraseCount {
        let hit = hits.flatMap { phrase < $0.count ? $0[phrase] : nil } ?? 1
        if hit < 0 { continue }
        var idf = log((Double(rows) - hit + 0.5) / (hit + 0.5))
        if idf <= 0 { idf = 1e-6 }
        let frequency = frequencies[phrase]
        score += idf * (frequency * (k1 + 1)) / (frequency + norm)
      }
      return -score
    }
  }
}

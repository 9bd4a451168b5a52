import CSQLite
import Foundation

/// `bookshelf_bm25(books_fts, hits)`: FTS5's `bm25` (k1 = 1.2, b = 0.75, same formula, same
/// sign: lower is better) with the catalog's field weights built in, but with each phrase's
/// document count (`nHit` of its IDF) supplied by the caller instead of counted by FTS5.
///
/// Why: FTS5's own `bm25` counts every row of every phrase for its IDF on each query (~40 ns
/// per row), so `all the ug` (52 matches) spent ~10 ms counting the 250,000 rows holding
/// `the`. `LocalCatalog` counts each phrase once with a cap (exact up to the cap, estimated
/// above it; see `LocalCatalog.matchCount`) and caches the counts until the catalog changes.
///
/// `hits` is a blob of native-endian `Float64` document counts, one per phrase of the `MATCH`
/// expression in order; a missing entry is treated as 1 (a rare phrase).
enum CatalogRanking {
  /// The SQL name of the function.
  static let functionName = "bookshelf_bm25"
  /// Field weights in FTS5 column order (title, subtitle, authors, publisher, description,
  /// subjects); `LocalCatalog.bm25Weights` as numbers.
  static let weights: [Double] = [1.0, 0.5, 0.6, 0.3, 0.1, 0.2]

  /// Registers the function on `database` (once per connection).
  /// - Throws: `SQLiteError` when FTS5 is unavailable.
  static func register(on database: Database) throws {
    let statement = try database.prepare("SELECT fts5(?1)")
    var api: UnsafeMutablePointer<fts5_api>?
    let typeName = strdup("fts5_api_ptr")
    defer { free(typeName) }
    let code = withUnsafeMutablePointer(to: &api) { pointer in
      sqlite3_bind_pointer(statement.handle, 1, pointer, typeName, nil)
    }
    guard code == SQLITE_OK else { throw database.failure(code) }
    _ = try statement.step()
    statement.reset()
    guard let api, let create = api.pointee.xCreateFunction else {
      throw SQLiteError(code: SQLITE_ERROR, message: "FTS5 is not available", sql: statement.sql)
    }
    let result = create(
      api, functionName, nil,
      { api, fts, context, count, values in
        CatalogRanking.score(api: api, fts: fts, context: context, count: count, values: values)
      }, nil)
    guard result == SQLITE_OK else { throw database.failure(result) }
  }

  /// The body of the auxiliary function for the current row.
  private static func score(
    api: UnsafePointer<Fts5ExtensionApi>?, fts: OpaquePointer?, context: OpaquePointer?, count: Int32,
    values: UnsafeMutablePointer<OpaquePointer?>?
  ) {
    guard let api = api?.pointee, let phraseCount = api.xPhraseCount?(fts), phraseCount > 0 else {
      sqlite3_result_double(context, 0)
      return
    }
    var rows: sqlite3_int64 = 0
    var tokens: sqlite3_int64 = 0
    _ = api.xRowCount?(fts, &rows)
    _ = api.xColumnTotalSize?(fts, -1, &tokens)
    let averageLength = rows > 0 && tokens > 0 ? Double(tokens) / Double(rows) : 1
    var hits: UnsafeBufferPointer<Double>?
    if count > 0, let value = values?[0], let blob = sqlite3_value_blob(value) {
      let bytes = Int(sqlite3_value_bytes(value))
      hits = UnsafeBufferPointer(
        start: blob.assumingMemoryBound(to: Double.self), count: bytes / MemoryLayout<Double>.size)
    }
    withUnsafeTemporaryAllocation(of: Double.self, capacity: Int(phraseCount)) { frequencies in
      frequencies.initialize(repeating: 0)
      var instances: Int32 = 0
      _ = api.xInstCount?(fts, &instances)
      for index in 0..<instances {
        var phrase: Int32 = 0
        var column: Int32 = 0
        var offset: Int32 = 0
        guard api.xInst?(fts, index, &phrase, &column, &offset) == SQLITE_OK,
          phrase >= 0, phrase < phraseCount
        else { continue }
        frequencies[Int(phrase)] += column >= 0 && Int(column) < weights.count ? weights[Int(column)] : 1
      }
      var length: Int32 = 0
      _ = api.xColumnSize?(fts, -1, &length)
      let k1 = 1.2
      let b = 0.75
      let norm = k1 * (1 - b + b * Double(length) / averageLength)
      var score = 0.0
      for phrase in 0..<Int(phraseCount) {
        let hit = hits.flatMap { phrase < $0.count ? $0[phrase] : nil } ?? 1
        var idf = log((Double(rows) - hit + 0.5) / (hit + 0.5))
        if idf <= 0 { idf = 1e-6 }
        let frequency = frequencies[phrase]
        score += idf * (frequency * (k1 + 1)) / (frequency + norm)
      }
      sqlite3_result_double(context, -score)
    }
  }
}

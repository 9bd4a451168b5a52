import Foundation

/// What `bookshelf-bench catalog --summary FILE` writes for a peer run
/// (`Benchmarks/peers/tantivy/run.sh`): one JSON object per catalog, one per line, with
/// the import, the size and the search figures by query language, so the peer's figures can
/// be set beside them as ratios. `--queries-out FILE` writes the queries, one JSON object per
/// line (`{"text":…,"korean":…}`), so the peer runs exactly the same ones.
struct CatalogBenchSummary: Encodable {
  /// The catalog's name (`10k`, `gutenberg`, `1m`, `korean`).
  var name: String
  /// Rows read from the source file.
  var rows: Int
  /// Wall seconds of the import, end to end (reading, parsing, indexing, committing).
  var importSeconds: Double
  /// Bytes of the database file after the import and `optimize`.
  var databaseBytes: Int
  /// Milliseconds per query (median of the runs of each query), by language: p50 and p99.
  var english: Latency?
  var korean: Latency?

  struct Latency: Encodable {
    var queries: Int
    var p50: Double
    var p99: Double
  }

  /// The summary's latencies from the per-query medians, `nil` for a language without queries.
  static func latency(_ medians: [Double]) -> Latency? {
    medians.isEmpty
      ? nil : Latency(queries: medians.count, p50: percentile(medians, 0.5), p99: percentile(medians, 0.99))
  }

  /// Appends `self` as one line to `file`.
  func append(to file: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var line = try encoder.encode(self)
    line.append(0x0A)
    if let handle = try? FileHandle(forWritingTo: file) {
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: line)
    } else {
      try line.write(to: file)
    }
  }

  /// Writes `queries` to `file`, one JSON object per line.
  static func write(_ queries: [CatalogBenchQuery], to file: URL) throws {
    var text = Data()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for query in queries {
      text.append(try encoder.encode(["text": query.text]).dropLast())
      text.append(contentsOf: Array(",\"korean\":\(query.isKorean)}\n".utf8))
    }
    try text.write(to: file)
  }
}

import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// Recall@10 on `Benchmarks/catalog-queries/recall-queries.tsv`: 114 queries as people type
/// them (titles without punctuation, author or publisher + a title word, possessives without
/// the apostrophe, one typo, Korean without spaces, 초성), each with the book it must find in
/// the first 10 results. Prints the figure per kind; run alone with
/// `BOOKSHELF_SHARED_DIR=../shared swift test --filter RecallQuerySetTests`.
@Suite struct RecallQuerySetTests {
  struct Query {
    let text: String
    let expected: String
    let dataSet: String
    let kind: String
  }

  static func queries() throws -> [Query] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Benchmarks/catalog-queries/recall-queries.tsv"),
      encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return fields.count == 4
        ? Query(text: fields[0], expected: fields[1], dataSet: fields[2], kind: fields[3]) : nil
    }
  }

  @Test func recallAtTenOnTheQuerySet() throws {
    guard let (goodbooks, _) = try RealCatalogs.goodbooks(), let (aladin, _) = try RealCatalogs.aladin()
    else { return }
    let queries = try Self.queries()
    #expect(queries.count >= 100)
    var found: [String: (hit: Int, all: Int)] = [:]
    var misses: [String] = []
    for query in queries {
      let catalog = query.dataSet == "aladin" ? aladin : goodbooks
      let titles = try catalog.titles(query.text)
      let hit = titles.contains { $0.hasPrefix(query.expected) }
      found[query.kind, default: (0, 0)].all += 1
      if hit { found[query.kind, default: (0, 0)].hit += 1 } else { misses.append(query.text) }
    }
    let hits = found.values.map(\.hit).reduce(0, +)
    print("recall@10: \(hits)/\(queries.count)")
    for (kind, counts) in found.sorted(by: { $0.key < $1.key }) {
      print("  \(kind): \(counts.hit)/\(counts.all)")
    }
    print("  missed: \(misses)")
    #expect(Double(hits) / Double(queries.count) >= 0.9, "\(misses)")
  }
}

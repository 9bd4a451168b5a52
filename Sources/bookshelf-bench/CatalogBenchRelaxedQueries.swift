import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation

/// The query sets of the catalog's relaxed paths (`LocalCatalog+Relaxation`), built from the
/// rows of the catalog under test (so every catalog gets typos of its own titles and
/// authors), deterministically (fixed seed, rows picked by a stride over `books.id`):
/// - `typo`: 1–3 leading words of a title or an author, one word of 5+ ASCII letters changed
///   by one edit (insertion, deletion, substitution or transposition of neighbours);
/// - `fallback`: 2 words of one title and 1 word of another, so that usually no row holds
///   them all (the partial fallback);
/// - `nospace`: 2–4 leading words of a title (of 8+ letters in all) typed without spaces.
enum CatalogBenchRelaxedQueries {
  /// Sample rows read from the catalog.
  static let sampleRows = 400

  /// The three sets (name, queries) for the catalog at `path`, `count` queries each at most.
  static func make(path: String, count: Int) throws -> [(name: String, queries: [String])] {
    let database = try Database(path: path, flags: [.readOnly, .noMutex])
    defer { try? database.close() }
    let last = try database.scalar("SELECT max(id) FROM books").int ?? 0
    guard last > 0 else { return [] }
    var rows: [(title: String, author: String)] = []
    let stride = max(1, last / sampleRows)
    for row in try database.query(
      "SELECT title, authors FROM books WHERE id % ?1 = 0 ORDER BY id LIMIT ?2", stride, sampleRows)
    {
      let author = (row["authors"].string ?? "").split(separator: "\u{1F}").first.map(String.init) ?? ""
      rows.append((row["title"].string ?? "", author))
    }
    var random = SeededGenerator(seed: 15)
    var typo: [String] = []
    var fallback: [String] = []
    var nospace: [String] = []
    for (index, row) in rows.enumerated() {
      let source = Bool.random(using: &random) ? row.title : row.author
      if typo.count < count, let text = typoQuery(source, using: &random) { typo.append(text) }
      let other = rows[(index * 7 + 3) % rows.count].title
      if fallback.count < count, let text = fallbackQuery(row.title, other, using: &random) {
        fallback.append(text)
      }
      if nospace.count < count, let text = noSpaceQuery(row.title, using: &random) { nospace.append(text) }
    }
    return [("typo", typo), ("fallback", fallback), ("nospace", nospace)]
  }

  /// The letter-and-digit words of `text`.
  static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
  }

  static func typoQuery(_ text: String, using random: inout SeededGenerator) -> String? {
    var kept = Array(words(text).prefix(Int.random(in: 1...3, using: &random)))
    let candidates = kept.indices.filter { index in
      kept[index].count >= 5
        && kept[index].unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
    }
    guard let target = candidates.randomElement(using: &random) else { return nil }
    var letters = Array(kept[target].lowercased())
    let at = Int.random(in: 0..<(letters.count - 1), using: &random)
    let letter = Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &random)))
    switch Int.random(in: 0..<4, using: &random) {
    case 0: letters.remove(at: at)
    case 1: letters.insert(letter, at: at)
    case 2: letters[at] = letters[at] == letter ? "q" : letter
    default: letters.swapAt(at, at + 1)
    }
    kept[target] = String(letters)
    return kept.joined(separator: " ").lowercased()
  }

  static func fallbackQuery(_ title: String, _ other: String, using random: inout SeededGenerator) -> String?
  {
    let own = words(title)
    let borrowed = words(other).filter { !own.contains($0) }
    guard own.count >= 2, let extra = borrowed.randomElement(using: &random) else { return nil }
    return (own.prefix(2) + [extra]).joined(separator: " ").lowercased()
  }

  static func noSpaceQuery(_ title: String, using random: inout SeededGenerator) -> String? {
    let kept = words(title).prefix(Int.random(in: 2...4, using: &random))
    let text = kept.joined().lowercased()
    return kept.count >= 2 && text.count >= 8 ? text : nil
  }
}

/// Times `search` on each relaxed query set of the catalog at `path` (median of `repeats`
/// runs per query) and prints p50/p99, how many queries took each relaxed path and the
/// slowest three.
func measureRelaxedSearch(reader: LocalCatalog, path: String, queryCount: Int, repeats: Int) throws {
  let clock = ContinuousClock()
  for set in try CatalogBenchRelaxedQueries.make(path: path, count: max(1, queryCount / 2))
  where !set.queries.isEmpty {
    var medians: [Double] = []
    var corrected = 0
    var partial = 0
    for text in set.queries {
      let query = try BookQuery(text: text)
      var times: [Double] = []
      var page: BookPage?
      for _ in 0..<repeats {
        let elapsed = clock.measure { page = try? reader.search(query) }
        times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
      }
      switch page?.relaxation {
      case .corrected: corrected += 1
      case .partial: partial += 1
      case nil: break
      }
      medians.append(times.sorted()[times.count / 2])
    }
    let slowest = zip(set.queries, medians).sorted { $0.1 > $1.1 }.prefix(3)
    print(
      String(
        format: "  %@ (%d queries; %d corrected, %d partial): p50 %.3f ms, p99 %.3f ms, max %.3f ms",
        set.name, set.queries.count, corrected, partial, percentile(medians, 0.5), percentile(medians, 0.99),
        medians.max() ?? 0)
        + "; slowest: "
        + slowest.map { String(format: "%@ %.2f ms", "\"\($0.0)\"", $0.1) }.joined(separator: ", "))
  }
}

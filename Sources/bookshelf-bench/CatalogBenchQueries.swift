import BookshelfStore
import BookshelfTestSupport
import Foundation

/// One as-you-type query of the catalog benchmark.
struct CatalogBenchQuery {
  let text: String
  let isKorean: Bool
}

/// Builds realistic as-you-type queries: prefixes of real titles and authors, half English
/// (goodbooks-10k) and half Korean (Aladin domestic list). A prefix keeps 1–3 leading words of
/// the title or author and cuts the last kept word short (at least 2 letters, or 1–2 Hangul
/// syllables), as if the user were still typing it. Deterministic (fixed seed).
enum CatalogBenchQueries {
  static func make(data: URL, count: Int) throws -> [CatalogBenchQuery] {
    var english: [(title: String, author: String)] = []
    let csv = try StreamingCSVReader(url: data.appendingPathComponent("goodbooks-10k/books.csv"))
    let header = CSVHeader(try csv.next()?.fields ?? [])
    while let record = try csv.next() {
      guard let title = header.value("title", in: record.fields),
        let author = header.value("authors", in: record.fields)?.split(separator: ",").first
      else { continue }
      english.append((title, String(author)))
    }
    var korean: [(title: String, author: String)] = []
    let json = try Data(contentsOf: data.appendingPathComponent("aladin-kr-books/aladin_domestic_books.json"))
    for item in (try JSONSerialization.jsonObject(with: json) as? [[String: Any]]) ?? [] {
      guard let title = item["title"] as? String, let author = item["author"] as? String else { continue }
      let name = author.split(separator: ",").first.map {
        String($0.split(separator: "(").first ?? "").trimmingCharacters(in: .whitespaces)
      }
      korean.append((title, name ?? ""))
    }
    var random = SeededGenerator(seed: 2026)
    var queries: [CatalogBenchQuery] = []
    while queries.count < count {
      let isKorean = queries.count % 2 == 1
      let pool = isKorean ? korean : english
      let pick = pool[Int.random(in: 0..<pool.count, using: &random)]
      let source = Bool.random(using: &random) ? pick.title : pick.author
      guard let text = prefix(of: source, korean: isKorean, using: &random) else { continue }
      queries.append(CatalogBenchQuery(text: text, isKorean: isKorean))
    }
    return queries
  }

  static func prefix(of text: String, korean: Bool, using random: inout SeededGenerator) -> String? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" }).map(String.init)
      .filter { $0.contains { $0.isLetter } }
    guard !words.isEmpty else { return nil }
    let kept = Array(words.prefix(Int.random(in: 1...3, using: &random)))
    let last = kept[kept.count - 1]
    let minimum = korean ? 1 : 2
    guard last.count >= minimum else { return nil }
    let cut = Int.random(in: minimum...max(minimum, min(last.count, korean ? 3 : 6)), using: &random)
    let text = (kept.dropLast() + [String(last.prefix(cut))]).joined(separator: " ")
    return text.count >= 2 ? text : nil
  }
}

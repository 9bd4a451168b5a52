import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

@Suite("Goodreads export: Author l-f")
struct GoodreadsAuthorLFTests {
  @Test(
    "the family name comes first, with its particles; suffixes go last; inverted names stay",
    arguments: [
      ("Ursula K. Le Guin", "Le Guin, Ursula K."),
      ("Le Guin, Ursula K.", "Le Guin, Ursula K."),
      ("Kurt Vonnegut Jr.", "Vonnegut, Kurt, Jr."),
      ("Martin Luther King, Jr.", "King, Martin Luther, Jr."),
      ("Walter M. Miller Jr.", "Miller, Walter M., Jr."),
      ("Thurston Howell III", "Howell, Thurston, III"),
      ("Plato", "Plato"),
    ])
  func authorLastFirst(name: String, expected: String) {
    #expect(GoodreadsExport.lastFirst(name) == expected)
  }
}

@Suite("Goodreads export: Author l-f against Goodreads' own")
struct GoodreadsAuthorLFRealDataTests {
  /// Why our `Author l-f` differs from Goodreads' on purpose, or nil for a real disagreement.
  static func knownDifference(author: String, goodreads: String, ours: String) -> String? {
    let words = author.split(whereSeparator: \.isWhitespace).map(String.init)
    let name = PersonName(author)
    if words.count == 1, goodreads == "\(author), \(author)" { return "single word" }
    if name.family.contains(" "), name.given != nil { return "particle" }
    if let suffix = name.suffix, goodreads.hasPrefix("\(suffix), ") { return "suffix" }
    return nil
  }

  @Test("every row of the real exports: Goodreads' Author l-f, or a documented difference")
  func agreement() throws {
    var rows = 0
    var same = 0
    var byDesign: [String: Int] = [:]
    var disagreements: [String] = []
    for name in ["1.csv", "2.csv"] {
      guard let url = SharedData.url("data/goodreads-export/\(name)") else {
        print(SharedData.skipMessage(for: "data/goodreads-export/\(name)"))
        return
      }
      let reader = try StreamingCSVReader(url: url, strict: true)
      let header = CSVHeader(try #require(try reader.next()).fields)
      while let record = try reader.next() {
        guard let author = header.value("Author", in: record.fields) else { continue }
        let goodreads = header.value("Author l-f", in: record.fields) ?? ""
        let ours = GoodreadsExport.lastFirst(author)
        rows += 1
        if ours == goodreads {
          same += 1
        } else if let reason = Self.knownDifference(author: author, goodreads: goodreads, ours: ours) {
          byDesign[reason, default: 0] += 1
        } else {
          disagreements.append(
            "\(name) line \(record.line): \(author) → ours \(ours), Goodreads \(goodreads)")
        }
      }
    }
    let percent = Double(same) / Double(max(rows, 1)) * 100
    print(
      "Author l-f: \(same) of \(rows) rows as Goodreads writes them (\(String(format: "%.1f", percent)) %);"
        + " different by design: \(byDesign.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
    #expect(disagreements.isEmpty, "\(disagreements)")
    #expect(rows == 1_512)
    #expect(percent > 95)
  }
}

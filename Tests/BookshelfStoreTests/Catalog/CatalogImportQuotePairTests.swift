import BookshelfCore
import BookshelfPresentation
import Foundation
import Testing

@testable import BookshelfStore

/// A PAIR of stray quotes (`x,"Unclosed` … `y,"closing`) used to make 9,990 rows one book with
/// a 217 KB authors field, reported as "10 new, 0 skipped". A record whose quoted fields hold
/// more than 100 line breaks is swallowing: the catalog drops it (a skipped row naming its
/// lines) and its lines count toward the mostly-swallowed rule.
@Suite("Catalog import: a pair of stray quotes")
struct CatalogImportQuotePairTests {
  let directory: TemporaryDirectory
  let catalog: LocalCatalog

  init() throws {
    directory = try TemporaryDirectory()
    catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
  }

  func write(_ text: String) throws -> URL {
    let url = directory.url.appendingPathComponent("pair.csv")
    try Data(text.utf8).write(to: url)
    return url
  }

  /// `title,authors`, line 2 opens a quote, then `rows` rows with the closing quote on `closeAt`.
  static func file(rows: Int, closeAt: Int) -> String {
    var text = "title,authors\nx,\"Unclosed\n"
    for n in 1...rows { text += n == closeAt ? "y,\"closing\n" : "Book \(n),Author \(n)\n" }
    return text
  }

  @Test("the QA file (10,000 rows, closed at row 9,990) is refused; nothing is imported")
  func mostlySwallowedPairIsRefused() throws {
    let file = try write(Self.file(rows: 10_000, closeAt: 9_990))
    do {
      let summary = try CatalogImporter.run(file: file, format: .csv, into: catalog)
      Issue.record("imported \(summary.imported), skipped \(summary.skipped.count)")
    } catch BookshelfError.invalidInput(let what, let problem) {
      #expect(what == .row(path: file.path, unit: .line, number: 2))
      #expect(problem == .mostlySwallowed(skipped: 9_990, lines: 10_002))
      #expect(problem.text(in: .korean).contains("파일 대부분을 건너뛰었습니다"))
    }
    #expect(try catalog.statistics().rows == 0)
  }

  @Test("a pair swallowing 300 of 10,000 rows is one skipped row naming its lines")
  func partlySwallowedPairIsSkipped() throws {
    let file = try write(Self.file(rows: 10_000, closeAt: 300))
    let summary = try CatalogImporter.run(file: file, format: .csv, into: catalog)
    #expect(summary.imported == 10_000 - 300)
    let skipped = try #require(summary.skipped.first)
    #expect(summary.skipped.count == 1)
    #expect(skipped.line == 2)
    #expect(skipped.reason == .csv(.spansManyLines(count: 301, first: 2, last: 302)))
    #expect(
      skipped.reason.text(in: .english)
        == "the record spans 301 lines, more than 100 (an unmatched quote?): lines 2–302 skipped")
    #expect(
      skipped.reason.text(in: .korean)
        == "레코드가 301줄에 걸쳐 있어 100줄을 넘습니다(따옴표 짝이 맞지 않는 것 같습니다). 2–302번째 줄을 건너뛰었습니다")
  }

  @Test("a description with 100 line breaks is still one book")
  func hundredLineBreaksAreKept() throws {
    let description = (1...101).map { "paragraph \($0)" }.joined(separator: "\n")
    let file = try write("title,description\nLong,\"\(description)\"\nNext,short\n")
    let summary = try CatalogImporter.run(file: file, format: .csv, into: catalog)
    #expect(summary.imported == 2 && summary.skipped.isEmpty)
  }
}

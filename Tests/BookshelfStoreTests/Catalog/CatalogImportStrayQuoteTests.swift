import BookshelfCore
import BookshelfPresentation
import Foundation
import Testing

@testable import BookshelfStore

/// One stray `"` used to swallow the rest of a catalog file (2,000,000 rows became one book
/// with a 104 MB title, reported as "1 new, 0 skipped"). Now the record is dropped at 1 MiB
/// with its line, the rest imports, and a quote left open at the end is an error.
@Suite struct CatalogImportStrayQuoteTests {
  let directory: TemporaryDirectory
  let catalog: LocalCatalog

  init() throws {
    directory = try TemporaryDirectory()
    catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
  }

  func write(_ name: String, _ text: String) throws -> URL {
    let url = directory.url.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  /// A three-column header per format: key, title, a name.
  static func header(_ format: CatalogImportFormat) -> String {
    switch format {
    case .goodbooks: "book_id,title,isbn"
    case .gutenberg: "gutenberg_id,title,author"
    default: "id,title,authors"
    }
  }

  @Test(
    "a stray quote opening a field drops that record at 1 MiB and the rest imports",
    arguments: [CatalogImportFormat.csv, .goodbooks, .gutenberg])
  func aStrayQuoteDoesNotSwallowTheFile(format: CatalogImportFormat) throws {
    var text = Self.header(format) + "\n1,\"Broken title,Someone\n"
    let rows = 80_000  // about 2.9 MB after the stray quote: 1 MiB of it is not most of it
    for n in 2...(rows + 1) { text += "\(n),Book number \(n),Author \(n)\n" }
    let file = try write("stray.csv", text)
    let summary = try CatalogImporter.run(file: file, format: format, into: catalog, mappings: .adapters)
    let skipped = try #require(summary.skipped.first)
    #expect(skipped.line == 2)
    guard case .csv(.runawayQuote(field: 2, let lastSkipped)) = skipped.reason else {
      Issue.record("skipped for \(skipped.reason)")
      return
    }
    // Lines 3… hold the rows; those after the last skipped line are imported.
    #expect(summary.skipped.count == 1)
    #expect(summary.imported == rows + 2 - lastSkipped)
    #expect(summary.imported > rows / 2)
    #expect(try catalog.statistics().rows == summary.imported)
  }

  @Test("a file mostly swallowed by a stray quote fails the import naming its line; nothing is kept")
  func aMostlySwallowedFileFailsTheImport() throws {
    var text = "id,title,authors\n1,\"Broken title,Someone\n"
    for n in 2...40_001 { text += "\(n),Book number \(n),Author \(n)\n" }  // about 1.4 MB
    let file = try write("mostly.csv", text)
    do {
      _ = try CatalogImporter.run(file: file, format: .csv, into: catalog)
      Issue.record("the import succeeded")
    } catch BookshelfError.invalidInput(let what, let problem) {
      #expect(what == .row(path: file.path, unit: .line, number: 2))
      guard case .mostlySwallowed(_, lines: 40_002) = problem else {
        Issue.record("refused for \(problem)")
        return
      }
      #expect(problem.text(in: .korean).hasPrefix("1MiB 또는 100줄보다 긴 따옴표 필드 때문에 파일 대부분을 건너뛰었습니다"))
    }
    #expect(try catalog.statistics().rows == 0)
  }

  @Test("a quoted field still open at the end fails the import naming its line; nothing is kept")
  func anUnclosedQuoteFailsTheImport() throws {
    var text = "id,title,authors\n"
    for n in 1...100 { text += n == 50 ? "\(n),\"Open title,x\n" : "\(n),Book \(n),Author\n" }
    let file = try write("open.csv", text)
    #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: file.path, unit: .line, number: 51), problem: .quoteNotClosed)
    ) {
      try CatalogImporter.run(file: file, format: .csv, into: catalog)
    }
    #expect(try catalog.statistics().rows == 0)
  }

  @Test("a field over 1 MiB skips its row with the line; the other rows import")
  func aLongFieldSkipsItsRow() throws {
    let long = String(repeating: "t", count: (1 << 20) + 1)
    let text =
      "book_id,goodreads_book_id,isbn,title,authors\n1,11,,First,A\n2,12,,\(long),B\n3,13,,Third,C\n"
    let file = try write("long.csv", text)
    let summary = try CatalogImporter.run(file: file, format: .goodbooks, into: catalog)
    #expect(summary.skipped == [.init(line: 3, reason: .csv(.fieldTooLong(field: 4)))])
    #expect(summary.imported == 2)
    #expect(try catalog.search(BookQuery(text: "third")).books.map(\.title) == ["Third"])
  }

  @Test("a quote inside an unquoted title is kept, and the progress total counts every row")
  func aQuoteInsideAnUnquotedTitleIsText() throws {
    var text = "title,authors\nThe 12\" Single,Someone\n"
    for n in 1...999 { text += "Book \(n),Author \(n)\n" }
    let file = try write("inch.csv", text)
    var totals: Set<Int> = []
    let summary = try CatalogImporter.run(file: file, format: .csv, into: catalog, progressInterval: 100) {
      if $0.phase == .reading, let total = $0.totalRows { totals.insert(total) }
    }
    #expect(summary.imported == 1_000)
    #expect(totals == [1_000])
    #expect(try catalog.search(BookQuery(text: "single")).books.map(\.title) == ["The 12\" Single"])
  }
}

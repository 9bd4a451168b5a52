import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// What a new user met: EUC-KR files, `search --json` output fed back in, a page far past
/// the end, `stats` before any import, and the silent indexing step.
@Suite("bookshelf catalog: input and progress")
struct CatalogCommandInputTests {
  static let dune =
    #"{"id": "9780441172719", "title": "Dune", "authors": ["Frank Herbert"], "source": "kakao"}"#

  func write(_ text: Data, _ name: String, in home: URL) throws -> URL {
    let url = home.appendingPathComponent(name)
    try text.write(to: url)
    return url
  }

  @Test("an EUC-KR CSV is refused with exit 2, naming the file and line; nothing is imported")
  func eucKR() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let bytes = Data("title,authors\nDune,Frank Herbert\n".utf8) + Data([0xC0, 0xCC, 0xB9, 0xCC, 0x0A])
    let file = try write(bytes, "euc-kr.csv", in: home)
    let run = try await BookshelfBinary.run(["catalog", "import", file.path], environment: env)
    #expect(run.status == 2)
    // Named CP949, as the shelf's `import` names it.
    #expect(
      run.stderr.hasPrefix(
        "bookshelf: error: \(file.path) could not be read: it is not UTF-8 text (line 3) and looks like CP949 (EUC-KR, Korean Windows). Convert it (iconv -f CP949 -t UTF-8 FILE > FILE-utf8.csv)"
      ))
    #expect(!run.stdout.contains("Imported"))
    let stats = try await BookshelfBinary.run(["catalog", "stats", "--json"], environment: env)
    #expect(stats.stdout.contains("\"rows\" : 0"))
  }

  @Test("search --json output and a shelf export import their books; malformed JSON is exit 2")
  func jsonShapes() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let search = try write(
      Data(
        #"{"query": "dune", "provider": "kakao", "page": 1, "pageSize": 10, "totalCount": 1, "isEnd": true, "books": [\#(Self.dune)]}"#
          .utf8),
      "search.json", in: home)
    let first = try await BookshelfBinary.run(
      ["catalog", "import", search.path, "--format", "json"], environment: env)
    #expect(first.status == 0)
    #expect(
      first.stdout.hasPrefix("Imported 1 new, 0 updated, 0 unchanged, 0 skipped from search.json (json)"))
    let shelf = try write(
      Data(
        #"[{"book": \#(Self.dune), "status": "read", "tags": [], "addedAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z"}]"#
          .utf8),
      "shelf.json", in: home)
    let second = try await BookshelfBinary.run(
      ["catalog", "import", shelf.path, "--format", "json"], environment: env)
    #expect(second.status == 0)
    #expect(second.stdout.hasPrefix("Imported 0 new, 0 updated, 1 unchanged, 0 skipped"))
    let bad = try write(Data("\"just a string\"".utf8), "bad.json", in: home)
    let third = try await BookshelfBinary.run(
      ["catalog", "import", bad.path, "--format", "json"], environment: env)
    #expect(third.status == 2)
    #expect(third.stderr.contains("\(bad.path) could not be read: not a JSON array of books."))
    let help = try await BookshelfBinary.run(["catalog", "--help"], environment: env)
    #expect(help.stdout.contains("the object printed by 'search --json'"))
    #expect(help.stdout.contains("'export --format json'"))
    #expect(!help.stdout.contains("an\n                   array of books as printed by"))
  }

  @Test("a page past the last local page is exit 2 with the last page; no matches stays empty")
  func pageOutOfRange() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let file = home.appendingPathComponent("books.csv")
    try SharedData.ownFixture("catalog/books.csv").write(to: file)
    _ = try await BookshelfBinary.run(["catalog", "import", file.path], environment: env)
    // (A page within BookQuery's range: only the catalog knows it is past the end.)
    let far = try await BookshelfBinary.run(
      ["search", "--format", "table", "--provider", "local", "--page", "50000", "herbert"], environment: env)
    #expect(far.status == 2)
    #expect(
      far.stderr
        == "bookshelf: error: Local catalog can only show pages up to 1 of this search; page 50000 is past the end.\n"
    )
    #expect(!far.stdout.contains("No books found"))
    let none = try await BookshelfBinary.run(
      ["search", "--format", "table", "--provider", "local", "--page", "3", "zzzzqqq"], environment: env)
    #expect(none.status == 0)
    #expect(none.stdout.contains("No books found"))
  }

  @Test("stats before any import shows 0 books, the path and a hint, exit 0; --json zeros")
  func statsWithoutCatalog() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let path = home.appendingPathComponent("data/catalog.sqlite").path
    let human = try await BookshelfBinary.run(["catalog", "stats"], environment: env)
    #expect(human.status == 0)
    #expect(
      human.stdout
        == "No catalog has been imported yet (\(path)); import one with 'bookshelf catalog import FILE'.\nBooks: 0 (0 searchable)\n"
    )
    let json = try await BookshelfBinary.run(["catalog", "stats", "--json"], environment: env)
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["rows"] as? Int == 0)
    #expect(object["searchableRows"] as? Int == 0)
    #expect(object["fileSize"] as? Int == 0)
    #expect(object["rowsBySource"] as? [String: Int] == [:])
    #expect(object["path"] as? String == path)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("on a terminal, indexing is a second bar after the import bar")
  func indexingPhaseOnATerminal() {
    let output = BufferOutput()
    var display = ImportProgressDisplay(output: output, isTerminal: true, language: .english)
    display.show(CatalogImportProgress(rowsDone: 1_000, totalRows: 1_000), elapsed: .seconds(1))
    display.show(
      CatalogImportProgress(rowsDone: 500, totalRows: 1_000, phase: .indexing), elapsed: .seconds(2))
    display.show(
      CatalogImportProgress(rowsDone: 1_000, totalRows: 1_000, phase: .indexing), elapsed: .seconds(3))
    display.finish()
    #expect(
      output.text
        == "\rImporting ████████████████████████  1,000 / 1,000   0:00:01\n"
        + "\rIndexing  ████████████░░░░░░░░░░░░  500 / 1,000   0:00:02"
        + "\rIndexing  ████████████████████████  1,000 / 1,000   0:00:03\n")
  }

  @Test("off a terminal, indexing is plain lines: when it starts and when it ends")
  func indexingPhasePlain() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let file = home.appendingPathComponent("books.csv")
    try SharedData.ownFixture("catalog/books.csv").write(to: file)
    let run = try await BookshelfBinary.run(["catalog", "import", file.path], environment: env)
    #expect(run.status == 0)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("Importing 20 / 20   0:00:0") == true)
    #expect(lines.dropFirst().first?.hasPrefix("Indexing 0 / 20   0:00:0") == true)
    #expect(lines.last?.hasPrefix("Indexing 20 / 20   0:00:0") == true)
  }
}

@Suite("Import progress off a terminal")
struct ImportProgressPlainTests {
  @Test("a phase's start, its end and at most one line per 10 seconds between, not one per report")
  func fewLines() {
    let output = BufferOutput()
    var display = ImportProgressDisplay(output: output, isTerminal: false, language: .english)
    // 50 reports of reading over 25 s, then 50 of indexing over 2 s.
    for report in 1...50 {
      display.show(
        CatalogImportProgress(rowsDone: report * 2_000, totalRows: 100_000),
        elapsed: .milliseconds(500 * report))
    }
    for report in 0...50 {
      display.show(
        CatalogImportProgress(rowsDone: report * 2_000, totalRows: 100_000, phase: .indexing),
        elapsed: .seconds(25) + .milliseconds(40 * report))
    }
    display.finish()
    #expect(
      output.text
        == """
        Importing 2,000 / 100,000   0:00:00
        Importing 42,000 / 100,000   0:00:10
        Importing 82,000 / 100,000   0:00:20
        Importing 100,000 / 100,000   0:00:25
        Indexing 0 / 100,000   0:00:25
        Indexing 100,000 / 100,000   0:00:27

        """)
  }

  @Test("the Korean labels, the same few lines")
  func korean() {
    let output = BufferOutput()
    var display = ImportProgressDisplay(output: output, isTerminal: false, language: .korean)
    for report in 1...5 {
      display.show(CatalogImportProgress(rowsDone: report * 2, totalRows: 10), elapsed: .milliseconds(report))
    }
    #expect(output.text.split(separator: "\n").count == 2)
  }
}

import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf catalog import|stats` and `search --provider local`, run as the real binary.
@Suite("bookshelf catalog")
struct CatalogCommandTests {
  /// Writes the repository's catalog fixture (20 books, plain CSV) into `home`.
  func fixture(in home: URL) throws -> URL {
    let url = home.appendingPathComponent("books.csv")
    try SharedData.ownFixture("catalog/books.csv").write(to: url)
    return url
  }

  @Test("import guesses the format, prints plain progress off a terminal, and a summary")
  func importSummary() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let file = try fixture(in: home)
    let first = try await BookshelfBinary.run(["catalog", "import", file.path], environment: env)
    #expect(first.status == 0)
    #expect(
      first.stdout.hasPrefix("Imported 20 new, 0 updated, 0 unchanged, 0 skipped from books.csv (csv) in "))
    #expect(first.stderr.hasPrefix("Importing 20 / 20   0:00:0"))
    let again = try await BookshelfBinary.run(
      ["catalog", "import", file.path, "--format", "csv"], environment: env)
    #expect(again.stdout.hasPrefix("Imported 0 new, 0 updated, 20 unchanged, 0 skipped"))
  }

  @Test("skipped rows are listed with line numbers and reasons")
  func skippedRows() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let file = home.appendingPathComponent("x.csv")
    try "title,authors\nFirst,A\n,B\n".write(to: file, atomically: true, encoding: .utf8)
    let run = try await BookshelfBinary.run(
      ["catalog", "import", file.path], environment: BookshelfBinary.environment(home: home))
    #expect(run.status == 0)
    #expect(run.stdout.hasSuffix("\n  skipped line 3: no title\n"))
  }

  @Test("search --provider local finds Korean by part of a word and ISBNs exactly")
  func searchLocal() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    _ = try await BookshelfBinary.run(["catalog", "import", try fixture(in: home).path], environment: env)
    let korean = try await BookshelfBinary.run(
      ["search", "--provider", "local", "--json", "민국"], environment: env)
    #expect(korean.status == 0)
    #expect(korean.stdout.contains("\"title\" : \"대한민국 이야기\""))
    #expect(korean.stdout.contains("\"totalCount\" : 1"))
    let isbn = try await BookshelfBinary.run(
      ["search", "--provider", "local", "--json", "0-439-02348-3"], environment: env)
    #expect(isbn.stdout.contains("\"title\" : \"The Hunger Games\""))
    let author = try await BookshelfBinary.run(
      ["search", "--provider", "local", "--field", "author", "--json", "herbert"], environment: env)
    #expect(author.stdout.contains("\"totalCount\" : 3"))
  }

  @Test("stats --json reports rows by source and the path")
  func stats() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    _ = try await BookshelfBinary.run(["catalog", "import", try fixture(in: home).path], environment: env)
    let run = try await BookshelfBinary.run(["catalog", "stats", "--json"], environment: env)
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["rows"] as? Int == 20)
    #expect(object["rowsBySource"] as? [String: Int] == ["csv": 20])
    #expect(object["path"] as? String == home.appendingPathComponent("data/catalog.sqlite").path)
    let human = try await BookshelfBinary.run(["catalog", "stats"], environment: env)
    #expect(human.stdout.contains("Books: 20 (20 searchable)\n  csv  20\n"))
    // No goodbooks rows: no credit owed.
    #expect((object["attribution"] as? [Any])?.isEmpty == true)
    #expect(!human.stdout.contains("Data:"))
  }

  @Test("without a catalog, search --provider local starts from the starter catalog; bad input is exit 2")
  func errors() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let search = try await BookshelfBinary.run(["search", "--provider", "local", "dune"], environment: env)
    #expect(search.status == 0)
    #expect(
      search.stderr
        == "bookshelf: searching the starter catalog (goodbooks-10k by Zygmunt Zając, 10,000 books), copied into a new local catalog at \(home.path)/data/catalog.sqlite\n"
    )
    #expect(search.stdout.contains("Dune (Dune Chronicles #1)"))
    let unknown = try await BookshelfBinary.run(["catalog", "export"], environment: env)
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "bookshelf: error: Unknown catalog command \"export\". Choose one of: import, stats. See 'bookshelf catalog --help'.\n"
    )
    let format = try await BookshelfBinary.run(
      ["catalog", "import", try fixture(in: home).path, "--format", "xml"], environment: env)
    #expect(format.status == 2)
    let help = try await BookshelfBinary.run(["catalog", "--help"], environment: env)
    #expect(help.stdout.hasPrefix("Usage: bookshelf catalog import <FILE> [--format F]"))
  }
}

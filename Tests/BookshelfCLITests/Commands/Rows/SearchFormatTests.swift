import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `search` output: the table on a terminal (row numbers; ids with `--long` or when wide), TSV
/// in a pipe (nothing cut), `--format json|tsv|table`, `--json` as `--format json`.
@Suite("bookshelf search: --format, --long, pipes (in-process)")
struct SearchFormatTests {
  /// 300 characters.
  static let longTitle = String(String(repeating: "Long title ", count: 28).prefix(293)) + "the end"
  let providers = [
    CannedProvider(
      .kakao,
      books: [
        Book(
          id: "9780547928227", title: longTitle, authors: ["J. R. R. Tolkien", "Christopher Tolkien"],
          publisher: "Mariner", publishedDate: "2012-09-18", isbn13: "9780547928227",
          detailURL: URL(string: "https://example.com/hobbit"),
          salePrice: Money(amount: 13410, currency: "KRW"),
          averageRating: 4.25, source: "kakao"),
        Book(id: "kakao:5561907", title: "호빗\t(무삭제판)", subtitle: "부제", source: "kakao"),
      ])
  ]

  @Test("in a pipe: one book per line, nine tab-separated fields, nothing cut, no header")
  func pipe() async throws {
    #expect(Self.longTitle.count == 300)
    let home = try RowsHome(providers: providers)
    let run = await home.run(["search", "hobbit"])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        1\t9780547928227\t\(Self.longTitle)\tJ. R. R. Tolkien, Christopher Tolkien\tMariner\t2012-09-18\t4.3\t₩13,410\thttps://example.com/hobbit
        2\tkakao:5561907\t호빗 (무삭제판): 부제\t\t\t\t\t\t

        """)
    #expect(run.stderr == "")
  }

  @Test("--format tsv on a terminal is the same text; --format table in a pipe is the table")
  func explicit() async throws {
    let home = try RowsHome(providers: providers)
    let pipe = await home.run(["search", "hobbit"])
    let tsv = await home.run(["search", "hobbit", "--format", "tsv"], terminal: true)
    #expect(tsv.stdout == pipe.stdout)
    let table = await home.run(["search", "hobbit", "--format", "table"])
    let lines = table.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix(" 1  Long title"))
    #expect(lines[2].hasPrefix(" 2  호빗 (무삭제판): 부제"))
    #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 })
  }

  @Test("--format json and --json print the same document")
  func json() async throws {
    let home = try RowsHome(providers: providers)
    let format = await home.run(["search", "hobbit", "--format", "json"])
    let alias = await home.run(["search", "hobbit", "--json"], terminal: true)
    #expect(format.status == 0)
    #expect(format.stdout == alias.stdout)
    #expect(format.stdout.hasPrefix("{"))
    let unknown = await home.run(["search", "hobbit", "--format", "xml"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("Unknown format \"xml\". Choose one of: table, tsv, json."))
  }

  @Test("the table shows ids with --long, or by itself when the terminal is wide")
  func ids() async throws {
    let home = try RowsHome(providers: providers)
    let narrow = await home.run(["search", "hobbit"], terminal: true)
    #expect(!narrow.stdout.contains("9780547928227"))
    let long = await home.run(["search", "hobbit", "--long"], terminal: true)
    let longLines = long.stdout.split(separator: "\n")
    #expect(longLines[1].hasPrefix(" 1  9780547928227  Long title"))
    #expect(longLines[2].hasPrefix(" 2  kakao:5561907  호빗"))
    #expect(longLines.allSatisfy { DisplayWidth.of(String($0)) <= 80 })
    let wide = await home.run(["search", "hobbit"], terminal: true, width: 140)
    #expect(wide.stdout.split(separator: "\n")[1].hasPrefix(" 1  9780547928227  Long title"))
  }

  @Test("no results in a pipe: nothing on stdout, the line on stderr")
  func empty() async throws {
    let home = try RowsHome(providers: [CannedProvider(.kakao, books: [])])
    let run = await home.run(["search", "nothing"])
    #expect(run.status == 0)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("bookshelf: "))
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("bookshelf search and show (in-process)")
struct SearchCommandTests {
  @Test("human output aligns Hangul and Latin rows to the same columns and fits the width")
  func humanOutput() async throws {
    let kakao = CannedProvider(.kakao, books: sampleBooks)
    let run = await CLIRun.run(
      ["search", "--format", "table", "미움받을", "용기"], providers: [kakao],
      environment: ["KAKAO_REST_API_KEY": "k"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0] == "20 books · page 1 · Kakao")
    #expect(lines[1].hasPrefix(" 1  미움받을 용기"))
    #expect(lines[2].hasPrefix(" 2  A Wizard of Earthsea"))
    // The author column starts at the same display column on both rows.
    let col1 = DisplayColumn.of("기시미 이치로 +1", in: lines[1])
    let col2 = DisplayColumn.of("Ursula K. Le Guin", in: lines[2])
    #expect(col1 != nil && col1 == col2)
    #expect(lines.allSatisfy { DisplayColumn.width($0) <= 80 })
    #expect(kakao.queries.map(\.text) == ["미움받을 용기"])
  }

  @Test("a narrow terminal truncates titles with … and stays within the width")
  func narrow() async {
    let books = [
      Book(id: "x:1", title: String(repeating: "아주 긴 제목 ", count: 20), authors: ["저자"], source: "kakao")
    ]
    let run = await CLIRun.run(
      ["search", "--format", "table", "x"], providers: [CannedProvider(.kakao, books: books)],
      environment: ["KAKAO_REST_API_KEY": "k"], width: 40)
    let row = run.stdout.split(separator: "\n")[1]
    #expect(row.contains("…"))
    #expect(DisplayColumn.width(String(row)) <= 40)
  }

  @Test("--json prints the documented object with nulls for absent values")
  func json() async throws {
    let run = await CLIRun.run(
      ["search", "--json", "--page", "2", "--size", "5", "용기"],
      providers: [CannedProvider(.kakao, books: sampleBooks)],
      environment: ["KAKAO_REST_API_KEY": "k"])
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["query"] as? String == "용기")
    #expect(object["provider"] as? String == "kakao")
    #expect(object["page"] as? Int == 2)
    #expect(object["pageSize"] as? Int == 5)
    #expect(object["totalCount"] as? Int == 20)
    #expect(object["isEnd"] as? Bool == false)
    let books = try #require(object["books"] as? [[String: Any]])
    #expect(books.first?["isbn13"] as? String == "9788996991342")
    #expect(books.last?["isbn13"] is NSNull)
    #expect((books.first?["salePrice"] as? [String: Any])?["currency"] as? String == "KRW")
    #expect(object["totalCountIsApproximate"] as? Bool == false)
    #expect(
      Set(object.keys) == [
        "query", "provider", "page", "pageSize", "totalCount", "totalCountIsApproximate", "isEnd", "books",
      ])
  }

  @Test("no provider key and no configured default falls back to Open Library")
  func defaultProvider() async {
    let open = CannedProvider(.openlibrary, books: [])
    let run = await CLIRun.run(["search", "--format", "table", "dune"], providers: [open])
    #expect(run.status == 0)
    #expect(run.stdout == "No books found for \"dune\".\n")
    #expect(open.queries.count == 1)
  }

  @Test(
    "bad input gets one line on stderr and exit status 2",
    arguments: [
      (["search"], "bookshelf: error: Enter a search term.\n"),
      (["search", "--format", "table", "  "], "bookshelf: error: Enter a search term.\n"),
      (
        ["search", "--format", "table", "--field", "genre", "x"],
        "bookshelf: error: Unknown field \"genre\". Choose one of: title, author, publisher, isbn.\n"
      ),
      (
        ["search", "--format", "table", "--sort", "oldest", "x"],
        "bookshelf: error: Unknown sort order \"oldest\". Choose one of: relevance, latest. See 'bookshelf search --help'.\n"
      ),
      (
        ["search", "--format", "table", "--page", "0", "x"],
        "bookshelf: error: Page 0 is not valid: use a page from 1 to 100000.\n"
      ),
      (
        ["search", "--format", "table", "--page", "9223372036854775807", "x"],
        "bookshelf: error: Page 9223372036854775807 is not valid: use a page from 1 to 100000.\n"
      ),
      (
        ["search", "--format", "table", "--page", "99999999999999999999", "x"],
        "bookshelf: error: Page 99999999999999999999 is not valid: use a page from 1 to 100000.\n"
      ),
      (
        ["search", "--format", "table", "--page", "-99999999999999999999", "x"],
        "bookshelf: error: Page -99999999999999999999 is not valid: use a page from 1 to 100000.\n"
      ),
      (
        ["search", "--format", "table", "--page", "+2", "x"],
        "bookshelf: error: --page needs a whole number, not \"+2\". See 'bookshelf search --help'.\n"
      ),
      (
        // Refused; the echo collapses whitespace as every echo does (`BookshelfError.clip`).
        ["search", "--format", "table", "--page", "1 2", "x"],
        "bookshelf: error: --page needs a whole number, not \"1 2\". See 'bookshelf search --help'.\n"
      ),
      (
        ["search", "--format", "table", "--page", "two", "x"],
        "bookshelf: error: --page needs a whole number, not \"two\". See 'bookshelf search --help'.\n"
      ),
      (
        ["search", "--format", "table", "--page"],
        "bookshelf: error: Option --page needs a value. See 'bookshelf search --help'.\n"
      ),
      (
        ["show", "12345678901"],
        "bookshelf: error: \"12345678901\" is not a valid ISBN: it has 11 digits, an ISBN has 10 or 13.\n"
      ),
      (["show"], "bookshelf: error: show needs <row|isbn|id>. See 'bookshelf show --help'.\n"),
    ])
  func badInput(arguments: [String], message: String) async {
    let run = await CLIRun.run(arguments, providers: [CannedProvider(.openlibrary, books: sampleBooks)])
    #expect(run.status == 2)
    #expect(run.stderr == message)
    #expect(run.stdout == "")
  }

  @Test("an unknown --sort has the one Korean wording the shelf uses too")
  func unknownSortKorean() async {
    let run = await CLIRun.run(
      ["search", "--format", "table", "--sort", "foo", "x"],
      providers: [CannedProvider(.openlibrary, books: [])],
      environment: ["LANG": "ko_KR.UTF-8"])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasSuffix(
        ": 알 수 없는 정렬 \"foo\"입니다. 다음 중 하나를 고르세요: relevance, latest. 'bookshelf search --help'를 보세요.\n"))
  }

  @Test("escape sequences and invisible characters in a query are not searched for")
  func cleanedQuery() async {
    let kakao = CannedProvider(.kakao, books: sampleBooks)
    let run = await CLIRun.run(
      ["search", "--format", "table", "\u{1B}[31mdune\u{1B}[0m", "mes\u{200B}siah"], providers: [kakao],
      environment: ["KAKAO_REST_API_KEY": "k"])
    #expect(run.status == 0)
    #expect(kakao.queries.map(\.text) == ["dune messiah"])
    // Nothing but an escape sequence is no search term at all.
    let empty = await CLIRun.run(
      ["search", "\u{1B}[31m"], providers: [kakao], environment: ["KAKAO_REST_API_KEY": "k"])
    #expect(empty.status == 2)
    #expect(empty.stderr == "bookshelf: error: Enter a search term.\n")
    #expect(kakao.queries.count == 1)
  }

  @Test("a 10,000-character query is refused with a short one-line message")
  func hugeQuery() async {
    let run = await CLIRun.run(
      ["search", "--format", "table", String(repeating: "가", count: 10_000)],
      providers: [CannedProvider(.openlibrary, books: [])])
    #expect(run.status == 2)
    #expect(
      run.stderr == "bookshelf: error: The search term is too long (10000 characters; the limit is 500).\n")
  }

  @Test("messages follow the locale")
  func korean() async {
    let run = await CLIRun.run(["search"], providers: [], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(run.stderr == "bookshelf: 오류: 검색어를 입력하세요.\n")
  }

  @Test("a chosen provider without a key is a configuration error (exit 3) naming the variable")
  func missingKey() async {
    let run = await CLIRun.run(["search", "--format", "table", "--provider", "aladin", "x"], providers: [])
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "bookshelf: error: Aladin needs an API key: set ALADIN_TTB_KEY or add it to the config file.\n")
  }

  @Test("--provider all warns about a failing provider and still prints results")
  func federatedWarning() async {
    let ok = CannedProvider(.openlibrary, books: [sampleBooks[1]])
    let bad = CannedProvider(.google, books: [], failure: .rateLimited(.google, retryAfterSeconds: 30))
    let run = await CLIRun.run(
      ["search", "--format", "table", "--provider", "all", "earthsea"], providers: [bad, ok])
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "bookshelf: warning: Google Books skipped: Google Books is rate-limiting requests; try again in 30 seconds.\n"
    )
    #expect(run.stdout.contains("A Wizard of Earthsea"))
  }

  @Test("show prints labelled fields and the wrapped description")
  func show() async {
    let run = await CLIRun.run(
      ["show", "89-969913-4-1"], providers: [CannedProvider(.openlibrary, books: sampleBooks)])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "미움받을 용기")
    #expect(lines.contains("Authors      기시미 이치로, 고가 후미타케"))
    #expect(lines.contains("ISBN-13      9788996991342"))
    #expect(lines.contains("Sale price   ₩13,410"))
    #expect(lines.contains("Rating       ★★★★☆ 4.3 (120 ratings)"))
    #expect(lines.contains("아들러 심리학에 관한 책."))
  }

  @Test("show of an unknown ISBN says so with exit 1")
  func showNotFound() async {
    let run = await CLIRun.run(
      ["show", "9780306406157"], providers: [CannedProvider(.openlibrary, books: [])])
    #expect(run.status == 1)
    #expect(run.stderr == "bookshelf: error: No book found for 9780306406157.\n")
  }

  @Test("--help for every command and --version")
  func help() async {
    for command in ["search", "show"] {
      let run = await CLIRun.run([command, "--help"], providers: [])
      #expect(run.status == 0)
      #expect(run.stdout.hasPrefix("Usage: bookshelf \(command)"))
    }
    let version = await CLIRun.run(["--version"], providers: [])
    #expect(version.stdout == "bookshelf 0.1.0\n")
  }
}

/// Display-column helpers for assertions.
enum DisplayColumn {
  static func width(_ line: String) -> Int {
    DisplayWidth.of(line)
  }

  static func of(_ needle: String, in line: String) -> Int? {
    guard let range = line.range(of: needle) else { return nil }
    return DisplayWidth.of(String(line[..<range.lowerBound]))
  }
}

@Suite("Search summary wording")
struct SearchSummaryTests {
  @Test("one result reads '1 book', not '1 books'")
  func singular() async {
    let provider = SingleResultProvider()
    let out = BufferOutput()
    let process = ProcessContext(environment: ["HOME": "/nonexistent"], stdout: out, stderr: BufferOutput())
    let status = await BookshelfCommandLine(process: process) {
      configuration, language throws(BookshelfError) in
      AppEnvironment(
        configuration: configuration, language: language,
        makeSearcher: { _ throws(BookshelfError) in provider },
        availableProviders: [.openlibrary])
    }.run(["search", "--format", "table", "dune"])
    #expect(status == 0)
    #expect(out.text.hasPrefix("1 book · page 1 · Open Library\n"))
  }
}

private struct SingleResultProvider: BookSearching {
  var provider: ProviderID { .openlibrary }
  var limits: PagingLimits { PagingLimits(maxPageSize: 100) }
  func search(_ query: BookQuery) async throws -> BookPage {
    BookPage(
      books: [Book(id: "openlibrary:OL1W", title: "Dune", source: "openlibrary")], totalCount: 1, isEnd: true,
      page: 1, pageSize: 10)
  }
  func lookup(_ isbn: ISBN) async throws -> Book? { nil }
}

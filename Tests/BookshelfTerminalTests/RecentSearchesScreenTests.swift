import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal
import BookshelfTestSupport
import Testing

@MainActor
@Suite("Recent searches under the empty search field")
struct RecentSearchesScreenTests {
  static func harness(
    _ recent: [String], fake: FakeBookSearching = FakeBookSearching(), language: Language = .english
  ) async -> AppHarness {
    let app = AppHarness(fake: fake, language: language, store: InMemoryShelfStore(recentSearches: recent))
    await app.controller.start()
    return app
  }

  @Test("listed newest first under a title; ↓ ↑ highlight one, ↑ from the first returns to the field")
  func listAndSelect() async {
    let app = await Self.harness(["해리 포터", "dune"])
    var lines = app.lines(width: 40, height: 12)
    #expect(Array(lines[4...6]) == ["  Recent searches", "    해리 포터", "    dune"])
    app.press(.down)
    #expect(app.lines(width: 40, height: 12)[5] == "  › 해리 포터")
    app.press(.down, .down)
    lines = app.lines(width: 40, height: 12)
    #expect(Array(lines[5...6]) == ["    해리 포터", "  › dune"])
    app.press(.up, .up)
    #expect(app.controller.state.recentSelection == nil)
    #expect(app.lines(width: 40, height: 12)[5] == "    해리 포터")
    #expect(app.search.query.isEmpty)
  }

  @Test("Enter runs the highlighted search: fills the field, searches, focuses the results")
  func enterRuns() async {
    let fake = FakeBookSearching()
    fake.script("dune", .success(TerminalSamples.page([TerminalSamples.swift], total: 1)))
    let app = await Self.harness(["해리 포터", "dune"], fake: fake)
    app.press(.down, .down, .enter)
    #expect(app.search.query == "dune")
    #expect(await eventually { app.search.phase == .loaded })
    #expect(fake.queries == ["dune"])
    #expect(!app.controller.state.fieldFocused)
    #expect(app.search.recentSearches == ["dune", "해리 포터"])
    let lines = app.lines(width: 40, height: 12)
    #expect(lines[1] == " Search › dune")
    #expect(lines[4].hasPrefix("  The Swift Programming"))
    app.press(.escape)
    #expect(app.controller.frame(width: 40, height: 12).cursor?.column == 14)
  }

  @Test("typing hides the list (a highlighted entry is dropped); emptying the field shows it again")
  func typingHides() async {
    let app = await Self.harness(["dune"])
    app.press(.down)
    app.type("h")
    #expect(app.search.query == "h")
    #expect(app.controller.state.recentSelection == nil)
    #expect(!app.lines(width: 40, height: 12).contains { $0.contains("Recent searches") })
    app.press(.backspace)
    #expect(app.lines(width: 40, height: 12)[4] == "  Recent searches")
    app.type(" ")
    #expect(!app.lines(width: 40, height: 12).contains { $0.contains("dune") })
  }

  @Test("at most the rows that fit are listed and selectable; the title is Korean in Korean")
  func fitsAndKorean() async {
    let app = await Self.harness(["c", "b", "a"], language: .korean)
    // 8 rows: the list has 2 rows, the title and one search.
    let lines = app.lines(width: 40, height: 8)
    #expect(Array(lines[4...5]) == ["  최근 검색", "    c"])
    app.press(.down, .down)
    #expect(app.controller.state.recentSelection == 0)
    app.press(.enter)
    #expect(app.search.query == "c")
  }

  @Test("with no recent searches the hint is shown and ↓ does nothing")
  func noneRecorded() async {
    let app = await Self.harness([])
    #expect(app.lines(width: 70, height: 12)[4].hasPrefix("  Type a title, author or ISBN"))
    app.press(.down)
    #expect(app.controller.state.recentSelection == nil)
    #expect(app.controller.state.fieldFocused)
  }
}

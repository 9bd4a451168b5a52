import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal
import BookshelfTestSupport
import Testing

@MainActor
@Suite("Search field: editing at a cursor")
struct SearchFieldEditingTests {
  /// The cursor's column in a 40 × 10 frame (row 1 is the field; " Search › " is 10 wide).
  static func cursorColumn(_ app: AppHarness) -> Int? {
    let cursor = app.controller.frame(width: 40, height: 10).cursor
    return cursor?.row == 1 ? cursor?.column : nil
  }

  @Test("← → move by one character, a Hangul syllable or emoji counting 2 columns; Home End Ctrl-A Ctrl-E")
  func movesByCharacter() async {
    let app = AppHarness()
    await app.controller.start()
    app.type("해리🌸e\u{301}")
    #expect(Self.cursorColumn(app) == 10 + 7)
    app.press(.left)
    #expect(Self.cursorColumn(app) == 16)
    app.press(.left, .left)
    #expect(Self.cursorColumn(app) == 12)
    app.type("x")
    #expect(app.search.query == "해x리🌸e\u{301}")
    #expect(app.lines(width: 40, height: 10)[1] == " Search › 해x리🌸e\u{301}")
    #expect(Self.cursorColumn(app) == 13)
    app.press(.home)
    #expect(Self.cursorColumn(app) == 10)
    app.press(.left, .end)
    #expect(Self.cursorColumn(app) == 18)
    app.press(.control("a"), .right)
    #expect(Self.cursorColumn(app) == 12)
    app.press(.control("e"), .right)
    #expect(Self.cursorColumn(app) == 18)
    #expect(app.search.query == "해x리🌸e\u{301}")
  }

  @Test("Backspace deletes before the cursor, Delete and Ctrl-D at it, Ctrl-U everything before it")
  func deletes() async {
    let app = AppHarness()
    await app.controller.start()
    app.type("dune messiah")
    for _ in 0..<8 { app.press(.left) }
    app.press(.backspace)
    #expect(app.search.query == "dun messiah")
    app.press(.delete)
    #expect(app.search.query == "dunmessiah")
    app.press(.control("d"))
    #expect(app.search.query == "dunessiah")
    #expect(Self.cursorColumn(app) == 13)
    app.press(.control("u"))
    #expect(app.search.query == "essiah")
    #expect(Self.cursorColumn(app) == 10)
    app.press(.backspace, .end, .delete)
    #expect(app.search.query == "essiah")
  }

  @Test("an edit in the middle searches as you type, like typing at the end; moving alone does not")
  func debouncedSearch() async {
    let fake = FakeBookSearching()
    fake.script("dune", .success(TerminalSamples.page([TerminalSamples.swift], total: 1)))
    fake.script("dine", .success(TerminalSamples.page([TerminalSamples.vegetarian], total: 1)))
    let app = AppHarness(fake: fake)
    await app.controller.start()
    app.type("dune")
    app.clock.advance(by: .milliseconds(300))
    #expect(await eventually { app.search.phase == .loaded })
    app.press(.left, .left, .right, .left)
    app.clock.advance(by: .milliseconds(300))
    #expect(app.search.statistics.requestsStarted == 1)
    app.press(.backspace)
    app.type("i")
    #expect(app.search.query == "dine")
    app.clock.advance(by: .milliseconds(300))
    #expect(await eventually { app.search.books.first?.title == "채식주의자" })
    #expect(fake.queries == ["dune", "dine"])
    #expect(app.controller.state.fieldFocused)
  }

  @Test("a long query scrolls so that the cursor stays in view")
  func longQuery() async {
    let app = AppHarness()
    await app.controller.start()
    app.type("abcdefghijklmnopqrstuvwxyz0123")
    // 30 columns: the field has 18 cells after " Search › ".
    #expect(app.controller.frame(width: 30, height: 10).line(1) == " Search › nopqrstuvwxyz0123")
    #expect(app.controller.frame(width: 30, height: 10).cursor?.column == 27)
    app.press(.home)
    #expect(app.controller.frame(width: 30, height: 10).line(1) == " Search › abcdefghijklmnopqr")
    #expect(app.controller.frame(width: 30, height: 10).cursor?.column == 10)
  }

  @Test("Home and End still move through the results list when it has focus")
  func listKeysUnchanged() async {
    let fake = FakeBookSearching()
    fake.script(
      "채식", .success(TerminalSamples.page([TerminalSamples.vegetarian, TerminalSamples.swift], total: 2)))
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(await app.searchNow("채식"))
    #expect(!app.controller.state.fieldFocused)
    app.press(.end)
    #expect(app.controller.state.searchList.selected == 1)
    app.press(.left, .right, .home)
    #expect(app.controller.state.searchList.selected == 0)
    #expect(app.search.query == "채식")
    app.press(.up, .home, .character("x"))
    #expect(app.controller.state.fieldFocused)
    #expect(app.search.query == "x채식")
  }

  @Test("? lists the field keys in English and Korean, and every key still fits in 100 × 20")
  func help() async {
    let app = AppHarness()
    await app.controller.start()
    app.press(.character("?"))
    let lines = app.lines(width: 100, height: 20)
    #expect(
      lines.contains {
        $0.contains("│ ← → Home End Ctrl-A/E    search field: move the cursor · to the start, end")
      })
    #expect(
      lines.contains {
        $0.contains("│ Del  Ctrl-D  Ctrl-U      search field: delete at the cursor · all before it")
      })
    #expect(
      lines.contains {
        $0.contains("│ ↓ ↑  Enter               empty search field: pick a recent search · run it")
      })
    #expect(lines.contains { $0.contains("│ q  Ctrl-C                quit") })
    let korean = AppHarness(language: .korean)
    await korean.controller.start()
    korean.press(.character("?"))
    let koreanLines = korean.lines(width: 100, height: 20)
    #expect(koreanLines.contains { $0.contains("│ ← → Home End Ctrl-A/E    검색창: 커서 이동 · 맨 앞, 맨 뒤로") })
    #expect(koreanLines.contains { $0.contains("│ ↓ ↑  Enter               빈 검색창: 최근 검색 고르기 · 실행하기") })
    #expect(koreanLines.contains { $0.contains("│ q  Ctrl-C                끝내기") })
  }
}

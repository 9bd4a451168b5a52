import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal
import BookshelfTestSupport
import Foundation
import Testing

@MainActor
@Suite("Key map: tabs, saving, detail, shelf, help, paging")
struct ControllerTests {
  @Test("s saves the selected result; the Shelf tab lists it; q quits outside the field")
  func saveAndShelf() async throws {
    let fake = FakeBookSearching()
    fake.script(
      "채식", .success(TerminalSamples.page([TerminalSamples.vegetarian, TerminalSamples.swift], total: 2)))
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(await app.searchNow("채식"))
    app.press(.down, .character("s"))
    await app.controller.settle()
    #expect(app.store.allEntries.keys.sorted() == ["9781718502765"])
    var lines = app.lines(width: 70, height: 12)
    #expect(lines[0].hasPrefix("  1 Search   2 Shelf (1)"))
    #expect(lines[6].hasPrefix("✓ The Swift Programming Language"))
    #expect(lines[10].hasPrefix(" Saved \"The Swift Programming Language"))

    app.press(.character("2"))
    lines = app.lines(width: 70, height: 12)
    #expect(lines[1] == " Status: All · Tag: All · Order: Recently added")
    #expect(lines[2] == " 1 book")
    #expect(lines[4] == "✓ The Swift Programming Language Handbook for Beginners…  Want to read")
    #expect(lines[5] == "    Apple Inc., Jane Roe · No Starch · 2023")
    #expect(app.controller.handle(.character("q")) == .quit)
  }

  @Test("Tab, F1/F2 and digits switch tabs; digits type into a focused search field")
  func tabs() async {
    let app = AppHarness()
    await app.controller.start()
    app.press(.character("2"))
    #expect(app.search.query == "2")
    #expect(app.controller.state.tab == .search)
    app.press(.tab)
    #expect(app.controller.state.tab == .shelf)
    #expect(app.lines(width: 60, height: 8)[2] == " Your shelf is empty.")
    app.press(.function(1))
    #expect(app.controller.state.tab == .search)
    app.press(.function(2), .character("1"))
    #expect(app.controller.state.tab == .search)
    #expect(app.controller.handle(.interrupt) == .quit)
  }

  @Test("? shows every key in a framed overlay; any key closes it")
  func help() async {
    let app = AppHarness()
    await app.controller.start()
    app.press(.character("?"))
    let lines = app.lines(width: 100, height: 24)
    #expect(lines.contains { $0.contains("┌─ Keys ─") })
    #expect(lines.contains { $0.contains("│ Tab  F1  F2  1  2        switch between Search and Shelf") })
    #expect(lines.contains { $0.contains("│ q  Ctrl-C                quit") })
    #expect(lines.contains { $0.contains("Press any key to close.") })
    app.press(.character("x"))
    #expect(!app.lines(width: 100, height: 24).contains { $0.contains("Keys") })
    #expect(app.search.query.isEmpty)
  }

  @Test("Detail view: fields, wrapped Korean description, and shelf controls s, p, r, t, n")
  func detail() async throws {
    let fake = FakeBookSearching()
    fake.script("채식", .success(TerminalSamples.page([TerminalSamples.vegetarian], total: 1)))
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(await app.searchNow("채식"))
    app.press(.enter)
    await app.controller.settle()
    var lines = app.lines(width: 40, height: 30)
    #expect(lines[1] == " 채식주의자")
    #expect(lines[3] == " Authors     한강")
    #expect(lines[6] == " ISBN-13     9788936433598")
    #expect(lines[7] == " Price       ₩15,000")
    #expect(lines[8] == " Sale price  ₩13,500")
    #expect(lines[9] == " Rating      ★★★★☆ 4.3 (1,234 ratings)")
    #expect(lines[12] == " Not on your shelf — press s to save")
    #expect(lines[14] == " Description")
    // 38 columns of text: Hangul syllables two columns each, words kept whole.
    #expect(lines[15] == " 한강의 연작소설. 평범한 여자였던")
    #expect(lines[16] == " 영혜가 어느 날 꿈을 꾼 뒤 고기를 먹지")
    for line in lines { #expect(DisplayWidth.of(line) <= 40) }

    app.press(.character("p"), .character("r"), .character("4"), .character("t"))
    await app.controller.settle()
    app.type("소설, 한국")
    app.press(.enter, .character("n"))
    await app.controller.settle()
    app.type("다시 읽기")
    app.press(.enter)
    await app.controller.settle()
    let entry = try #require(app.store.allEntries["9788936433598"])
    #expect(entry.status == .reading)
    #expect(entry.rating == 4)
    #expect(entry.tags == ["소설", "한국"])
    #expect(entry.note == "다시 읽기")
    lines = app.lines(width: 40, height: 30)
    #expect(lines[12] == " ✓ On your shelf")
    #expect(lines[13] == " Status      Reading")
    #expect(lines[14] == " My rating   ★★★★☆")
    #expect(lines[15] == " Tags        소설, 한국")
    #expect(lines[16] == " Note        다시 읽기")
    app.press(.escape)
    #expect(app.controller.state.detail == nil)
    #expect(app.lines(width: 40, height: 30)[4].hasPrefix("✓ 채식주의자"))
  }

  @Test("A tick shows what another program changed on the shelf: the list and the open detail")
  func tickShowsOutsideChanges() async throws {
    let store = InMemoryShelfStore(entries: [
      ShelfEntry(book: TerminalSamples.vegetarian, addedAt: Date(timeIntervalSince1970: 1_770_000_000))
    ])
    let app = AppHarness(store: store)
    await app.controller.start()
    app.press(.tab)
    #expect(app.lines(width: 70, height: 12)[2] == " 1 book")
    app.press(.enter)
    await app.controller.settle()
    #expect(!app.lines(width: 40, height: 30).contains { $0.contains("Note") })

    // `bookshelf save` in another terminal: a note and a tag, and another book.
    try await store.apply(
      ShelfEdit(addTags: ["소설"], note: .set("다시 읽기")), toKey: "9788936433598", addingIfMissing: nil)
    try await store.save(
      ShelfEntry(book: TerminalSamples.swift, addedAt: Date(timeIntervalSince1970: 1_775_000_000)))
    app.controller.tick()
    await app.controller.settle()
    var lines = app.lines(width: 40, height: 30)
    #expect(lines.contains(" Tags        소설"))
    #expect(lines.contains(" Note        다시 읽기"))

    // Rating it here keeps the note and the tag.
    app.press(.character("r"), .character("5"))
    await app.controller.settle()
    let entry = try #require(store.allEntries["9788936433598"])
    #expect(entry.rating == 5)
    #expect(entry.note == "다시 읽기")
    #expect(entry.tags == ["소설"])

    app.press(.escape)
    lines = app.lines(width: 70, height: 12)
    #expect(lines[0].hasPrefix("  1 Search   2 Shelf (2)"))
    #expect(lines[2] == " 2 books")
  }

  @Test("A tag another program adds while the tags prompt is open stays when the prompt is submitted")
  func tagsPromptKeepsOutsideTag() async throws {
    let store = InMemoryShelfStore(entries: [
      ShelfEntry(
        book: TerminalSamples.vegetarian, tags: ["소설"], addedAt: Date(timeIntervalSince1970: 1_770_000_000))
    ])
    let app = AppHarness(store: store)
    await app.controller.start()
    app.press(.tab, .enter)
    await app.controller.settle()
    app.press(.character("t"))
    try await store.apply(ShelfEdit(addTags: ["theirs"]), toKey: "9788936433598", addingIfMissing: nil)
    app.controller.tick()
    await app.controller.settle()
    app.type(", 한국")
    app.press(.enter)
    await app.controller.settle()
    #expect(store.allEntries["9788936433598"]?.tags == ["소설", "theirs", "한국"])
    #expect(app.lines(width: 40, height: 30).contains(" Tags        소설, theirs, 한국"))
  }

  @Test("Moving near the end of the list asks for the next page")
  func paging() async throws {
    let fake = FakeBookSearching { query in
      .success(
        SampleBooks.numberedPage(prefix: "Book", page: query.page, pageSize: query.pageSize, total: 45))
    }
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(await app.searchNow("book"))
    _ = app.lines(width: 60, height: 13)  // 4 rows of books visible: no paging yet
    #expect(app.search.loadedPage == 1)
    app.press(.pageDown, .pageDown)  // selects book 7 of 10: not yet within the last 3
    #expect(app.search.loadedPage == 1)
    app.press(.pageDown)
    #expect(await eventually { app.search.loadedPage == 2 })
    let lines = app.lines(width: 60, height: 13)
    #expect(lines[2] == " 45 books")
    #expect(lines.contains { $0.hasPrefix("  Book #9") })
    app.press(.end)
    #expect(await eventually { app.search.loadedPage == 3 })
  }
}

@MainActor
@Suite("Key map: retry")
struct RetryKeyTests {
  @Test("r in the list repeats a failed search; the results then replace the error")
  func retry() async throws {
    let fake = FakeBookSearching(mode: .held)
    let app = AppHarness(fake: fake)
    await app.controller.start()
    app.type("dune")
    app.press(.enter)
    await fake.waitForCalls(1)
    fake.complete(0, with: .failure(.serverError(.kakao, status: 503)))
    #expect(await eventually { app.search.phase == .failed })
    app.press(.character("r"))
    await fake.waitForCalls(2)
    fake.complete(1, with: .success(TerminalSamples.page([TerminalSamples.swift], total: 1)))
    #expect(await eventually { app.search.phase == .loaded })
    let lines = app.lines(width: 70, height: 10)
    #expect(lines[2] == " 1 book")
    #expect(lines[4].hasPrefix("  The Swift Programming Language"))
  }
}

@MainActor
@Suite("Key map: undoing a removal made with s")
struct SaveToggleUndoTests {
  @Test("s on a saved result removes it (the notice names u); u brings it back with its fields")
  func undoFromSearch() async throws {
    let fake = FakeBookSearching()
    fake.script(
      "채식", .success(TerminalSamples.page([TerminalSamples.vegetarian, TerminalSamples.swift], total: 2)))
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(await app.searchNow("채식"))
    app.press(.down, .character("s"))
    await app.controller.settle()
    #expect(app.store.allEntries.keys.sorted() == ["9781718502765"])
    app.press(.character("s"))
    await app.controller.settle()
    #expect(app.store.allEntries.isEmpty)
    let lines = app.lines(width: 160, height: 12)
    #expect(lines.contains { $0.contains("(u brings it back)") }, "\(lines)")
    app.press(.character("u"))
    await app.controller.settle()
    #expect(app.store.allEntries.keys.sorted() == ["9781718502765"])
  }
}

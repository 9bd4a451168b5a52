import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal
import BookshelfTestSupport
import Testing

@MainActor
@Suite("Search screen rendered from the view model")
struct SearchScreenTests {
  static let books = [TerminalSamples.vegetarian, TerminalSamples.swift, TerminalSamples.mixed]

  static func savedMixed() -> InMemoryShelfStore {
    InMemoryShelfStore(entries: [
      ShelfEntry(book: TerminalSamples.mixed, addedAt: .init(timeIntervalSince1970: 0))
    ])
  }

  @Test("A full search screen: field, count, rows with rating, price and saved mark, status line")
  func fullScreen() async throws {
    let fake = FakeBookSearching()
    fake.script("채식", .success(TerminalSamples.page(Self.books, total: 128)))
    let app = AppHarness(fake: fake, store: Self.savedMixed())
    await app.controller.start()
    #expect(await app.searchNow("채식"))
    #expect(
      app.lines(width: 60, height: 14) == [
        "  1 Search   2 Shelf (1)                          bookshelf",
        " Search › 채식",
        " 128 books",
        "",
        "  채식주의자                              ★★★★☆ 4.3  ₩13,500",
        "    한강 · 창비 · 2007",
        "  The Swift Programming Language Handbo…              $39.99",
        "    Apple Inc., Jane Roe · No Starch · 2023",
        "✓ 파친코 Pachinko 🌸 이민진               ★★★★★ 4.8",
        "    이민진 · 문학사상 · 2022",
        "",
        "",
        "",
        " Kakao │ ↑↓ move · Enter open · s save ·… · ? help · q quit",
      ])
  }

  @Test("In Korean: labels, count and won prices; a narrow screen never cuts a Hangul syllable")
  func korean() async throws {
    let fake = FakeBookSearching()
    fake.script("한강", .success(TerminalSamples.page(Self.books, total: 3)))
    let app = AppHarness(fake: fake, language: .korean, store: Self.savedMixed())
    await app.controller.start()
    #expect(await app.searchNow("한강"))
    let lines = app.lines(width: 50, height: 9)
    #expect(lines[0] == "  1 검색   2 책장 (1)" + String(repeating: " ", count: 19) + "bookshelf")
    #expect(lines[1] == " 검색 › 한강")
    #expect(lines[2] == " 책 3권")
    #expect(lines[4] == "  채식주의자" + String(repeating: " ", count: 19) + "★★★★☆ 4.3  13,500원")
    #expect(lines[8] == " 카카오 │ ↑↓ 이동 · Enter… · ? 도움말 · q 끝내기")
    for width in 20...41 {
      let frame = app.controller.frame(width: width, height: 9)
      for row in 0..<frame.height {
        #expect(DisplayWidth.of(frame.line(row)) <= width, "row \(row) at width \(width)")
        for column in 0..<width where frame[row, column].width == 0 {
          #expect(column > 0 && frame[row, column - 1].width == 2, "orphan half at \(row),\(column)")
        }
      }
    }
  }

  @Test("Idle hint, searching spinner, empty state and error state show the view model's messages")
  func states() async throws {
    let fake = FakeBookSearching(mode: .held)
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(
      app.lines(width: 70, height: 8)[4] == "  Type a title, author or ISBN; results appear as you type.")
    app.type("nothing")
    app.press(.enter)
    await fake.waitForCalls(1)
    #expect(app.lines(width: 70, height: 8)[2] == " ⠋ Searching…")
    fake.complete(0, with: .success(TerminalSamples.page([], total: 0)))
    #expect(await app.eventuallyPhase(.empty))
    #expect(app.lines(width: 70, height: 8)[4] == "  No books found for \"nothing\".")

    app.press(.escape, .control("u"))  // back to the field, clear it
    app.type("boom")
    app.press(.enter)
    await fake.waitForCalls(2)
    fake.complete(1, with: .failure(.serverError(.kakao, status: 500)))
    #expect(await app.eventuallyPhase(.failed))
    let error = BookshelfError.serverError(.kakao, status: 500).text(in: .english)
    #expect(app.lines(width: 100, height: 8)[2] == " " + error)
  }

  @Test("Typing Hangul puts exactly the typed syllables in the field")
  func hangulInput() async {
    let app = AppHarness()
    await app.controller.start()
    app.type("채식주의")
    app.press(.backspace)
    app.type("자")
    #expect(app.search.query == "채식주자")
    let frame = app.controller.frame(width: 40, height: 8)
    #expect(frame.line(1) == " Search › 채식주자")
    #expect(frame.cursor?.row == 1)
    #expect(frame.cursor?.column == 18)
  }
}

extension AppHarness {
  func eventuallyPhase(_ phase: SearchPhase) async -> Bool {
    await eventually { search.phase == phase }
  }
}

@MainActor
@Suite("Every screen at every small size")
struct SmallScreenTests {
  @Test("search, detail, shelf and help render at 0…40 × 0…14 without overflow or split characters")
  func tinySizes() async throws {
    let fake = FakeBookSearching()
    fake.script(
      "채식",
      .success(TerminalSamples.page([TerminalSamples.vegetarian, TerminalSamples.mixed], total: 2)))
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(await app.searchNow("채식"))
    app.press(.character("s"))
    await app.controller.settle()
    let views: [() -> Void] = [
      {},
      { app.press(.enter) },
      { app.press(.escape, .tab) },
      { app.press(.character("?")) },
    ]
    for show in views {
      show()
      for width in 0...40 {
        for height in 0...14 {
          let frame = app.controller.frame(width: width, height: height)
          for row in 0..<height {
            #expect(DisplayWidth.of(frame.line(row)) <= width)
            for column in 0..<width where frame[row, column].width == 0 {
              #expect(column > 0 && frame[row, column - 1].width == 2)
            }
          }
        }
      }
    }
    #expect(app.controller.frame(width: 9, height: 3).lines == ["bookshelf", "", ""])
  }
}

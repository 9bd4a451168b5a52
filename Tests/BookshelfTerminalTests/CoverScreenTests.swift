import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal
import BookshelfTestSupport
import Foundation
import Testing

/// Covers in `browse`: the detail view's picture, its placeholders, result-list thumbnails.
@MainActor
@Suite("browse covers: detail view and thumbnails")
struct CoverScreenTests {
  static let detailSize = CellSize(columns: 20, rows: 12)
  static let blocks20 = String(repeating: "▀", count: 20)

  static func harness(_ covers: FakeCoverLoading) async -> (AppHarness, CoverGallery) {
    let fake = FakeBookSearching()
    fake.script(
      "채식", .success(TerminalSamples.page([TerminalSamples.vegetarian, TerminalSamples.swift], total: 2)))
    let app = AppHarness(fake: fake)
    let gallery = CoverGallery(covers: covers, graphics: .symbols(.palette256))
    app.controller.useCovers(gallery)
    await app.controller.start()
    _ = await app.searchNow("채식")
    return (app, gallery)
  }

  @Test("the detail view shows the cover beside the fields: coloured block cells at the right")
  func detailBeside() async {
    let covers = FakeCoverLoading(
      answers: [TerminalSamples.vegetarian.id: .found(SamplePictures.blocks(Self.detailSize, indexed: true))])
    let (app, gallery) = await Self.harness(covers)
    app.press(.down, .home, .enter)
    // Before the cover arrives: the placeholder says it is loading.
    var lines = app.lines(width: 100, height: 24)
    #expect(lines[1].hasSuffix("┌" + String(repeating: "─", count: 18) + "┐"))
    #expect(lines[6].hasSuffix("│     loading…     │"))
    app.controller.requestCovers()
    await gallery.settle()
    let frame = app.controller.frame(width: 100, height: 24)
    lines = frame.lines
    #expect(lines[1].hasPrefix(" 채식주의자"))
    #expect(lines[1].hasSuffix(Self.blocks20))
    #expect(lines[12].hasSuffix(Self.blocks20))
    #expect(!lines[13].contains("▀"))
    // The picture's cells carry its palette colours; the text keeps its own.
    let colors = frame.colors(1)
    #expect(colors[79].foreground == .indexed(196))
    #expect(colors[79].background == .indexed(21))
    #expect(colors[98].foreground == .indexed(196))
    #expect(colors[99].foreground == nil)
    #expect(colors[1].foreground == nil)
    // The fields are laid out in the columns left of the picture.
    #expect(lines[3].hasPrefix(" Authors"))
    #expect(covers.pictureCalls == [TerminalSamples.vegetarian.id])
    // Redraws and more requests never ask again.
    for _ in 0..<20 {
      _ = app.lines(width: 100, height: 24)
      app.controller.requestCovers()
    }
    #expect(covers.pictureCalls == [TerminalSamples.vegetarian.id])
  }

  @Test("a book without a cover shows the 'no cover' frame; a narrow screen puts it above the text")
  func detailPlaceholderAbove() async {
    let covers = FakeCoverLoading(fallback: .absent(.notFound(status: 404)))
    let (app, gallery) = await Self.harness(covers)
    app.press(.down, .home, .enter)
    app.controller.requestCovers()
    await gallery.settle()
    let wide = app.lines(width: 100, height: 24)
    #expect(wide[6].hasSuffix("│     no cover     │"))
    let narrow = app.lines(width: 50, height: 24)
    #expect(narrow[1] == " ┌" + String(repeating: "─", count: 18) + "┐")
    #expect(narrow[6] == " │     no cover     │")
    #expect(narrow[12] == " └" + String(repeating: "─", count: 18) + "┘")
    #expect(narrow[14] == " 채식주의자")
  }

  @Test("without covers (pictures off) the detail view is the text alone, as before")
  func detailWithoutCovers() async {
    let fake = FakeBookSearching()
    fake.script("채식", .success(TerminalSamples.page([TerminalSamples.vegetarian], total: 1)))
    let app = AppHarness(fake: fake)
    await app.controller.start()
    _ = await app.searchNow("채식")
    app.press(.down, .home, .enter)
    let lines = app.lines(width: 100, height: 24)
    #expect(lines[1] == " 채식주의자")
    #expect(!lines.joined().contains("┌"))
  }

  @Test("i shows thumbnails in the result list (loaded with the next rows), and hides them again")
  func thumbnails() async {
    let thumb = CellSize(columns: 4, rows: 2)
    let covers = FakeCoverLoading(
      answers: [TerminalSamples.vegetarian.id: .found(SamplePictures.blocks(thumb))],
      fallback: .absent(.noCover))
    let (app, gallery) = await Self.harness(covers)
    app.press(.down)
    var lines = app.lines(width: 80, height: 12)
    #expect(lines[4].hasPrefix("  채식주의자"))
    app.press(.character("i"))
    app.controller.requestCovers()
    await gallery.settle()
    let frame = app.controller.frame(width: 80, height: 12)
    lines = frame.lines
    #expect(lines[4].hasPrefix("  ▀▀▀▀ 채식주의자"))
    #expect(lines[5].hasPrefix("  ▀▀▀▀   한강"))
    #expect(frame.colors(4)[2].foreground == .rgb(255, 0, 0))
    #expect(lines[6].hasPrefix("  ┌──┐ The Swift Programming"))
    #expect(lines[7].hasPrefix("  └──┘   Apple Inc."))
    #expect(Set(covers.pictureCalls) == [TerminalSamples.vegetarian.id, TerminalSamples.swift.id])
    app.press(.character("i"))
    #expect(app.lines(width: 80, height: 12)[4].hasPrefix("  채식주의자"))
  }

  @Test("the key is in the help overlay and the list's hints, in English and Korean")
  func keyDocumented() async {
    let app = AppHarness()
    app.controller.useCovers(CoverGallery(covers: FakeCoverLoading(), graphics: .symbols(.palette256)))
    await app.controller.start()
    app.press(.character("?"))
    let lines = app.lines(width: 100, height: 20)
    #expect(
      lines.contains { $0.contains("│ i                        result list: show or hide cover thumbnails") })
    #expect(lines.contains { $0.contains("│ q  Ctrl-C                quit") })
    #expect(BrowseText.listHints(covers: true).text(in: .english).contains("i covers · ? help"))
    #expect(BrowseText.listHints(covers: true).text(in: .korean).contains("i 표지 · ? 도움말"))
    #expect(BrowseHelp.covers.text(in: .korean) == "검색 결과: 표지 미리보기 보이기·숨기기")
  }

  @Test(
    "pictures off (no gallery, or one with --images none): no i in the list's hints or the help",
    arguments: [Language.english, .korean], [false, true])
  func keyHiddenWhenPicturesOff(language: Language, galleryOff: Bool) async {
    let fake = FakeBookSearching()
    fake.script("채식", .success(TerminalSamples.page([TerminalSamples.vegetarian], total: 1)))
    let app = AppHarness(fake: fake, language: language)
    app.controller.useCovers(galleryOff ? CoverGallery(covers: FakeCoverLoading(), graphics: .none) : nil)
    await app.controller.start()
    #expect(await app.searchNow("채식"))
    app.press(.down)
    let status = app.lines(width: 120, height: 12)[11]
    let english = "↑↓ move · Enter open · s save · u undo · / search · ? help · q quit"
    let korean = "↑↓ 이동 · Enter 열기 · s 저장 · u 되돌리기 · / 검색창 · ? 도움말 · q 끝내기"
    #expect(status.hasSuffix("│ " + (language == .english ? english : korean)), "\(status)")
    app.press(.character("?"))
    let help = app.lines(width: 100, height: 20)
    #expect(!help.contains { $0.contains("│ i ") })
    #expect(help.contains { $0.contains("│ q  Ctrl-C ") })
  }

  @Test("pictures on: the list's hints offer i covers")
  func keyShownWhenPicturesOn() async {
    let (app, _) = await Self.harness(FakeCoverLoading())
    app.press(.down)
    let status = app.lines(width: 120, height: 12)[11]
    #expect(status.hasSuffix("/ search · i covers · ? help · q quit"), "\(status)")
  }
}

/// Picture cells in the screen buffer and their colour pairs.
@Suite("ScreenBuffer and CursesScreen: picture cells")
struct CoverCellTests {
  @Test("cells keep their colours, are clipped to the grid and never hold a control or a wide character")
  func drawCells() {
    var buffer = ScreenBuffer(width: 6, height: 3)
    let red = CoverColor.rgb(255, 0, 0)
    let cells = [
      CoverCell(character: "▀", foreground: red, background: .indexed(4)),
      CoverCell(character: "\u{1B}", foreground: red, background: red),
      CoverCell(character: "한", foreground: red, background: red),
      CoverCell(character: "█", foreground: .terminalDefault, background: red),
    ]
    buffer.draw(cells: cells, size: CellSize(columns: 2, rows: 2), row: 1, column: 5)
    // Row-major: the second row starts with the wide character, drawn as a space.
    #expect(buffer.lines == ["", "     ▀", ""])
    #expect(buffer.colors(1)[5].foreground == red)
    #expect(buffer.colors(1)[5].background == .indexed(4))
    #expect(buffer.colors(0)[5].foreground == nil)
    buffer.draw(cells: cells, size: CellSize(columns: 2, rows: 2), row: 0, column: 0)
    #expect(buffer.line(0) == "▀")
    #expect(buffer.line(1) == " █   ▀")
    #expect(buffer[1, 0].character == " ")
    #expect(buffer[1, 0].width == 1)
  }

  @Test("a clip draws only the picture rows scrolled into view")
  func clip() {
    var buffer = ScreenBuffer(width: 4, height: 4)
    let picture = SamplePictures.blocks(CellSize(columns: 2, rows: 3))
    guard case .cells(let cells) = picture.content else { return }
    buffer.draw(cells: cells, size: picture.size, row: -1, column: 0, clip: 1..<3)
    #expect(buffer.lines == ["▀▀", "▀▀", "", ""])
  }

  @Test("an over-written picture cell is a plain cell again")
  func overwrite() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    let picture = SamplePictures.blocks(CellSize(columns: 4, rows: 1))
    guard case .cells(let cells) = picture.content else { return }
    buffer.draw(cells: cells, size: picture.size, row: 0, column: 0)
    buffer.write("ab", row: 0, column: 0)
    #expect(buffer.colors(0)[0].foreground == nil)
    #expect(buffer.colors(0)[2].foreground == .rgb(255, 0, 0))
  }
}

import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf browse` in tmux: what a person sees without a search provider answering.
@Suite("bookshelf browse in tmux: screen, keys, exit", .serialized)
struct BrowseBasicsTests {
  @Test("help overlay, Hangul typed into the field, resize, q leaves the terminal as found (exit 0)")
  func helpHangulResizeQuit() throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(environment: BookshelfBinary.environment(home: home))
    defer { session.stop() }
    var screen = try session.waitFor(text: "Type a title, author or ISBN")
    #expect(screen[0].hasPrefix("  1 Search   2 Shelf (0)"))
    #expect(screen.last(where: { !$0.isEmpty })?.contains("│ Enter search") == true)

    try session.press("?")
    screen = try session.waitFor(text: "┌─ Keys ─")
    #expect(
      screen.contains { $0.contains("Tab  F1  F2  1  2") && $0.contains("switch between Search and Shelf") })
    #expect(screen.contains { $0.contains("q  Ctrl-C") && $0.contains("quit") })
    try session.press("Space")
    try session.waitFor("the help to close") { !$0.contains { $0.contains("┌─ Keys ─") } }

    try session.type("채식주의자")
    screen = try session.waitFor(text: "Search › 채식주의자")

    try session.resize(width: 60, height: 15)
    screen = try session.waitFor("a 60-column redraw") { lines in
      lines.count >= 15 && lines[0].hasSuffix("bookshelf") && lines[0].count < 60
    }
    #expect(screen[1] == " Search › 채식주의자")

    try session.press("Escape")
    try session.waitFor("the field to clear") { $0.count > 1 && $0[1] == " Search ›" }
    try session.press("Tab")
    try session.waitFor(text: "Your shelf is empty.")
    try session.press("q")
    screen = try session.waitFor(text: "[bookshelf exited with status 0]")
    #expect(!screen.contains { $0.contains("Shelf (0)") })
  }

  @Test("Ctrl-C quits with status 0 from the search field")
  func controlC() throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(
      environment: BookshelfBinary.environment(home: home, ["LANG": "ko_KR.UTF-8"]))
    defer { session.stop() }
    try session.waitFor(text: "제목, 저자, ISBN을 입력하세요")
    try session.type("한강")
    try session.waitFor(text: "검색 › 한강")
    try session.press("C-c")
    let screen = try session.waitFor(text: "[bookshelf exited with status 0]")
    #expect(!screen.contains { $0.contains("검색 › 한강") })
  }
}

import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf browse` in tmux: what a person sees without a search provider answering.
@Suite("bookshelf browse in tmux: screen, keys, exit", .serialized)
struct BrowseBasicsTests {
  @Test("help overlay, Hangul typed into the field, resize, q leaves the terminal as found (exit 0)")
  func helpHangulResizeQuit() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(environment: BookshelfBinary.environment(home: home))
    defer { session.stop() }
    var screen = try await session.waitFor(text: "Type a title, author or ISBN")
    #expect(screen[0].hasPrefix("  1 Search   2 Shelf (0)"))
    #expect(screen.last(where: { !$0.isEmpty })?.contains("│ Enter search") == true)

    try session.press("?")
    // Wait for the whole overlay: a capture can land between its first and last line.
    screen = try await session.waitFor("the help overlay") { lines in
      lines.contains { $0.contains("┌─ Keys ─") } && lines.contains { $0.contains("q  Ctrl-C") }
    }
    #expect(
      screen.contains { $0.contains("Tab  F1  F2  1  2") && $0.contains("switch between Search and Shelf") })
    #expect(screen.contains { $0.contains("q  Ctrl-C") && $0.contains("quit") })
    try session.press("Space")
    try await session.waitFor("the help to close") { !$0.contains { $0.contains("┌─ Keys ─") } }

    try session.type("채식주의자")
    screen = try await session.waitFor(text: "Search › 채식주의자")

    try session.resize(width: 60, height: 15)
    screen = try await session.waitFor("a 60-column redraw") { lines in
      lines.count >= 15 && lines[0].hasSuffix("bookshelf") && lines[0].count < 60
        && lines[1] == " Search › 채식주의자" && lines[14].hasPrefix(" Open Library │")
    }
    #expect(screen[0] == "  1 Search   2 Shelf (0)                          bookshelf")

    try session.press("Escape")
    try await session.waitFor("the field to clear") { $0.count > 1 && $0[1] == " Search ›" }
    try session.press("Tab")
    try await session.waitFor(text: "Your shelf is empty.")
    try session.press("q")
    screen = try await session.waitFor(text: "[bookshelf exited with status 0]")
    #expect(!screen.contains { $0.contains("Shelf (0)") })
  }

  @Test("Ctrl-C quits with status 0 from the search field")
  func controlC() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(
      environment: BookshelfBinary.environment(home: home, ["LANG": "ko_KR.UTF-8"]))
    defer { session.stop() }
    try await session.waitFor(text: "제목, 저자, ISBN을 입력하세요")
    try session.type("한강")
    try await session.waitFor(text: "검색 › 한강")
    try session.press("C-c")
    let screen = try await session.waitFor(text: "[bookshelf exited with status 0]")
    #expect(!screen.contains { $0.contains("검색 › 한강") })
  }
}

/// Signals and colours: the terminal is given back on SIGTERM; `NO_COLOR` and monochrome
/// terminals get no colour sequences.
@Suite("bookshelf browse in tmux: signals and colour", .serialized)
struct BrowseTerminalStateTests {
  @Test("SIGTERM ends the app with status 143 and gives the terminal back")
  func sigterm() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(environment: BookshelfBinary.environment(home: home))
    defer { session.stop() }
    try await session.waitFor(text: "Type a title, author or ISBN")
    let pid = try #require(try session.appProcessID())
    #expect(kill(pid, SIGTERM) == 0)
    let screen = try await session.waitFor(text: "[bookshelf exited with status 143]")
    #expect(!screen.contains { $0.contains("Shelf (0)") })
  }

  @Test("colour only when the terminal has it and NO_COLOR is unset")
  func colour() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let home = try BookshelfBinary.temporaryHome()
    // The error line is drawn in the error colour role (red) when colour is on.
    func errorLine(_ extra: [String: String], term: String) async throws -> String {
      let session = try TmuxSession(
        environment: BookshelfBinary.environment(home: home, extra), width: 80, height: 12, term: term)
      defer { session.stop() }
      try await session.waitFor(text: "Type a title, author or ISBN")
      try session.press("Enter")  // an empty query: "Enter a search term."
      try await session.waitFor(text: "Enter a search term.")
      let rows = try session.screen(escapes: true)
      return try #require(rows.first { $0.contains("Enter a search term.") })
    }
    let coloured = try await errorLine([:], term: "tmux-256color")
    #expect(coloured.contains("\u{1B}[31m"))
    let noColor = try await errorLine(["NO_COLOR": "1"], term: "tmux-256color")
    #expect(!["\u{1B}[31m", "\u{1B}[32m", "\u{1B}[33m", "\u{1B}[38;"].contains { noColor.contains($0) })
    #expect(noColor.contains("\u{1B}[1m"))  // bold stands in for the error colour
    let monochrome = try await errorLine([:], term: "vt100")
    #expect(!["\u{1B}[31m", "\u{1B}[32m", "\u{1B}[33m", "\u{1B}[38;"].contains { monochrome.contains($0) })
    #expect(monochrome.contains("Enter a search term."))
  }
}

/// `bookshelf browse` without a terminal or with bad arguments: one line on stderr, exit 2.
@Suite("bookshelf browse: usage errors")
struct BrowseUsageTests {
  @Test("no terminal, an extra argument, an unknown provider, --help")
  func usage() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let piped = try await BookshelfBinary.run(["browse"], environment: env)
    #expect(piped.status == 2)
    #expect(piped.stdout == "")
    #expect(piped.stderr == "bookshelf: error: bookshelf browse needs an interactive terminal.\n")
    let korean = try await BookshelfBinary.run(
      ["browse"], environment: BookshelfBinary.environment(home: home, ["LANG": "ko_KR.UTF-8"]))
    #expect(korean.stderr == "bookshelf: 오류: bookshelf browse는 대화형 터미널에서만 실행됩니다.\n")
    let extra = try await BookshelfBinary.run(["browse", "dune"], environment: env)
    #expect(extra.status == 2)
    #expect(
      extra.stderr == "bookshelf: error: browse does not take \"dune\". See 'bookshelf browse --help'.\n")
    let provider = try await BookshelfBinary.run(["browse", "--provider", "nope"], environment: env)
    #expect(provider.status == 2)
    #expect(provider.stderr.hasPrefix("bookshelf: error: Unknown provider \"nope\""))
    let help = try await BookshelfBinary.run(["browse", "--help"], environment: env)
    #expect(help.status == 0)
    #expect(
      help.stdout.hasPrefix(
        "Usage: bookshelf browse [--provider P] [--images auto|kitty|sixel|symbols|none]\n"
          + "           [--offline]\n"))
  }
}

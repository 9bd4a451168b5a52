import BookshelfTestSupport
import Foundation
import Testing

/// Hostile provider text (see `kakao/search-hostile.json`) shown by the real binary in tmux:
/// the screen is not cleared, the window title is not changed, and no escape sequence's
/// parameters (`[2J`, `]0;pwned`) show up as text — for the CLI's printers and for `browse`.
@Suite("bookshelf in tmux: hostile text", .serialized)
struct HostileTextTmuxTests {
  static func environment(_ server: LoopbackServer, home: URL) -> [String: String] {
    BookshelfBinary.environment(
      home: home, ["BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": "test-key"])
  }

  static func hostileServer() throws -> LoopbackServer {
    let server = try LoopbackServer()
    server.route("/v3/search/book", body: try SharedData.ownFixture("kakao/search-hostile.json"))
    return server
  }

  @Test("search and show: the screen keeps every line and the title stays", arguments: ["search", "show"])
  func cliPrinters(command: String) async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let server = try Self.hostileServer()
    defer { server.stop() }
    let home = try BookshelfBinary.temporaryHome()
    let argument = command == "search" ? "용기" : "9788996991342"
    let session = try TmuxSession(
      arguments: [command, argument], environment: Self.environment(server, home: home), width: 100,
      height: 30)
    defer { session.stop() }
    let title = try session.paneTitle()
    let screen = try await session.waitFor(text: "[bookshelf exited with status 0]")
    let text = screen.joined(separator: "\n")
    // `ESC [2J` would have erased the lines printed before it: the first line is still there.
    #expect(screen.first?.isEmpty == false, "\(text)")
    #expect(text.contains("Evil Title"), "\(text)")
    #expect(!text.contains("pwned"), "\(text)")
    #expect(!text.contains("[2J"), "\(text)")
    #expect(try session.paneTitle() == title)
  }

  @Test("browse: the results and the detail view show the visible text only")
  func browse() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let server = try Self.hostileServer()
    defer { server.stop() }
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(environment: Self.environment(server, home: home), width: 100, height: 30)
    defer { session.stop() }
    let title = try session.paneTitle()
    try await session.waitFor(text: "Search")
    try session.type("용기")
    var screen = try await session.waitFor(text: "Evil Title")
    var text = screen.joined(separator: "\n")
    #expect(!text.contains("pwned"), "\(text)")
    #expect(!text.contains("[2J"), "\(text)")
    #expect(text.contains("C1Red Second"), "\(text)")
    try session.press("Down")
    try session.press("Enter")
    screen = try await session.waitFor(text: "Desc with C1")
    text = screen.joined(separator: "\n")
    #expect(!text.contains("pwned"), "\(text)")
    #expect(text.contains("Click Press"), "\(text)")
    #expect(text.contains("reset red end"), "\(text)")
    #expect(try session.paneTitle() == title)
    try session.press("q")
  }
}

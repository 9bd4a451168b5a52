import BookshelfTestSupport
import Foundation
import Testing

/// Text from a provider (titles, names, descriptions, error messages) that holds terminal
/// controls — `ESC [2J` (clear screen), OSC 0 (window title), OSC 52 (clipboard), OSC 8 (links),
/// 8-bit CSI/OSC, backspaces, bidi overrides, zero-width characters — never reaches a terminal
/// raw from any printer of the real binary, run on a real pseudo-terminal.
@Suite("bookshelf binary: hostile text on a real terminal", .serialized)
struct HostileTextTerminalTests {
  static let isbn = "9788996991342"
  static let hostileTitle = "Evil\u{1B}[2J\u{1B}]0;pwned\u{07} Title"

  static func environment(
    _ server: LoopbackServer, home: URL, color: Bool, _ extra: [String: String] = [:]
  ) -> [String: String] {
    var env = [
      "BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": "test-key",
      "TERM": "xterm-256color",
    ]
    if !color { env["NO_COLOR"] = "1" }
    env.merge(extra) { $1 }
    return BookshelfBinary.environment(home: home, env)
  }

  static func hostileServer() throws -> LoopbackServer {
    let server = try LoopbackServer()
    server.route("/v3/search/book", body: try SharedData.ownFixture("kakao/search-hostile.json"))
    return server
  }

  /// Runs on the pseudo-terminal and checks that nothing but our own styles is a control;
  /// returns what was printed without our styles.
  func run(
    _ arguments: [String], _ env: [String: String], color: Bool, status: Int32 = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let result = try await PseudoTerminalRun.run(arguments, environment: env)
    let text = result.text
    #expect(result.status == status, "\(arguments): \(text)", sourceLocation: sourceLocation)
    let found = TerminalBytes.forbidden(in: text, allowing: color ? TerminalBytes.ownStyles : [])
    #expect(
      found == [], "\(arguments) printed controls: \(text.debugDescription)", sourceLocation: sourceLocation)
    #expect(!text.contains("pwned"), "\(arguments): \(text.debugDescription)", sourceLocation: sourceLocation)
    return TerminalBytes.ownStyles.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
  }

  @Test("search, show, save, shelf and remove print the visible text only", arguments: [false, true])
  func printers(color: Bool) async throws {
    guard PseudoTerminalRun.script != nil else { return }
    let server = try Self.hostileServer()
    defer { server.stop() }
    let home = try BookshelfBinary.temporaryHome()
    let env = Self.environment(server, home: home, color: color)

    let search = try await run(["search", "용기"], env, color: color)
    #expect(search.contains("Evil Title"))
    #expect(search.contains("Mallory +1"))
    #expect(search.contains("C1Red Second"))

    let show = try await run(["show", Self.isbn], env, color: color)
    for visible in [
      "Evil Title", "Mallory, Author Two", "Translator", "Click Press", "Desc with C1", "ZWSP iso BOM",
      "reset red end",
    ] {
      #expect(show.contains(visible), "show lacks \(visible): \(show.debugDescription)")
    }

    let save = try await run(["save", Self.isbn], env, color: color)
    #expect(save.contains("Added to your shelf: Evil Title (\(Self.isbn)), want."))
    let shelf = try await run(["shelf"], env, color: color)
    #expect(shelf.contains("Evil Title — Mallory, Author Two"))
    let remove = try await run(["remove", Self.isbn], env, color: color)
    #expect(remove.contains("Evil Title"))
  }

  @Test("a provider's hostile error text in a warning line and an error line")
  func warningsAndErrors() async throws {
    guard PseudoTerminalRun.script != nil else { return }
    let server = try Self.hostileServer()
    defer { server.stop() }
    let hostile = #"Bad\u001b]0;pwned\u0007 request\u001b[2J\u009b1;1H\u0008\u0008 here"#
    server.route(
      "/books/v1/volumes",
      replies: [
        .status(
          400,
          body: Data(#"{"error":{"code":400,"message":"\#(hostile)","errors":[{"reason":"invalid"}]}}"#.utf8))
      ])
    server.route("/search.json", body: Data(#"{"numFound":0,"start":0,"docs":[]}"#.utf8))
    let home = try BookshelfBinary.temporaryHome()
    let env = Self.environment(
      server, home: home, color: false,
      [
        "BOOKSHELF_GOOGLE_BOOKS_URL": server.baseURL.absoluteString,
        "BOOKSHELF_OPEN_LIBRARY_URL": server.baseURL.absoluteString,
      ])
    let all = try await run(["search", "--provider", "all", "용기"], env, color: false)
    #expect(all.contains("bookshelf: warning: Google Books skipped:"))
    #expect(all.contains("Bad request here"))
    #expect(all.contains("Evil Title"))

    let failing = try LoopbackServer()
    defer { failing.stop() }
    failing.route(
      "/v3/search/book",
      replies: [
        .status(400, body: Data(#"{"errorType":"InvalidArgument","message":"\#(hostile)"}"#.utf8))
      ])
    let errorEnv = Self.environment(failing, home: home, color: false)
    let error = try await run(["search", "용기"], errorEnv, color: false, status: 1)
    #expect(error.contains("bookshelf: error: Kakao rejected the request (HTTP 400): Bad request here"))

    let file = home.appendingPathComponent("evil\u{1B}]0;pwned\u{07}\u{1B}[2J.json").path
    let missing = try await run(["import", file], errorEnv, color: false, status: 2)
    #expect(missing.contains("bookshelf: error:"))
    #expect(missing.contains("evil.json"))
  }

  @Test("--json and exports keep the exact text, escaped by JSON")
  func jsonKeepsText() async throws {
    let server = try Self.hostileServer()
    defer { server.stop() }
    let home = try BookshelfBinary.temporaryHome()
    let env = Self.environment(server, home: home, color: false)
    let search = try await BookshelfBinary.run(["search", "--json", "용기"], environment: env)
    #expect(search.status == 0)
    #expect(!search.stdout.contains("\u{1B}"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])
    let books = try #require(object["books"] as? [[String: Any]])
    #expect(books.first?["title"] as? String == Self.hostileTitle)
    #expect((books.first?["authors"] as? [String])?.first == "Mal\u{1B}]52;c;cHduZWQ=\u{07}lory")

    #expect(try await BookshelfBinary.run(["save", Self.isbn], environment: env).status == 0)
    let shelf = try await BookshelfBinary.run(["shelf", "--json"], environment: env)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(shelf.stdout.utf8)) as? [[String: Any]])
    #expect((entries.first?["book"] as? [String: Any])?["title"] as? String == Self.hostileTitle)
    let export = try await BookshelfBinary.run(["export", "--format", "csv"], environment: env)
    #expect(export.stdout.contains(Self.hostileTitle))
  }
}

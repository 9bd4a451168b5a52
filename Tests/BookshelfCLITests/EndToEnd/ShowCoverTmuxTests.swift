import BookshelfTestSupport
import Foundation
import Testing

/// `show` drawing a cover with the real binary and the real cover pipeline (fetch from a
/// loopback server, decode, render with chafa): in a 24-bit-colour terminal (tmux,
/// `COLORTERM=truecolor`) the screen holds block-symbol art in `38;2`/`48;2` colours beside
/// the details; `--images none` and a pipe draw none and fetch nothing.
@Suite("bookshelf show in tmux: cover art", .serialized)
struct ShowCoverTmuxTests {
  static let isbn = "9780441172719"

  /// An Open Library answer for the ISBN with cover 8_675_309, and the cover itself: a PNG
  /// made by the test (red fading to blue, a white band).
  static func server() throws -> LoopbackServer {
    let server = try LoopbackServer()
    let body = """
      {"numFound": 1, "start": 0, "docs": [{"key": "/works/OL893415W", "title": "Dune",
      "author_name": ["Frank Herbert"], "isbn": ["\(isbn)"], "cover_i": 8675309,
      "first_publish_year": 1965, "publisher": ["Chilton Books"]}]}
      """
    server.route("/search.json", headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    let cover = TestImages.sampleCover()
    for size in ["S", "M", "L"] {
      server.route("/b/id/8675309-\(size).jpg", headers: ["Content-Type": "image/png"], body: cover)
    }
    return server
  }

  static func environment(_ server: LoopbackServer, home: URL) -> [String: String] {
    BookshelfBinary.environment(
      home: home,
      [
        "BOOKSHELF_OPEN_LIBRARY_URL": server.baseURL.absoluteString,
        "BOOKSHELF_COVERS_URL": server.baseURL.absoluteString, "COLORTERM": "truecolor",
      ])
  }

  static func coverRequests(_ server: LoopbackServer) -> Int {
    server.requests.filter { $0.path.hasPrefix("/b/id/") }.count
  }

  /// True when `text` holds a Unicode block element (U+2580–U+259F: halves, quadrants, shades).
  static func hasBlocks(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }
  }

  @Test("a truecolor terminal: block symbols in 24-bit colours beside the details")
  func trueColorArt() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let server = try Self.server()
    defer { server.stop() }
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(
      arguments: ["show", Self.isbn, "--provider", "openlibrary"],
      environment: Self.environment(server, home: home), width: 100, height: 30)
    defer { session.stop() }
    let plain = try await session.waitFor(text: "[bookshelf exited with status 0]")
    let text = plain.joined(separator: "\n")
    let colored = try session.screen(escapes: true).joined(separator: "\n")
    #expect(Self.coverRequests(server) >= 1, "\(server.requests.map(\.target))")
    #expect(colored.contains("38;2;") || colored.contains("48;2;"), "\(colored)")
    #expect(Self.hasBlocks(text), "\(text)")
    // Beside: the title is on the first row, right of the 20-column picture.
    let first = try #require(plain.first)
    #expect(first.hasSuffix("Dune"), "\(text)")
    #expect(Self.hasBlocks(String(first.prefix(20))), "\(text)")
    #expect(!text.contains("no cover"), "\(text)")
  }

  @Test("--images none in the same terminal: the details alone, no art, no cover request")
  func imagesNone() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let server = try Self.server()
    defer { server.stop() }
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(
      arguments: ["show", Self.isbn, "--provider", "openlibrary", "--images", "none"],
      environment: Self.environment(server, home: home), width: 100, height: 30)
    defer { session.stop() }
    let plain = try await session.waitFor(text: "[bookshelf exited with status 0]")
    let text = plain.joined(separator: "\n")
    let colored = try session.screen(escapes: true).joined(separator: "\n")
    #expect(plain.first == "Dune", "\(text)")
    #expect(!colored.contains("38;2;") && !colored.contains("48;2;"), "\(colored)")
    #expect(!Self.hasBlocks(text), "\(text)")
    #expect(Self.coverRequests(server) == 0)
  }

  @Test("a pipe: plain text only, whatever --images says, and no cover request")
  func pipe() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = try BookshelfBinary.temporaryHome()
    let environment = Self.environment(server, home: home).merging(["TERM": "xterm-256color"]) { $1 }
    for mode in ["auto", "symbols"] {
      let run = try await BookshelfBinary.run(
        ["show", Self.isbn, "--provider", "openlibrary", "--images", mode], environment: environment)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.hasPrefix("Dune\n"), "\(run.stdout)")
      #expect(!run.stdout.contains("\u{1B}"), "\(run.stdout)")
      #expect(!Self.hasBlocks(run.stdout), "\(run.stdout)")
    }
    #expect(Self.coverRequests(server) == 0)
  }
}

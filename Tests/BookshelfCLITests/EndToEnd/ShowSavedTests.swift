import BookshelfTestSupport
import Foundation
import Testing

@Suite("bookshelf binary: show finds saved books")
struct ShowSavedTests {
  let book =
    #"{"id":"google:zyTCAlFPjgYC","title":"The Google Story","authors":["David A. Vise"],"source":"google"}"#

  @Test("show <saved id> prints the shelf's copy; an id Google does not know is 'not found' (exit 1)")
  func savedID() async throws {
    // An id not on the shelf is asked of its provider (`volumes/{id}`), which answers 404.
    let server = try LoopbackServer()
    defer { server.stop() }
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(
      home: home, ["BOOKSHELF_GOOGLE_BOOKS_URL": server.baseURL.absoluteString])
    let save = try await BookshelfBinary.run(
      ["save", "--json", "-"], environment: env, stdin: Data(book.utf8))
    #expect(save.status == 0)
    let show = try await BookshelfBinary.run(["show", "google:zyTCAlFPjgYC"], environment: env)
    #expect(show.status == 0)
    #expect(show.stdout.hasPrefix("The Google Story\n"))
    let missing = try await BookshelfBinary.run(["show", "google:nothing"], environment: env)
    #expect(missing.status == 1)
    #expect(missing.stderr == "bookshelf: error: No book found for google:nothing.\n")
  }

  @Test("show <isbn> of a saved book falls back to the shelf when the provider fails, with a warning")
  func fallback() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/search.json", replies: [.status(500)])
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(
      home: home, ["BOOKSHELF_OPEN_LIBRARY_URL": server.baseURL.absoluteString])
    let saved =
      #"{"id":"9780306406157","isbn13":"9780306406157","title":"Saved Offline","source":"openlibrary"}"#
    #expect(
      try await BookshelfBinary.run(["save", "--json", "-"], environment: env, stdin: Data(saved.utf8)).status
        == 0)
    let show = try await BookshelfBinary.run(["show", "0-306-40615-2"], environment: env)
    #expect(show.status == 0)
    #expect(show.stdout.hasPrefix("Saved Offline\n"))
    #expect(
      show.stderr
        == "bookshelf: warning: Open Library is having trouble (HTTP 500); try again later. Showing the copy saved on your shelf.\n"
    )
  }
}

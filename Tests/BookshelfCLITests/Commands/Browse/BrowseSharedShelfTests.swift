import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf browse` and `bookshelf save` in another terminal on one shelf.
@Suite("bookshelf browse in tmux: a shelf shared with other programs", .serialized)
struct BrowseSharedShelfTests {
  @Test("a note and tag saved from another terminal appear in the open detail; rating there keeps them")
  func outsideSaveShowsAndSurvivesRating() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = BookshelfBinary.environment(home: home)
    let isbn = "9788996991342"
    let book = #"{"id": "\#(isbn)", "title": "미움받을 용기", "isbn13": "\#(isbn)", "source": "kakao"}"#
    let saved = try await BookshelfBinary.run(
      ["save", "--json", "-"], environment: environment, stdin: Data(book.utf8))
    try #require(saved.status == 0)

    let session = try TmuxSession(environment: environment, width: 100, height: 30)
    defer { session.stop() }
    try await session.waitFor(text: "Shelf (1)")
    try session.press("Tab")
    try await session.waitFor(text: "미움받을 용기")
    try session.press("Enter")
    try await session.waitFor(text: "On your shelf")

    let other = try await BookshelfBinary.run(
      ["save", isbn, "--note", "다른 터미널에서", "--tag", "심리학"], environment: environment)
    #expect(other.status == 0, "\(other.stderr)")
    try await session.waitFor(text: "다른 터미널에서")
    try await session.waitFor(text: "심리학")

    try session.press("r")
    try session.press("4")
    try await session.waitFor(text: "★★★★☆")
    let elsewhere = try await BookshelfBinary.run(["save", isbn, "--tag", "두번째"], environment: environment)
    #expect(elsewhere.status == 0)
    try await session.waitFor(text: "심리학, 두번째")
    try session.press("Escape")
    try session.press("q")
    try await session.waitFor(text: "[bookshelf exited with status 0]")

    let entry = try #require(
      try await BookshelfBinary.run(["shelf", "--json"], environment: environment).stdout
        .data(using: .utf8).flatMap { data -> ShelfEntry? in
          let decoder = JSONDecoder()
          decoder.dateDecodingStrategy = .iso8601
          return (try? decoder.decode([ShelfEntry].self, from: data))?.first
        })
    #expect(entry.rating == 4)
    #expect(entry.note == "다른 터미널에서")
    #expect(entry.tags == ["심리학", "두번째"])
  }
}

import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `bookshelf open <row|isbn|id>`: the launcher with a desktop, else the address on stdout.
@Suite("bookshelf open (in-process)")
struct OpenCommandTests {
  let providers = [
    CannedProvider(.kakao, books: [RowBooks.hobbit, RowBooks.kakaoOnly, RowBooks.aladin]),
    CannedProvider(.google, books: [RowBooks.google]),
  ]

  @Test("without a desktop the page's address is printed and nothing is started")
  func noDesktop() async throws {
    let home = try RowsHome(providers: providers)
    #expect(await home.run(["search", "hobbit"]).status == 0)
    let run = await home.run(["open", "2"])
    #expect(run.status == 0)
    #expect(run.stdout == "https://search.daum.net/search?w=bookpage&bookId=5561907\n")
    #expect(run.stderr == "")
    #expect(home.launched.withLock { $0 } == [])
  }

  @Test("with a desktop (DISPLAY or WAYLAND_DISPLAY) the launcher gets the address; stdout stays empty")
  func desktop() async throws {
    let home = try RowsHome(providers: providers)
    let x11 = await home.run(["open", "google:zyTCAlFPjgYC"], environment: ["DISPLAY": ":0"])
    #expect(x11.status == 0)
    #expect(x11.stdout == "")
    let wayland = await home.run(["open", "9780547928227"], environment: ["WAYLAND_DISPLAY": "wayland-0"])
    #expect(wayland.status == 0)
    #expect(
      home.launched.withLock { $0 } == [
        "https://books.google.com/books?id=zyTCAlFPjgYC",
        "https://search.daum.net/search?w=bookpage&bookId=1",
      ])
  }

  @Test("a launcher that cannot start prints the address and says so")
  func notStarted() async throws {
    let home = try RowsHome(providers: providers)
    let run = await home.run(
      ["open", "google:zyTCAlFPjgYC"], environment: ["DISPLAY": ":0"], launches: false)
    #expect(run.status == 0)
    #expect(run.stdout == "https://books.google.com/books?id=zyTCAlFPjgYC\n")
    #expect(run.stderr == "bookshelf: The browser could not be started; open the address above yourself.\n")
  }

  @Test("a book without an http(s) page is an error; javascript: and file: pages are never opened")
  func noPage() async throws {
    let home = try RowsHome(providers: providers)
    #expect(await home.run(["search", "x"]).status == 0)
    let run = await home.run(["open", "3"], environment: ["DISPLAY": ":0"])
    #expect(run.status == 1)
    #expect(run.stderr == "bookshelf: error: “다크룸” has no web page to open.\n")
    for page in ["javascript:alert(1)", "file:///etc/passwd", "https://", "ftp://example.com/book"] {
      var book = RowBooks.google
      book.detailURL = URL(string: page)
      #expect(OpenCommand.page(of: book) == nil, "\(page)")
    }
    #expect(home.launched.withLock { $0 } == [])
  }

  @Test("help in English and Korean")
  func help() async throws {
    let home = try RowsHome(providers: providers)
    let english = await home.run(["open", "--help"])
    #expect(english.stdout.hasPrefix("Usage: bookshelf open <row|isbn|id> [--provider P] [--offline]\n"))
    #expect(english.stdout.contains("xdg-open"))
    let korean = await home.run(["help", "open"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.stdout.hasPrefix("사용법: bookshelf open <행|isbn|id> [--provider P] [--offline]\n"))
    #expect(korean.stdout.contains("xdg-open으로 열고"))
  }
}

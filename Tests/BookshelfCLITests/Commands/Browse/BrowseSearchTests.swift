import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf browse` in tmux against a loopback Kakao: results, count, paging, saving, the
/// shelf tab, and a server error, as a person would see them.
@Suite("bookshelf browse in tmux against a loopback server", .serialized)
struct BrowseSearchTests {
  /// A valid ISBN-13 (979-11-…) for book number `n`.
  static func isbn13(_ n: Int) -> String {
    let stem = "97911" + String(format: "%07d", 1000 + n)
    let sum = stem.enumerated().reduce(0) { total, item in
      total + (item.element.wholeNumberValue ?? 0) * (item.offset % 2 == 0 ? 1 : 3)
    }
    return stem + String((10 - sum % 10) % 10)
  }

  /// One Kakao response page of books `range`, numbered "채식 도서 NN".
  static func kakaoPage(_ range: ClosedRange<Int>, total: Int, isEnd: Bool) -> Data {
    let documents = range.map { n in
      """
      {"authors":["한강"],"contents":"채식에 관한 \(n)번째 책","datetime":"2015-0\(1 + n % 9)-01T00:00:00.000+09:00",\
      "isbn":" \(isbn13(n))","price":\(12000 + n * 100),"publisher":"창비","sale_price":\(10800 + n * 90),\
      "status":"정상판매","thumbnail":"","title":"채식 도서 \(String(format: "%02d", n))","translators":[],\
      "url":"https://search.daum.net/search?w=bookpage&bookId=\(n)"}
      """
    }
    let body =
      "{\"documents\":[\(documents.joined(separator: ","))],"
      + "\"meta\":{\"is_end\":\(isEnd),\"pageable_count\":\(total),\"total_count\":\(total)}}"
    return Data(body.utf8)
  }

  /// The raw query string the Kakao adapter sends for page `page` of `text`.
  static func kakaoQuery(_ text: String, page: Int) throws -> String {
    let settings = ProviderSettings(
      baseURL: try #require(URL(string: "http://127.0.0.1")), apiKey: "test-key")
    let request = try KakaoRequest(settings: settings).searchRequest(
      for: BookQuery(text: text, page: page, pageSize: BookQuery.defaultPageSize))
    return try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedQuery)
  }

  static func environment(_ server: LoopbackServer, home: URL) -> [String: String] {
    BookshelfBinary.environment(
      home: home, ["BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": "test-key"])
  }

  @Test("results and count, paging to the second page, saving, the Shelf tab, help, exit 0")
  func searchPageSaveShelf() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let server = try LoopbackServer()
    defer { server.stop() }
    let empty = Data(
      "{\"documents\":[],\"meta\":{\"is_end\":true,\"pageable_count\":0,\"total_count\":0}}".utf8)
    server.route(KakaoRequest.path, body: empty)
    server.route(
      KakaoRequest.path, query: try Self.kakaoQuery("채식", page: 1),
      body: Self.kakaoPage(1...10, total: 15, isEnd: false))
    server.route(
      KakaoRequest.path, query: try Self.kakaoQuery("채식", page: 2),
      body: Self.kakaoPage(11...15, total: 15, isEnd: true))
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(environment: Self.environment(server, home: home), width: 100, height: 20)
    defer { session.stop() }

    try await session.waitFor(text: "Type a title, author or ISBN")
    #expect(try session.screen().last { !$0.isEmpty }?.hasPrefix(" Kakao │") == true)
    try session.type("채식")
    try session.press("Enter")
    var screen = try await session.waitFor(text: "채식 도서 01")
    #expect(screen[1] == " Search › 채식")
    #expect(screen[2] == " 15 books")
    #expect(screen[4].hasPrefix("  채식 도서 01"))
    #expect(screen[4].hasSuffix("₩10,890"))
    #expect(screen[5] == "    한강 · 창비 · 2015")
    // tmux and the renderer agree on Hangul widths: prices end in the last column.
    #expect(DisplayWidth.of(screen[4]) == 100)
    #expect(DisplayWidth.of(screen[6]) == 100)
    #expect(!screen.contains { $0.contains("채식 도서 11") })  // 7 rows fit: page 2 not needed yet

    try session.press("PageDown")  // the 8th row: within the last 3 of 10, so page 2 is asked for
    screen = try await session.waitFor("page 2 to arrive, pressing End as a person would") { lines in
      if lines.contains(where: { $0.contains("채식 도서 15") }) { return true }
      try? session.press("End")
      return false
    }
    let requests = server.requests.filter { $0.path == KakaoRequest.path }.compactMap(\.query)
    #expect(requests.contains(try Self.kakaoQuery("채식", page: 2)))

    try session.press("s")
    screen = try await session.waitFor(text: "Saved \"채식 도서 15\" to your shelf.")
    #expect(screen.contains { $0.hasPrefix("✓ 채식 도서 15") })
    #expect(screen[0].hasPrefix("  1 Search   2 Shelf (1)"))

    try session.press("Tab")
    screen = try await session.waitFor(text: "Status: All · Tag: All · Order: Recently added")
    #expect(screen[2] == " 1 book")
    #expect(screen[4].hasPrefix("✓ 채식 도서 15"))
    #expect(screen[4].hasSuffix("Want to read"))

    try session.press("?")
    try await session.waitFor(text: "┌─ Keys ─")
    try session.press("Escape", "q")
    screen = try await session.waitFor(text: "[bookshelf exited with status 0]")
    #expect(!screen.contains { $0.contains("Shelf (1)") })

    // The book was saved to the same SQLite shelf the other commands use.
    let shelf = try await BookshelfBinary.run(
      ["shelf", "--json"], environment: Self.environment(server, home: home))
    #expect(shelf.status == 0)
    #expect(shelf.stdout.contains("채식 도서 15"))
    #expect(shelf.stdout.contains(Self.isbn13(15)))
  }

  @Test("a server answering 500 shows the error message; the app stays usable and exits 0")
  func serverError() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      KakaoRequest.path, replies: [.status(500, body: Data("{\"errorType\":\"InternalError\"}".utf8))])
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(environment: Self.environment(server, home: home), width: 100, height: 20)
    defer { session.stop() }
    try await session.waitFor(text: "Type a title, author or ISBN")
    try session.type("dune")
    try session.press("Enter")
    let message = BookshelfError.serverError(.kakao, status: 500).text(in: .english)
    let screen = try await session.waitFor(text: message, timeout: 30)
    #expect(screen[2] == " " + message)
    try session.press("q")
    try await session.waitFor(text: "[bookshelf exited with status 0]")
  }
}

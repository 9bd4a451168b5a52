import BookshelfTestSupport
import Foundation

/// Kakao answers for the browser checks, built here so every title is known: `swift` has 44
/// books over three pages of 20 (page 2 repeats page 1's last book, which the page must not show
/// twice), `boom` fails with HTTP 500 three times (the request and the client's two retries)
/// and then answers one book, `slow` answers after 1.5 s and `fast` at once, `hostile` is one
/// book whose text is markup and script; anything else (`nothing`) answers no books.
enum BrowserFixtures {
  static let hostileTitle = "<img src=x onerror=alert(1)> Hostile"
  static let hostileAuthor = "<script>alert(2)</script>"
  static let hostileDescription = "<b onmouseover=alert(3)>bold</b><script>alert(4)</script>"

  /// `text` with `<`, `>` and `&` as entities, the way a provider sends markup that is meant as
  /// text (providers strip real tags and decode entities once, so this reaches the page as `<…>`).
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  /// A valid ISBN-13 `979 11 <n, 7 digits> <check>`.
  static func isbn(_ number: Int) -> String {
    let stem = "97911" + String(format: "%07d", number)
    let sum = stem.compactMap(\.wholeNumberValue).enumerated().reduce(0) {
      $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3)
    }
    return stem + String((10 - sum % 10) % 10)
  }

  static func document(
    number: Int, title: String, authors: [String], contents: String = "A book about Swift.",
    url: String? = nil
  ) -> [String: Any] {
    [
      "authors": authors, "contents": contents,
      "datetime": "2020-01-\(String(format: "%02d", number % 28 + 1))T00:00:00.000+09:00",
      "isbn": isbn(number), "price": 20_000 + number * 100, "publisher": "Swift Press",
      "sale_price": 18_000 + number * 100,
      "status": "정상판매", "thumbnail": "", "title": title, "translators": [],
      "url": url ?? "https://search.daum.net/search?w=bookpage&bookId=\(100 + number)",
    ]
  }

  static func page(_ documents: [[String: Any]], total: Int, isEnd: Bool) throws -> Data {
    let meta: [String: Any] = ["is_end": isEnd, "pageable_count": total, "total_count": total]
    return try JSONSerialization.data(withJSONObject: ["documents": documents, "meta": meta])
  }

  static func swiftBooks(_ numbers: ClosedRange<Int>) -> [[String: Any]] {
    numbers.map { document(number: $0, title: "Swift Book \($0)", authors: ["Author \($0)"]) }
  }

  /// `query=…&sort=accuracy&page=N&size=20`, as the Kakao client sends it.
  static func query(_ text: String, page: Int) -> String {
    "query=\(text)&sort=accuracy&page=\(page)&size=20"
  }

  /// Routes every answer on `server`; any other search answers no books.
  static func install(on server: LoopbackServer) throws {
    let path = "/v3/search/book"
    server.route(path, body: try page([], total: 0, isEnd: true))
    server.route(
      path, query: query("swift", page: 1), body: try page(swiftBooks(1...20), total: 45, isEnd: false))
    server.route(
      path, query: query("swift", page: 2), body: try page(swiftBooks(20...39), total: 45, isEnd: false))
    server.route(
      path, query: query("swift", page: 3), body: try page(swiftBooks(40...44), total: 45, isEnd: true))
    let failure = LoopbackReply.status(
      500, body: Data(#"{"errorType":"InternalError","message":"boom"}"#.utf8))
    let recovered = try page(
      [document(number: 90, title: "Recovered Book", authors: ["Retry Author"])], total: 1, isEnd: true)
    server.route(
      path, query: query("boom", page: 1),
      replies: [failure, failure, failure, .status(200, body: recovered)])
    let slow = try page(
      [document(number: 91, title: "Slow Book", authors: ["Slow Author"])], total: 1, isEnd: true)
    server.route(
      path, query: query("slow", page: 1),
      replies: [.respond(status: 200, headers: [:], body: slow, delay: .milliseconds(1500))])
    let fast = try page(
      [document(number: 92, title: "Fast Book", authors: ["Fast Author"])], total: 1, isEnd: true)
    server.route(path, query: query("fast", page: 1), body: fast)
    let hostile = document(
      number: 66, title: escaped(hostileTitle), authors: [escaped(hostileAuthor)],
      contents: escaped(hostileDescription),
      url: "javascript:alert(5)")
    server.route(path, query: query("hostile", page: 1), body: try page([hostile], total: 1, isEnd: true))
  }
}

import BookshelfServer
import CWebAssets
import Testing

/// The embedded page files through `WebApp` (no socket).
@Suite struct StaticFilesTests {
  let app = WebApp(api: EchoHandler(), policy: SecurityPolicy(boundHost: "127.0.0.1", port: 8080))

  func get(_ path: String, method: String = "GET", _ headers: [String: String] = [:]) async -> ServerResponse
  {
    await app.respond(
      to: ServerRequest(
        method: method, rawPath: path, headers: headers.merging(["host": "localhost:8080"]) { a, _ in a }))
  }

  func embedded(_ path: String) -> [UInt8]? {
    var count = 0
    guard let table = bookshelf_web_assets(&count) else { return nil }
    for index in 0..<count where String(cString: table[index].path) == path {
      return Array(UnsafeBufferPointer(start: table[index].bytes, count: table[index].length))
    }
    return nil
  }

  @Test func theRootIsTheIndexPage() async throws {
    let response = await get("/")
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "text/html; charset=utf-8")
    #expect(response.body == (try #require(embedded("index.html"))))
    #expect(response.header("Cache-Control") == "no-cache")
  }

  @Test(arguments: [
    ("/js/app.js", "text/javascript; charset=utf-8"), ("/css/style.css", "text/css; charset=utf-8"),
    ("/index.html", "text/html; charset=utf-8"),
  ])
  func filesHaveTheirContentType(path: String, type: String) async throws {
    let response = await get(path)
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == type)
    #expect(response.body == (try #require(embedded(String(path.dropFirst())))))
  }

  @Test func aMatchingETagAnswers304WithoutABody() async throws {
    let first = await get("/js/app.js")
    let etag = try #require(first.header("ETag"))
    #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
    let again = await get("/js/app.js", ["if-none-match": "\"other\", " + etag])
    #expect(again.status == 304)
    #expect(again.body.isEmpty)
    #expect(again.header("ETag") == etag)
    #expect(await get("/js/app.js", ["if-none-match": "\"other\""]).status == 200)
  }

  @Test(arguments: [
    "/../etc/passwd", "/%2e%2e/etc/passwd", "/js/%2e%2e%2fapp.js", "/js/%2E./app.js", "/index.html%00",
    "/js\\app.js", "/js%5capp.js", "/js%2fapp.js", "/%zz", "//etc/passwd",
  ])
  func pathsThatCouldLeaveTheFolderAre400(path: String) async {
    let response = await get(path)
    #expect(response.status == 400)
    #expect(String(decoding: response.body, as: UTF8.self).contains("\"bad_path\""))
  }

  @Test func unknownFilesAre404AndPostIs405() async {
    #expect(await get("/js/missing.js").status == 404)
    #expect(await get("/JS/app.js").status == 404)
    let post = await get("/", method: "POST", ["x-bookshelf": "1", "origin": "http://localhost:8080"])
    #expect(post.status == 405)
    #expect(post.header("Allow") == "GET, HEAD, OPTIONS")
  }

  @Test func aHangulPathIsDecodedAndLookedUpExactly() async {
    let response = await get("/%EC%B1%85.html")
    #expect(response.status == 404)
  }
}

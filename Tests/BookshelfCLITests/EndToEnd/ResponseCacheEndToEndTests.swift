import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

/// The built `bookshelf` binary with the response cache: a second search sends no request; with
/// the server stopped an expired answer is printed with the stale-answer line; `no-store`
/// answers are not kept; the cache file is private.
@Suite("bookshelf binary: response cache", .serialized)
struct ResponseCacheEndToEndTests {
  static let key = "kakao-secret-key-0002"

  func environment(_ server: LoopbackServer, home: URL, _ extra: [String: String] = [:]) -> [String: String] {
    var env = ["BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": Self.key]
    env.merge(extra) { $1 }
    return BookshelfBinary.environment(home: home, env)
  }

  func cachePath(_ home: URL) -> String {
    home.appendingPathComponent("cache/bookshelf/responses.sqlite").path
  }

  /// Moves every stored answer `seconds` into the past, as if it had been stored then.
  func age(_ home: URL, by seconds: Double) throws {
    let database = try Database(path: cachePath(home))
    try database.execute(
      "UPDATE responses SET stored_at = stored_at - ?, expires_at = expires_at - ?", seconds, seconds)
    try database.close()
  }

  @Test("the second identical search is answered from the cache: one request, the same output")
  func hitWithoutRequest() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", body: try SharedData.ownFixture("kakao/search-quirks.json"))
    let home = try BookshelfBinary.temporaryHome()
    let env = environment(server, home: home)
    let first = try await BookshelfBinary.run(["search", "미움받을 용기"], environment: env)
    let second = try await BookshelfBinary.run(["search", "  미움받을   용기"], environment: env)
    #expect(first.status == 0)
    #expect(second.status == 0)
    #expect(second.stdout == first.stdout)
    #expect(second.stderr == "")
    #expect(server.requests.count == 1)
    let stats = try await BookshelfBinary.run(["cache", "stats", "--json", "responses"], environment: env)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    let responses = try #require(object["responses"] as? [String: Any])
    #expect(responses["hits"] as? Int == 1)
    #expect(responses["misses"] as? Int == 1)
    #expect(responses["entries"] as? Int == 1)
    var info = stat()
    #expect(stat(cachePath(home), &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
    #expect(stat(home.appendingPathComponent("cache/bookshelf").path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o700)
    let file = try Data(contentsOf: URL(fileURLWithPath: cachePath(home)))
    #expect(file.range(of: Data(Self.key.utf8)) == nil)  // never a key in the cache
  }

  @Test("with the server stopped an expired answer is printed, with the stale-answer line (en, ko)")
  func staleWithServerStopped() async throws {
    let server = try LoopbackServer()
    server.route("/v3/search/book", body: try SharedData.ownFixture("kakao/search-quirks.json"))
    let home = try BookshelfBinary.temporaryHome()
    let env = environment(server, home: home)
    let fresh = try await BookshelfBinary.run(["search", "미움받을 용기"], environment: env)
    let show = try await BookshelfBinary.run(["show", "9788996991342"], environment: env)
    #expect(fresh.status == 0)
    #expect(show.status == 0)
    server.stop()
    try age(home, by: 3 * 3600 + 30)
    let stale = try await BookshelfBinary.run(["search", "미움받을 용기"], environment: env)
    #expect(stale.status == 0)
    #expect(stale.stdout == fresh.stdout)
    #expect(stale.stderr == "bookshelf: warning: results from 3 hours ago; the network is unreachable\n")
    var korean = env
    korean["LANG"] = "ko_KR.UTF-8"
    let staleKorean = try await BookshelfBinary.run(["search", "미움받을 용기"], environment: korean)
    #expect(staleKorean.status == 0)
    #expect(staleKorean.stderr == "bookshelf: 경고: 3시간 전 결과입니다. 네트워크에 연결할 수 없습니다.\n")
    // A lookup is fresh for 7 days: 3 hours later it answers without the line.
    let showFresh = try await BookshelfBinary.run(["show", "9788996991342"], environment: env)
    #expect(showFresh.stdout == show.stdout)
    #expect(showFresh.stderr == "")
    try age(home, by: 7 * 86_400)
    let showStale = try await BookshelfBinary.run(["show", "9788996991342"], environment: env)
    #expect(showStale.status == 0)
    #expect(showStale.stdout == show.stdout)
    #expect(showStale.stderr == "bookshelf: warning: results from 7 days ago; the network is unreachable\n")
    let json = try await BookshelfBinary.run(["search", "--json", "미움받을 용기"], environment: env)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["stale"] as? Bool == true)
    #expect((object["cachedAt"] as? String)?.hasSuffix("Z") == true)
  }

  @Test("an answer with Cache-Control: no-store is asked for again, and an error answer is never kept")
  func noStoreAndErrors() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      "/v3/search/book", headers: ["Cache-Control": "no-store"],
      body: try SharedData.ownFixture("kakao/search-quirks.json"))
    let home = try BookshelfBinary.temporaryHome()
    let env = environment(server, home: home)
    #expect(try await BookshelfBinary.run(["search", "용기"], environment: env).status == 0)
    #expect(try await BookshelfBinary.run(["search", "용기"], environment: env).status == 0)
    #expect(server.requests.count == 2)
    let rejected = LoopbackReply.status(
      400, body: Data(#"{"errorType":"InvalidArgumentError","message":"size is more than max"}"#.utf8))
    server.route(
      "/v3/search/book",
      replies: [rejected, .status(200, body: try SharedData.ownFixture("kakao/search-quirks.json"))])
    server.clearRequests()
    let failed = try await BookshelfBinary.run(["search", "해리"], environment: env)
    #expect(failed.status == 1)
    let answered = try await BookshelfBinary.run(["search", "해리"], environment: env)
    #expect(answered.status == 0)
    #expect(answered.stdout.contains("미움받을 용기"))
    #expect(server.requests.count == 2)
  }

  @Test("a damaged cache file never fails a search, and says nothing")
  func damagedFile() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", body: try SharedData.ownFixture("kakao/search-quirks.json"))
    let home = try BookshelfBinary.temporaryHome()
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent("cache/bookshelf"), withIntermediateDirectories: true)
    try Data(repeating: 0x21, count: 10_000).write(to: URL(fileURLWithPath: cachePath(home)))
    let env = environment(server, home: home)
    let run = try await BookshelfBinary.run(["search", "미움받을 용기"], environment: env)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.contains("미움받을 용기"))
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: cachePath(home))) == Data(repeating: 0x21, count: 10_000))
  }
}

import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf search` / `show` as a process, against a loopback server that serves recorded-style
/// responses and records what it received.
@Suite("bookshelf binary: search against a loopback server", .serialized)
struct SearchEndToEndTests {
  static let kakaoKey = "kakao-secret-key-0001"
  static let aladinKey = "ttbsecretaladin0001"

  func kakaoEnvironment(_ server: LoopbackServer, home: URL, _ extra: [String: String] = [:]) -> [String:
    String]
  {
    var env = ["BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": Self.kakaoKey]
    env.merge(extra) { $1 }
    return BookshelfBinary.environment(home: home, env)
  }

  @Test("the query reaches Kakao unchanged, with the key header, and results are printed")
  func kakaoSearch() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", body: try SharedData.ownFixture("kakao/search-quirks.json"))
    let home = try BookshelfBinary.temporaryHome()
    let run = try await BookshelfBinary.run(
      ["search", "--sort", "latest", "--page", "2", "C++ & C# = 100% ?/해리"],
      environment: kakaoEnvironment(server, home: home))
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let request = try #require(server.requests.first)
    #expect(
      request.target
        == "/v3/search/book?query=C%2B%2B%20%26%20C%23%20%3D%20100%25%20%3F%2F%ED%95%B4%EB%A6%AC&sort=latest&page=2&size=10"
    )
    #expect(request.header("Authorization") == "KakaoAK \(Self.kakaoKey)")
    #expect(request.header("User-Agent")?.hasPrefix("Bookshelf/0.1.0") == true)
    #expect(run.stdout.contains("미움받을 용기"))
    #expect(!run.stdout.contains(Self.kakaoKey))
  }

  @Test("--json output carries the mapped books")
  func kakaoJSON() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", body: try SharedData.ownFixture("kakao/search-quirks.json"))
    let home = try BookshelfBinary.temporaryHome()
    let run = try await BookshelfBinary.run(
      ["search", "--json", "미움받을 용기"], environment: kakaoEnvironment(server, home: home))
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let books = try #require(object["books"] as? [[String: Any]])
    let first = try #require(books.first)
    #expect(first["title"] as? String == "미움받을 용기")
    #expect(first["isbn13"] as? String == "9788996991342")
    #expect(
      first["thumbnailURL"] as? String
        == "https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=http%3A%2F%2Ft1.daumcdn.net%2Flbook%2Fimage%2F1467038"
    )
    #expect(object["provider"] as? String == "kakao")
  }

  @Test(
    "each failure of the provider is one actionable line with its exit status",
    arguments: [
      (
        LoopbackReply.status(
          401,
          body: Data(
            #"{"errorType":"AccessDeniedError","message":"wrong appKey(kakao-secret-key-0001) format"}"#.utf8)
        ), Int32(3),
        "bookshelf: error: Kakao rejected the API key. Check the key in your environment or config file.\n"
      ),
      (
        .status(429, headers: ["Retry-After": "120"]), 1,
        "bookshelf: error: Kakao is rate-limiting requests; try again in 120 seconds.\n"
      ),
      (
        .status(400, body: Data(#"{"code":-10,"msg":"API limit has been exceeded."}"#.utf8)), 1,
        "bookshelf: error: Kakao's request quota is used up; try again tomorrow or use another provider.\n"
      ),
      (.status(500), 1, "bookshelf: error: Kakao is having trouble (HTTP 500); try again later.\n"),
      (
        .status(503, body: Data("<html><body>Service Unavailable</body></html>".utf8)), 1,
        "bookshelf: error: Kakao is having trouble (HTTP 503); try again later.\n"
      ),
      (
        .status(200, body: Data("<!DOCTYPE html><html>maintenance</html>".utf8)), 1,
        "bookshelf: error: Kakao sent an unreadable answer (an HTML page instead of JSON); try again later.\n"
      ),
      (
        .status(200, body: Data(#"{"documents":[{"title":"미움"#.utf8)), 1,
        "bookshelf: error: Kakao sent an unreadable answer (malformed or truncated JSON); try again later.\n"
      ),
      (.status(200), 1, "bookshelf: error: Kakao sent an unreadable answer (empty body); try again later.\n"),
    ])
  func failures(reply: LoopbackReply, status: Int32, message: String) async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", replies: [reply])
    let home = try BookshelfBinary.temporaryHome()
    let run = try await BookshelfBinary.run(
      ["search", "용기"], environment: kakaoEnvironment(server, home: home))
    #expect(run.status == status)
    #expect(run.stderr == message)
    #expect(run.stdout == "")
    #expect(!run.stderr.contains(Self.kakaoKey))
  }

  @Test("a 5xx answer is retried twice, a 4xx never")
  func retries() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      "/v3/search/book",
      replies: [
        .status(503), .status(503), .status(200, body: try SharedData.ownFixture("kakao/search-quirks.json")),
      ])
    let home = try BookshelfBinary.temporaryHome()
    let run = try await BookshelfBinary.run(
      ["search", "용기"], environment: kakaoEnvironment(server, home: home))
    #expect(run.status == 0)
    #expect(server.requests.count == 3)
    let rejecting = try LoopbackServer()
    defer { rejecting.stop() }
    rejecting.route(
      "/v3/search/book",
      replies: [
        .status(403, body: Data(#"{"errorType":"AccessDeniedError","message":"cannot access API"}"#.utf8))
      ])
    let denied = try await BookshelfBinary.run(
      ["search", "용기"], environment: kakaoEnvironment(rejecting, home: home))
    #expect(denied.status == 1)
    #expect(rejecting.requests.count == 1)
  }

  @Test("a provider that never answers times out with a clear message (a lookup: searches fall back)")
  func timeout() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", replies: [.noAnswer])
    let home = try BookshelfBinary.temporaryHome()
    let run = try await BookshelfBinary.run(
      ["show", "9788996991342"],
      environment: kakaoEnvironment(server, home: home, ["BOOKSHELF_TIMEOUT": "0.5"]),
      timeout: 30)
    #expect(run.status == 1)
    #expect(run.stderr == "bookshelf: error: Kakao did not answer within 0.5 seconds; try again later.\n")
    #expect(server.requests.count == 1)  // a timeout is not retried: the user already waited
    #expect(run.seconds < 5)
  }

  @Test("the Aladin key travels in the URL but never appears in any output, even when echoed")
  func aladinKeyNeverShown() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let body = #"{"errorCode":100,"errorMessage":"잘못된 TTBKey입니다. (ttbsecretaladin0001)"}"#
    server.route("/ttb/api/ItemSearch.aspx", body: Data(body.utf8))
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(
      home: home, ["BOOKSHELF_ALADIN_URL": server.baseURL.absoluteString, "ALADIN_TTB_KEY": Self.aladinKey])
    for arguments in [
      ["search", "--provider", "aladin", "용기"], ["search", "--provider", "aladin", "--json", "용기"],
    ] {
      let run = try await BookshelfBinary.run(arguments, environment: env)
      #expect(run.status == 3)
      #expect(
        run.stderr
          == "bookshelf: error: Aladin rejected the API key. Check the key in your environment or config file.\n"
      )
      #expect(!(run.stdout + run.stderr).contains(Self.aladinKey))
    }
    #expect(server.requests.first?.query?.contains("TTBKey=\(Self.aladinKey)") == true)
  }

  @Test("Naver without an endpoint says the API is discontinued (exit 3)")
  func naverDiscontinued() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let run = try await BookshelfBinary.run(
      ["search", "--provider", "naver", "해리"], environment: BookshelfBinary.environment(home: home))
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "bookshelf: error: Naver has shut down its book search API; set BOOKSHELF_NAVER_URL to a compatible mirror to use it.\n"
    )
  }

  @Test("--provider all: a failing provider is a warning; the others' results are printed")
  func federated() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", body: try SharedData.ownFixture("kakao/search-quirks.json"))
    server.route("/search.json", replies: [.status(500)])
    server.route("/books/v1/volumes", body: try SharedData.ownFixture("google-books/search-no-items.json"))
    let home = try BookshelfBinary.temporaryHome()
    let base = server.baseURL.absoluteString
    let env = kakaoEnvironment(
      server, home: home, ["BOOKSHELF_OPEN_LIBRARY_URL": base, "BOOKSHELF_GOOGLE_BOOKS_URL": base])
    let run = try await BookshelfBinary.run(
      ["search", "--provider", "all", "--json", "미움받을 용기"], environment: env)
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "bookshelf: warning: Open Library skipped: Open Library is having trouble (HTTP 500); try again later.\n"
    )
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["provider"] as? String == "all")
    #expect((object["books"] as? [[String: Any]])?.first?["title"] as? String == "미움받을 용기")
  }

  @Test("show looks an ISBN up through the provider")
  func show() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", body: try SharedData.ownFixture("kakao/search-quirks.json"))
    let home = try BookshelfBinary.temporaryHome()
    let run = try await BookshelfBinary.run(
      ["show", "89-969913-4-1"], environment: kakaoEnvironment(server, home: home))
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("미움받을 용기\n"))
    #expect(run.stdout.contains("ISBN-13      9788996991342"))
    #expect(server.requests.first?.query?.contains("target=isbn") == true)
  }
}

import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf search` against a provider endpoint that redirects: credentials never follow a
/// redirect to another origin; keyless requests may.
@Suite("bookshelf binary: redirects never carry keys to another server", .serialized)
struct RedirectEndToEndTests {
  static let kakaoKey = "kakao-secret-key-0001"
  static let naverID = "naver-client-id-0001"
  static let naverSecret = "naver-client-secret-0001"
  static let aladinKey = "ttbsecretaladin0001"

  /// A second server on another port that answers every search path and records what it got.
  static func elsewhere() throws -> LoopbackServer {
    let server = try LoopbackServer()
    server.route("/v3/search/book", body: try SharedData.ownFixture("kakao/search-quirks.json"))
    server.route("/v1/search/book.json", body: try SharedData.ownFixture("naver/search-quirks.json"))
    server.route("/ttb/api/ItemSearch.aspx", body: try SharedData.ownFixture("aladin/itemsearch-quirks.json"))
    server.route("/search.json", body: try SharedData.ownFixture("open-library/search-quirks.json"))
    return server
  }

  @Test(
    "a 302/307 to another port receives no credential, and the error names that origin",
    arguments: [
      ("kakao", "/v3/search/book", 302), ("kakao", "/v3/search/book", 307),
      ("naver", "/v1/search/book.json", 302), ("naver", "/v1/search/book.json", 307),
      ("aladin", "/ttb/api/ItemSearch.aspx", 302),
    ])
  func crossOriginRedirectOfAnAuthenticatedRequest(provider: String, path: String, status: Int) async throws {
    let api = try LoopbackServer()
    defer { api.stop() }
    let other = try Self.elsewhere()
    defer { other.stop() }
    api.route(
      path, replies: [.status(status, headers: ["Location": other.url("\(path)?query=x").absoluteString])])
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(
      home: home,
      [
        "BOOKSHELF_KAKAO_URL": api.baseURL.absoluteString, "KAKAO_REST_API_KEY": Self.kakaoKey,
        "BOOKSHELF_NAVER_URL": api.baseURL.absoluteString, "NAVER_CLIENT_ID": Self.naverID,
        "NAVER_CLIENT_SECRET": Self.naverSecret, "BOOKSHELF_ALADIN_URL": api.baseURL.absoluteString,
        "ALADIN_TTB_KEY": Self.aladinKey,
      ])
    let run = try await BookshelfBinary.run(["search", "--provider", provider, "용기"], environment: env)

    for request in other.requests {
      #expect(request.header("Authorization") == nil)
      #expect(request.header("X-Naver-Client-Id") == nil)
      #expect(request.header("X-Naver-Client-Secret") == nil)
      #expect(!request.target.contains(Self.aladinKey))
    }
    #expect(other.requests.isEmpty)
    #expect(api.requests.count == 1)
    #expect(run.status == 1)
    let name = ["kakao": "Kakao", "naver": "Naver", "aladin": "Aladin"][provider]!
    #expect(
      run.stderr
        == "bookshelf: error: \(name) redirected the request to another server (http://127.0.0.1:\(other.port)); "
        + "Bookshelf did not follow it, so your API key was not sent there.\n")
    #expect(run.stdout == "")
  }

  @Test("a same-origin redirect of an authenticated request is followed with its key")
  func sameOriginRedirectIsFollowed() async throws {
    let api = try LoopbackServer()
    defer { api.stop() }
    api.route("/v3/search/book", replies: [.status(301, headers: ["Location": "/v2/moved?query=x"])])
    api.route("/v2/moved", body: try SharedData.ownFixture("kakao/search-quirks.json"))
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(
      home: home, ["BOOKSHELF_KAKAO_URL": api.baseURL.absoluteString, "KAKAO_REST_API_KEY": Self.kakaoKey])
    let run = try await BookshelfBinary.run(["search", "용기"], environment: env)
    #expect(run.status == 0)
    #expect(run.stdout.contains("미움받을 용기"))
    #expect(api.requests.map(\.path) == ["/v3/search/book", "/v2/moved"])
    #expect(
      api.requests.map { $0.header("Authorization") } == [
        "KakaoAK \(Self.kakaoKey)", "KakaoAK \(Self.kakaoKey)",
      ])
  }

  @Test("a keyless request (Open Library) may follow a redirect to another server")
  func keylessCrossOriginRedirectIsFollowed() async throws {
    let api = try LoopbackServer()
    defer { api.stop() }
    let other = try Self.elsewhere()
    defer { other.stop() }
    api.route(
      "/search.json",
      replies: [.status(302, headers: ["Location": other.url("/search.json?q=x").absoluteString])])
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(
      home: home, ["BOOKSHELF_OPEN_LIBRARY_URL": api.baseURL.absoluteString])
    let run = try await BookshelfBinary.run(
      ["search", "--provider", "openlibrary", "--json", "time"], environment: env)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(other.requests.map(\.target) == ["/search.json?q=x"])
  }

  @Test("more than 3 redirects in a row fail with one line")
  func redirectChainIsBounded() async throws {
    let api = try LoopbackServer()
    defer { api.stop() }
    api.route("/v3/search/book", replies: [.status(302, headers: ["Location": "/r1"])])
    api.route("/r1", replies: [.status(302, headers: ["Location": "/r2"])])
    api.route("/r2", replies: [.status(302, headers: ["Location": "/r3"])])
    api.route("/r3", replies: [.status(302, headers: ["Location": "/r4"])])
    api.route("/r4", body: try SharedData.ownFixture("kakao/search-quirks.json"))
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(
      home: home, ["BOOKSHELF_KAKAO_URL": api.baseURL.absoluteString, "KAKAO_REST_API_KEY": Self.kakaoKey])
    let run = try await BookshelfBinary.run(["search", "용기"], environment: env)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "bookshelf: error: Kakao redirected the request more than 3 times; Bookshelf stopped following.\n")
    #expect(api.requests.map(\.path) == ["/v3/search/book", "/r1", "/r2", "/r3"])
  }
}

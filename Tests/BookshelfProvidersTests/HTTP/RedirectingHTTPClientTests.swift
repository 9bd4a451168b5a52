import BookshelfCore
import BookshelfProviders
import BookshelfTestSupport
import Foundation
import Synchronization
import Testing

/// An `HTTPClient` that serves a fixed answer per URL path and moves a test clock forward by
/// `takes` for each request, recording the requests it got.
private final class TimedClient: HTTPClient {
  let clock: TestClock
  let takes: Duration
  let answers: [String: HTTPResponse]
  private let received = Mutex<[HTTPRequest]>([])
  var requests: [HTTPRequest] { received.withLock { $0 } }

  init(clock: TestClock, takes: Duration, answers: [String: HTTPResponse]) {
    self.clock = clock
    self.takes = takes
    self.answers = answers
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    received.withLock { $0.append(request) }
    clock.advance(by: takes)
    if takes > .seconds(request.timeout) { throw HTTPError.timeout(seconds: request.timeout) }
    return answers[request.url.path] ?? HTTPResponse(status: 404)
  }
}

@Suite("RedirectingHTTPClient")
struct RedirectingHTTPClientTests {
  @Test("each hop gets the time left of the original limit; a hop's timeout reports that limit")
  func hopsShareTheTimeLimit() async throws {
    let clock = TestClock()
    let timed = TimedClient(
      clock: clock, takes: .seconds(4),
      answers: [
        "/a": HTTPResponse(status: 302, headers: ["Location": "/b"]),
        "/b": HTTPResponse(status: 302, headers: ["Location": "/c"]),
        "/c": HTTPResponse(status: 302, headers: ["Location": "/d"]),
      ])
    let client = RedirectingHTTPClient(base: timed, clock: clock)
    await #expect(throws: HTTPError.timeout(seconds: 10)) {
      try await client.send(HTTPRequest(url: URL(string: "https://api.test/a")!, timeout: 10))
    }
    #expect(timed.requests.map(\.timeout) == [10, 6, 2])
    #expect(clock.now.offset == .seconds(12))
  }

  @Test("a key in the original query keeps guarding later hops, even once the URL lost it")
  func credentialsAreJudgedOnTheOriginalRequest() async throws {
    let fake = FakeHTTPClient()
    fake.register("https://api.test/a?key=SECRET", status: 302, headers: ["Location": "/b"])
    fake.register("https://api.test/b", status: 302, headers: ["Location": "https://evil.test/c"])
    let client = RedirectingHTTPClient(base: fake)
    await #expect(throws: HTTPError.redirectRefused(origin: "https://evil.test")) {
      try await client.send(HTTPRequest(url: URL(string: "https://api.test/a?key=SECRET")!))
    }
    #expect(
      fake.requests.map(\.url.absoluteString) == ["https://api.test/a?key=SECRET", "https://api.test/b"])
  }

  @Test("https → http is refused after a hop too")
  func downgradeRefused() async throws {
    let fake = FakeHTTPClient()
    fake.register("https://openlibrary.org/a", status: 308, headers: ["Location": "https://archive.org/b"])
    fake.register("https://archive.org/b", status: 302, headers: ["Location": "http://archive.org/c"])
    let client = RedirectingHTTPClient(base: fake)
    await #expect(throws: HTTPError.insecureRedirect(origin: "http://archive.org")) {
      try await client.send(HTTPRequest(url: URL(string: "https://openlibrary.org/a")!))
    }
  }

  @Test("against loopback servers: a redirect to another port gets no credential, and the error names it")
  func crossPortRedirectOverTheWire() async throws {
    let api = try LoopbackServer()
    defer { api.stop() }
    let other = try LoopbackServer()
    defer { other.stop() }
    other.route("/steal", body: Data("{}".utf8))
    api.route(
      "/v1/search/book.json",
      replies: [.status(307, headers: ["Location": other.url("/steal").absoluteString])])
    let client = RedirectingHTTPClient(base: URLSessionHTTPClient())
    let request = HTTPRequest(
      url: api.url("/v1/search/book.json?query=x"),
      headers: ["X-Naver-Client-Id": "id-0001", "X-Naver-Client-Secret": "secret-0001"],
      timeout: HangGuard.seconds)
    await #expect(throws: HTTPError.redirectRefused(origin: "http://127.0.0.1:\(other.port)")) {
      try await client.send(request)
    }
    #expect(other.requests.isEmpty)
    #expect(api.requests.count == 1)
  }

  @Test("against a loopback server: 3 redirects are followed, a 4th in a row fails")
  func chainOverTheWire() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    for (from, to) in [("/0", "/1"), ("/1", "/2"), ("/2", "/3"), ("/3", "/4")] {
      server.route(from, replies: [.status(302, headers: ["Location": to])])
    }
    server.route("/4", body: Data("end".utf8))
    let client = RedirectingHTTPClient(base: URLSessionHTTPClient())
    let three = try await client.send(HTTPRequest(url: server.url("/1"), timeout: HangGuard.seconds))
    #expect(String(decoding: three.body, as: UTF8.self) == "end")
    server.clearRequests()
    await #expect(throws: HTTPError.tooManyRedirects(limit: 3)) {
      try await client.send(HTTPRequest(url: server.url("/0"), timeout: HangGuard.seconds))
    }
    #expect(server.requests.map(\.path) == ["/0", "/1", "/2", "/3"])
  }
}

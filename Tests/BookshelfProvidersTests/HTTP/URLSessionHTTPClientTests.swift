import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

#if canImport(Glibc)
  import Glibc
#endif

@Suite("URLSessionHTTPClient against the loopback server")
struct URLSessionHTTPClientTests {
  @Test func sendsUserAgentHeadersAndRawQueryAndReturnsBody() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let body = Data(#"{"documents":[]}"#.utf8)
    server.route(
      "/v3/search/book", status: 200, headers: ["Content-Type": "application/json; charset=UTF-8"], body: body
    )
    let client = URLSessionHTTPClient()
    let target = "/v3/search/book?query=C%2B%2B%20%26%20%EC%B1%85&page=1"
    let response = try await client.send(
      HTTPRequest(url: server.url(target), headers: ["Authorization": "KakaoAK test-key"]))

    #expect(response.status == 200)
    #expect(response.body == body)
    #expect(response.header("Content-Type") == "application/json; charset=UTF-8")
    let received = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(received.method == "GET")
    #expect(received.target == target)
    #expect(received.query == "query=C%2B%2B%20%26%20%EC%B1%85&page=1")
    #expect(received.header("User-Agent") == BookshelfVersion.userAgent)
    #expect(received.header("Authorization") == "KakaoAK test-key")
  }

  @Test func requestUserAgentWinsOverTheDefault() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/ua", status: 204)
    let response = try await URLSessionHTTPClient().send(
      HTTPRequest(url: server.url("/ua"), headers: ["user-agent": "Custom/1.0"]))
    #expect(response.status == 204)
    #expect(server.requests.map { $0.header("User-Agent") } == ["Custom/1.0"])
  }

  @Test(arguments: [400, 401, 403, 404, 429, 500, 503])
  func everyStatusComesBackAsAResponse(status: Int) async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/status", status: status, headers: ["Retry-After": "7"], body: Data("err \(status)".utf8))
    let response = try await URLSessionHTTPClient().send(HTTPRequest(url: server.url("/status")))
    #expect(response.status == status)
    #expect(response.header("retry-after") == "7")
    #expect(String(decoding: response.body, as: UTF8.self) == "err \(status)")
  }

  @Test("the transport never follows a redirect itself: the 3xx answer comes back as it is")
  func returnsRedirectsAsTheyAre() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/old", status: 302, headers: ["Location": "/new?x=1"], body: Data("see /new".utf8))
    server.route("/new", status: 200, body: Data("moved".utf8))
    let response = try await URLSessionHTTPClient().send(
      HTTPRequest(url: server.url("/old"), headers: ["Authorization": "KakaoAK k"]))
    #expect(response.status == 302)
    #expect(response.header("Location") == "/new?x=1")
    #expect(String(decoding: response.body, as: UTF8.self) == "see /new")
    #expect(server.requests.map(\.target) == ["/old"])
  }

  @Test("with RedirectingHTTPClient on top, a redirect is followed")
  func followsRedirectsThroughTheRedirectingClient() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/old", status: 302, headers: ["Location": "/new?x=1"])
    server.route("/new", status: 200, body: Data("moved".utf8))
    let client = RedirectingHTTPClient(base: URLSessionHTTPClient())
    let response = try await client.send(HTTPRequest(url: server.url("/old"), timeout: HangGuard.seconds))
    #expect(response.status == 200)
    #expect(String(decoding: response.body, as: UTF8.self) == "moved")
    #expect(server.requests.map(\.target) == ["/old", "/new?x=1"])
  }

  @Test(
    "URLSession's own time limit is whole seconds past the client's timer, never 0",
    arguments: [(0.3, 2.0), (0.9, 2.0), (1.0, 2.0), (9.5, 11.0), (1e9, 86_400)])
  func urlRequestTimeoutLeavesTheTimerInCharge(timer: Double, interval: Double) {
    let request = HTTPRequest(url: URL(string: "https://example.test/")!, timeout: timer)
    #expect(URLSessionHTTPClient.urlRequest(for: request, timerAfter: timer).timeoutInterval == interval)
  }

  @Test func neverAnsweringServerGivesTimeout() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/silent", replies: [.noAnswer])
    let client = URLSessionHTTPClient()
    await #expect(throws: HTTPError.timeout(seconds: 0.5)) {
      try await client.send(HTTPRequest(url: server.url("/silent?key=SECRET"), timeout: 0.5))
    }
    #expect(server.requests.map(\.target) == ["/silent?key=SECRET"])
  }

  @Test func refusedConnectionGivesConnectionErrorWithoutURL() async throws {
    let port = try Self.closedPort()
    let client = URLSessionHTTPClient()
    let error = await #expect(throws: HTTPError.self) {
      try await client.send(
        HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/v1?key=SECRET")!, timeout: 5))
    }
    guard case .connection(let problem) = error else {
      Issue.record("expected HTTPError.connection, got \(String(describing: error))")
      return
    }
    // Only the kind of failure and its code travel: no URL, host, port or key.
    #expect(problem == .urlError(.cannotConnect, code: URLError.Code.cannotConnectToHost.rawValue))
  }

  @Test func connectionClosedWithoutAnswerGivesConnectionError() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/drop", replies: [.close(delay: .zero)])
    let error = await #expect(throws: HTTPError.self) {
      try await URLSessionHTTPClient().send(HTTPRequest(url: server.url("/drop?key=SECRET"), timeout: 5))
    }
    guard case .connection(let problem) = error else {
      Issue.record("expected HTTPError.connection, got \(String(describing: error))")
      return
    }
    guard case .urlError = problem else {
      Issue.record("expected a URLError kind, got \(problem)")
      return
    }
  }

  @Test func alreadyCancelledTaskThrowsCancellationWithoutSending() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/any", status: 200)
    let client = URLSessionHTTPClient()
    let url = server.url("/any")
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await client.send(HTTPRequest(url: url))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(server.requests.isEmpty)
  }

  /// A port on 127.0.0.1 that nothing listens on, kept bound for the whole run (`RefusedPort`).
  static let refused = Result { try RefusedPort() }

  /// `refused`'s port.
  static func closedPort() throws -> UInt16 { try refused.get().port }
}

import BookshelfServer
import BookshelfTestSupport
import Synchronization
import Testing

/// A settable clock in seconds for the sessions' expiry.
final class SecondsClock: Sendable {
  private let value = Mutex(1000.0)
  var now: Double { value.withLock { $0 } }
  func advance(_ seconds: Double) { value.withLock { $0 += seconds } }
}

/// The token exchange's redirect stays on this origin; sessions expire and the least recently
/// used goes first; the local names work on a wildcard bind.
@Suite struct WebAppSessionAndRedirectTests {
  let clock = SecondsClock()
  let app: WebApp

  init() {
    let clock = clock
    app = WebApp(
      api: EchoHandler(), policy: SecurityPolicy(boundHost: "0.0.0.0", port: 8080, token: "tok-123"),
      sessionClock: { clock.now })
  }

  func get(_ path: String, query: [(name: String, value: String)] = [], cookie: String? = nil)
    -> ServerRequest
  {
    var headers = ["host": "192.168.1.9:8080"]
    headers["cookie"] = cookie
    return ServerRequest(method: "GET", rawPath: path, query: query, headers: headers)
  }

  func session() async throws -> String {
    let exchange = await app.respond(to: get("/", query: [("token", "tok-123")]))
    let cookie = try #require(exchange.header("Set-Cookie"))
    return try #require(cookie.split(separator: ";").first.map(String.init))
  }

  @Test func aProtocolRelativePathRedirectsToAPathOfThisOrigin() async {
    let exchange = await app.respond(to: get("//evil.example/", query: [("token", "tok-123")]))
    #expect(exchange.status == 303)
    #expect(exchange.header("Location") == "/evil.example/")
    let slashes = await app.respond(to: get("/\\/evil.example/x", query: [("token", "tok-123")]))
    #expect(slashes.header("Location") == "/evil.example/x")
  }

  @Test func anAbsoluteFormTargetRedirectsToItsPathOnly() async {
    let exchange = await app.respond(to: get("http://evil.example/x", query: [("token", "tok-123")]))
    #expect(exchange.status == 303)
    #expect(exchange.header("Location") == "/x")
    let bare = await app.respond(to: get("http://evil.example", query: [("token", "tok-123")]))
    #expect(bare.header("Location") == "/")
  }

  @Test func theCookieSaysItsLifetime() async {
    let exchange = await app.respond(to: get("/", query: [("token", "tok-123")]))
    #expect(exchange.header("Set-Cookie")?.contains("; Max-Age=2592000") == true)
  }

  @Test func aSessionUnusedForSevenDaysEnds() async throws {
    let cookie = try await session()
    clock.advance(6 * 86400)
    #expect(await app.respond(to: get("/", cookie: cookie)).status == 200)
    clock.advance(6 * 86400)
    #expect(await app.respond(to: get("/", cookie: cookie)).status == 200)
    clock.advance(7 * 86400 + 1)
    #expect(await app.respond(to: get("/", cookie: cookie)).status == 401)
  }

  @Test func aSessionEndsThirtyDaysAfterItBeganEvenWhenUsed() async throws {
    let cookie = try await session()
    for _ in 0..<4 {
      clock.advance(6 * 86400)
      #expect(await app.respond(to: get("/", cookie: cookie)).status == 200)
    }
    clock.advance(5 * 86400)
    #expect(await app.respond(to: get("/", cookie: cookie)).status == 200)
    clock.advance(1 * 86400)
    #expect(await app.respond(to: get("/", cookie: cookie)).status == 401)
  }

  @Test func theLeastRecentlyUsedSessionIsDroppedFirst() async throws {
    let first = try await session()
    let second = try await session()
    for _ in 0..<254 {
      clock.advance(1)
      _ = try await session()
    }
    clock.advance(1)
    #expect(await app.respond(to: get("/", cookie: first)).status == 200)
    clock.advance(1)
    _ = try await session()
    #expect(await app.respond(to: get("/", cookie: first)).status == 200)
    #expect(await app.respond(to: get("/", cookie: second)).status == 401)
  }

  @Test func theLocalNamesAreThisServerOnAWildcardBind() {
    for bound in ["0.0.0.0", "::"] {
      let policy = SecurityPolicy(boundHost: bound, port: 8080)
      #expect(policy.verdict(host: "localhost:8080") == .allowed)
      #expect(policy.verdict(host: "127.0.0.1:8080") == .allowed)
      #expect(policy.verdict(host: "[::1]:8080") == .allowed)
      #expect(policy.verdict(host: "localhost:9090") == .misdirected)
      #expect(policy.verdict(host: "evil.example:8080") == .misdirected)
    }
  }
}

/// A raw control byte in a header field is refused 400, never believed. (A raw NUL is cut
/// short by libmicrohttpd 0.9.75 itself, before the engine sees the field: a known limit.)
@Suite struct ControlByteTests {
  @Test func aControlByteInTheHostFieldIs400() async throws {
    let (server, port) = try liveApp()
    defer { server.stop() }
    let reply = try await BlockingWork.run {
      let client = try RawHTTPClient(port: port)
      try client.send(
        Array("GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:\(port)".utf8) + [0x1B]
          + Array(".evil.com\r\nConnection: close\r\n\r\n".utf8))
      return try client.readReply(timeout: .seconds(5))
    }
    #expect(reply.status == 400)
    #expect(reply.text.contains("\"bad_request\""))
    #expect(reply.header("content-security-policy")?.contains("default-src 'none'") == true)
  }

  @Test func aControlByteInAnotherFieldIs400AndATabIsFine() async throws {
    let (server, port) = try liveApp()
    defer { server.stop() }
    for (byte, status): (UInt8, Int) in [(0x1B, 400), (0x7F, 400), (0x09, 200)] {
      let reply = try await BlockingWork.run {
        let client = try RawHTTPClient(port: port)
        try client.send(
          Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-A: a".utf8) + [byte]
            + Array("b\r\nConnection: close\r\n\r\n".utf8))
        return try client.readReply(timeout: .seconds(5))
      }
      #expect(reply.status == status)
    }
  }
}

import BookshelfServer
import BookshelfTestSupport
import Foundation
import Testing

/// Every security rule against the whole `WebApp` on a live ephemeral loopback port.
@Suite struct LiveSecurityTests {
  static let csp =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  @Test func aWrongHostIs421AndAMissingHost403() async throws {
    let (server, port) = try liveApp()
    defer { server.stop() }
    let evil = try await exchange(port: port, target: "/", headers: [("Host", "evil.example")])
    #expect(evil.status == 421)
    #expect(evil.text.contains("\"misdirected\""))
    let evilPort = try await exchange(
      port: port, target: "/api/search", headers: [("Host", "evil.example:\(port)")])
    #expect(evilPort.status == 421)
    let missing = try await BlockingWork.run {
      let client = try RawHTTPClient(port: port)
      try client.send("GET / HTTP/1.0\r\n\r\n")
      return try client.readReply(timeout: .seconds(60))
    }
    #expect(missing.status == 403)
    #expect(missing.text.contains("\"forbidden_host\""))
  }

  @Test func crossOriginAndNonJSONPostsAre403() async throws {
    let api = EchoHandler()
    let (server, port) = try liveApp(api: api)
    defer { server.stop() }
    let body = Array("{}".utf8)
    let evil = try await exchange(
      port: port, method: "POST", target: "/api/shelf/undo",
      headers: [("Content-Type", "application/json"), ("Origin", "http://evil.example")], body: body)
    #expect(evil.status == 403)
    #expect(evil.text.contains("\"cross_origin\""))
    let form = try await exchange(
      port: port, method: "POST", target: "/api/shelf/undo",
      headers: [
        ("Content-Type", "application/x-www-form-urlencoded"), ("Origin", "http://127.0.0.1:\(port)"),
      ], body: body)
    #expect(form.status == 403)
    let good = try await exchange(
      port: port, method: "POST", target: "/api/shelf/undo",
      headers: [("Content-Type", "application/json"), ("Origin", "http://127.0.0.1:\(port)")], body: body)
    #expect(good.status == 200)
    #expect(api.requests.count == 1)
  }

  @Test(arguments: [
    "/../etc/passwd", "/%2e%2e/", "/js/%2e%2e%2fapp.js", "/index.html%00", "/js\\app.js",
    "/%2e%2e/%2e%2e/etc/passwd",
  ])
  func pathTraversalIs400AndNeverAFile(target: String) async throws {
    let (server, port) = try liveApp()
    defer { server.stop() }
    let reply = try await exchange(port: port, target: target)
    #expect(reply.status == 400)
    #expect(reply.text.contains("\"bad_path\""))
    #expect(!reply.text.contains("root:"))
    #expect(!reply.text.contains("<html"))
  }

  @Test func everyResponseCarriesTheCSPAndNosniff() async throws {
    let (server, port) = try liveApp()
    defer { server.stop() }
    let replies = [
      try await exchange(port: port, target: "/"),
      try await exchange(port: port, target: "/missing.js"),
      try await exchange(port: port, target: "/", headers: [("Host", "evil.example")]),
      try await exchange(
        port: port, method: "POST", target: "/api/x", headers: [("Content-Length", "\(1 << 20)")]),
      try await exchange(port: port, target: "/api/x"),
    ]
    #expect(replies.map(\.status) == [200, 404, 421, 413, 200])
    for reply in replies {
      #expect(reply.header("content-security-policy") == Self.csp)
      #expect(reply.header("x-content-type-options") == "nosniff")
      #expect(reply.header("referrer-policy") == "no-referrer")
      #expect(reply.header("access-control-allow-origin") == nil)
    }
  }

  @Test func theIndexPageIsServedAndHeadHasNoBody() async throws {
    let (server, port) = try liveApp()
    defer { server.stop() }
    let page = try await exchange(port: port, target: "/")
    #expect(page.status == 200)
    #expect(page.text.contains("<html"))
    let head = try await exchange(port: port, method: "HEAD", target: "/")
    #expect(head.status == 200)
    #expect(head.header("content-length") == "\(page.body.count)")
    #expect(head.header("etag") == page.header("etag"))
    #expect(head.body.isEmpty)
  }

  @Test func aNonLoopbackPolicyNeedsTheTokenThenTheCookieWorks() async throws {
    let (server, port) = try liveApp(token: "the-token", boundHost: "0.0.0.0")
    defer { server.stop() }
    let host = ("Host", "127.0.0.1:\(port)")
    let none = try await exchange(port: port, target: "/api/shelf", headers: [host])
    #expect(none.status == 401)
    #expect(none.text.contains("\"unauthorized\""))
    #expect(try await exchange(port: port, target: "/?token=wrong", headers: [host]).status == 401)
    let exchanged = try await exchange(port: port, target: "/?token=the-token", headers: [host])
    #expect(exchanged.status == 303)
    #expect(exchanged.header("location") == "/")
    let cookie = try #require(exchanged.header("set-cookie"))
    #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
    let session = try #require(cookie.split(separator: ";").first.map(String.init))
    let page = try await exchange(port: port, target: "/", headers: [host, ("Cookie", session)])
    #expect(page.status == 200)
    let api = try await exchange(port: port, target: "/api/shelf", headers: [host, ("Cookie", session)])
    #expect(api.status == 200)
  }
}

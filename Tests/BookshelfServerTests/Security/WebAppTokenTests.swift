import BookshelfServer
import Testing

/// The token rule of a non-loopback bind, on `ServerRequest` values.
@Suite struct WebAppTokenTests {
  let api = EchoHandler()
  let app: WebApp

  init() {
    app = WebApp(api: api, policy: SecurityPolicy(boundHost: "0.0.0.0", port: 8080, token: "tok-123"))
  }

  func get(_ path: String, query: [(name: String, value: String)] = [], _ headers: [String: String] = [:])
    -> ServerRequest
  {
    ServerRequest(
      method: "GET", rawPath: path, query: query,
      headers: headers.merging(["host": "192.168.1.9:8080"]) { a, _ in a })
  }

  @Test func withoutATokenEveryRequestIs401() async {
    let page = await app.respond(to: get("/"))
    #expect(page.status == 401)
    #expect(page.header("Content-Type") == "text/plain; charset=utf-8")
    let api = await app.respond(to: get("/api/search"))
    #expect(api.status == 401)
    #expect(api.header("Content-Type") == "application/json; charset=utf-8")
    #expect(self.api.requests.isEmpty)
  }

  @Test func theRightTokenIsExchangedForASessionCookieThatThenWorks() async throws {
    let exchange = await app.respond(to: get("/", query: [("token", "tok-123"), ("tab", "saved 책")]))
    #expect(exchange.status == 303)
    #expect(exchange.header("Location") == "/?tab=saved%20%EC%B1%85")
    let cookie = try #require(exchange.header("Set-Cookie"))
    #expect(cookie.hasPrefix("bookshelf_session="))
    #expect(
      cookie.contains("; HttpOnly") && cookie.contains("; SameSite=Strict") && cookie.contains("; Path=/"))
    let session = try #require(cookie.split(separator: ";").first.map(String.init))
    #expect(session.count == "bookshelf_session=".count + 64)
    let later = await app.respond(to: get("/api/shelf", ["cookie": "theme=dark; " + session]))
    #expect(later.status == 200)
    #expect(api.requests.map(\.rawPath) == ["/api/shelf"])
  }

  @Test func aWrongTokenOrForgedCookieIs401() async {
    #expect(await app.respond(to: get("/", query: [("token", "tok-124")])).status == 401)
    #expect(
      await app.respond(to: get("/", ["cookie": "bookshelf_session=" + String(repeating: "a", count: 64)]))
        .status == 401)
    #expect(await app.respond(to: get("/api/x", ["authorization": "Bearer tok-12"])).status == 401)
  }

  @Test func aBearerTokenIsAccepted() async {
    #expect(await app.respond(to: get("/api/x", ["authorization": "Bearer tok-123"])).status == 200)
  }

  @Test func theHostCheckComesBeforeTheToken() async {
    let response = await app.respond(
      to: ServerRequest(method: "GET", rawPath: "/", headers: ["host": "evil.example:8080"]))
    #expect(response.status == 421)
  }
}

import BookshelfServer
import Foundation
import Testing

/// The security layer on `ServerRequest` values (no socket).
@Suite struct WebAppSecurityTests {
  let api = EchoHandler()
  var app: WebApp { WebApp(api: api, policy: SecurityPolicy(boundHost: "127.0.0.1", port: 8080)) }

  func request(
    _ path: String, method: String = "GET", host: String? = "127.0.0.1:8080",
    _ headers: [String: String] = [:],
    query: [(name: String, value: String)] = []
  ) -> ServerRequest {
    var all = headers
    if let host { all["host"] = host }
    return ServerRequest(method: method, rawPath: path, query: query, headers: all)
  }

  func code(_ response: ServerResponse) -> String? {
    let document = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: [String: String]]
    return document?["error"]?["code"]
  }

  @Test func everyResponseCarriesTheExactCSPAndTheOtherSecurityFields() async {
    for response in [
      await app.respond(to: request("/")), await app.respond(to: request("/nothing")),
      await app.respond(to: request("/api/x")), await app.respond(to: request("/", host: "evil.example")),
    ] {
      #expect(
        response.header("Content-Security-Policy")
          == "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
      )
      #expect(response.header("X-Content-Type-Options") == "nosniff")
      #expect(response.header("Referrer-Policy") == "no-referrer")
      #expect(response.header("X-Frame-Options") == "DENY")
      #expect(response.header("Cross-Origin-Opener-Policy") == "same-origin")
      #expect(response.headers.allSatisfy { !$0.name.lowercased().hasPrefix("access-control-") })
    }
  }

  @Test func apiResponsesAreNotStoredUnlessTheHandlerSaysOtherwise() async {
    let response = await app.respond(to: request("/api/search"))
    #expect(response.header("Cache-Control") == "no-store")
    #expect(String(decoding: response.body, as: UTF8.self) == "GET /api/search 0")
  }

  @Test func aWrongHostIsMisdirectedAndAMissingOneForbidden() async {
    let misdirected = await app.respond(to: request("/api/search", host: "evil.example"))
    #expect(misdirected.status == 421)
    #expect(code(misdirected) == "misdirected")
    let missing = await app.respond(to: request("/", host: nil))
    #expect(missing.status == 403)
    #expect(code(missing) == "forbidden_host")
    #expect(api.requests.isEmpty)
  }

  @Test func theErrorTextFollowsAcceptLanguage() async throws {
    let response = await app.respond(
      to: request("/", host: "evil.example", ["accept-language": "ko-KR,ko;q=0.9"]))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: [String: String]])
    #expect(document["error"]?["message"] == "이 서버는 그 호스트 이름으로 답하지 않습니다.")
  }

  @Test func unknownMethodsAre501AndTraceIs405() async {
    #expect(await app.respond(to: request("/", method: "BREW")).status == 501)
    let trace = await app.respond(to: request("/", method: "TRACE"))
    #expect(trace.status == 405)
    #expect(code(trace) == "method_not_allowed")
  }

  @Test func optionsAnswers204WithAllowAndNoCORS() async {
    let response = await app.respond(
      to: request("/api/shelf", method: "OPTIONS", ["origin": "http://evil.example"]))
    #expect(response.status == 204)
    #expect(response.header("Allow") == "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS")
    #expect(response.header("Access-Control-Allow-Origin") == nil)
  }

  @Test func aCrossOriginPostNeverReachesTheAPI() async {
    let response = await app.respond(
      to: request(
        "/api/shelf/undo", method: "POST",
        ["content-type": "application/json", "origin": "http://evil.example"]))
    #expect(response.status == 403)
    #expect(code(response) == "cross_origin")
    let plain = await app.respond(
      to: request(
        "/api/shelf/undo", method: "POST", ["content-type": "text/plain", "origin": "http://127.0.0.1:8080"]))
    #expect(plain.status == 403)
    #expect(api.requests.isEmpty)
  }

  @Test func aSameOriginJSONPostReachesTheAPI() async {
    let response = await app.respond(
      to: request(
        "/api/shelf/undo", method: "POST",
        ["content-type": "application/json", "origin": "http://127.0.0.1:8080"]))
    #expect(response.status == 200)
    #expect(api.requests.map(\.rawPath) == ["/api/shelf/undo"])
  }

  @Test func aNULInAnAPIPathIsRefused() async {
    let response = await app.respond(to: request("/api/books/a%00b"))
    #expect(response.status == 400)
    #expect(code(response) == "bad_path")
    #expect(api.requests.isEmpty)
  }
}

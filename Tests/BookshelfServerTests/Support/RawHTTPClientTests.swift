import BookshelfTestSupport
import Foundation
import Testing

/// The raw test client itself, against the loopback server whose behaviour is known.
@Suite struct RawHTTPClientTests {
  @Test func anExchangeReadsTheStatusTheHeadersAndExactlyTheBody() throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/hello", status: 201, headers: ["X-Test": "yes"], body: Data("안녕 world".utf8))
    let reply = try RawHTTPClient.exchange(port: server.port, target: "/hello")
    #expect(reply.status == 201)
    #expect(reply.header("x-test") == "yes")
    #expect(reply.text == "안녕 world")
  }

  @Test func aConnectionToAPortNobodyListensOnIsRefused() throws {
    let server = try LoopbackServer()
    let port = server.port
    server.stop()
    #expect(throws: RawHTTPError.self) { _ = try RawHTTPClient.exchange(port: port, target: "/") }
  }
}

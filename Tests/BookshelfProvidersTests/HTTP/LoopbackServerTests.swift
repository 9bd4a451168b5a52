import BookshelfCore
import BookshelfProviders
import BookshelfTestSupport
import Foundation
import Testing

@Suite("LoopbackServer")
struct LoopbackServerTests {
  @Test func queryRouteWinsOverPathRouteAndUnknownPathsGet404() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/search", status: 200, body: Data("any".utf8))
    server.route("/search", query: "q=%ED%95%9C+1&page=2", status: 200, body: Data("exact".utf8))
    let client = URLSessionHTTPClient()

    let exact = try await client.send(HTTPRequest(url: server.url("/search?q=%ED%95%9C+1&page=2")))
    let other = try await client.send(HTTPRequest(url: server.url("/search?q=x")))
    let missing = try await client.send(HTTPRequest(url: server.url("/nothing?k=v")))

    #expect(String(decoding: exact.body, as: UTF8.self) == "exact")
    #expect(String(decoding: other.body, as: UTF8.self) == "any")
    #expect(missing.status == 404)
    #expect(String(decoding: missing.body, as: UTF8.self) == "no route for /nothing?k=v\n")
    #expect(server.requests.map(\.target) == ["/search?q=%ED%95%9C+1&page=2", "/search?q=x", "/nothing?k=v"])
    #expect(server.requests.map(\.path) == ["/search", "/search", "/nothing"])
  }

  @Test func repliesInOrderWithDelayedAnswer() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      "/seq",
      replies: [
        .status(503, headers: ["Retry-After": "1"]),
        .respond(status: 200, headers: [:], body: Data("second".utf8), delay: .milliseconds(50)),
      ])
    let client = URLSessionHTTPClient()
    let first = try await client.send(HTTPRequest(url: server.url("/seq")))
    let second = try await client.send(HTTPRequest(url: server.url("/seq")))
    let third = try await client.send(HTTPRequest(url: server.url("/seq")))
    #expect(first.status == 503)
    #expect(first.header("Retry-After") == "1")
    #expect([second.status, third.status] == [Int]([200, 200]))
    #expect(String(decoding: third.body, as: UTF8.self) == "second")
  }

  @Test func stopClosesTheListeningSocket() async throws {
    let server = try LoopbackServer()
    server.route("/x", status: 200)
    let url = server.url("/x")
    let client = URLSessionHTTPClient()
    #expect(try await client.send(HTTPRequest(url: url)).status == 200)
    server.stop()
    server.stop()  // a second stop is harmless
    let error = await #expect(throws: HTTPError.self) {
      try await client.send(HTTPRequest(url: url, timeout: 5))
    }
    guard case .connection = error else {
      Issue.record("expected HTTPError.connection after stop, got \(String(describing: error))")
      return
    }
  }

  @Test func deinitStopsTheServer() async throws {
    var server: LoopbackServer? = try LoopbackServer()
    let url = try #require(server).url("/gone")
    server = nil
    let error = await #expect(throws: HTTPError.self) {
      try await URLSessionHTTPClient().send(HTTPRequest(url: url, timeout: 5))
    }
    #expect(error.map { if case .connection = $0 { true } else { false } } == true)
  }

  @Test func stopEndsConnectionsThatAreStillWaiting() async throws {
    let server = try LoopbackServer()
    server.route("/silent", replies: [.noAnswer])
    let client = URLSessionHTTPClient()
    let url = server.url("/silent")
    let task = Task { try await client.send(HTTPRequest(url: url, timeout: 30)) }
    while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    server.stop()
    // The server closed the connection without an answer; the client sees a connection error.
    await #expect(throws: HTTPError.self) { try await task.value }
    #expect(server.unansweredWaits.isEmpty)
  }

  @Test func anUnansweredRequestRecordsHowLongTheClientWaited() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/silent", replies: [.noAnswer])
    await #expect(throws: HTTPError.self) {
      try await URLSessionHTTPClient().send(HTTPRequest(url: server.url("/silent"), timeout: 0.3))
    }
    let waits = await server.unansweredWaits(atLeast: 1)
    #expect(waits.count == 1)
    #expect(waits.allSatisfy { $0 >= .milliseconds(250) && $0 < .seconds(5) })
  }
}

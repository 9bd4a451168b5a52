import BookshelfServer
import BookshelfTestSupport
import Foundation
import Testing

/// A request the head alone refuses is answered before its body is read or buffered.
@Suite struct HeadScreeningTests {
  @Test func anUnauthenticatedImportIs401BeforeItsBodyIsBuffered() async throws {
    let api = EchoHandler()
    let (server, port) = try liveApp(api: api, token: "s3cret")
    defer { server.stop() }
    let reply = try await BlockingWork.run {
      let client = try RawHTTPClient(port: port)
      try client.send(
        "POST /api/shelf/import HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 16777206\r\nX-Bookshelf: 1\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n"
      )
      try? client.send([UInt8](repeating: 0x41, count: 1 << 20))
      return try client.readReply(timeout: .seconds(5))
    }
    #expect(reply.status == 401)
    #expect(reply.text.contains("\"unauthorized\""))
    #expect(reply.header("x-content-type-options") == "nosniff")
    #expect(server.bufferedBodyBytes == 0)
    #expect(api.requests.isEmpty)
  }

  @Test func aCrossOriginTextPlainPostIs403BeforeItsBodyIsSent() async throws {
    let api = EchoHandler()
    let (server, port) = try liveApp(api: api)
    defer { server.stop() }
    let reply = try await BlockingWork.run {
      let client = try RawHTTPClient(port: port)
      try client.send(
        "POST /api/shelf/import HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 16777206\r\nContent-Type: text/plain\r\nOrigin: http://evil.example\r\n\r\n"
      )
      return try client.readReply(timeout: .seconds(5))
    }
    #expect(reply.status == 403)
    #expect(reply.text.contains("\"cross_origin\""))
    #expect(server.bufferedBodyBytes == 0)
    #expect(api.requests.isEmpty)
  }

  @Test func anAcceptedBodyIsCountedWhileBufferedAndReleasedAfter() async throws {
    let api = EchoHandler()
    let (server, port) = try liveApp(api: api)
    defer { server.stop() }
    let reply = try await exchange(
      port: port, method: "POST", target: "/api/x",
      headers: [
        ("Host", "127.0.0.1:\(port)"), ("Content-Type", "application/json"),
        ("Sec-Fetch-Site", "same-origin"),
      ],
      body: Array("[1,2,3]".utf8))
    #expect(reply.status == 200)
    #expect(api.requests.first?.body == Array("[1,2,3]".utf8))
    #expect(await waitUntil { server.bufferedBodyBytes == 0 })
  }
}

/// Slow clients: a body dripping past the request deadline is cut off; on a non-loopback bind
/// one address cannot take every connection.
@Suite struct SlowClientTests {
  @Test func aBodyStillArrivingAtTheDeadlineHasItsConnectionClosed() async throws {
    let server = try liveServer(EchoHandler(), requestDeadline: 1.5)
    defer { server.stop() }
    let port = server.port
    let elapsed = try await BlockingWork.run { () -> Double in
      let client = try RawHTTPClient(port: port)
      let start = ContinuousClock.now
      try client.send("POST /api/x HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 100\r\n\r\n")
      for _ in 0..<40 {
        guard (try? client.send("a")) != nil, !client.isClosed(within: .milliseconds(250)) else { break }
      }
      let time = ContinuousClock.now - start
      return Double(time.components.seconds) + Double(time.components.attoseconds) * 1e-18
    }
    #expect(elapsed > 1.2)
    #expect(elapsed < 4)
  }

  @Test func onAWildcardBindOneAddressCannotTakeEveryConnection() async throws {
    let server = try liveServer(EchoHandler(), host: "0.0.0.0")
    defer { server.stop() }
    let port = server.port
    let (closed, status) = try await BlockingWork.run { () -> (Int, Int) in
      var clients: [RawHTTPClient] = []
      for _ in 0..<17 {
        let client = try RawHTTPClient(port: port, source: "127.0.0.2")
        try? client.send("GET / HTTP/1.1\r\nHost: x\r\n")
        clients.append(client)
      }
      // Which of the 17 the server refuses depends on the order its threads accept them.
      var closed = 0
      let deadline = ContinuousClock.now + .seconds(3)
      for client in clients where ContinuousClock.now < deadline || closed == 0 {
        if client.isClosed(within: .milliseconds(150)) { closed += 1 }
      }
      let other = try RawHTTPClient.exchange(port: port, method: "GET", target: "/ok", headers: [], body: [])
      return (closed, other.status)
    }
    #expect(closed == 1)
    #expect(status == 200)
  }
}

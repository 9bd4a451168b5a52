import BookshelfCore
import BookshelfServer
import BookshelfTestSupport
import Foundation
import Testing

/// The engine on a live ephemeral loopback port, with fake handlers.
@Suite struct HTTPServerTests {
  @Test func aGetIsAnsweredByTheHandlerWithTheRawPathAndDecodedQuery() async throws {
    let handler = EchoHandler()
    let server = try liveServer(handler)
    defer { server.stop() }
    #expect(server.port != 0)
    let reply = try await exchange(
      port: server.port, target: "/api/books/kakao%3A1?q=%ED%95%9C+%EA%B0%95&b=2&flag",
      headers: [("X-Mixed-Case", "v"), ("Accept-Language", "ko")])
    #expect(reply.status == 200)
    #expect(reply.text == "GET /api/books/kakao%3A1 0")
    #expect(reply.header("x-echo") == "yes")
    let seen = try #require(handler.requests.first)
    #expect(seen.query.map(\.name) == ["q", "b", "flag"])
    #expect(seen.query.map(\.value) == ["한 강", "2", ""])
    #expect(seen.headers["x-mixed-case"] == "v")
    #expect(seen.remoteAddress == "127.0.0.1")
  }

  @Test func theRawPathKeepsEncodedDotsSlashesAndNUL() async throws {
    let handler = EchoHandler()
    let server = try liveServer(handler)
    defer { server.stop() }
    let reply = try await exchange(port: server.port, target: "/js/%2e%2e%2fapp.js%00")
    #expect(reply.text == "GET /js/%2e%2e%2fapp.js%00 0")
  }

  @Test func twoHundredConcurrentRequestsAreAllAnswered() async throws {
    let server = try liveServer(EchoHandler())
    defer { server.stop() }
    let port = server.port
    let statuses = await withTaskGroup(of: Int.self) { group in
      for index in 0..<200 {
        group.addTask {
          (try? await exchange(port: port, target: "/n/\(index)", timeout: .seconds(90)))?.status ?? -1
        }
      }
      var all: [Int] = []
      for await status in group { all.append(status) }
      return all
    }
    #expect(statuses.count == 200)
    #expect(statuses.allSatisfy { $0 == 200 })
  }

  @Test func aPostBodyArrivesWholeOverSeveralCalls() async throws {
    let handler = EchoHandler()
    let server = try liveServer(handler)
    defer { server.stop() }
    let body = [UInt8]((0..<60_000).map { UInt8($0 % 251) })
    let reply = try await exchange(port: server.port, method: "POST", target: "/api/x", body: body)
    #expect(reply.text == "POST /api/x 60000")
    #expect(handler.requests.first?.body == body)
  }

  @Test func aContentLengthOverTheLimitIs413BeforeTheBodyIsSent() async throws {
    let handler = EchoHandler()
    let server = try liveServer(handler)
    defer { server.stop() }
    let port = server.port
    let reply = try await BlockingWork.run {
      let client = try RawHTTPClient(port: port)
      try client.send(
        "POST /api/shelf/import HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(65 << 20)\r\nContent-Type: application/json\r\n\r\n"
      )
      return try client.readReply(timeout: .seconds(5))
    }
    #expect(reply.status == 413)
    #expect(reply.text.contains("\"too_large\""))
    #expect(reply.text.contains("16 MiB"))
    #expect(reply.header("content-security-policy")?.contains("frame-ancestors 'none'") == true)
    #expect(reply.header("x-content-type-options") == "nosniff")
    #expect(handler.requests.isEmpty)
  }

  @Test func aChunkedBodyGrowingOverTheLimitIs413() async throws {
    let handler = EchoHandler()
    let server = try liveServer(handler)
    defer { server.stop() }
    let port = server.port
    let reply = try await BlockingWork.run {
      let client = try RawHTTPClient(port: port)
      try client.send("POST /api/x HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nTransfer-Encoding: chunked\r\n\r\n")
      let chunk = [UInt8](repeating: 0x61, count: 16 << 10)
      for _ in 0..<5 { try client.send(Array("4000\r\n".utf8) + chunk + Array("\r\n".utf8)) }
      try client.send("0\r\n\r\n")
      return try client.readReply(timeout: .seconds(5))
    }
    #expect(reply.status == 413)
    #expect(reply.text.contains("64 KiB"))
    #expect(handler.requests.isEmpty)
  }

  @Test func headHasTheHeadersAndNoBody() async throws {
    let server = try liveServer(EchoHandler())
    defer { server.stop() }
    let port = server.port
    let (reply, closedWithoutBody) = try await BlockingWork.run {
      let client = try RawHTTPClient(port: port)
      try client.send("HEAD /x HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
      let reply = try client.readReply(timeout: .seconds(60), headOnly: true)
      return (reply, client.isClosed(within: .seconds(2)))
    }
    #expect(reply.status == 200)
    #expect(reply.header("content-length") == "\("HEAD /x 0".utf8.count)")
    #expect(reply.header("x-echo") == "yes")
    #expect(closedWithoutBody)
    #expect(reply.body.isEmpty)
  }

  @Test func aSlowClientIsCutOffWhileOthersAreServed() async throws {
    let server = try liveServer(EchoHandler(), timeout: 2)
    defer { server.stop() }
    let port = server.port
    let slow = try RawHTTPClient(port: port)
    try slow.send("GET /slow HTTP/1.1\r\nHost: 127.0.0.1")
    let cutOff = Task.detached {
      try await BlockingWork.run { () -> Duration? in
        let started = ContinuousClock.now
        return slow.isClosed(within: .seconds(4)) ? ContinuousClock.now - started : nil
      }
    }
    let other = try await exchange(port: port, target: "/other")
    #expect(other.status == 200)
    let elapsed = try #require(try await cutOff.value)
    #expect(elapsed < .seconds(4))
  }

  @Test func aHandlerThatNeverReturnsIs503AfterTheLimit() async throws {
    let server = try liveServer(StuckHandler(), handlerTimeout: 0.5)
    defer { server.stop(graceSeconds: 0) }
    let port = server.port
    let (reply, elapsed) = try await BlockingWork.run {
      let started = ContinuousClock.now
      let reply = try RawHTTPClient.exchange(port: port, target: "/api/stuck")
      return (reply, ContinuousClock.now - started)
    }
    #expect(reply.status == 503)
    #expect(reply.text.contains("\"unavailable\""))
    #expect(elapsed < .seconds(3))
  }

  @Test func aGracefulStopLetsTheInFlightRequestFinishThenRefusesConnections() async throws {
    let handler = GatedHandler()
    // Only the gate ends the request: in a full parallel run this test's task can wait tens of
    // seconds for a core, past the default 30 s handler limit (the request then got its 503).
    let server = try liveServer(
      handler, timeout: Int(HangGuard.seconds), handlerTimeout: HangGuard.seconds,
      requestDeadline: HangGuard.seconds)
    let port = server.port
    // Sent from its own thread at once: a task could wait minutes for a core in a full run.
    let inFlight = BackgroundExchange(port: port, target: "/slow")
    #expect(await waitUntil(.seconds(120)) { server.requestsInFlight == 1 })
    // stop() waits for the request in flight; it stops listening at once.
    let stopping = Task.detached { server.stop(graceSeconds: Int(HangGuard.seconds)) }
    #expect(await waitUntil(.seconds(10)) { (try? RawHTTPClient(port: port)) == nil })
    #expect(handler.finishedCount == 0)
    handler.open()
    await stopping.value
    let reply = try await inFlight.reply()
    #expect(reply.status == 200)
    #expect(reply.text == "slow done")
    #expect(handler.finishedCount == 1)
    await #expect(throws: RawHTTPError.self) { _ = try await exchange(port: port, target: "/") }
  }

  @Test func aPortInUseThrowsTheTypedError() async throws {
    let first = try liveServer(EchoHandler())
    defer { first.stop() }
    #expect(throws: BookshelfError.server(.addressInUse(host: "127.0.0.1", port: first.port))) {
      _ = try HTTPServer(settings: .init(host: "127.0.0.1", port: first.port), handler: EchoHandler())
    }
  }

  @Test func aHostThatIsNoAddressThrowsTheTypedError() {
    #expect(throws: BookshelfError.server(.badAddress("books.example"))) {
      _ = try HTTPServer(settings: .init(host: "books.example", port: 0), handler: EchoHandler())
    }
  }

  @Test func anIPv6LoopbackBindWorks() async throws {
    let server = try HTTPServer(settings: .init(host: "::1", port: 0), handler: EchoHandler())
    defer { server.stop() }
    #expect(server.port != 0)
  }
}

import BookshelfServer
import BookshelfTestSupport
import Foundation
import Testing

/// A slow handler holds no worker thread: while its request waits, the thread serves other
/// connections, and the handler's time limit runs from the request's arrival.
@Suite struct SuspendedHandlerTests {
  @Test func aFastRequestIsAnsweredWhileSlowOnesWaitOnTheOnlyThread() async throws {
    let handler = SlowAndFastHandler()
    // Only the gate ends the slow requests: no handler, request or idle limit a loaded machine
    // could reach while they wait.
    let server = try liveServer(
      handler, threads: 1, timeout: Int(HangGuard.seconds), handlerTimeout: HangGuard.seconds,
      requestDeadline: HangGuard.seconds)
    defer {
      handler.gate.open()
      server.stop(graceSeconds: 0)
    }
    let port = server.port
    let slow = (0..<3).map { index in
      BackgroundExchange(port: port, target: "/slow/\(index)")
    }
    _ = await waitUntil(.seconds(30)) { handler.slowStarted == 3 }
    let (reply, elapsed) = try await BlockingWork.run {
      let started = ContinuousClock.now
      let reply = try RawHTTPClient.exchange(port: port, target: "/fast", timeout: .seconds(5))
      return (reply, ContinuousClock.now - started)
    }
    #expect(reply.status == 200)
    #expect(reply.text == "fast /fast")
    // Behind the slow ones it would never come (they wait for the gate); the bound only has to
    // be far below the client's 5 s timeout, and above a loaded CI machine's wait for a core.
    #expect(elapsed < .seconds(2), "\(elapsed)")
    #expect(handler.slowStarted == 3)
    handler.gate.open()
    for task in slow {
      let reply = try await task.reply()
      #expect(reply.text == "slow done", "\(reply.status) \(reply.text)")
    }
  }

  @Test func everySlowRequestGetsIts503OneLimitAfterItArrivedNotOneAfterAnother() async throws {
    let handler = SlowAndFastHandler()
    let server = try liveServer(handler, threads: 1, handlerTimeout: 1)
    defer {
      handler.gate.open()
      server.stop(graceSeconds: 0)
    }
    let port = server.port
    let results = await withTaskGroup(of: (Int, Duration).self) { group in
      for index in 0..<4 {
        group.addTask {
          // Timed on the client's own thread: a busy concurrency pool cannot add to it.
          guard let (reply, elapsed) = try? await timedExchange(port: port, target: "/slow/\(index)") else {
            return (-1, .zero)
          }
          return (reply.status, elapsed)
        }
      }
      var all: [(Int, Duration)] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.map(\.0) == [503, 503, 503, 503])
    for (_, elapsed) in results {
      #expect(elapsed >= .milliseconds(900))
      #expect(elapsed < .milliseconds(2500))
    }
    handler.gate.open()
    #expect(await waitUntil(.seconds(30)) { server.requestsInFlight == 0 })
  }

  @Test func beyondTheCapA503ComesAtOnceAndRequestsAreServedAgainOnceTasksEnd() async throws {
    let handler = SlowAndFastHandler()
    let server = try cappedServer(handler, cap: 2, handlerTimeout: HangGuard.seconds)
    defer {
      handler.gate.open()
      server.stop(graceSeconds: 0)
    }
    let port = server.port
    let slow = (0..<2).map { index in
      BackgroundExchange(port: port, target: "/slow/\(index)")
    }
    #expect(await waitUntil(.seconds(30)) { handler.slowStarted == 2 })
    let (refused, elapsed) = try await timedExchange(port: port, target: "/slow/2")
    #expect(refused.status == 503)
    #expect(refused.text.contains("\"unavailable\""))
    // "At once": not after the handler limit (HangGuard, minutes).
    #expect(elapsed < .seconds(5), "\(elapsed)")
    #expect(handler.slowStarted == 2)
    #expect(server.handlerTasksRunning == 2)
    handler.gate.open()
    for task in slow { #expect(try await task.reply().status == 200) }
    #expect(await waitUntil(.seconds(30)) { server.handlerTasksRunning == 0 })
    let served = try await exchange(port: port, target: "/fast")
    #expect(served.text == "fast /fast")
    #expect(await waitUntil(.seconds(30)) { server.requestsInFlight == 0 })
  }

  @Test func aTaskWhoseRequestGotIts503StillCountsAgainstTheCapUntilItEnds() async throws {
    let handler = SlowAndFastHandler()
    let server = try cappedServer(handler, cap: 2, handlerTimeout: 3)
    defer {
      handler.gate.open()
      server.stop(graceSeconds: 0)
    }
    let port = server.port
    async let first = exchange(port: port, target: "/slow/1")
    async let second = exchange(port: port, target: "/slow/2")
    #expect(try await [first.status, second.status] == [503, 503])
    #expect(server.handlerTasksRunning == 2)
    #expect(await waitUntil(.seconds(30)) { server.requestsInFlight == 0 })
    let (refused, elapsed) = try await timedExchange(port: port, target: "/fast")
    #expect(refused.status == 503)
    // At once, not after the 3 s handler limit.
    #expect(elapsed < .seconds(2), "\(elapsed)")
    handler.gate.open()
    #expect(await waitUntil(.seconds(30)) { server.handlerTasksRunning == 0 })
    #expect(try await exchange(port: port, target: "/fast").status == 200)
  }

  @Test func aStopWhileRequestsAreSuspendedAnswersThem503WithinTheGrace() async throws {
    let handler = SlowAndFastHandler()
    let server = try cappedServer(handler, cap: nil, handlerTimeout: HangGuard.seconds, threads: 2)
    let port = server.port
    let slow = (0..<3).map { index in
      BackgroundExchange(port: port, target: "/slow/\(index)")
    }
    #expect(await waitUntil(.seconds(30)) { handler.slowStarted == 3 })
    let stopped = try await BlockingWork.run { () -> Duration in
      let started = ContinuousClock.now
      server.stop(graceSeconds: 1)
      return ContinuousClock.now - started
    }
    #expect(stopped >= .milliseconds(900))
    #expect(stopped < .seconds(4))
    for task in slow {
      let reply = try await task.reply()
      #expect(reply.status == 503)
      #expect(reply.text.contains("\"unavailable\""))
    }
    #expect(server.requestsInFlight == 0)
    handler.gate.open()
    #expect(await waitUntil(.seconds(30)) { server.handlerTasksRunning == 0 })
    #expect(handler.gate.finishedCount == 3)
  }

  @Test func aClientLeavingWhileItsRequestIsSuspendedReleasesItsState() async throws {
    let handler = SlowAndFastHandler()
    let server = try cappedServer(handler, cap: nil, handlerTimeout: 600, threads: 1)
    defer { server.stop(graceSeconds: 0) }
    let port = server.port
    try await BlockingWork.run {
      let client = try RawHTTPClient(port: port)
      try client.send("GET /slow/gone HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    }
    #expect(await waitUntil(.seconds(30)) { handler.slowStarted == 1 })
    #expect(server.requestsInFlight == 1)
    handler.gate.open()
    #expect(await waitUntil(.seconds(30)) { server.requestsInFlight == 0 && server.handlerTasksRunning == 0 })
    #expect(try await exchange(port: port, target: "/fast").text == "fast /fast")
    #expect(try await exchange(port: port, target: "/slow/after").text == "slow done")
  }
}

/// A live loopback server with a handler-task cap.
private func cappedServer(
  _ handler: any RequestHandling, cap: Int?, handlerTimeout: Double, threads: Int = 1
) throws -> HTTPServer {
  try HTTPServer(
    settings: .init(
      host: "127.0.0.1", port: 0, threads: threads, handlerTimeoutSeconds: handlerTimeout,
      maxHandlerTasks: cap),
    handler: handler)
}

/// A raw exchange and how long it took.
private func timedExchange(port: UInt16, target: String) async throws -> (RawHTTPReply, Duration) {
  try await BlockingWork.run {
    let started = ContinuousClock.now
    let reply = try RawHTTPClient.exchange(port: port, target: target, timeout: .seconds(10))
    return (reply, ContinuousClock.now - started)
  }
}

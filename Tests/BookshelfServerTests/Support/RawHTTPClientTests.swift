import BookshelfTestSupport
import Foundation
import Synchronization
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

  /// A refused connection closes its socket once. It closed it twice (in `init`, then in the
  /// `deinit` a throwing init of a class runs), and the second close hit whatever descriptor
  /// another thread had opened meanwhile under the same number: once libmicrohttpd's own
  /// connection in a parallel test run, which then aborted the whole run.
  @Test func aRefusedConnectionClosesItsSocketOnceNotAnotherThreadsDescriptor() throws {
    let server = try LoopbackServer()
    let port = server.port
    server.stop()
    let stop = Atomic(false)
    let closedUnderUs = Atomic(0)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      // Opens descriptors as fast as it can and checks each is still open a moment later.
      while !stop.load(ordering: .relaxed) {
        let fd = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { continue }
        for _ in 0..<50 { _ = fcntl(fd, F_GETFD) }
        if fcntl(fd, F_GETFD) == -1 {
          closedUnderUs.add(1, ordering: .relaxed)
        } else {
          close(fd)
        }
      }
      done.signal()
    }
    let clock = ContinuousClock()
    let started = clock.now
    var refused = 0
    while clock.now - started < .seconds(1) {
      if (try? RawHTTPClient(port: port)) == nil { refused += 1 }
    }
    stop.store(true, ordering: .relaxed)
    done.wait()
    #expect(refused > 100)
    #expect(closedUnderUs.load(ordering: .relaxed) == 0)
  }
}

import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

/// The transport's events and timers must not wait for Dispatch's default worker pool, which a
/// busy process (a parallel test run, a server answering many requests) can keep fully occupied
/// with CPU work for a long time: its workers are only added for blocked threads, never for
/// busy ones.
@Suite("URLSessionHTTPClient while the default worker pool is busy")
struct URLSessionBusyPoolTests {
  /// Occupies every worker of Dispatch's default global queue (twice the cores) with CPU work
  /// until `seconds` have passed.
  static func occupyDefaultPool(for seconds: Double) {
    let until = Date().addingTimeInterval(seconds)
    for _ in 0..<(ProcessInfo.processInfo.activeProcessorCount * 2) {
      DispatchQueue.global().async {
        var spin = 0
        while Date() < until { spin &+= 1 }
        _ = spin
      }
    }
  }

  @Test("a 302 answered at once arrives, not a timeout, while every default worker is busy past the timeout")
  func aRedirectAnswerArrivesWhileTheDefaultPoolIsBusy() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/old", status: 302, headers: ["Location": "/new"])
    let client = URLSessionHTTPClient()
    // The answer is in at once; the events that hand it over (redirect decision, response,
    // completion) and the 2-second timer then compete for workers while they are all busy
    // for 5 seconds. The answer must win: it arrived long before the timer was due.
    Self.occupyDefaultPool(for: 5)
    let response = try await client.send(HTTPRequest(url: server.url("/old"), timeout: 2))
    #expect(response.status == 302)
    #expect(response.header("Location") == "/new")
  }
}

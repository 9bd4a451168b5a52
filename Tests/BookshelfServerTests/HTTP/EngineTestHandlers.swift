import BookshelfServer
import BookshelfTestSupport
import Foundation
import Synchronization

/// Holds every request whose path starts with `/slow` in a `GatedHandler` (until `open()`)
/// and answers every other request at once with `fast <path>`; counts the slow requests that
/// reached the handler, so a test knows when they all are in flight.
final class SlowAndFastHandler: RequestHandling {
  let gate = GatedHandler()
  private let started = Atomic(0)

  /// Slow requests that reached `respond(to:)`.
  var slowStarted: Int { started.load(ordering: .relaxed) }

  func respond(to request: ServerRequest) async -> ServerResponse {
    guard request.rawPath.hasPrefix("/slow") else {
      return ServerResponse(status: 200, body: Array("fast \(request.rawPath)".utf8))
    }
    started.add(1, ordering: .relaxed)
    return await gate.respond(to: request)
  }
}

/// One raw exchange sent at once from its own thread (not from a task, which a busy
/// concurrency pool could start late); `reply()` waits for its answer.
final class BackgroundExchange: Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let result = Mutex<Result<RawHTTPReply, any Error>?>(nil)

  struct NoResult: Error {}

  init(port: UInt16, target: String, timeout: Duration = HangGuard.duration) {
    Thread.detachNewThread { [self] in
      let outcome = Result { try RawHTTPClient.exchange(port: port, target: target, timeout: timeout) }
      result.withLock { $0 = outcome }
      done.signal()
    }
  }

  /// The reply, once it is in.
  func reply() async throws -> RawHTTPReply {
    try await BlockingWork.run { [self] in
      done.wait()
      guard let outcome = result.withLock({ $0 }) else { throw NoResult() }
      return try outcome.get()
    }
  }
}

import BookshelfCore
import BookshelfProviders
import BookshelfTestSupport
import Dispatch
import Foundation
import Synchronization
import Testing

/// How one cancelled request ended.
private enum Outcome: Sendable, Hashable, CustomStringConvertible {
  case cancelled
  case response(Int)
  case failed(String)
  /// The task had not finished within the watchdog's limit after being cancelled.
  case hung

  var description: String {
    switch self {
    case .cancelled: "cancelled"
    case .response(let status): "status \(status)"
    case .failed(let error): error
    case .hung: "HUNG"
    }
  }
}

/// Waits for `task` but gives up after `limit`, so a hanging implementation fails the test
/// instead of hanging it. (The watchdog runs on Dispatch, outside the task's reach.)
private func outcome(of task: Task<HTTPResponse, any Error>, within limit: Duration) async -> Outcome {
  let slot = Mutex<CheckedContinuation<Outcome, Never>?>(nil)
  return await withCheckedContinuation { continuation in
    slot.withLock { $0 = continuation }
    let resume: @Sendable (Outcome) -> Void = { value in
      slot.withLock { $0.take() }?.resume(returning: value)
    }
    Task {
      switch await task.result {
      case .success(let response): resume(.response(response.status))
      case .failure(let error as CancellationError):
        _ = error
        resume(.cancelled)
      case .failure(let error): resume(.failed(String(describing: error)))
      }
    }
    let (seconds, attoseconds) = limit.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { resume(.hung) }
  }
}

/// Starts `count` requests in batches of `batch` concurrent ones, cancels each after 0–20 ms,
/// and returns how each ended.
private func startAndCancel(
  count: Int, batch: Int, client: URLSessionHTTPClient, url: @escaping @Sendable (Int) -> URL
) async -> [Outcome] {
  var outcomes: [Outcome] = []
  for start in stride(from: 0, to: count, by: batch) {
    let ended = await withTaskGroup(of: Outcome.self) { group in
      for index in start..<min(count, start + batch) {
        group.addTask {
          let request = HTTPRequest(url: url(index), timeout: 30)
          let task = Task { try await client.send(request) }
          try? await Task.sleep(for: .microseconds(Int.random(in: 0...20_000)))
          task.cancel()
          // A deadlock never ends, so the watchdog only has to outlast slowness: 5 s did not
          // on two cores busy with the rest of a parallel run (a cancelled task's result waits
          // for a cooperative thread), and flagged a request that ended moments later.
          return await outcome(of: task, within: .seconds(30))
        }
      }
      var ended: [Outcome] = []
      for await outcome in group { ended.append(outcome) }
      return ended
    }
    outcomes += ended
  }
  return outcomes
}

@Suite("URLSessionHTTPClient cancellation under load", .serialized)
struct CancellationStressTests {
  /// 3,000 requests to a route that answers only after 5 s, each cancelled within 20 ms:
  /// every one must end with `CancellationError`, none may hang (30 s watchdog each).
  @Test(.timeLimit(.minutes(2)))
  func threeThousandCancelledRequestsNeverHang() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/slow", status: 200, body: Data("too late".utf8), delay: .seconds(5))
    let client = URLSessionHTTPClient()
    let clock = ContinuousClock()
    let started = clock.now
    let outcomes = await startAndCancel(count: 3000, batch: 100, client: client) {
      server.url("/slow?n=\($0)&key=SECRET")
    }
    let elapsed = started.duration(to: clock.now)
    let reached = server.requests.count
    print("stress: 3000 requests cancelled in \(elapsed); \(reached) reached the loopback server")

    #expect(outcomes.count == 3000)
    let unexpected = outcomes.filter { $0 != .cancelled }
    #expect(
      unexpected.isEmpty,
      "not cancelled: \(Dictionary(grouping: unexpected, by: \.description).mapValues(\.count))")
    // The transfers really went out: a good part of them reached the server before cancellation.
    #expect(reached > 0)
  }

  /// Cancellation racing with the transfer's own completion (answers and dropped connections
  /// arriving 0–20 ms after the start, like swift-corelibs-foundation issue 5412): each request
  /// ends with a response, a cancellation or a connection error, and none hangs.
  @Test(.timeLimit(.minutes(2)))
  func cancellationRacingCompletionNeverHangs() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    for delay in 0...20 {
      server.route("/answer/\(delay)", status: 200, body: Data("ok".utf8), delay: .milliseconds(delay))
      server.route("/drop/\(delay)", replies: [.close(delay: .milliseconds(delay))])
    }
    let client = URLSessionHTTPClient()
    let outcomes = await startAndCancel(count: 1000, batch: 100, client: client) { index in
      server.url("/\(index.isMultiple(of: 2) ? "answer" : "drop")/\(index % 21)")
    }
    let tally = Dictionary(grouping: outcomes, by: \.description).mapValues(\.count)
    print(
      "race: \(tally.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))")
    #expect(outcomes.count == 1000)
    #expect(!outcomes.contains(.hung))
    for case .failed(let message) in outcomes {
      #expect(message.hasPrefix("connection("), "unexpected error \(message)")
    }
    for case .response(let status) in outcomes {
      #expect(status == 200)
    }
  }
}

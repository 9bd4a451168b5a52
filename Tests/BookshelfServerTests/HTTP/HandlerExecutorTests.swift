import Dispatch
import Synchronization
import Testing

@testable import BookshelfServer

/// The handlers' executor: jobs wait in one queue for the first free worker, so a handler
/// that holds its worker (a long synchronous search or import) delays nobody while another
/// worker is free, and no more jobs run at once than there are workers.
@Suite struct HandlerExecutorTests {
  @Test func jobsQueuedBehindABlockedWorkerRunOnTheFreeOne() async throws {
    let executor = HandlerExecutor(workers: 2)
    let blocker = DispatchSemaphore(value: 0)
    let blocked = DispatchSemaphore(value: 0)
    Task(executorPreference: executor) {
      blocked.signal()
      blocker.wait()
    }
    blocked.wait()
    let done = Tally()
    for _ in 0..<20 {
      Task(executorPreference: executor) { done.enter() }
    }
    let started = ContinuousClock.now
    while done.entered < 20 && ContinuousClock.now - started < .seconds(10) {
      try await Task.sleep(for: .milliseconds(5))
    }
    // With a queue per worker, taken in turn, half of them would wait for the blocked one.
    #expect(done.entered == 20)
    blocker.signal()
  }

  @Test func noMoreJobsRunAtOnceThanThereAreWorkers() async throws {
    let executor = HandlerExecutor(workers: 3)
    let running = Tally()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<30 {
        group.addTask(executorPreference: executor) {
          running.enter()
          usleepMilliseconds(5)
          running.leave()
        }
      }
    }
    #expect(running.most == 3)
  }
}

/// Counts jobs in and out, and the most in at once.
private final class Tally: Sendable {
  private let state = Mutex((now: 0, entered: 0, most: 0))

  var entered: Int { state.withLock { $0.entered } }
  var most: Int { state.withLock { $0.most } }

  func enter() {
    state.withLock {
      $0.now += 1
      $0.entered += 1
      $0.most = max($0.most, $0.now)
    }
  }

  func leave() { state.withLock { $0.now -= 1 } }
}

/// Sleeps the calling thread (holding its worker, as a synchronous search does).
private func usleepMilliseconds(_ milliseconds: Int) {
  let semaphore = DispatchSemaphore(value: 0)
  _ = semaphore.wait(timeout: .now() + .milliseconds(milliseconds))
}

import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where the handlers' tasks run: a small pool of workers of the engine's own, taking jobs
/// from one first-in first-out queue.
///
/// Not the shared concurrency pool, nor one concurrent queue: on Linux both draw on
/// libdispatch's width-limited root pool (about one thread per core), so CPU-heavy work
/// elsewhere in the process held every other request's task until its time limit. Each worker
/// is a serial dispatch queue (the over-committing pool gives a busy one its own thread).
/// Jobs wait in ONE queue for the first free worker: with a queue per worker a request could
/// wait behind a slow one while other workers idled, and many more workers than cores only
/// make the searches share the cores and every answer late (search p99 under `wrk`).
final class HandlerExecutor: TaskExecutor {
  private let workers: [DispatchQueue]
  private let state: Mutex<State>

  /// Jobs waiting and the workers free to take one.
  struct State: ~Copyable {
    var jobs: [UnownedJob] = []
    var head = 0
    var idle: [Int]

    mutating func take() -> UnownedJob? {
      guard head < jobs.count else { return nil }
      let job = jobs[head]
      head += 1
      if head == jobs.count {
        jobs.removeAll(keepingCapacity: true)
        head = 0
      } else if head >= 1_024 && head * 2 >= jobs.count {
        jobs.removeFirst(head)
        head = 0
      }
      return job
    }
  }

  /// An executor of `workers` workers (at least 1), each running one job at a time.
  init(workers: Int) {
    let count = max(1, workers)
    self.workers = (0..<count).map { DispatchQueue(label: "bookshelf.http.handlers.\($0)") }
    self.state = Mutex(State(idle: Array((0..<count).reversed())))
  }

  /// The default number of workers: twice the active cores, at least 4 (handlers that wait on
  /// the network hold no worker; those that compute share the cores).
  static var defaultWorkers: Int { max(4, 2 * ProcessInfo.processInfo.activeProcessorCount) }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let free = state.withLock { state -> Int? in
      state.jobs.append(job)
      return state.idle.popLast()
    }
    if let free { workers[free].async { self.drain(as: free) } }
  }

  /// Runs queued jobs until none is left, then marks the worker free (under the same lock as
  /// `enqueue`'s check, so a job queued meanwhile always finds a worker).
  private func drain(as worker: Int) {
    let executor = asUnownedTaskExecutor()
    while let job = state.withLock({ state -> UnownedJob? in
      if let job = state.take() { return job }
      state.idle.append(worker)
      return nil
    }) {
      job.runSynchronously(on: executor)
    }
  }
}

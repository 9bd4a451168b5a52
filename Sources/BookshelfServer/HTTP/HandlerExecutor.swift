import Dispatch
import Synchronization

/// Where the handlers' tasks run: serial dispatch queues of the engine's own, taken in turn.
///
/// Not the shared concurrency pool, nor one concurrent queue: on Linux both draw on
/// libdispatch's width-limited root pool (about one thread per core), so CPU-heavy work
/// elsewhere in the process (or slow handlers) held every other request's task until its time
/// limit. A serial queue draws on the over-committing pool, which gives a busy queue its own
/// thread; `lanes` bounds those threads.
final class HandlerExecutor: TaskExecutor {
  private let lanes: [DispatchQueue]
  private let next = Atomic<UInt>(0)

  /// An executor over `lanes` serial queues (at least 1).
  init(lanes: Int = 16) {
    self.lanes = (0..<max(1, lanes)).map { DispatchQueue(label: "bookshelf.http.handlers.\($0)") }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let turn = next.wrappingAdd(1, ordering: .relaxed).oldValue
    lanes[Int(turn % UInt(lanes.count))].async { job.runSynchronously(on: executor) }
  }
}

import Dispatch

/// Where the handlers' tasks run: a concurrent dispatch queue of the engine's own, not the
/// small shared concurrency pool, so that work blocking that pool elsewhere in the process
/// (or a handler blocking on I/O) cannot hold every request until its time limit.
final class HandlerExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "bookshelf.http.handlers", attributes: .concurrent)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}

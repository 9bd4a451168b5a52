import Foundation

/// Runs blocking work (waiting for a child process, polling a file, sleeping) on a thread of
/// its own, so that it never holds one of Swift concurrency's cooperative threads.
///
/// Why: Swift Testing runs tests on the cooperative pool, which has one thread per core (two on
/// the CI machine). A synchronous test that waits for a child process for seconds holds one of
/// them, and two such tests stall every other test of a parallel run: an async test that
/// measures time (a deadline, a graceful stop) then fails for no fault of its own.
public enum BlockingWork {
  /// The result of `body`, run on a new thread; the caller's task suspends meanwhile.
  /// - Throws: what `body` throws.
  public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread { continuation.resume(with: Result { try body() }) }
      thread.stackSize = 1 << 20
      thread.start()
    }
  }
}

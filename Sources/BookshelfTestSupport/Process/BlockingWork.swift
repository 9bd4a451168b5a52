import Foundation
import Synchronization

/// Runs blocking work (waiting for a child process, a socket, a file) on a thread of its own,
/// so that it never holds one of Swift concurrency's cooperative threads; child processes run
/// at most `childLimit` at once (`runChild`).
///
/// Why a thread: Swift Testing runs tests on the cooperative pool, which has one thread per
/// core (two on the CI machine). A synchronous test that waits for a child process for seconds
/// holds one of them, and two such tests stall every other test of a parallel run: an async
/// test that measures time (a deadline, a graceful stop) then fails for no fault of its own.
///
/// Why a limit for children: without it every end-to-end test of a parallel run starts its
/// child at once, and fifty `bookshelf` processes on two cores make every timing test late. A
/// job waiting for its turn suspends (it holds no thread); its own time limits start when it
/// runs. Socket work is not limited: server tests need many requests in flight at once.
public enum BlockingWork {
  /// The most child processes `runChild` runs at once: the cores plus one.
  public static let childLimit = ProcessInfo.processInfo.activeProcessorCount + 1

  /// The result of `body`, run on a new thread; the caller's task suspends meanwhile.
  /// - Throws: what `body` throws.
  public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread { continuation.resume(with: Result { try body() }) }
      thread.stackSize = 1 << 20
      thread.start()
    }
  }

  /// `run` for a job that starts a child process and waits for it, once fewer than
  /// `childLimit` such jobs run.
  /// - Throws: what `body` throws.
  public static func runChild<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    await slots.acquire()
    defer { slots.release() }
    return try await run(body)
  }

  private static let slots = Slots(childLimit)

  /// A counting semaphore whose waiters suspend instead of blocking, served first come first
  /// served.
  private final class Slots: Sendable {
    private struct State {
      var free: Int
      var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state: Mutex<State>

    init(_ count: Int) { state = Mutex(State(free: count)) }

    func acquire() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let granted = state.withLock { state -> Bool in
          guard state.free > 0 else {
            state.waiting.append(continuation)
            return false
          }
          state.free -= 1
          return true
        }
        if granted { continuation.resume() }
      }
    }

    func release() {
      let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
        guard !state.waiting.isEmpty else {
          state.free += 1
          return nil
        }
        return state.waiting.removeFirst()
      }
      next?.resume()
    }
  }
}

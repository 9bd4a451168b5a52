import BookshelfCore
import Synchronization

/// Runs an operation with a time limit that holds even when the operation ignores
/// cancellation: the caller is answered when the limit passes, and the operation is cancelled
/// and left to finish on its own.
public enum TimeLimit {
  /// The operation's result, or `BookshelfError.timeout(provider, seconds:)` after `limit`.
  /// - Throws: whatever the operation throws; `CancellationError` when the caller is cancelled.
  public static func run<T: Sendable>(
    _ limit: Duration, provider: ProviderID, clock: any Clock<Duration> = ContinuousClock(),
    _ operation: @escaping @Sendable () async throws -> T
  ) async throws -> T {
    let once = ResumeOnce<T>()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        once.install(continuation)
        let work = Task {
          do { once.resume(.success(try await operation())) } catch { once.resume(.failure(error)) }
        }
        let timer = Task {
          try? await clock.sleep(for: limit)
          guard !Task.isCancelled else { return }
          let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
          once.resume(.failure(BookshelfError.timeout(provider, seconds: seconds)))
          work.cancel()
        }
        once.onFinish {
          work.cancel()
          timer.cancel()
        }
      }
    } onCancel: {
      once.resume(.failure(CancellationError()))
    }
  }
}

/// A continuation resumed at most once, from whichever side finishes first.
final class ResumeOnce<T: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<T, any Error>?
    var pending: Result<T, any Error>?
    var finished = false
    var onFinish: (@Sendable () -> Void)?
  }
  private let state = Mutex(State())

  func install(_ continuation: CheckedContinuation<T, any Error>) {
    let pending: Result<T, any Error>? = state.withLock {
      if let result = $0.pending {
        $0.pending = nil
        return result
      }
      $0.continuation = continuation
      return nil
    }
    if let pending { continuation.resume(with: pending) }
  }

  func onFinish(_ action: @escaping @Sendable () -> Void) {
    let runNow = state.withLock {
      if $0.finished { return true }
      $0.onFinish = action
      return false
    }
    if runNow { action() }
  }

  func resume(_ result: Result<T, any Error>) {
    let (continuation, action): (CheckedContinuation<T, any Error>?, (@Sendable () -> Void)?) = state.withLock
    {
      guard !$0.finished else { return (nil, nil) }
      $0.finished = true
      let action = $0.onFinish
      $0.onFinish = nil
      if let continuation = $0.continuation {
        $0.continuation = nil
        return (continuation, action)
      }
      $0.pending = result
      return (nil, action)
    }
    continuation?.resume(with: result)
    action?()
  }
}

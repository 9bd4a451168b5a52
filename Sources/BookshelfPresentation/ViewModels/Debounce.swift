/// Helpers for waiting on an injected `Clock` without knowing its concrete instant type.
enum Debounce {
  /// A sleep that ends `interval` after *now* (read at the call, not when the sleep starts),
  /// so that a keystroke's deadline does not drift if its task starts late.
  /// - Returns: a closure that sleeps until the deadline; it throws `CancellationError` when
  ///   its task is cancelled.
  static func sleeper(on clock: any Clock<Duration>, for interval: Duration)
    -> @Sendable () async throws -> Void
  {
    makeSleeper(clock, interval)
  }

  private static func makeSleeper<C: Clock<Duration>>(_ clock: C, _ interval: Duration)
    -> @Sendable () async throws -> Void
  {
    let deadline = clock.now.advanced(by: interval)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }
}

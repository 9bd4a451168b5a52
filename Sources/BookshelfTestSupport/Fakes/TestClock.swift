import Synchronization

/// A `Clock` whose time moves only when a test calls `advance(by:)`: no real sleeps.
///
/// A sleeper whose deadline is already reached returns at once; the others wait until an
/// `advance` reaches their deadline, or throw `CancellationError` when their task is cancelled.
public final class TestClock: Clock, Sendable {
  /// A point on the test clock: the time advanced since the clock was made.
  public struct Instant: InstantProtocol, Sendable, Hashable {
    /// Time since the clock's start.
    public var offset: Duration

    /// The instant `offset` after the clock's start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Earlier instants sort first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Int: Sleeper] = [:]
  }

  private let state = Mutex(State())

  /// A clock at offset zero.
  public init() {}

  /// The current test time.
  public var now: Instant { state.withLock { $0.now } }
  /// Resolution: one nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }
  /// Number of sleepers waiting for a later time.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Waits until `advance(by:)` reaches `deadline` (at once when it already has).
  /// - Throws: `CancellationError` when the task is cancelled before then.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { s -> Int in
      s.nextID += 1
      return s.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome = state.withLock { s -> Result<Void, any Error>? in
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= s.now { return .success(()) }
          s.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward and wakes every sleeper whose deadline is reached, earliest first.
  public func advance(by duration: Duration) {
    let due = state.withLock { s -> [Sleeper] in
      s.now = s.now.advanced(by: duration)
      let now = s.now
      let ready = s.sleepers.filter { $0.value.deadline <= now }
      for id in ready.keys { s.sleepers[id] = nil }
      return ready.values.sorted { $0.deadline < $1.deadline }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}

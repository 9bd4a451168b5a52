/// How long a rate-limited provider is left alone, timed on an injected clock: the search
/// screen and the federated search send it nothing until the back-off is over.
///
/// Made from a `.rateLimited` error (its `Retry-After` seconds, kept within 1 s … 1 day, else
/// the fallback) or a `.quotaExceeded` one (the fallback).
public struct RateLimitBackOff: Sendable {
  /// The longest `Retry-After` honoured, in seconds: a day.
  public static let maximumSeconds = 86_400

  /// The provider left alone.
  public let provider: ProviderID
  /// The error that started the back-off.
  public let error: BookshelfError
  private let left: @Sendable () -> Duration
  private let sleeper: @Sendable (Duration) async throws -> Void

  /// The back-off `error` calls for, starting now, or nil when it is neither a rate limit nor
  /// a used-up quota.
  public static func after(_ error: BookshelfError, on clock: any Clock<Duration>, fallback: Duration)
    -> RateLimitBackOff?
  {
    let interval: Duration
    switch error {
    case .rateLimited(_, let seconds?):
      interval = .seconds(min(max(1, seconds), maximumSeconds))
    case .rateLimited, .quotaExceeded:
      interval = fallback
    default:
      return nil
    }
    guard let provider = error.provider else { return nil }
    let (left, sleeper) = makeTimer(clock, interval)
    return RateLimitBackOff(provider: provider, error: error, left: left, sleeper: sleeper)
  }

  /// Time left until the provider may be asked again; zero once the back-off is over.
  public var remaining: Duration { left() }

  /// Whole seconds left, rounded up: 0 once the back-off is over.
  public var secondsLeft: Int {
    let (seconds, attoseconds) = remaining.components
    return Int(seconds) + (attoseconds > 0 ? 1 : 0)
  }

  /// Sleeps until at most `target` is left.
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(untilRemaining target: Duration) async throws {
    try await sleeper(target)
  }

  private static func makeTimer<C: Clock<Duration>>(_ clock: C, _ interval: Duration)
    -> (@Sendable () -> Duration, @Sendable (Duration) async throws -> Void)
  {
    let deadline = clock.now.advanced(by: interval)
    let left: @Sendable () -> Duration = { max(.zero, clock.now.duration(to: deadline)) }
    let sleeper: @Sendable (Duration) async throws -> Void = { target in
      try await clock.sleep(until: deadline.advanced(by: .zero - target), tolerance: nil)
    }
    return (left, sleeper)
  }
}

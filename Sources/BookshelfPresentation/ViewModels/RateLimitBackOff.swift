import BookshelfCore

/// How long the search screen leaves a rate-limited provider alone, timed on the injected clock.
///
/// Made from a `.rateLimited` error (its `Retry-After` seconds, kept within 1 s … 1 day, else
/// the fallback) or a `.quotaExceeded` one (the fallback).
struct RateLimitBackOff: Sendable {
  /// The longest `Retry-After` honoured: a day.
  static let maximumSeconds = 86_400

  /// The provider left alone.
  let provider: ProviderID
  /// The error that started the back-off.
  let error: BookshelfError
  private let left: @Sendable () -> Duration
  private let sleeper: @Sendable (Duration) async throws -> Void

  /// The back-off `error` calls for, starting now, or nil when it is neither a rate limit nor
  /// a used-up quota.
  static func after(_ error: BookshelfError, on clock: any Clock<Duration>, fallback: Duration)
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
  var remaining: Duration { left() }

  /// Whole seconds left, rounded up: 0 once the back-off is over.
  var secondsLeft: Int {
    let (seconds, attoseconds) = remaining.components
    return Int(seconds) + (attoseconds > 0 ? 1 : 0)
  }

  /// Sleeps until at most `target` is left.
  /// - Throws: `CancellationError` when the task is cancelled.
  func sleep(untilRemaining target: Duration) async throws {
    try await sleeper(target)
  }

  /// "Kakao is rate-limited; trying again in 42 s." (or the quota wording), in `language`.
  func message(in language: Language) -> String {
    let key: MessageKey =
      if case .quotaExceeded = error { .searchQuotaBackOff } else { .searchRateLimitedBackOff }
    return LocalizedMessage(
      key, ["provider": provider.displayName(in: language), "seconds": "\(secondsLeft)"]
    ).text(in: language)
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

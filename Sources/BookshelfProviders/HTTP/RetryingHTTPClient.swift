import BookshelfCore
import Foundation

/// An `HTTPClient` decorator that retries transient failures with bounded back-off, within the
/// request's time limit.
///
/// Retried: status 429 and 500–599 only, unless the body says a quota is used up
/// (`QuotaSignal.isQuota`: a per-day limit cannot clear within seconds). Never retried: any other
/// status (400, 401, 403, 404 … are returned at once), transport failures (`HTTPError.timeout` —
/// the user already waited — `HTTPError.connection`, a too large answer, a refused redirect),
/// cancellation and any other error. At most `policy.maxRetries` retries (2 by default, so 3
/// attempts); after the last attempt the last response is returned or the last error rethrown.
///
/// Delay before retry n (n = 1, 2): `Retry-After` when the response has one (delta-seconds or
/// an HTTP-date), else `baseDelay · 2^(n-1)`, half fixed and half random (jitter). When
/// `Retry-After` asks for more than `policy.maxRetryAfter`, the response is returned without
/// retrying so the caller can report the rate limit.
///
/// `HTTPRequest.timeout` is a wall-clock limit for the whole exchange, measured on the injected
/// clock: every attempt after the first is sent with the time left, and a retry is made only when
/// its wait plus `policy.minimumAttempt` still fits in it — otherwise the last response is
/// returned at once, so no call ever sleeps past its deadline. A timeout is reported with the
/// request's own limit. Sleeping goes through the injected `sleep` function; cancellation during
/// a sleep throws `CancellationError` at once.
public struct RetryingHTTPClient: HTTPClient {
  /// How many retries and how long to wait.
  public struct Policy: Sendable, Equatable {
    /// Retries after the first attempt (2 → at most 3 attempts).
    public var maxRetries: Int
    /// Back-off before the first retry, in seconds; doubled for each further retry.
    public var baseDelay: Double
    /// Longest `Retry-After` honoured, in seconds; a longer one ends the retries.
    public var maxRetryAfter: Double
    /// Seconds of the time limit that must be left for an attempt after its wait; with less,
    /// the retry is not made.
    public var minimumAttempt: Double

    /// - Parameters: see the properties; defaults 2 retries, 0.5 s, 10 s, 0.5 s.
    public init(
      maxRetries: Int = 2, baseDelay: Double = 0.5, maxRetryAfter: Double = 10, minimumAttempt: Double = 0.5
    ) {
      self.maxRetries = max(0, maxRetries)
      self.baseDelay = max(0, baseDelay)
      self.maxRetryAfter = max(0, maxRetryAfter)
      self.minimumAttempt = max(0, minimumAttempt)
    }
  }

  /// Sleeps for a duration; must throw `CancellationError` promptly when the task is cancelled.
  public typealias Sleep = @Sendable (Duration) async throws -> Void

  private let base: any HTTPClient
  private let policy: Policy
  private let clock: any Clock<Duration>
  private let sleep: Sleep
  private let now: @Sendable () -> Date
  private let jitter: @Sendable () -> Double

  /// - Parameters:
  ///   - base: the client that makes each attempt.
  ///   - policy: retry count and delays.
  ///   - clock: measures the time spent against the request's limit; sleeps by default.
  ///   - sleep: waits between attempts; defaults to sleeping on `clock`.
  ///   - now: the current time, for `Retry-After` HTTP-dates.
  ///   - jitter: a random number in 0...1 for the random half of the back-off.
  public init(
    base: any HTTPClient,
    policy: Policy = Policy(),
    clock: any Clock<Duration> = ContinuousClock(),
    sleep: Sleep? = nil,
    now: @escaping @Sendable () -> Date = { Date() },
    jitter: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
  ) {
    self.base = base
    self.policy = policy
    self.clock = clock
    self.sleep = sleep ?? { [clock] in try await clock.sleep(for: $0) }
    self.now = now
    self.jitter = jitter
  }

  /// Sends the request, retrying as described on the type.
  /// - Throws: the last `HTTPError` when every attempt failed (`.timeout` with the request's own
  ///   limit); `CancellationError` when the task is cancelled (also during a back-off); other
  ///   errors from `base` unchanged.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let stopwatch = Stopwatch.start(self.clock)
    var retry = 0
    while true {
      try Task.checkCancellation()
      var attempt = request
      if retry > 0 {
        attempt.timeout = request.timeout - stopwatch.seconds
        guard attempt.timeout > 0 else { throw HTTPError.timeout(seconds: request.timeout) }
      }
      let response: HTTPResponse
      do {
        response = try await base.send(attempt)
      } catch HTTPError.timeout {
        throw HTTPError.timeout(seconds: request.timeout)
      }
      guard Self.isRetryable(status: response.status), retry < policy.maxRetries,
        !QuotaSignal.isQuota(response)
      else { return response }
      let delay: Double
      if let retryAfter = response.header("Retry-After").flatMap({ Self.retryAfterSeconds($0, now: now()) }) {
        guard retryAfter <= policy.maxRetryAfter else { return response }
        delay = retryAfter
      } else {
        delay = backoff(retry: retry + 1)
      }
      // Never sleep past the deadline: the next attempt needs time of its own.
      guard stopwatch.seconds + delay + policy.minimumAttempt <= request.timeout else { return response }
      retry += 1
      try Task.checkCancellation()
      if delay > 0 { try await sleep(.seconds(delay)) }
    }
  }

  /// 429 (too many requests) and every 5xx.
  static func isRetryable(status: Int) -> Bool {
    status == 429 || (500...599).contains(status)
  }

  /// Back-off before retry `n` (1-based), in seconds: half fixed, half jittered.
  func backoff(retry n: Int) -> Double {
    let full = policy.baseDelay * Double(1 << max(0, n - 1))
    let random = min(1, max(0, jitter()))
    return full / 2 + full / 2 * random
  }

  /// `Retry-After` in seconds: delta-seconds (`"2"`) or an HTTP-date
  /// (`"Wed, 21 Oct 2015 07:28:00 GMT"`, counted from `now`, never negative); nil if unreadable.
  public static func retryAfterSeconds(_ value: String, now: Date) -> Double? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Double(text) {
      return seconds >= 0 && seconds.isFinite ? seconds : nil
    }
    for format in [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ] {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      if let date = formatter.date(from: text) {
        return max(0, date.timeIntervalSince(now))
      }
    }
    return nil
  }
}

/// Time elapsed since its creation on an injected clock, in seconds (for deadlines that span
/// several attempts).
struct Stopwatch: Sendable {
  private let elapsed: @Sendable () -> Duration

  private init(elapsed: @escaping @Sendable () -> Duration) { self.elapsed = elapsed }

  /// A stopwatch measuring on `clock` from now.
  static func start(_ clock: some Clock<Duration>) -> Stopwatch {
    let start = clock.now
    return Stopwatch { start.duration(to: clock.now) }
  }

  /// Seconds since the stopwatch was made.
  var seconds: Double {
    let (seconds, attoseconds) = elapsed().components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

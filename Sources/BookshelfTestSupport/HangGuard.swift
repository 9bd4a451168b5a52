/// How long a test waits for something that should happen at once (an answer over loopback, a
/// handler resuming) before calling it a hang: 300 s.
///
/// Why so long: Swift Testing starts every test of a parallel run at once, so a task resumed in
/// the first minute or two (a request answered, a gate opened) waits for a worker behind the
/// queued bodies of hundreds of other tests, most of them synchronous CPU work. In full runs on
/// two cores such a wait passed 60 s (4 of 8 runs), failing tests whose answer had long
/// arrived. A hang guard only decides how long a real hang takes to report; what a test
/// asserts is unchanged, and a healthy run never comes near it.
public enum HangGuard {
  /// The guard in seconds.
  public static let seconds: Double = 300

  /// The guard as a `Duration`.
  public static let duration: Duration = .seconds(300)
}

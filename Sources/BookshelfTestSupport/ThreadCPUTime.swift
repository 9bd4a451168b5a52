#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processor time the calling thread spends in a synchronous closure: what a "this takes
/// well under N ms" test should measure.
///
/// A wall clock counts the time the thread waits for a core. In a full parallel run on two
/// cores that wait reached 300 ms for a 2 ms frame (CI, `LongNoteDetailTests`), failing a test
/// whose code was fast. The thread's CPU clock (`CLOCK_THREAD_CPUTIME_ID`) counts only the work
/// done, so a slow algorithm still fails and a busy machine does not.
public enum ThreadCPUTime {
  /// The calling thread's CPU time so far.
  public static func now() -> Duration {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
  }

  /// Runs `body` on the calling thread and returns the CPU time it took.
  public static func measure(_ body: () throws -> Void) rethrows -> Duration {
    let start = now()
    try body()
    return now() - start
  }
}

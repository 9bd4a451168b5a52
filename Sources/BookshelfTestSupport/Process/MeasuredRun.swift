import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension BookshelfBinary {
  /// One run of `runMeasured`: what `run` reports plus the child's own peak memory and time.
  public struct MeasuredResult: Sendable {
    /// The exit status (128 + the signal's number when killed, 137 after the time limit).
    public let status: Int32
    /// Everything the process wrote to standard output, decoded as UTF-8.
    public let stdout: String
    /// Everything the process wrote to standard error, decoded as UTF-8.
    public let stderr: String
    /// The child's peak resident set size in KiB: the largest `VmHWM` of its program seen in
    /// `/proc/<pid>/status` while it ran (polled every 2 ms).
    public let peakResidentKiB: Int
    /// Wall-clock seconds from start to exit.
    public let seconds: Double
  }

  /// Runs `bookshelf` like `run` (standard input opened from `stdinPath`, `/dev/null` unless
  /// given) and measures the peak memory of its program
  /// alone. Neither `getrusage(RUSAGE_CHILDREN)` (every child of the test process) nor the
  /// child's own `ru_maxrss` will do: Linux carries the high-water mark of the address space a
  /// child leaves at `exec` — the test process's own, shared by `posix_spawn` until then — into
  /// `ru_maxrss`. `VmHWM` belongs to the program's own address space. Output goes through
  /// temporary files.
  /// - Throws: when the temporary files or the child cannot be created.
  public static func runMeasured(
    _ arguments: [String], environment: [String: String], stdinPath: String = "/dev/null",
    timeout: Double = 60
  ) async throws -> MeasuredResult {
    try await BlockingWork.runChild {
      try runMeasuredWaiting(arguments, environment: environment, stdinPath: stdinPath, timeout: timeout)
    }
  }

  /// `runMeasured`, waiting on the calling thread.
  private static func runMeasuredWaiting(
    _ arguments: [String], environment: [String: String], stdinPath: String, timeout: Double
  ) throws -> MeasuredResult {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("stdout").path
    let errPath = folder.appendingPathComponent("stderr").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    SpawnedProcess.closeInheritedDescriptors(in: &actions)

    let path = url.path
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }

    let start = Date()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw CocoaError(
        .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "posix_spawn failed (\(spawned))"])
    }
    var status: Int32 = 0
    let deadline = start.addingTimeInterval(timeout)
    var killed = false
    var peak = 0
    let statusPath = "/proc/\(pid)/status"
    while true {
      peak = max(peak, highWaterMark(statusPath) ?? 0)
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { break }
      if reaped < 0 && errno != EINTR { break }
      if !killed && Date() >= deadline {
        kill(pid, SIGKILL)
        killed = true
      }
      usleep(2_000)
    }
    let seconds = Date().timeIntervalSince(start)
    let signal = status & 0x7f
    let exit: Int32 = killed ? 137 : signal == 0 ? (status >> 8) & 0xff : 128 + signal
    let read = { (path: String) in
      String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
    return MeasuredResult(
      status: exit, stdout: read(outPath), stderr: read(errPath), peakResidentKiB: peak, seconds: seconds)
  }

  /// `VmHWM` in KiB from a `/proc/<pid>/status` file once the process runs `bookshelf` (before
  /// its `exec` it still shares the test process's memory); nil before that or after its exit.
  private static func highWaterMark(_ path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n")
    guard lines.contains(where: { $0.hasPrefix("Name:") && $0.hasSuffix("bookshelf") }),
      let line = lines.first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(
      line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
  }
}

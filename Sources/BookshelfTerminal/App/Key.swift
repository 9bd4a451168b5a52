/// One key press, as the app loop sees it (decoded by the backend from `wget_wch`).
public enum Key: Sendable, Hashable {
  /// A printable character; a Hangul syllable composed by the input method arrives as one.
  case character(Character)
  /// Ctrl plus a letter (`control("u")` is Ctrl-U), except Ctrl-C.
  case control(Character)
  /// Ctrl-C (read as a key: the terminal is in raw mode).
  case interrupt
  case enter, escape, backspace, delete, tab, backTab
  case up, down, left, right, pageUp, pageDown, home, end
  /// A function key, `F1` is `function(1)`.
  case function(Int)
  /// The terminal was resized.
  case resize
}

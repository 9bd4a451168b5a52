/// How a cell is drawn. Colours are roles, not colours: the backend maps them to colour pairs
/// when the terminal has colours and `NO_COLOR` is unset, and otherwise drops them (bold,
/// reverse, underline and dim still apply, so monochrome terminals stay readable).
public struct TextStyle: OptionSet, Sendable, Hashable {
  /// The style bits: one per attribute or colour role (`[.bold, .dim]` sets two).
  public let rawValue: UInt16
  /// Creates a style from its bits.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// Heavier text (titles, the active tab, labels).
  public static let bold = TextStyle(rawValue: 1 << 0)
  /// Fainter text (secondary lines, hints).
  public static let dim = TextStyle(rawValue: 1 << 1)
  /// Swapped foreground and background (the selected row, the status line).
  public static let reverse = TextStyle(rawValue: 1 << 2)
  /// Underlined text (the search field).
  public static let underline = TextStyle(rawValue: 1 << 3)
  /// Accent colour role (ratings, the saved mark, the spinner).
  public static let accent = TextStyle(rawValue: 1 << 4)
  /// Error colour role (failed searches, failed writes).
  public static let error = TextStyle(rawValue: 1 << 5)
  /// Success colour role (saved notices).
  public static let success = TextStyle(rawValue: 1 << 6)
}

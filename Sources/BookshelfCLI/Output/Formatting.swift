import BookshelfPresentation

/// The value formats of the CLI are the ones the terminal app uses (`BookFormat`).
typealias Formatting = BookFormat

/// ANSI styles, applied only when colour is on.
struct Style {
  let enabled: Bool
  func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
  func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
  func yellow(_ text: String) -> String { enabled ? "\u{1B}[33m\(text)\u{1B}[0m" : text }
}

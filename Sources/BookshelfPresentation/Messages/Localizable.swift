import BookshelfCore

/// A value people read, rendered once at the edge in their language.
///
/// Every user-facing message and error conforms: each case carries its typed arguments and
/// each language has its own `switch`, so a missing translation or a misspelled argument is a
/// compile error, not a `{placeholder}` on screen.
public protocol Localizable: Sendable {
  /// The text in `language`, one line unless the type says otherwise, no trailing newline.
  func text(in language: Language) -> String
}

/// A `Localizable` written as one text per language, each a single `switch` over the cases:
/// the conforming type gives `english` and `korean`, and `text(in:)` picks one. Adding a
/// language adds a requirement here, so every message type must translate it to compile.
public protocol BilingualText: Localizable {
  /// The text in English.
  var english: String { get }
  /// The text in Korean.
  var korean: String { get }
}

extension BilingualText {
  /// `english` or `korean`.
  public func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .korean: korean
    }
  }
}

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

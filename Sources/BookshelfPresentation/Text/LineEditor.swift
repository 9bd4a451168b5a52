/// A one-line text with a cursor, edited the way a shell line is: the cursor sits between
/// characters (grapheme clusters, so a Hangul syllable or an emoji with modifiers is one step),
/// text is inserted at it, Backspace deletes before it and Delete at it.
///
/// A value type with no terminal knowledge: the terminal app keeps one per text field, and
/// `widthBeforeCursor` tells it in which column to draw the cursor (wide characters count 2).
public struct LineEditor: Sendable, Hashable {
  /// The text, exactly as edited.
  public private(set) var text: String
  /// The cursor position in characters (grapheme clusters) from the start, `0...text.count`.
  public private(set) var cursor: Int

  /// A line holding `text` with the cursor at `cursor` characters from the start (clamped to
  /// `0...text.count`), or at the end when `cursor` is nil.
  public init(text: String = "", cursor: Int? = nil) {
    self.text = text
    self.cursor = min(max(0, cursor ?? text.count), text.count)
  }

  /// The display width (terminal columns) of the text before the cursor.
  public var widthBeforeCursor: Int { DisplayWidth.of(text.prefix(cursor)) }

  /// True when the cursor is after the last character.
  public var isAtEnd: Bool { cursor == text.count }

  /// Inserts `inserted` at the cursor and moves the cursor after it.
  public mutating func insert(_ inserted: String) {
    let before = text.count
    text.insert(contentsOf: inserted, at: index(cursor))
    // Count the change in characters: an inserted combining mark joins the previous one.
    cursor += text.count - before
  }

  /// Moves the cursor one character left; nothing at the start.
  public mutating func moveLeft() { cursor = max(0, cursor - 1) }

  /// Moves the cursor one character right; nothing at the end.
  public mutating func moveRight() { cursor = min(text.count, cursor + 1) }

  /// Moves the cursor before the first character.
  public mutating func moveToStart() { cursor = 0 }

  /// Moves the cursor after the last character.
  public mutating func moveToEnd() { cursor = text.count }

  /// Deletes the character before the cursor (Backspace); nothing at the start.
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    text.remove(at: index(cursor - 1))
    // Removing a character can join its neighbours into one (a base and a combining mark).
    cursor = min(cursor - 1, text.count)
  }

  /// Deletes the character at the cursor (Delete); nothing at the end.
  public mutating func deleteForward() {
    guard cursor < text.count else { return }
    text.remove(at: index(cursor))
    cursor = min(cursor, text.count)
  }

  /// Deletes everything before the cursor (Ctrl-U); the cursor moves to the start.
  public mutating func deleteToStart() {
    text.removeSubrange(text.startIndex..<index(cursor))
    cursor = 0
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }
}

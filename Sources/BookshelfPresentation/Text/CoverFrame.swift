import BookshelfCore

/// What front ends share to draw covers as text: the placeholder frame of a book without a
/// (drawable) cover, and the rule that keeps a picture's cells one column wide and harmless.
public enum CoverFrame {
  /// The placeholder drawn instead of a cover: a `size` frame (`┌─┐ │ │ └─┘`) with `label`
  /// (made safe, cut with `…` to fit) on its middle row; one string per row, each exactly
  /// `size.columns` columns wide. Sizes under 2 × 2 give blank rows.
  public static func placeholder(_ size: CellSize, label: String) -> [String] {
    let columns = size.columns
    let rows = size.rows
    guard columns >= 2, rows >= 2 else {
      return Array(repeating: String(repeating: " ", count: columns), count: rows)
    }
    let inner = columns - 2
    let text = DisplayWidth.truncate(TerminalText.line(label), to: inner)
    let left = (inner - DisplayWidth.of(text)) / 2
    let labelled = String(repeating: " ", count: left) + text
    var lines = ["┌" + String(repeating: "─", count: inner) + "┐"]
    for row in 1..<(rows - 1) {
      let body = row == (rows - 1) / 2 ? labelled : ""
      lines.append("│" + DisplayWidth.pad(body, to: inner) + "│")
    }
    lines.append("└" + String(repeating: "─", count: inner) + "┘")
    return lines
  }

  /// `character` when it is one printable scalar one column wide (the blocks and shades a
  /// symbol picture is made of), else a space: a cell never moves the cursor or sends a
  /// control.
  public static func safe(_ character: Character) -> Character {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      scalar.value >= 0x20, scalar.value != 0x7F, !(0x80..<0xA0).contains(scalar.value),
      DisplayWidth.of(character) == 1
    else { return " " }
    return character
  }
}

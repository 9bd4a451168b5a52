import BookshelfCore
import BookshelfPresentation

/// One column of the screen.
///
/// A double-width character occupies two cells: the first holds the character with
/// `width == 2`, the second is a continuation cell with `width == 0` that draws nothing.
public struct Cell: Sendable, Hashable {
  /// The grapheme cluster shown (a space for an empty cell; ignored for a continuation cell).
  public var character: Character
  /// Columns taken: 1, 2, or 0 for the right half of a double-width character.
  public var width: UInt8
  /// How the cell is drawn.
  public var style: TextStyle
  /// The exact colour of the character (a cover picture's cell), or nil for the style's role.
  public var foreground: CoverColor? = nil
  /// The exact colour behind it, or nil for the terminal's background.
  public var background: CoverColor? = nil

  /// A blank cell in `style`.
  public static func blank(_ style: TextStyle = []) -> Cell { Cell(character: " ", width: 1, style: style) }
}

/// A grid of `Cell`s, `width` columns by `height` rows, that screens draw into and that the
/// ncurses backend copies to the terminal. Pure value type: tests read it as text.
///
/// Writes are clipped to the grid and never split a double-width character: a character that
/// would overhang the right edge (or the given limit) is replaced by spaces, and overwriting
/// either half of a double-width character blanks its other half.
public struct ScreenBuffer: Sendable, Hashable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Row-major cells, `width * height` of them.
  public private(set) var cells: [Cell]
  /// Where the terminal cursor should be shown (row, column), or nil to hide it.
  public var cursor: (row: Int, column: Int)? {
    get { cursorRow.map { ($0, cursorColumn) } }
    set {
      cursorRow = newValue?.row
      cursorColumn = newValue?.column ?? 0
    }
  }
  private var cursorRow: Int?
  private var cursorColumn = 0

  /// A blank grid; negative sizes count as 0.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank(), count: self.width * self.height)
  }

  /// The cell at (`row`, `column`), 0-based.
  public subscript(row: Int, column: Int) -> Cell {
    cells[row * width + column]
  }

  /// Blanks every cell and hides the cursor.
  public mutating func clear() {
    let blank = Cell.blank()
    cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices { cells[index] = blank }
    }
    cursorRow = nil
  }

  /// Fills `row` from `column` up to `end` (default: the right edge) with blanks in `style`.
  public mutating func fill(row: Int, from column: Int = 0, to end: Int? = nil, style: TextStyle = []) {
    guard (0..<height).contains(row) else { return }
    let stop = min(width, end ?? width)
    guard max(0, column) < stop else { return }
    for c in max(0, column)..<stop { set(row, c, .blank(style)) }
  }

  /// Writes `text` at (`row`, `column`) in `style`, using at most `limit` columns (default:
  /// to the right edge) and never splitting a double-width character. The text is made safe
  /// first (`TerminalText.line`: escape sequences, controls, bidi overrides and zero-width
  /// characters dropped, a tab or line break is a space). Returns the column after the last
  /// cell written.
  @discardableResult
  public mutating func write(
    _ text: String, row: Int, column: Int, style: TextStyle = [], limit: Int? = nil
  ) -> Int {
    guard (0..<height).contains(row), column < width else { return column }
    let end = min(width, limit.map { column + max(0, $0) } ?? width)
    var c = column
    for character in TerminalText.line(text) {
      let w = Self.width(of: character)
      if w == 0 {
        // A lone combining mark: attach it to the character before.
        if c > column, c - 1 < width, c - 1 >= 0 { appendMark(character, row: row, column: c - 1) }
        continue
      }
      if c + w > end {
        while c < end {
          if c >= 0 { set(row, c, .blank(style)) }
          c += 1
        }
        break
      }
      if c >= 0 {
        set(row, c, Cell(character: character, width: UInt8(w), style: style))
        if w == 2 { set(row, c + 1, Cell(character: " ", width: 0, style: style)) }
      }
      c += w
    }
    return c
  }

  /// Draws the symbol cells of a cover picture (row-major, `size.columns` per row) with their
  /// colours, its top-left corner at (`row`, `column`), clipped to the grid and to `clip`
  /// (rows and columns of the picture drawn from its top). Each character goes through
  /// `CoverFrame.safe`: one column wide, never a control.
  public mutating func draw(
    cells: [CoverCell], size: CellSize, row: Int, column: Int, clip: Range<Int>? = nil
  ) {
    let rows = clip ?? 0..<size.rows
    for pictureRow in rows where pictureRow >= 0 && pictureRow < size.rows {
      let screenRow = row + pictureRow
      guard (0..<height).contains(screenRow) else { continue }
      for pictureColumn in 0..<size.columns {
        let index = pictureRow * size.columns + pictureColumn
        let screenColumn = column + pictureColumn
        guard index < cells.count, screenColumn >= 0, screenColumn < width else { continue }
        let cover = cells[index]
        set(
          screenRow, screenColumn,
          Cell(
            character: CoverFrame.safe(cover.character), width: 1, style: [], foreground: cover.foreground,
            background: cover.background))
      }
    }
  }

  /// The colours of each cell of `row` (foreground, background), for tests of pictures.
  public func colors(_ row: Int) -> [(foreground: CoverColor?, background: CoverColor?)] {
    (0..<width).map { (self[row, $0].foreground, self[row, $0].background) }
  }

  /// The visible text of `row`: each character once, continuation cells skipped, trailing
  /// spaces removed.
  public func line(_ row: Int) -> String {
    var text = ""
    for c in 0..<width {
      let cell = self[row, c]
      if cell.width > 0 { text.append(cell.character) }
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Every row as `line(_:)` gives it.
  public var lines: [String] { (0..<height).map(line) }

  /// The style of each visible character of `row`, for tests of highlighting.
  public func styles(_ row: Int) -> [TextStyle] {
    (0..<width).map { self[row, $0] }.filter { $0.width > 0 }.map(\.style)
  }

  // MARK: Helpers

  /// `DisplayWidth.of(character)`, with printable ASCII answered without a Unicode lookup.
  @inline(__always)
  private static func width(of character: Character) -> Int {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return DisplayWidth.of(character)
  }

  private mutating func set(_ row: Int, _ column: Int, _ cell: Cell) {
    guard column >= 0, column < width else { return }
    let index = row * width + column
    let old = cells[index]
    // Overwriting half of a double-width character blanks the other half.
    if old.width == 2, column + 1 < width { cells[index + 1] = .blank(old.style) }
    if old.width == 0, cell.width != 0, column > 0, cells[index - 1].width == 2 {
      cells[index - 1] = .blank(old.style)
    }
    cells[index] = cell
  }

  /// Adds a zero-width `mark` to the character of the cell at `column` (or the double-width
  /// character it continues) when the two form one grapheme cluster (a combining mark after
  /// its base); anything else of zero width (U+200E, U+2060, U+00AD, …) is dropped.
  private mutating func appendMark(_ mark: Character, row: Int, column: Int) {
    var c = column
    if cells[row * width + c].width == 0, c > 0 { c -= 1 }
    var cell = cells[row * width + c]
    let combined = String(cell.character) + String(mark)
    guard combined.count == 1, let character = combined.first else { return }
    cell.character = character
    cells[row * width + c] = cell
  }
}

import BookshelfCore
import BookshelfPresentation

/// Draws one cover of a `CoverGallery` into a `ScreenBuffer`: the picture's symbol cells with
/// their colours, or a dim placeholder frame ("loading…" while it loads, "no cover" when there is
/// none or it cannot be drawn here). Never a broken picture.
enum CoverView {
  /// Draws `cover` at `size` with its top-left corner at (`row`, `column`), only its picture
  /// rows in `rows` (the part scrolled into view) and only inside `bounds`' rows.
  static func draw(
    _ cover: CoverGallery.Cover, size: CellSize, row: Int, column: Int, rows: Range<Int>, bounds: Rect,
    language: Language, into buffer: inout ScreenBuffer
  ) {
    let visible = max(rows.lowerBound, bounds.row - row)..<min(rows.upperBound, bounds.bottom - row)
    guard !visible.isEmpty else { return }
    if case .picture(let picture) = cover, case .cells(let cells) = picture.content,
      picture.size == size
    {
      buffer.draw(cells: cells, size: size, row: row, column: column, clip: visible)
      return
    }
    let label = cover == .loading ? CoverText.loading : CoverText.noCover
    let lines = CoverFrame.placeholder(size, label: label.text(in: language))
    for index in visible where index < lines.count {
      buffer.write(lines[index], row: row + index, column: column, style: .dim, limit: size.columns)
    }
  }
}

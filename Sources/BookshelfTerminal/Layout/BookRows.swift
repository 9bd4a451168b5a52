import BookshelfCore
import BookshelfPresentation

/// One item of a book list, already formatted: two screen lines.
public struct BookRow: Sendable, Hashable {
  /// Shown before the title: `✓` when the book is on the shelf, else empty.
  public var mark: String
  /// The title (bold).
  public var title: String
  /// Right-aligned columns on the first line (e.g. `★★★★☆ 4.3`, `13,410원`); empty strings
  /// leave their column blank.
  public var columns: [String]
  /// The second line (authors · publisher · year), dimmed.
  public var detail: String

  /// A row.
  public init(mark: String, title: String, columns: [String], detail: String) {
    self.mark = mark
    self.title = title
    self.columns = columns
    self.detail = detail
  }
}

/// Draws a list of `BookRow`s, two lines each, with the selected one highlighted.
///
/// First line: a 2-column mark, the title truncated with `…`, then the right columns, each as
/// wide as its widest visible value and right-aligned, two spaces apart. Second line: the
/// detail, indented under the title. Nothing is split in the middle of a double-width character.
public enum BookRowsView {
  /// Lines per item.
  public static let linesPerRow = 2

  /// How many items fit in `height` rows.
  public static func visibleCount(height: Int) -> Int { max(1, height / linesPerRow) }

  /// Draws `rows[cursor.top...]` into `rect`; the selected row is reversed when `highlight`.
  public static func draw(
    _ rows: [BookRow], cursor: ListCursor, highlight: Bool, in rect: Rect, into buffer: inout ScreenBuffer
  ) {
    draw(count: rows.count, row: { rows[$0] }, cursor: cursor, highlight: highlight, in: rect, into: &buffer)
  }

  /// The cells of a thumbnail cover in a list (4 × 2: one item's two lines).
  public static let thumbnailSize = CellSize(columns: 4, rows: 2)

  /// Draws `count` items, formatting only the visible ones with `row(index)`; with
  /// `thumbnail`, each item starts with its cover (`thumbnailSize`, or its placeholder) after
  /// the mark and the text moves right to make room.
  public static func draw(
    count: Int, row makeRow: (Int) -> BookRow, cursor: ListCursor, highlight: Bool, in rect: Rect,
    into buffer: inout ScreenBuffer, language: Language = .english,
    thumbnail: ((Int) -> CoverGallery.Cover?)? = nil
  ) {
    let visible = visibleCount(height: rect.height)
    let cursor = cursor.clamped(count: count, visible: visible)
    guard count > 0 else { return }
    let range = cursor.top..<min(count, cursor.top + visible)
    let shown = range.map(makeRow)
    let columnCount = shown.map(\.columns.count).max() ?? 0
    var widths = Array(repeating: 0, count: columnCount)
    for row in shown {
      for (index, text) in row.columns.enumerated() {
        widths[index] = max(widths[index], DisplayWidth.of(text))
      }
    }
    let used = widths.filter { $0 > 0 }
    let rightWidth = used.reduce(0, +) + 2 * used.count
    for (offset, index) in range.enumerated() {
      let row = shown[offset]
      let top = rect.row + offset * linesPerRow
      let selected = highlight && index == cursor.selected
      let base: TextStyle = selected ? .reverse : []
      if selected {
        for line in top..<min(top + linesPerRow, rect.bottom) {
          buffer.fill(row: line, from: rect.column, to: rect.column + rect.width, style: base)
        }
      }
      buffer.write(row.mark, row: top, column: rect.column, style: base.union(.accent), limit: 2)
      var indent = 0
      if let thumbnail, rect.width >= 40 {
        indent = thumbnailSize.columns + 1
        if let cover = thumbnail(index) {
          CoverView.draw(
            cover, size: thumbnailSize, row: top, column: rect.column + 2, rows: 0..<thumbnailSize.rows,
            bounds: rect, language: language, into: &buffer)
        }
      }
      let titleWidth = max(1, rect.width - 2 - indent - rightWidth)
      buffer.write(
        DisplayWidth.truncate(row.title, to: titleWidth), row: top, column: rect.column + 2 + indent,
        style: base.union(.bold))
      var column = rect.column + rect.width - rightWidth
      for (index, width) in widths.enumerated() where width > 0 {
        column += 2
        let text = index < row.columns.count ? row.columns[index] : ""
        let style: TextStyle = index == 0 ? base.union(.accent) : base
        buffer.write(
          DisplayWidth.pad(text, to: width, alignRight: true), row: top, column: column, style: style)
        column += width
      }
      if top + 1 < rect.bottom {
        buffer.write(
          DisplayWidth.truncate(row.detail, to: max(0, rect.width - 4 - indent)), row: top + 1,
          column: rect.column + 4 + indent, style: selected ? base : .dim)
      }
    }
  }
}

import BookshelfCore
import BookshelfPresentation

/// The `?` overlay: a framed box in the middle of the screen listing every key (as many as
/// fit: the box may take the whole height).
struct HelpOverlay {
  let language: Language
  /// False when pictures are off (`--images none`, `NO_COLOR`, too few colours): no `i` entry.
  var showsPictures = true

  /// The key table: (keys, what they do), one entry per `BrowseHelp` case, quitting last;
  /// without `i` when pictures are off.
  var entries: [(keys: String, action: String)] {
    let shown = BrowseHelp.allCases.filter { $0 != .quit && (showsPictures || $0 != .covers) }
    return (shown + [.quit]).map { ($0.keys, $0.text(in: language)) }
  }

  func draw(into buffer: inout ScreenBuffer) {
    let entries = self.entries
    let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let title = BrowseHelp.title.text(in: language)
    let close = BrowseHelp.close.text(in: language)
    let widest = entries.map { keyWidth + 3 + DisplayWidth.of($0.action) }.max() ?? 0
    let inner = min(buffer.width - 4, max(widest, DisplayWidth.of(close), DisplayWidth.of(title)))
    // The overlay may cover the tab bar and status line, and drops the blank line above its
    // closing line when short of rows, so every key fits in 20 rows.
    let spacer = buffer.height >= entries.count + 4 ? 1 : 0
    let height = min(buffer.height, entries.count + 3 + spacer)
    guard inner > 10, height > 4 else { return }
    let left = (buffer.width - inner - 4) / 2
    let top = (buffer.height - height) / 2
    let horizontal = String(repeating: "─", count: inner + 2)
    buffer.write("┌" + horizontal + "┐", row: top, column: left, style: .bold)
    buffer.write(" \(title) ", row: top, column: left + 2, style: [.bold, .accent])
    for row in (top + 1)..<(top + height - 1) {
      buffer.write("│" + String(repeating: " ", count: inner + 2) + "│", row: row, column: left, style: .bold)
    }
    buffer.write("└" + horizontal + "┘", row: top + height - 1, column: left, style: .bold)
    for (offset, entry) in entries.prefix(height - 3 - spacer).enumerated() {
      let row = top + 1 + offset
      buffer.write(DisplayWidth.pad(entry.keys, to: keyWidth), row: row, column: left + 2, style: .bold)
      buffer.write(
        DisplayWidth.truncate(entry.action, to: inner - keyWidth - 3), row: row,
        column: left + 2 + keyWidth + 3)
    }
    buffer.write(
      DisplayWidth.truncate(close, to: inner), row: top + height - 2, column: left + 2, style: .dim)
  }
}

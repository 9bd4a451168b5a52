import BookshelfCore
import BookshelfPresentation

/// The Shelf tab: the filter line (status, tag, order), the count or empty message, and the
/// saved books with their reading status and the reader's rating.
@MainActor
struct ShelfScreen {
  let renderer: BrowseRenderer

  private var shelf: ShelfViewModel { renderer.shelf }

  /// Rows above the list: filter line, count line, blank.
  static let headerHeight = 3

  /// The rect of the list inside the content rect.
  static func listRect(in content: Rect) -> Rect {
    Rect(
      row: content.row + headerHeight, column: content.column, width: content.width,
      height: content.height - headerHeight)
  }

  func draw(in rect: Rect, into buffer: inout ScreenBuffer) {
    let all = renderer.text(BrowseShelfText.all)
    let filter = renderer.text(
      BrowseShelfText.filterLine(
        status: shelf.filter.status.map { renderer.text(BrowseShelfText.status($0)) } ?? all,
        tag: shelf.filter.tag ?? all,
        order: renderer.text(BrowseShelfText.order(shelf.sort))))
    buffer.write(DisplayWidth.truncate(filter, to: rect.width - 2), row: rect.row, column: 1, style: .dim)
    let list = Self.listRect(in: rect)
    if shelf.entries.isEmpty {
      // The empty state; notices (saved, removed, errors) are on the message line.
      let message: String? =
        switch shelf.phase {
        case .loaded: renderer.text(shelf.savedCount == 0 ? ShelfMessage.empty : ShelfMessage.noMatches)
        case .failed: shelf.message
        case .idle, .loading: nil
        }
      if let message {
        buffer.write(DisplayWidth.truncate(message, to: rect.width - 2), row: rect.row + 1, column: 1)
      }
      return
    }
    let count = renderer.text(BrowseText.bookCount(shelf.entries.count, approximate: false))
    buffer.write(count, row: rect.row + 1, column: 1, style: .bold)
    let entries = shelf.entries
    BookRowsView.draw(
      count: entries.count, row: { row(for: entries[$0]) }, cursor: renderer.state.shelfList, highlight: true,
      in: list, into: &buffer
    )
  }

  /// The row of one saved book: title, status, own rating, byline and tags (the entry's text
  /// made safe for a terminal before it is measured).
  func row(for entry: ShelfEntry) -> BookRow {
    let entry = TerminalText.entry(entry)
    var detail = BookFormat.byline(entry.book, language: renderer.language)
    if !entry.tags.isEmpty {
      detail += (detail.isEmpty ? "" : "  ") + entry.tags.map { "#" + $0 }.joined(separator: " ")
    }
    return BookRow(
      mark: "✓", title: entry.book.title,
      columns: [
        entry.rating.map(BookFormat.ownStars) ?? "", renderer.text(BrowseShelfText.status(entry.status)),
      ],
      detail: detail)
  }
}

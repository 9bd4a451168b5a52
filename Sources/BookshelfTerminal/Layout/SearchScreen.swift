import BookshelfCore
import BookshelfPresentation

/// The Search tab: the search field, the count line (result count, spinner, message) and the
/// results list; the empty, idle and error states show the view model's localized message.
@MainActor
struct SearchScreen {
  let renderer: BrowseRenderer

  private var search: SearchViewModel { renderer.search }

  /// Rows above the list: field, count line, blank.
  static let headerHeight = 3

  /// The rect of the results list inside the content rect.
  static func listRect(in content: Rect) -> Rect {
    Rect(
      row: content.row + headerHeight, column: content.column, width: content.width,
      height: content.height - headerHeight)
  }

  func draw(in rect: Rect, into buffer: inout ScreenBuffer) {
    drawField(row: rect.row, width: rect.width, into: &buffer)
    drawCountLine(row: rect.row + 1, width: rect.width, into: &buffer)
    let list = Self.listRect(in: rect)
    if search.books.isEmpty {
      drawEmptyState(in: list, into: &buffer)
      return
    }
    let books = search.books
    BookRowsView.draw(
      count: books.count, row: { row(for: books[$0]) }, cursor: renderer.state.searchList,
      highlight: !renderer.state.fieldFocused, in: list, into: &buffer)
  }

  /// The row of one search result: saved mark, title, rating, price, byline.
  func row(for book: Book) -> BookRow {
    BookRow(
      mark: renderer.shelf.isSaved(book) ? "✓" : "",
      title: book.subtitle.map { "\(book.title): \($0)" } ?? book.title,
      columns: [
        book.averageRating.map(BookFormat.stars) ?? "",
        BookFormat.price(of: book, language: renderer.language) ?? "",
      ],
      detail: BookFormat.byline(book))
  }

  private func drawField(row: Int, width: Int, into buffer: inout ScreenBuffer) {
    let label = " \(renderer.text(.browseSearchLabel)) › "
    let focused = renderer.state.fieldFocused && renderer.state.tab == .search
    var column = buffer.write(label, row: row, column: 0, style: .bold)
    let room = max(1, width - column - 2)
    // Keep the end of a long query (where the cursor is) in view.
    var shown = search.query
    while DisplayWidth.of(shown) > room - 1, !shown.isEmpty { shown.removeFirst() }
    buffer.write(String(repeating: " ", count: room), row: row, column: column, style: .underline)
    column = buffer.write(shown, row: row, column: column, style: .underline)
    if focused, renderer.state.detail == nil, !renderer.state.showHelp, renderer.state.prompt == nil {
      buffer.cursor = (row, column)
    }
  }

  private func drawCountLine(row: Int, width: Int, into buffer: inout ScreenBuffer) {
    var column = 1
    let spinner = BrowseRenderer.spinner[renderer.state.spinnerFrame % BrowseRenderer.spinner.count]
    switch search.phase {
    case .idle:
      if let message = search.message {
        buffer.write(DisplayWidth.truncate(message, to: width - 2), row: row, column: column, style: .error)
      }
      return
    case .loadingFirstPage:
      buffer.write("\(spinner) \(renderer.text(.browseSearching))", row: row, column: column, style: .accent)
      return
    case .empty:
      return
    case .failed where search.books.isEmpty:
      buffer.write(
        DisplayWidth.truncate(search.message ?? "", to: width - 2), row: row, column: column, style: .error)
      return
    case .loaded, .loadingNextPage, .failed:
      break
    }
    let count =
      search.totalCount == 1
      ? renderer.text(.browseResultCountOne)
      : renderer.text(
        .browseResultCount, ["count": BookFormat.count(max(search.totalCount, search.books.count))])
    column = buffer.write(count, row: row, column: column, style: .bold)
    if search.phase == .loadingNextPage {
      column = buffer.write(
        "  \(spinner) \(renderer.text(.browseLoadingMore))", row: row, column: column, style: .accent)
    } else if let message = search.message {
      let style: TextStyle = search.phase == .failed ? .error : .dim
      buffer.write(
        DisplayWidth.truncate("  " + message, to: width - column - 1), row: row, column: column, style: style)
    }
  }

  private func drawEmptyState(in rect: Rect, into buffer: inout ScreenBuffer) {
    let text: String?
    switch search.phase {
    case .empty: text = search.message
    case .idle where search.message == nil && search.query.isEmpty: text = renderer.text(.browseSearchHint)
    default: text = nil
    }
    guard let text, rect.height > 0 else { return }
    for (offset, line) in DisplayWidth.wrap(text, width: rect.width - 4).prefix(rect.height).enumerated() {
      buffer.write(line, row: rect.row + offset, column: rect.column + 2, style: .dim)
    }
  }
}

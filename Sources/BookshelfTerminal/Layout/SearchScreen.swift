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
    var thumbnail: ((Int) -> CoverGallery.Cover?)?
    if renderer.state.showThumbnails, let covers = renderer.state.covers {
      thumbnail = { covers.cover(of: books[$0], size: BookRowsView.thumbnailSize) }
    }
    BookRowsView.draw(
      count: books.count, row: { row(for: books[$0]) }, cursor: renderer.state.searchList,
      highlight: !renderer.state.fieldFocused, in: list, into: &buffer, language: renderer.language,
      thumbnail: thumbnail)
  }

  /// The row of one search result: saved mark, title, rating, price, byline (the book's text
  /// made safe for a terminal before it is measured).
  func row(for book: Book) -> BookRow {
    let saved = renderer.shelf.isSaved(book)
    let book = TerminalText.book(book)
    return BookRow(
      mark: saved ? "✓" : "",
      title: book.subtitle.map { "\(book.title): \($0)" } ?? book.title,
      columns: [
        book.averageRating.map(BookFormat.stars) ?? "",
        BookFormat.price(of: book, language: renderer.language) ?? "",
      ],
      detail: BookFormat.byline(book, language: renderer.language))
  }

  private func drawField(row: Int, width: Int, into buffer: inout ScreenBuffer) {
    let label = " \(renderer.text(BrowseSearchText.fieldLabel)) › "
    let focused = renderer.state.fieldFocused && renderer.state.tab == .search
    let column = buffer.write(label, row: row, column: 0, style: .bold)
    let room = max(1, width - column - 2)
    let line = LineEditor(text: search.query, cursor: renderer.state.fieldCursor)
    let (shown, cursorOffset) = Self.visibleText(of: line, room: room)
    buffer.write(String(repeating: " ", count: room), row: row, column: column, style: .underline)
    buffer.write(shown, row: row, column: column, style: .underline)
    if focused, renderer.state.detail == nil, !renderer.state.showHelp, renderer.state.prompt == nil {
      buffer.cursor = (row, column + cursorOffset)
    }
  }

  /// The part of `line` drawn in a field `room` columns wide, and the cursor's column in it.
  /// All of a text that fits is shown; a longer one is cut so that the cursor stays in view,
  /// with the text before it ending at the cursor and as much of the rest as fits after it.
  static func visibleText(of line: LineEditor, room: Int) -> (text: String, cursor: Int) {
    if DisplayWidth.of(line.text) <= room - 1 { return (line.text, line.widthBeforeCursor) }
    var before = Substring(line.text.prefix(line.cursor))
    while DisplayWidth.of(before) > room - 1, !before.isEmpty { before.removeFirst() }
    var shown = String(before)
    var width = DisplayWidth.of(before)
    for character in line.text.dropFirst(line.cursor) {
      width += DisplayWidth.of(character)
      if width > room { break }
      shown.append(character)
    }
    return (shown, DisplayWidth.of(before))
  }

  private func drawCountLine(row: Int, width: Int, into buffer: inout ScreenBuffer) {
    var column = 1
    let spinner = BrowseRenderer.spinner[renderer.state.spinnerFrame % BrowseRenderer.spinner.count]
    switch search.phase {
    case .idle:
      if let message = search.message {
        // An error (e.g. "enter a search term"), or a hint such as "type whole syllables".
        let style: TextStyle = search.error == nil ? .dim : .error
        buffer.write(DisplayWidth.truncate(message, to: width - 2), row: row, column: column, style: style)
      }
      return
    case .loadingFirstPage:
      buffer.write(
        "\(spinner) \(renderer.text(BrowseSearchText.searching))", row: row, column: column, style: .accent)
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
      ? renderer.text(BrowseText.bookCount(1, approximate: false))
      : renderer.text(
        BrowseText.bookCount(
          max(search.totalCount, search.books.count), approximate: search.totalCountIsApproximate))
    column = buffer.write(count, row: row, column: column, style: .bold)
    if search.phase == .loadingNextPage {
      column = buffer.write(
        "  \(spinner) \(renderer.text(BrowseSearchText.loadingMore))", row: row, column: column,
        style: .accent)
    } else if let message = search.message {
      let style: TextStyle = search.phase == .failed ? .error : .dim
      buffer.write(
        DisplayWidth.truncate("  " + message, to: width - column - 1), row: row, column: column, style: style)
    } else if let stale = search.staleMessage {
      // Results the response cache kept because the source could not be reached: say so.
      buffer.write(
        DisplayWidth.truncate("  " + stale, to: width - column - 1), row: row, column: column, style: .accent)
    } else if let relaxed = search.relaxationMessage {
      // The catalog searched corrected words or partial matches: say which (sanitised text).
      buffer.write(
        DisplayWidth.truncate("  " + TerminalText.line(relaxed), to: width - column - 1), row: row,
        column: column, style: .accent)
    }
  }

  /// How many recent searches fit in a list `listHeight` rows high (one row is the title).
  static func recentRowCount(count: Int, listHeight: Int) -> Int {
    min(count, max(0, listHeight - 1))
  }

  /// The recent searches under the empty field, newest first; the highlighted one is marked
  /// `›` and reversed.
  private func drawRecentSearches(in rect: Rect, into buffer: inout ScreenBuffer) {
    let count = Self.recentRowCount(count: search.recentSearches.count, listHeight: rect.height)
    guard count > 0 else { return }
    buffer.write(
      renderer.text(BrowseSearchText.recentSearches), row: rect.row, column: rect.column + 2, style: .bold)
    for (offset, text) in search.recentSearches.prefix(count).enumerated() {
      let selected = renderer.state.recentSelection == offset && renderer.state.fieldFocused
      buffer.write(
        (selected ? "› " : "  ") + DisplayWidth.truncate(text, to: rect.width - 6),
        row: rect.row + 1 + offset, column: rect.column + 2, style: selected ? .reverse : [])
    }
  }

  private func drawEmptyState(in rect: Rect, into buffer: inout ScreenBuffer) {
    if search.showsRecentSearches {
      drawRecentSearches(in: rect, into: &buffer)
      return
    }
    let text: String?
    switch search.phase {
    case .empty: text = search.message
    case .idle where search.message == nil && search.query.isEmpty:
      text = renderer.text(BrowseSearchText.typeToSearch)
    default: text = nil
    }
    guard let text, rect.height > 0 else { return }
    for (offset, line) in DisplayWidth.wrap(text, width: rect.width - 4).prefix(rect.height).enumerated() {
      buffer.write(line, row: rect.row + offset, column: rect.column + 2, style: .dim)
    }
  }
}

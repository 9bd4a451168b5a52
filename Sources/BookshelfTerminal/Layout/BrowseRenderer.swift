import BookshelfCore
import BookshelfPresentation

/// Draws the whole app into a `ScreenBuffer` from the view models and the `BrowseState`.
/// Pure with respect to the terminal: tests render into a buffer and read its lines.
///
/// Rows: 0 the tab bar; 1 … height-3 the screen of the tab (search, shelf or detail);
/// height-2 the message or prompt line; height-1 the status line (provider and key hints).
/// The help overlay is drawn on top when open.
@MainActor
public struct BrowseRenderer {
  /// The search screen's view model.
  public let search: SearchViewModel
  /// The shared shelf.
  public let shelf: ShelfViewModel
  /// The UI state.
  public let state: BrowseState
  /// The language of every label.
  public let language: Language

  /// Spinner frames, one per tick.
  public static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// A renderer of this state.
  public init(search: SearchViewModel, shelf: ShelfViewModel, state: BrowseState, language: Language) {
    self.search = search
    self.shelf = shelf
    self.state = state
    self.language = language
  }

  /// The rows the current screen's content takes at a screen `height` (between the tab bar
  /// and the message line).
  public static func contentRect(width: Int, height: Int) -> Rect {
    Rect(row: 1, column: 0, width: width, height: height - 3)
  }

  /// Clears `buffer` and draws the whole screen into it.
  public func render(into buffer: inout ScreenBuffer) {
    buffer.clear()
    guard buffer.width >= 10, buffer.height >= 5 else {
      buffer.write(DisplayWidth.truncate("bookshelf", to: buffer.width), row: 0, column: 0)
      return
    }
    let content = Self.contentRect(width: buffer.width, height: buffer.height)
    drawTabBar(into: &buffer)
    if let detail = state.detail {
      DetailScreen(detail: detail, language: language, scroll: state.detailScroll, covers: state.covers).draw(
        in: content, into: &buffer)
    } else {
      switch state.tab {
      case .search: SearchScreen(renderer: self).draw(in: content, into: &buffer)
      case .shelf: ShelfScreen(renderer: self).draw(in: content, into: &buffer)
      }
    }
    drawMessageLine(row: buffer.height - 2, into: &buffer)
    drawStatusLine(row: buffer.height - 1, into: &buffer)
    if state.showHelp {
      HelpOverlay(language: language, showsPictures: state.showsPictures).draw(into: &buffer)
    }
  }

  /// `message` in the app's language.
  func text(_ message: some Localizable) -> String {
    message.text(in: language)
  }

  /// The name of the search source: `Kakao`, `Open Library`, … or "All providers".
  var providerName: String {
    switch search.provider {
    case .provider(let id): id.displayName(in: language)
    case .all: text(BrowseText.allProviders)
    }
  }

  // MARK: Chrome

  private func drawTabBar(into buffer: inout ScreenBuffer) {
    buffer.fill(row: 0, style: .dim)
    var column = 1
    let tabs: [(BrowseTab, String)] = [
      (.search, text(BrowseText.searchTab)),
      (.shelf, text(BrowseText.shelfTab(count: shelf.savedCount))),
    ]
    for (index, (tab, title)) in tabs.enumerated() {
      let active = tab == state.tab
      let label = " \(index + 1) \(title) "
      column = buffer.write(label, row: 0, column: column, style: active ? [.reverse, .bold] : [])
      column += 1
    }
    let name = "bookshelf"
    let start = buffer.width - DisplayWidth.of(name) - 1
    if start > column { buffer.write(name, row: 0, column: start, style: .dim) }
  }

  private func drawMessageLine(row: Int, into buffer: inout ScreenBuffer) {
    if let prompt = state.prompt {
      let (label, value): (String, String?) =
        switch prompt {
        case .rating: (text(BrowseText.ratingPrompt), nil)
        case .tags(let value): (text(BrowseText.tagsPrompt), value)
        case .note(let value): (text(BrowseText.notePrompt), value)
        }
      var column = buffer.write(label, row: row, column: 1, style: .bold)
      if let value {
        // Show the end of a long value so the cursor stays visible: the characters that fit,
        // taken from the end (a long note costs what is shown, not its length).
        let room = buffer.width - column - 2
        let safe = TerminalText.line(String(value.suffix(max(0, room) * 4)))
        var start = safe.endIndex
        var used = 0
        while start > safe.startIndex {
          let previous = safe.index(before: start)
          let w = DisplayWidth.of(safe[previous])
          if used + w > room { break }
          used += w
          start = previous
        }
        column = buffer.write(String(safe[start...]), row: row, column: column)
        buffer.cursor = (row, min(column, buffer.width - 1))
      }
      return
    }
    guard let notice = state.detail?.message ?? shelf.notice else { return }
    let failed = shelf.error != nil || state.detail?.phase == .failed
    let style: TextStyle = failed ? .error : .success
    buffer.write(DisplayWidth.truncate(notice, to: buffer.width - 2), row: row, column: 1, style: style)
  }

  private func drawStatusLine(row: Int, into buffer: inout ScreenBuffer) {
    buffer.fill(row: row, style: .reverse)
    let hints: BrowseText =
      if state.detail != nil {
        .detailHints
      } else if state.tab == .shelf {
        .shelfHints
      } else if state.fieldFocused {
        .fieldHints
      } else {
        .listHints(covers: state.showsPictures)
      }
    let column = buffer.write(" \(providerName) │ ", row: row, column: 0, style: [.reverse, .bold])
    buffer.write(
      Self.fitted(hints: text(hints), to: buffer.width - column - 1), row: row, column: column,
      style: .reverse)
  }

  /// Key hints (`a · b · … · ? help · q quit`) in `width` columns: as they are when they fit,
  /// else the front cut with `…` so that the last two — how to get help and how to leave — stay
  /// visible; a width too small even for those cuts the whole line.
  nonisolated static func fitted(hints: String, to width: Int) -> String {
    guard DisplayWidth.of(hints) > width else { return hints }
    let separator = " · "
    let segments = hints.components(separatedBy: separator)
    guard segments.count > 2 else { return DisplayWidth.truncate(hints, to: width) }
    let tail = segments.suffix(2).joined(separator: separator)
    let room = width - DisplayWidth.of(tail) - DisplayWidth.of(separator)
    guard room >= 4 else { return DisplayWidth.truncate(hints, to: width) }
    let front = DisplayWidth.truncate(segments.dropLast(2).joined(separator: separator), to: room)
    return front + separator + tail
  }
}

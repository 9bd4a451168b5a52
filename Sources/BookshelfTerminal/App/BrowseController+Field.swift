import BookshelfCore
import BookshelfPresentation

/// The keys of the focused search field: line editing at a cursor, and the recent searches
/// the empty field offers (↓ ↑ pick one, Enter runs it).
extension BrowseController {
  /// Applies a key to the search field (Search tab, field focused, no detail open).
  func handleField(_ key: Key) {
    if state.recentSelection != nil, handleRecent(key) { return }
    state.recentSelection = nil
    if edit(key) { return }
    switch key {
    case .escape:
      if search.phase == .loadingFirstPage || search.phase == .loadingNextPage {
        search.cancel()
      } else {
        search.queryChanged("")
      }
      state.fieldCursor = min(state.fieldCursor, search.query.count)
    case .enter:
      search.submit()
      if !search.query.trimmingWhitespace().isEmpty {
        state.fieldFocused = false
        state.searchList = ListCursor()
      }
    case .down where search.books.isEmpty:
      if recentRowCount > 0 { state.recentSelection = 0 }
    case .down, .pageDown:
      if !search.books.isEmpty { state.fieldFocused = false }
    default:
      break
    }
  }

  /// The recent searches shown under the empty field (as many as fit).
  var recentRowCount: Int {
    guard search.showsRecentSearches else { return 0 }
    return SearchScreen.recentRowCount(count: search.recentSearches.count, listHeight: searchListHeight)
  }

  /// Line editing: true when `key` edited the text or moved the cursor. Every change of the
  /// text goes through `queryChanged`, so the search as you type runs as for typing at the end.
  private func edit(_ key: Key) -> Bool {
    var line = LineEditor(text: search.query, cursor: state.fieldCursor)
    switch key {
    case .character(let character): line.insert(String(character))
    case .backspace: line.deleteBackward()
    case .delete, .control("d"): line.deleteForward()
    case .control("u"): line.deleteToStart()
    case .left: line.moveLeft()
    case .right: line.moveRight()
    case .home, .control("a"): line.moveToStart()
    case .end, .control("e"): line.moveToEnd()
    default: return false
    }
    state.fieldCursor = line.cursor
    search.queryChanged(line.text)
    return true
  }

  /// A key while a recent search is highlighted; false when it is not one of the list's keys
  /// (the highlight is then dropped and the key edits the field).
  private func handleRecent(_ key: Key) -> Bool {
    let count = recentRowCount
    guard let selected = state.recentSelection, selected < count else {
      state.recentSelection = nil
      return false
    }
    switch key {
    case .down:
      state.recentSelection = min(selected + 1, count - 1)
    case .up:
      state.recentSelection = selected == 0 ? nil : selected - 1
    case .escape:
      state.recentSelection = nil
    case .enter:
      let text = search.recentSearches[selected]
      state.recentSelection = nil
      search.searchRecent(text)
      state.fieldCursor = search.query.count
      state.fieldFocused = false
      state.searchList = ListCursor()
    default:
      return false
    }
    return true
  }
}

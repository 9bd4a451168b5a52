import BookshelfCore
import BookshelfPresentation

/// The key map. Global keys first (Ctrl-C, resize, help, prompt), then the keys of the view
/// in front: detail, search field, search list, shelf list.
extension BrowseController {
  /// Applies one key; returns `.quit` for `q` (outside text input) and Ctrl-C.
  @discardableResult
  public func handle(_ key: Key) -> Outcome {
    if key == .interrupt { return .quit }
    if key == .resize { return .proceed }
    if state.showHelp {
      state.showHelp = false
      return .proceed
    }
    if state.prompt != nil {
      handlePrompt(key)
      return .proceed
    }
    switch key {
    case .tab, .backTab:
      switchTab(to: state.tab == .search ? .shelf : .search)
      return .proceed
    case .function(1):
      switchTab(to: .search)
      return .proceed
    case .function(2):
      switchTab(to: .shelf)
      return .proceed
    default:
      break
    }
    let typing = state.tab == .search && state.fieldFocused && state.detail == nil
    if !typing || search.query.isEmpty, key == .character("?") {
      state.showHelp = true
      return .proceed
    }
    if typing {
      handleField(key)
      return .proceed
    }
    switch key {
    case .character("q"): return .quit
    case .character("1"): switchTab(to: .search)
    case .character("2"): switchTab(to: .shelf)
    default:
      if state.detail != nil {
        handleDetail(key)
      } else if state.tab == .search {
        handleSearchList(key)
      } else {
        handleShelf(key)
      }
    }
    return .proceed
  }

  // MARK: Views

  private func switchTab(to tab: BrowseTab) {
    state.detail = nil
    state.tab = tab
    refreshShelf()
  }

  private func handleSearchList(_ key: Key) {
    let count = search.books.count
    if moveCursor(
      &state.searchList, key, count: count, page: BookRowsView.visibleCount(height: searchListHeight))
    {
      if state.searchList.selected == 0, key == .up, count == 0 { state.fieldFocused = true }
      search.reachedItem(at: state.searchList.selected)
      return
    }
    switch key {
    case .up:
      state.fieldFocused = true
    case .escape, .character("/"):
      state.fieldFocused = true
    case .enter:
      if search.books.indices.contains(state.searchList.selected) {
        open(search.books[state.searchList.selected])
      } else if search.canRetry {
        search.retry()
      }
    case .character("r"):
      search.retry()
    case .character("i"):
      guard state.showsPictures else { return }  // pictures off: not offered, nothing to show
      state.showThumbnails.toggle()
    case .character("s"):
      guard search.books.indices.contains(state.searchList.selected) else { return }
      let book = search.books[state.searchList.selected]
      perform { [shelf] in await shelf.toggleSaved(book) }
    case .character("u"):
      // `s` on a saved book removes it: `u` brings it back here too, as on the Shelf tab.
      perform { [shelf] in await shelf.undoRemove() }
    default:
      break
    }
  }

  private func handleShelf(_ key: Key) {
    let entries = shelf.entries
    if moveCursor(
      &state.shelfList, key, count: entries.count, page: BookRowsView.visibleCount(height: shelfListHeight))
    {
      return
    }
    let selected =
      entries.indices.contains(state.shelfList.selected) ? entries[state.shelfList.selected] : nil
    switch key {
    case .enter:
      if let selected { open(selected.book) }
    case .character("v"):
      let order: [ReadingStatus?] = [nil] + ReadingStatus.allCases
      let next = order[((order.firstIndex(of: shelf.filter.status) ?? 0) + 1) % order.count]
      shelf.filterChanged(ShelfFilter(status: next, tag: shelf.filter.tag))
      state.shelfList = ListCursor()
    case .character("g"):
      let order: [String?] = [nil] + shelf.allTags
      let next = order[((order.firstIndex(of: shelf.filter.tag) ?? 0) + 1) % order.count]
      shelf.filterChanged(ShelfFilter(status: shelf.filter.status, tag: next))
      state.shelfList = ListCursor()
    case .character("o"):
      let order = ShelfSort.allCases
      let next = order[((order.firstIndex(of: shelf.sort) ?? 0) + 1) % order.count]
      perform { [shelf] in await shelf.sortChanged(next) }
    case .character("x"), .character("s"), .delete:
      if let selected { perform { [shelf] in await shelf.remove(key: selected.id) } }
    case .character("u"):
      perform { [shelf] in await shelf.undoRemove() }
    default:
      break
    }
  }

  private func handleDetail(_ key: Key) {
    guard let detail = state.detail else { return }
    switch key {
    case .escape, .backspace, .left:
      state.detail = nil
    case .up: state.detailScroll = max(0, state.detailScroll - 1)
    case .down: state.detailScroll += 1
    case .pageUp: state.detailScroll = max(0, state.detailScroll - max(1, detailHeight - 1))
    case .pageDown: state.detailScroll += max(1, detailHeight - 1)
    case .home: state.detailScroll = 0
    case .character("s"): perform { await detail.toggleSaved() }
    case .character("u"): perform { [shelf] in await shelf.undoRemove() }
    case .character("w"): perform { await detail.setStatus(.want) }
    case .character("p"): perform { await detail.setStatus(.reading) }
    case .character("f"): perform { await detail.setStatus(.read) }
    case .character("d"): perform { await detail.setStatus(.dnf) }
    case .character("r"): state.prompt = .rating
    case .character("t"):
      state.promptTags = detail.entry?.tags ?? []
      state.prompt = .tags(state.promptTags.joined(separator: ", "))
    case .character("n"): state.prompt = .note(detail.entry?.note ?? "")
    default: break
    }
  }

  private func handlePrompt(_ key: Key) {
    guard let prompt = state.prompt, let detail = state.detail else {
      state.prompt = nil
      return
    }
    if key == .escape {
      state.prompt = nil
      return
    }
    switch prompt {
    case .rating:
      guard case .character(let c) = key, let digit = c.wholeNumberValue, (0...5).contains(digit) else {
        return
      }
      state.prompt = nil
      perform {
        if !detail.isSaved { await detail.toggleSaved() }
        await detail.setRating(digit == 0 ? nil : digit)
      }
    case .tags(let text), .note(let text):
      var edited = text
      switch key {
      case .character(let c): edited.append(c)
      case .backspace: if !edited.isEmpty { edited.removeLast() }
      case .control("u"): edited = ""
      case .enter:
        state.prompt = nil
        let isTags = if case .tags = prompt { true } else { false }
        let shown = state.promptTags
        perform {
          if !detail.isSaved { await detail.toggleSaved() }
          if isTags {
            await detail.setTags(edited.split(separator: ",").map(String.init), shown: shown)
          } else {
            await detail.setNote(edited)
          }
        }
        return
      default: return
      }
      if case .tags = prompt { state.prompt = .tags(edited) } else { state.prompt = .note(edited) }
    }
  }

  private func open(_ book: Book) {
    let detail = makeDetail(book)
    state.detail = detail
    state.detailScroll = 0
    perform { await detail.load() }
  }

  /// Arrow, page and home/end keys on a list; true when `key` was one of them.
  private func moveCursor(_ cursor: inout ListCursor, _ key: Key, count: Int, page: Int) -> Bool {
    switch key {
    case .down: cursor.move(by: 1, count: count)
    case .up where cursor.selected > 0: cursor.move(by: -1, count: count)
    case .pageDown: cursor.move(by: page, count: count)
    case .pageUp: cursor.move(by: -page, count: count)
    case .home: cursor.selected = 0
    case .end: cursor.selected = max(0, count - 1)
    default: return false
    }
    cursor.clamp(count: count, visible: page)
    return true
  }
}

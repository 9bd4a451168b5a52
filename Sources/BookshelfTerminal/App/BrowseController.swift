import BookshelfCore
import BookshelfPresentation

/// The app's logic between keys and view models: maps each `Key` to view-model inputs and UI
/// state, and renders the screen. Has no terminal of its own, so tests drive it with keys and
/// read the `ScreenBuffer` it renders.
@MainActor
public final class BrowseController {
  /// What the loop should do after a key.
  public enum Outcome: Sendable, Hashable {
    case proceed
    case quit
  }

  /// The search screen's view model.
  public let search: SearchViewModel
  /// The shared shelf.
  public let shelf: ShelfViewModel
  /// The language of every label.
  public let language: Language
  /// The UI state (tab, focus, list positions, detail, prompt, help).
  public internal(set) var state = BrowseState()
  /// The size of the last rendered screen, for paging and scrolling (columns, rows).
  public internal(set) var size = (width: 80, height: 24)

  let makeDetail: @MainActor (Book) -> BookDetailViewModel
  private var pending: [Task<Void, Never>] = []
  /// The shelf refresh in flight, if any (at most one at a time).
  private var refresh: Task<Void, Never>?

  /// - Parameters:
  ///   - search: the search screen's view model.
  ///   - shelf: the shelf shared by every screen (call `shelf.load()` first, or `start()`).
  ///   - makeDetail: builds the detail view model of a book (with the provider to look it up in).
  ///   - language: the language of labels.
  public init(
    search: SearchViewModel, shelf: ShelfViewModel,
    makeDetail: @escaping @MainActor (Book) -> BookDetailViewModel, language: Language
  ) {
    self.search = search
    self.shelf = shelf
    self.makeDetail = makeDetail
    self.language = language
  }

  /// Loads the shelf and the recent searches (call once before the first frame).
  public func start() async {
    await shelf.load()
    await search.loadRecentSearches()
  }

  /// Renders the current state into `buffer` (its size becomes the size used for paging).
  /// Rendering never requests anything: only the cursor nearing the end of the list asks for
  /// the next page (`SearchViewModel.reachedItem(at:)`).
  public func render(into buffer: inout ScreenBuffer) {
    size = (buffer.width, buffer.height)
    clampLists()
    BrowseRenderer(search: search, shelf: shelf, state: state, language: language).render(into: &buffer)
  }

  /// A fresh buffer of `width` × `height` with the current state rendered into it.
  public func frame(width: Int, height: Int) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    render(into: &buffer)
    return buffer
  }

  /// Advances the spinner and shows what other programs changed on the shelf (call every
  /// ~100 ms; the check is one cheap store call, see `ShelfViewModel.refreshIfChanged()`).
  public func tick() {
    state.spinnerFrame &+= 1
    refreshShelf()
  }

  /// Starts a shelf refresh unless one is running.
  func refreshShelf() {
    guard refresh == nil else { return }
    refresh = Task { @MainActor [weak self, shelf] in
      await shelf.refreshIfChanged()
      self?.refresh = nil
    }
  }

  /// Waits until every shelf write, detail lookup and sort started by a key, and the shelf
  /// refresh started by a tick, has finished.
  public func settle() async {
    await refresh?.value
    while !pending.isEmpty {
      let tasks = pending
      pending = []
      for task in tasks { await task.value }
    }
    await shelf.waitForPendingWrites()
  }

  /// Runs `work` after the key returns; `settle()` waits for it.
  func perform(_ work: @escaping @MainActor () async -> Void) {
    pending.removeAll { $0.isCancelled }
    pending.append(Task { @MainActor in await work() })
  }

  // MARK: Geometry

  var searchListHeight: Int {
    SearchScreen.listRect(in: BrowseRenderer.contentRect(width: size.width, height: size.height)).height
  }

  var shelfListHeight: Int {
    ShelfScreen.listRect(in: BrowseRenderer.contentRect(width: size.width, height: size.height)).height
  }

  var detailHeight: Int { BrowseRenderer.contentRect(width: size.width, height: size.height).height }

  private func clampLists() {
    state.searchList.clamp(
      count: search.books.count, visible: BookRowsView.visibleCount(height: searchListHeight))
    state.shelfList.clamp(
      count: shelf.entries.count, visible: BookRowsView.visibleCount(height: shelfListHeight))
  }
}

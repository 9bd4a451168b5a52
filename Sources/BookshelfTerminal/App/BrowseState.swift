import BookshelfCore
import BookshelfPresentation

/// The two tabs of the app.
public enum BrowseTab: Sendable, Hashable {
  case search
  case shelf
}

/// A one-line input at the bottom of the screen, opened from the detail view.
public enum BrowsePrompt: Sendable, Hashable {
  /// Waiting for a digit 0–5.
  case rating
  /// Editing the tags, comma-separated.
  case tags(String)
  /// Editing the note.
  case note(String)
}

/// What the screen shows besides the view models' state: tab, focus, list positions, the open
/// detail view, prompt and help overlay.
@MainActor
public struct BrowseState {
  /// The tab shown.
  public var tab: BrowseTab = .search
  /// True while typing goes into the search field (Search tab).
  public var fieldFocused = true
  /// The search field's cursor, in characters from the start of `SearchViewModel.query`
  /// (clamped to the query when read).
  public var fieldCursor = 0
  /// The highlighted recent search (index into `SearchViewModel.recentSearches`) while the
  /// empty field offers them, or nil while the cursor is in the field.
  public var recentSelection: Int?
  /// The search results list position.
  public var searchList = ListCursor()
  /// The shelf list position.
  public var shelfList = ListCursor()
  /// The open detail view, if any, over the current tab.
  public var detail: BookDetailViewModel?
  /// Lines scrolled in the detail view.
  public var detailScroll = 0
  /// The open prompt, if any (detail view).
  public var prompt: BrowsePrompt?
  /// The tags shown when the tags prompt opened: the edited list is written as the changes
  /// from these, so a tag another program adds while the prompt is open stays.
  public var promptTags: [String] = []
  /// True while the help overlay is shown.
  public var showHelp = false
  /// Frame of the loading spinner.
  public var spinnerFrame = 0
  /// The covers of the session, or nil when pictures are off (`--images none`, a terminal
  /// with fewer than 256 colours, `NO_COLOR`): no cover area is drawn at all then.
  public var covers: CoverGallery?
  /// True when covers are drawn at all (a gallery whose pictures are on): only then do the key
  /// hints and the help overlay offer `i`.
  public var showsPictures: Bool { covers?.isEnabled == true }
  /// True while the search results show small cover thumbnails (`i`; off at the start).
  public var showThumbnails = false

  /// The initial state: Search tab, search field focused.
  public init() {}
}

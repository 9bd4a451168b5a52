import BookshelfCore
import Observation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The personal shelf, shared by every screen of one app session.
///
/// One instance is created by the composition root and handed to the shelf screen, to the
/// search screen (for the saved mark of each row: `isSaved(_:)`, `toggleSaved(_:)`) and to
/// each `BookDetailViewModel`. Because they share this object, a book saved from search or
/// detail is in `entries` (and `isSaved` is true) as soon as the call returns; `isSaved`
/// changes even before the write finishes. Writes go through `ShelfStoring` one at a time,
/// in the order they were made, each as a `ShelfEdit` of the fields it changes (so an edit
/// never erases what another program saved meanwhile), and the entry as saved is then shown;
/// a failed write is rolled back and reported in `message`. Changes other programs make are
/// shown after `refreshIfChanged()` (which the terminal app calls on every tick).
@Observable
@MainActor
public final class ShelfViewModel {
  /// The saved books that match `filter`, in `sort` order.
  public internal(set) var entries: [ShelfEntry] = []
  /// Which saved books `entries` shows.
  public internal(set) var filter = ShelfFilter()
  /// The order of `entries`.
  public internal(set) var sort: ShelfSort
  /// Where the screen stands.
  public internal(set) var phase: ShelfPhase = .idle
  /// The one line to show: the last notice (a save, a removal that can be undone, an error),
  /// else the empty state (`.empty`, `.noMatches`), or nil. Typed, so any UI renders it in its
  /// language (`text(in:)`).
  public var status: ShelfMessage? { latestNotice ?? emptyState }
  /// `status` in `language` ("Your shelf is empty.", …), or nil.
  public var message: String? { status?.text(in: language) }
  /// The last notice or error, cleared by the next successful action.
  public internal(set) var latestNotice: ShelfMessage?
  /// `latestNotice` in `language`, or nil.
  public var notice: String? { latestNotice?.text(in: language) }
  /// The error behind `message` when it is one.
  public internal(set) var error: BookshelfError?
  /// The entry removed last, restorable with `undoRemove()`; nil when there is nothing to undo.
  public internal(set) var lastRemoved: ShelfEntry?
  /// Every saved entry by shelf key (`ShelfEntry.key(for:)`), whatever the filter.
  public internal(set) var savedByKey: [String: ShelfEntry] = [:]

  /// True when `undoRemove()` would restore a book.
  public var canUndo: Bool { lastRemoved != nil }
  /// Number of saved books, whatever the filter.
  public var savedCount: Int { savedByKey.count }
  /// Every tag in use, sorted, for a tag filter.
  public var allTags: [String] { Array(Set(savedByKey.values.flatMap(\.tags))).sorted() }

  /// The language of `message`.
  public let language: Language
  @ObservationIgnored let store: any ShelfStoring
  @ObservationIgnored let now: @Sendable () -> Date
  @ObservationIgnored let writes = SerialQueue()
  /// Every entry in `sort` order as last read from the store, before filtering.
  @ObservationIgnored var sortedAll: [ShelfEntry] = []
  /// Writes started and not finished yet, by shelf key.
  @ObservationIgnored var pendingWrites: [String: Int] = [:]
  /// Writes started so far (a refresh that saw one start while it read drops what it read).
  @ObservationIgnored var writesStarted = 0
  /// The store's `changeToken()` when the shown entries were read; nil before the first read.
  @ObservationIgnored var lastChangeToken: Int64?
  /// True while `refreshIfChanged()` is reading.
  @ObservationIgnored var refreshing = false

  /// Creates the view model; call `load()` to read the shelf.
  /// - Parameters:
  ///   - store: the shelf port (SQLite live, in-memory in tests).
  ///   - language: the language of `message`.
  ///   - sort: the initial order (default `.added`, newest first).
  ///   - now: the current time, for `addedAt`/`updatedAt`/`startedAt`/`finishedAt`.
  public init(
    store: any ShelfStoring, language: Language, sort: ShelfSort = .added,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.store = store
    self.language = language
    self.sort = sort
    self.now = now
  }

  // MARK: Reading

  /// Reads every saved entry from the store and rebuilds `entries`.
  public func load() async {
    if phase == .idle { phase = .loading }
    do {
      let token = try? await store.changeToken()
      let all = try await store.entries(matching: ShelfFilter(), sortedBy: sort)
      lastChangeToken = token
      show(all)
      phase = .loaded
      rebuildEntries()
    } catch {
      sortedAll = []
      report(error)
      phase = .failed
    }
  }

  /// Re-reads the shelf when the store reports a change since the last read (another
  /// program's save, edit, removal or import), and shows it. The check is one cheap call
  /// (`ShelfStoring.changeToken()`), so this may run several times a second. Does nothing
  /// while a write of this view model is waiting or another refresh is reading (the next call
  /// catches up); a failed read keeps what is shown and reports the error.
  public func refreshIfChanged() async {
    guard phase == .loaded, !refreshing, pendingWrites.isEmpty else { return }
    refreshing = true
    defer { refreshing = false }
    let started = writesStarted
    guard let token = try? await store.changeToken(), token != lastChangeToken else { return }
    do {
      let all = try await store.entries(matching: ShelfFilter(), sortedBy: sort)
      // An edit made while reading is newer than what was read: read again next time.
      guard pendingWrites.isEmpty, writesStarted == started else { return }
      lastChangeToken = token
      show(all)
    } catch {
      report(error)
    }
  }

  /// Shows only entries with this reading status and tag (nil: any). Applied at once.
  public func filterChanged(_ filter: ShelfFilter) {
    guard filter != self.filter else { return }
    self.filter = filter
    rebuildEntries()
  }

  /// Changes the order and re-reads the shelf in it.
  public func sortChanged(_ sort: ShelfSort) async {
    guard sort != self.sort else { return }
    self.sort = sort
    await load()
  }

  /// True when `book` is saved (under its ISBN-13, or its id when it has none).
  public func isSaved(_ book: Book) -> Bool {
    savedByKey[ShelfEntry.key(for: book)] != nil
  }

  /// The saved entry of `book`, or nil.
  public func entry(for book: Book) -> ShelfEntry? {
    savedByKey[ShelfEntry.key(for: book)]
  }

  /// The saved entry under a shelf key, or nil.
  public func entry(forKey key: String) -> ShelfEntry? {
    savedByKey[key]
  }

  /// Waits until every write made so far has finished.
  public func waitForPendingWrites() async {
    await writes.drain()
  }

  // MARK: Helpers

  /// Shows `all` (every entry, in `sort` order) as the saved state.
  func show(_ all: [ShelfEntry]) {
    sortedAll = all
    let byKey = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    if byKey != savedByKey { savedByKey = byKey }
    rebuildEntries()
  }

  /// Recomputes `entries` from the last sorted read plus local changes, and the empty message.
  func rebuildEntries() {
    var seen: Set<String> = []
    var ordered: [ShelfEntry] = []
    for entry in sortedAll {
      if let current = savedByKey[entry.id], seen.insert(entry.id).inserted { ordered.append(current) }
    }
    // Saved since the last read (not yet re-read in order): newest first at the top.
    let added = savedByKey.values.filter { !seen.contains($0.id) }.sorted { $0.addedAt > $1.addedAt }
    ordered.insert(contentsOf: added, at: 0)
    entries = ordered.filter(matches)
  }

  private var emptyState: ShelfMessage? {
    guard phase == .loaded, entries.isEmpty else { return nil }
    return savedByKey.isEmpty ? .empty : .noMatches
  }

  private func matches(_ entry: ShelfEntry) -> Bool { filter.matches(entry) }

  func report(_ error: any Error) {
    self.error = error as? BookshelfError
    latestNotice = .failed(FailureMessage(error))
  }
}

import BookshelfCore
import Observation

/// The search screen: search as you type (debounced), paging by scrolling, recent searches.
///
/// Inputs are intent-named methods (`queryChanged(_:)`, `submit()`, …); outputs are observable
/// properties (`phase`, `books`, `totalCount`, `isEnd`, `status` and its text `message`,
/// `recentSearches`).
///
/// Correctness never depends on cancelling a request: every request carries a token, and a
/// response is applied only when its token is still the latest, i.e. its query text, field,
/// sort and provider are still current and the search was not cancelled. Superseded requests
/// are also cancelled, but only as a courtesy to the network.
@Observable
@MainActor
public final class SearchViewModel {
  // MARK: Outputs

  /// The text in the search field, exactly as typed.
  public private(set) var query = ""
  /// The field searched.
  public private(set) var field: SearchField
  /// The order of results.
  public private(set) var sort: SearchSort
  /// The source searched.
  public private(set) var provider: ProviderChoice
  /// Where the screen stands; see `SearchPhase`.
  public internal(set) var phase: SearchPhase = .idle
  /// The books loaded so far, pages appended in order, without duplicate ids.
  public internal(set) var books: [Book] = []
  /// Number of matching books the provider reports (`BookPage.totalCount`); 0 before results.
  public internal(set) var totalCount = 0
  /// True when `totalCount` is an estimate (`BookPage.totalCountIsApproximate`): show it as
  /// "about N".
  public internal(set) var totalCountIsApproximate = false
  /// True when no further page will be requested: the provider said so, its page cap
  /// (`PagingLimits.lastPage(pageSize:)`) was reached, the last page added no new book
  /// (a provider repeating a page), it was empty, or an exact `totalCount` was reached
  /// (`BookPage.reachesTotalCount`).
  public internal(set) var isEnd = false
  /// The highest page loaded, 0 before results.
  public internal(set) var loadedPage = 0
  /// The trimmed query the shown `books` belong to, or nil when none are shown.
  public internal(set) var resultsQuery: String?
  /// The one line for the screen (empty state, error, notice), or nil: typed, so any UI
  /// renders it in its language (`text(in:)`).
  public internal(set) var status: SearchMessage?
  /// `status` in `language`, or nil.
  public var message: String? { status?.text(in: language, setting: settingName) }
  /// How the response cache answered the shown results when it served them from an expired
  /// entry because the source could not be reached (`CachedAnswer.isStale`); nil when the
  /// latest page came from the source or from a fresh entry (so the next fresh page clears it).
  public internal(set) var staleAnswer: CachedAnswer?
  /// The stale-answer line for `staleAnswer` (`results from 3 hours ago; the network is
  /// unreachable`), or nil: typed, so any UI renders it in its language.
  public var staleNotice: CacheMessage? { staleAnswer.map { .staleAnswer(ageSeconds: $0.ageSeconds) } }
  /// `staleNotice` in `language`, or nil.
  public var staleMessage: String? { staleNotice?.text(in: language) }
  /// How the source relaxed the current results' query (the first page's
  /// `BookPage.relaxation`: corrected typos or partial matches), nil for a plain answer.
  public internal(set) var relaxation: SearchRelaxation?
  /// The line for `relaxation` in `language` (`showing results for "…"`), or nil.
  public var relaxationMessage: String? { RelaxationMessage(relaxation)?.text(in: language) }
  /// The error behind `message` when it is one.
  public internal(set) var error: BookshelfError?
  /// Up to 10 distinct submitted queries, newest first.
  public internal(set) var recentSearches: [String] = []
  /// What the view model has done so far (requests, applied and dropped responses).
  public internal(set) var statistics = SearchStatistics()

  /// True when `retry()` would repeat a failed request.
  public var canRetry: Bool { phase == .failed && retryPage != nil }

  /// True when the screen should offer `recentSearches` instead of results: the field is
  /// empty (not even a space), no books are shown and at least one search was recorded.
  public var showsRecentSearches: Bool { query.isEmpty && books.isEmpty && !recentSearches.isEmpty }

  // MARK: Configuration

  /// The language of `message`.
  public let language: Language
  /// Books per page asked of the provider (clamped by the provider to its maximum).
  public let pageSize: Int
  /// How long typing must pause before a search starts.
  public let debounceInterval: Duration
  /// Whether superseded requests get `Task.cancel()` (saves bandwidth). Results are correct
  /// either way: stale responses are dropped by token, never by relying on cancellation.
  public let cancelsSupersededRequests: Bool
  /// How long a provider that answered "rate-limited" without `Retry-After`, or "quota used
  /// up", is left alone (default 60 s). Meanwhile no search is sent to it; the status line says
  /// when it is tried again, and the search on screen then is.
  public let rateLimitBackOff: Duration

  /// Names the environment variable behind a provider's key or endpoint in an error's hint
  /// (`missingAPIKey`: "set KAKAO_REST_API_KEY"); the composition root sets it, the default
  /// names none.
  @ObservationIgnored public var settingName: @Sendable (ProviderSetting) -> String? = { _ in nil }
  @ObservationIgnored let resolve: BookSearchingResolver
  @ObservationIgnored let clock: any Clock<Duration>
  @ObservationIgnored let recentStore: any RecentSearchesStoring

  // MARK: Private state

  /// The token of the one request whose response may be applied; bumped to drop all others.
  @ObservationIgnored var latestToken: UInt64 = 0
  /// The token of the one debounce that may start a search.
  @ObservationIgnored var debounceToken: UInt64 = 0
  @ObservationIgnored var debounceTask: Task<Void, Never>?
  @ObservationIgnored var loadTask: Task<Void, Never>?
  /// The search being worked on: pending debounce, in flight, or shown.
  @ObservationIgnored var targetKey: SearchKey?
  /// The search the shown books (or the request in flight) belong to.
  @ObservationIgnored var resultsKey: SearchKey?
  @ObservationIgnored var searcher: (any BookSearching)?
  @ObservationIgnored var seenIDs: Set<String> = []
  /// The page to request again on `retry()`.
  @ObservationIgnored var retryPage: Int?
  @ObservationIgnored var recentWrites: Task<Void, Never>?
  /// Providers being left alone after a rate limit or a used-up quota, until their back-off ends.
  @ObservationIgnored var backOffs: [ProviderID: RateLimitBackOff] = [:]
  /// The token of the one back-off countdown that may update the screen.
  @ObservationIgnored var backOffToken: UInt64 = 0
  @ObservationIgnored var backOffTask: Task<Void, Never>?

  /// Creates the view model; nothing is requested until input arrives.
  /// - Parameters:
  ///   - resolver: returns the `BookSearching` of a provider choice (called on each new search).
  ///   - provider: the initial source.
  ///   - recentSearches: where submitted queries are persisted (the shelf database).
  ///   - clock: the clock that times the debounce (`ContinuousClock()` live, a test clock in tests).
  ///   - language: the language of `message`.
  ///   - pageSize: books per page, 1 or more (default `BookQuery.defaultPageSize`, 10).
  ///   - debounce: the pause after the last keystroke before searching (default 300 ms).
  ///   - field: the initial search field (default `.any`).
  ///   - sort: the initial order (default `.relevance`).
  ///   - cancelsSupersededRequests: cancel the task of a superseded request (default true);
  ///     pass false if the transport cannot be cancelled safely.
  ///   - rateLimitBackOff: how long a rate-limited provider is left alone when it gives no
  ///     `Retry-After` (default 60 s; `Retry-After` is honoured up to a day).
  public init(
    resolver: @escaping BookSearchingResolver, provider: ProviderChoice,
    recentSearches: any RecentSearchesStoring, clock: any Clock<Duration> = ContinuousClock(),
    language: Language, pageSize: Int = BookQuery.defaultPageSize,
    debounce: Duration = .milliseconds(300), field: SearchField = .any, sort: SearchSort = .relevance,
    cancelsSupersededRequests: Bool = true, rateLimitBackOff: Duration = .seconds(60)
  ) {
    self.resolve = resolver
    self.provider = provider
    self.recentStore = recentSearches
    self.clock = clock
    self.language = language
    self.pageSize = max(1, pageSize)
    self.debounceInterval = debounce
    self.field = field
    self.sort = sort
    self.cancelsSupersededRequests = cancelsSupersededRequests
    self.rateLimitBackOff = rateLimitBackOff
  }

  // MARK: Inputs

  /// The search field's text changed. A non-empty query (after trimming) is searched once
  /// typing pauses for `debounceInterval`; an empty or whitespace-only one clears the results
  /// at once and makes no request. So does a query of Hangul compatibility jamo only (`ㅎ`,
  /// `ㅁㅇ`) for an online source: `message` asks for whole syllables (the local catalog gets
  /// it; `submit()` sends it anywhere).
  public func queryChanged(_ text: String) {
    guard text != query else { return }
    query = text
    guard let key = currentKey else {
      clear()
      return
    }
    if key == targetKey { return }  // e.g. a trailing space: same search
    guard key.isSentWhileTyping else {
      holdUnfinished(key)
      return
    }
    if key == resultsKey, phase == .loaded || phase == .empty {
      // Typed back to the search already shown (e.g. "ab" → "abc" → "ab"): keep it.
      cancelDebounce()
      targetKey = key
      return
    }
    supersede()
    scheduleSearch(key)
  }

  /// Searches the current text now (the Enter key). An empty query shows the "enter a search
  /// term" message and makes no request. A non-empty one is added to `recentSearches`; if the
  /// same search is already shown or on its way, no second request is made.
  public func submit() {
    guard let key = currentKey else {
      clear()
      error = .emptyQuery
      status = .failed(.error(.emptyQuery))
      return
    }
    recordRecent(key.text)
    let settled: Set<SearchPhase> = [.loadingFirstPage, .loaded, .loadingNextPage, .empty]
    if key == targetKey, debounceTask == nil, settled.contains(phase) { return }
    startFirstPage(key)
  }

  /// Searches a recent query again: sets the text and submits it.
  public func searchRecent(_ text: String) {
    queryChanged(text)
    submit()
  }

  /// The search field changed; a non-empty query is searched again at once.
  public func fieldChanged(_ field: SearchField) {
    guard field != self.field else { return }
    self.field = field
    restartIfNeeded()
  }

  /// The order changed; a non-empty query is searched again at once.
  public func sortChanged(_ sort: SearchSort) {
    guard sort != self.sort else { return }
    self.sort = sort
    restartIfNeeded()
  }

  /// The source changed; a non-empty query is searched again at once.
  public func providerChanged(_ provider: ProviderChoice) {
    guard provider != self.provider else { return }
    self.provider = provider
    restartIfNeeded()
  }

  /// The cursor reached the row at `index` (0-based, into `books`). Within the last 3 rows, the
  /// next page is requested, once, unless `isEnd` or the shown results are not those of the
  /// current text (typing is in progress). Call it for the cursor only, never on redraw: a
  /// screen taller than the list would otherwise page by itself.
  public func reachedItem(at index: Int) {
    guard phase == .loaded, !isEnd, index >= books.count - 3, resultsKey == currentKey else { return }
    loadNextPage()
  }

  /// Repeats the failed request (first or next page). Does nothing unless `canRetry`.
  public func retry() {
    guard canRetry, let page = retryPage else { return }
    if page == 1 {
      if let key = targetKey ?? currentKey { startFirstPage(key) }
    } else {
      loadNextPage()
    }
  }

  /// Stops the pending debounce and the request in flight; their responses are dropped.
  /// A first page on its way leaves the screen idle; a next page on its way leaves the pages
  /// already loaded.
  public func cancel() {
    cancelDebounce()
    dropInFlight()
    switch phase {
    case .loadingFirstPage:
      resetResults()
      phase = .idle
      targetKey = nil
    case .loadingNextPage:
      phase = .loaded
      targetKey = resultsKey
    default:
      targetKey = resultsKey
    }
  }

  /// Loads the persisted recent searches into `recentSearches` (call once when the screen opens).
  /// A storage failure leaves the list empty.
  public func loadRecentSearches() async {
    recentSearches = (try? await recentStore.recentSearches(limit: RecentSearchList.limit)) ?? []
  }

  /// Waits until every recent search recorded so far has been written to the store.
  public func waitForPendingWrites() async {
    await recentWrites?.value
  }

  // MARK: Helpers

  /// The search the current inputs describe, or nil when the trimmed text is empty.
  var currentKey: SearchKey? {
    let text = query.trimmingWhitespace()
    guard !text.isEmpty else { return nil }
    return SearchKey(text: text, field: field, sort: sort, provider: provider)
  }

  private func restartIfNeeded() {
    guard let key = currentKey else { return }
    guard key.isSentWhileTyping else {
      holdUnfinished(key)
      return
    }
    startFirstPage(key)
  }

  /// A jamo-only text for an online source: nothing is sent, the results are cleared and
  /// `status` asks for whole syllables.
  private func holdUnfinished(_ key: SearchKey) {
    clear()
    status = .jamoOnly(key.provider)
  }

  private func recordRecent(_ text: String) {
    recentSearches = RecentSearchList.inserting(text, into: recentSearches)
    let previous = recentWrites
    let store = recentStore
    recentWrites = Task {
      await previous?.value
      try? await store.recordSearch(text)
    }
  }
}

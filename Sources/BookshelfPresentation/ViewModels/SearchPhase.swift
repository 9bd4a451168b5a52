/// Where the search screen stands.
public enum SearchPhase: Sendable, Hashable {
  /// No search: the query is empty, or the search was cancelled before its first page.
  case idle
  /// The first page of the current query is on its way; `books` is empty.
  case loadingFirstPage
  /// Results are shown; more may be loaded unless `isEnd`.
  case loaded
  /// Results are shown and the next page is on its way.
  case loadingNextPage
  /// The search finished with no books; `message` says so.
  case empty
  /// The last request failed; `message` says why. When a next page failed, `books` still holds
  /// the pages loaded before it. `retry()` repeats the failed request.
  case failed
}

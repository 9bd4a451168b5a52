import BookshelfCore

/// Debouncing, requests and applying responses. Every response passes `receive(_:for:token:)`,
/// which drops it unless its token is still `latestToken`.
extension SearchViewModel {
  /// Waits `debounceInterval` (deadline fixed now), then starts `key` unless superseded.
  func scheduleSearch(_ key: SearchKey) {
    cancelDebounce()
    targetKey = key
    debounceToken &+= 1
    let token = debounceToken
    let sleep = Debounce.sleeper(on: clock, for: debounceInterval)
    debounceTask = Task { [weak self] in
      do { try await sleep() } catch { return }
      guard let self, self.debounceToken == token, self.targetKey == key else { return }
      self.debounceTask = nil
      self.startFirstPage(key)
    }
  }

  func cancelDebounce() {
    debounceToken &+= 1
    debounceTask?.cancel()
    debounceTask = nil
  }

  /// Makes every response in flight stale and, if configured, cancels its task (a courtesy only).
  func dropInFlight() {
    latestToken &+= 1
    if cancelsSupersededRequests { loadTask?.cancel() }
    loadTask = nil
  }

  /// The inputs changed while typing: drop what is in flight. A next page that was loading
  /// leaves the shown pages as they were.
  func supersede() {
    dropInFlight()
    if phase == .loadingNextPage { phase = .loaded }
  }

  /// Clears the results, drops everything pending and returns to idle.
  func clear() {
    cancelDebounce()
    dropInFlight()
    resetResults()
    targetKey = nil
    phase = .idle
  }

  func resetResults() {
    books = []
    seenIDs = []
    totalCount = 0
    totalCountIsApproximate = false
    isEnd = false
    loadedPage = 0
    resultsQuery = nil
    resultsKey = nil
    status = nil
    staleAnswer = nil
    relaxation = nil
    error = nil
    retryPage = nil
  }

  /// Requests page 1 of `key` now, replacing whatever is shown.
  func startFirstPage(_ key: SearchKey) {
    cancelDebounce()
    dropInFlight()
    resetResults()
    targetKey = key
    resultsKey = key
    let source: any BookSearching
    let query: BookQuery
    do {
      source = try resolve(key.provider)
      query = try BookQuery(typed: key.text, field: key.field, sort: key.sort, page: 1, pageSize: pageSize)
    } catch {
      show(error, page: 1, retryable: error.isTransient || error.provider != nil)
      return
    }
    searcher = source
    if let backOff = activeBackOff(for: key.provider) {
      showBackOff(backOff, page: 1)
      return
    }
    resultsQuery = key.text
    phase = .loadingFirstPage
    launch(query, for: key, on: source)
  }

  /// Requests the page after `loadedPage`, unless it is past the provider's page cap.
  func loadNextPage() {
    guard let key = resultsKey, let source = searcher, !isEnd else { return }
    let next = loadedPage + 1
    if let last = source.limits.lastPage(pageSize: pageSize), next > last {
      isEnd = true
      return
    }
    guard
      let query = try? BookQuery(
        typed: key.text, field: key.field, sort: key.sort, page: next, pageSize: pageSize)
    else { return }
    if let backOff = activeBackOff(for: key.provider) {
      showBackOff(backOff, page: next)
      return
    }
    status = nil
    error = nil
    retryPage = nil
    phase = .loadingNextPage
    launch(query, for: key, on: source)
  }

  private func launch(_ query: BookQuery, for key: SearchKey, on source: any BookSearching) {
    latestToken &+= 1
    let token = latestToken
    statistics.requestsStarted += 1
    loadTask = Task { [weak self] in
      let result: Result<BookPage, any Error>
      do {
        result = .success(try await source.search(query))
      } catch {
        result = .failure(error)
      }
      self?.receive(result, for: query, key: key, token: token)
    }
  }

  /// Applies a response if it is still the latest request and its search is still the current
  /// one (text, field, sort, provider); drops it otherwise.
  func receive(
    _ result: Result<BookPage, any Error>, for query: BookQuery, key: SearchKey, token: UInt64
  ) {
    statistics.responsesReceived += 1
    guard token == latestToken, key == resultsKey, key == currentKey else {
      statistics.responsesDropped += 1
      return
    }
    loadTask = nil
    statistics.responsesApplied += 1
    switch result {
    case .success(let page):
      apply(page, for: query)
    case .failure(let error as BookshelfError):
      if let backOff = RateLimitBackOff.after(error, on: clock, fallback: rateLimitBackOff) {
        backOffs[backOff.provider] = backOff
        showBackOff(backOff, page: query.page)
      } else {
        show(error, page: query.page, retryable: true)
      }
    case .failure(let error):
      if error is CancellationError {
        // Cancelled by someone else while still current: back to a stable phase.
        phase = books.isEmpty ? .idle : .loaded
        return
      }
      fail(
        .failed(.unexpected(detail: String(describing: error))), error: nil, page: query.page, retryable: true
      )
    }
  }

  private func apply(_ page: BookPage, for query: BookQuery) {
    var fresh: [Book] = []
    fresh.reserveCapacity(page.books.count)
    for book in page.books where seenIDs.insert(book.id).inserted {
      fresh.append(book)
    }
    books.append(contentsOf: fresh)
    loadedPage = query.page
    totalCount = page.totalCount
    totalCountIsApproximate = page.totalCountIsApproximate
    let lastPage = searcher?.limits.lastPage(pageSize: pageSize)
    let capped = lastPage.map { query.page >= $0 } ?? false
    // The end, whatever the provider says: a page that adds no new book (a provider repeating
    // a page past its real end would otherwise be paged forever), or an exact total reached.
    isEnd = page.isEnd || capped || fresh.isEmpty || page.reachesTotalCount
    staleAnswer = page.cachedAnswer.flatMap { $0.isStale ? $0 : nil }
    if query.page == 1 { relaxation = page.relaxation }
    error = nil
    retryPage = nil
    if books.isEmpty {
      phase = .empty
      status = .noResults(query: query.text)
      return
    }
    phase = .loaded
    status = nil
    if capped, !page.isEnd, totalCount > books.count, let source = searcher {
      status = .resultsCapped(provider: source.provider, count: books.count)
    }
  }

  private func show(_ error: BookshelfError, page: Int, retryable: Bool) {
    fail(.failed(.error(error)), error: error, page: page, retryable: retryable)
  }

  /// Shows `failure` for `page`: in place of the results for page 1, after the pages shown
  /// (`nextPageFailed`) for a later one.
  func fail(_ failure: SearchMessage, error: BookshelfError?, page: Int, retryable: Bool) {
    self.error = error
    retryPage = retryable ? page : nil
    if page == 1 {
      books = []
      seenIDs = []
      totalCount = 0
      totalCountIsApproximate = false
      isEnd = false
      loadedPage = 0
      status = failure
    } else {
      status = .nextPageFailed(failure)
    }
    phase = .failed
  }
}

import BookshelfCore

/// A provider that failed during a federated search, and why.
public struct ProviderFailure: Sendable, Equatable {
  /// The provider that failed.
  public let provider: ProviderID
  /// What it failed with (its results are missing from the merged page).
  public let error: BookshelfError
}

/// The merged page of a federated search, with the providers that failed.
public struct FederatedPage: Sendable {
  /// Books from every provider that answered, merged by ISBN-13 and interleaved by rank.
  public var page: BookPage
  /// Providers that answered, in query order.
  public var answered: [ProviderID]
  /// Providers that failed (shown as warnings).
  public var failures: [ProviderFailure]
}

/// Searches several providers at once (`--provider all`).
///
/// It is a `BookSearching` itself (`search` gives the merged page, `lookup` the merged record,
/// failures of single providers dropped), so a search screen or command can use it wherever it
/// uses one provider; `searchWithFailures` and `lookupWithFailures` also say which providers
/// failed, for the CLI's warnings.
///
/// Each provider runs concurrently under its own time limit; results are merged by ISBN-13
/// (empty fields filled from the other sources, ratings averaged weighted by their counts) and
/// interleaved by rank (every provider's first book, then every second book, …). A failing
/// provider becomes a `ProviderFailure`; the search fails only when every provider fails.
///
/// Paging one query page after page, a provider that has ended (see `FederatedProgress`: it
/// said `isEnd`, sent an empty page, added no new book or reached its exact total) is not
/// asked for the later pages, and the merged page says `isEnd` once every provider has ended.
/// One instance remembers the one query it is paging; page 1 starts over.
///
/// A provider that answers "rate-limited" or "quota used up" is left alone for its
/// `Retry-After` (else `rateLimitBackOff`) by every later search of the same instance: it is
/// listed among the failures with that error, without a request.
public struct FederatedSearch: Sendable {
  /// The providers, in the order used for interleaving and for filling fields.
  public let sources: [any BookSearching]
  /// The time limit for each provider's answer.
  public let timeLimit: Duration
  /// How long a rate-limited provider without `Retry-After`, or one whose quota is used up,
  /// is left alone.
  public let rateLimitBackOff: Duration
  let clock: any Clock<Duration>
  let progress = FederatedProgress()

  /// - Parameters:
  ///   - sources: the providers, in interleaving order.
  ///   - timeLimit: the time limit for each provider's answer (default 8 s).
  ///   - clock: times the limits and back-offs.
  ///   - rateLimitBackOff: the back-off without `Retry-After` (default 60 s).
  public init(
    sources: [any BookSearching], timeLimit: Duration = .seconds(8),
    clock: any Clock<Duration> = ContinuousClock(), rateLimitBackOff: Duration = .seconds(60)
  ) {
    self.sources = sources
    self.timeLimit = timeLimit
    self.clock = clock
    self.rateLimitBackOff = rateLimitBackOff
  }

  /// One merged page. `totalCount` is the sum of the latest total of every provider that
  /// answered this query (approximate when more than one found books, or one's is); `isEnd`
  /// when every provider has ended, failed this page or passed its page cap. A page asked for
  /// after every provider has ended is empty and `isEnd`, and asks nobody.
  /// - Throws: `.pageOutOfRange` when the page is past every provider's last page;
  ///   `.allProvidersFailed` with each failure when no provider answered (a resting provider's
  ///   failure is the error it rests for); `CancellationError`.
  public func searchWithFailures(_ query: BookQuery) async throws -> FederatedPage {
    let ticket = progress.begin(query)
    let resting = progress.resting()
    let pending = sources.indices.filter { index in
      !ticket.ended.contains(index)
        && sources[index].limits.lastPage(pageSize: query.pageSize).map { query.page <= $0 } ?? true
    }
    let reachable = pending.filter { resting[$0] == nil }
    var failed: [(Int, ProviderFailure)] = pending.compactMap { index in
      resting[index].map { (index, ProviderFailure(provider: sources[index].provider, error: $0.error)) }
    }
    guard !reachable.isEmpty else {
      if !failed.isEmpty { throw BookshelfError.allProvidersFailed(failed.map(\.1.error)) }
      if !ticket.ended.isEmpty {
        let page = BookPage(books: [], totalCount: 0, isEnd: true, page: query.page, pageSize: query.pageSize)
        return FederatedPage(page: page, answered: [], failures: [])
      }
      let first = sources.first
      throw BookshelfError.pageOutOfRange(
        provider: first?.provider ?? .local, page: query.page,
        lastPage: first?.limits.lastPage(pageSize: query.pageSize) ?? 1)
    }
    let outcomes = await run(reachable.map { sources[$0] }) { try await $0.search(query) }
    var pages: [(ProviderID, BookPage)] = []
    var done = Set(sources.indices).subtracting(reachable)
    for (index, (provider, outcome)) in zip(reachable, outcomes) {
      switch outcome {
      case .success(let page):
        pages.append((provider, page))
        let lastPage = sources[index].limits.lastPage(pageSize: query.pageSize)
        if progress.record(page, from: index, ticket: ticket, lastPage: lastPage) { done.insert(index) }
      case .failure(let error):
        failed.append((index, ProviderFailure(provider: provider, error: error)))
        done.insert(index)
        if let backOff = RateLimitBackOff.after(error, on: clock, fallback: rateLimitBackOff) {
          progress.rest(index, backOff)
        }
      }
    }
    let failures = failed.sorted { $0.0 < $1.0 }.map(\.1)
    try Task.checkCancellation()
    if let pastEnd = Self.pastTheEnd(query, pages: pages, failures: failures) { throw pastEnd }
    guard !pages.isEmpty else { throw BookshelfError.allProvidersFailed(failures.map(\.error)) }
    let books = BookMerger.interleave(pages.map { $0.1.books })
    let total =
      progress.total(for: ticket)
      ?? (
        SafeNumber.saturatingSum(pages.map(\.1.totalCount)),
        pages.contains { $0.1.totalCountIsApproximate } || pages.filter { $0.1.totalCount > 0 }.count > 1
      )
    // A provider answered from the response cache because it could not be reached: the
    // merged page says so, by the oldest such answer.
    let stale = pages.compactMap(\.1.cachedAnswer).filter(\.isStale).max { $0.ageSeconds < $1.ageSeconds }
    let page = BookPage(
      books: books, totalCount: total.count, isEnd: done.count == sources.count, page: query.page,
      pageSize: query.pageSize, totalCountIsApproximate: total.approximate, cachedAnswer: stale)
    return FederatedPage(page: page, answered: pages.map(\.0), failures: failures)
  }

  /// `.pageOutOfRange` as a single provider says it, when `query.page` is past the end of every
  /// provider asked: each one refused the page as out of range or answered it empty with a
  /// total that ends before it. It names the provider whose results reach furthest and its
  /// last page. Nil when any provider had books on the page, failed otherwise, or found nothing
  /// at all (that stays "no books found").
  static func pastTheEnd(
    _ query: BookQuery, pages: [(ProviderID, BookPage)], failures: [ProviderFailure]
  ) -> BookshelfError? {
    guard query.page > 1, pages.allSatisfy(\.1.books.isEmpty) else { return nil }
    var ends: [(provider: ProviderID, lastPage: Int)] = []
    for failure in failures {
      guard case .pageOutOfRange(let provider, _, let lastPage) = failure.error else { return nil }
      ends.append((provider, lastPage))
    }
    for (provider, page) in pages where page.totalCount > 0 {
      guard let last = page.lastPageByTotalCount, last < query.page else { return nil }
      ends.append((provider, last))
    }
    guard let furthest = ends.max(by: { $0.lastPage < $1.lastPage }) else { return nil }
    return .pageOutOfRange(provider: furthest.provider, page: query.page, lastPage: furthest.lastPage)
  }

  /// The record of one ISBN merged from every provider that knows it, or nil.
  /// - Throws: `.allProvidersFailed` when no provider answered.
  public func lookupWithFailures(_ isbn: ISBN) async throws -> (book: Book?, failures: [ProviderFailure]) {
    let outcomes = await run(sources) { try await $0.lookup(isbn) }
    var found: [Book] = []
    var failures: [ProviderFailure] = []
    var answered = 0
    for (provider, outcome) in outcomes {
      switch outcome {
      case .success(let book):
        answered += 1
        if let book { found.append(book) }
      case .failure(let error): failures.append(ProviderFailure(provider: provider, error: error))
      }
    }
    try Task.checkCancellation()
    guard answered > 0 else { throw BookshelfError.allProvidersFailed(failures.map(\.error)) }
    return (BookMerger.interleave(found.map { [$0] }).first, failures)
  }

  /// Runs `operation` on every source concurrently, each under the time limit; results in
  /// source order. Failures that are not `BookshelfError` become `.network`.
  private func run<T: Sendable>(
    _ sources: [any BookSearching], _ operation: @escaping @Sendable (any BookSearching) async throws -> T
  ) async -> [(ProviderID, Result<T, BookshelfError>)] {
    let limit = timeLimit
    let clock = clock
    return await withTaskGroup(of: (Int, Result<T, BookshelfError>).self) { group in
      for (index, source) in sources.enumerated() {
        group.addTask {
          do {
            let value = try await TimeLimit.run(limit, provider: source.provider, clock: clock) {
              try await operation(source)
            }
            return (index, .success(value))
          } catch let error as BookshelfError {
            return (index, .failure(error))
          } catch {
            return (index, .failure(.network(source.provider, .cancelled)))
          }
        }
      }
      var results: [(Int, Result<T, BookshelfError>)] = []
      for await result in group { results.append(result) }
      return results.sorted { $0.0 < $1.0 }.map { (sources[$0.0].provider, $0.1) }
    }
  }
}

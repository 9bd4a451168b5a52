import BookshelfCore

/// A provider that failed during a federated search, and why.
public struct ProviderFailure: Sendable, Equatable {
  public let provider: ProviderID
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
/// Each provider runs concurrently under its own time limit; results are merged by ISBN-13
/// (empty fields filled from the other sources, ratings averaged weighted by their counts) and
/// interleaved by rank (every provider's first book, then every second book, …). A failing
/// provider becomes a `ProviderFailure`; the search fails only when every provider fails.
public struct FederatedSearch: Sendable {
  /// The providers, in the order used for interleaving and for filling fields.
  public let sources: [any BookSearching]
  /// The time limit for each provider's answer.
  public let timeLimit: Duration
  let clock: any Clock<Duration>

  public init(
    sources: [any BookSearching], timeLimit: Duration = .seconds(8),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.sources = sources
    self.timeLimit = timeLimit
    self.clock = clock
  }

  /// One merged page.
  /// - Throws: `.pageOutOfRange` when the page is past every provider's last page;
  ///   `.allProvidersFailed` with each failure when no provider answered; `CancellationError`.
  public func search(_ query: BookQuery) async throws -> FederatedPage {
    let reachable = sources.filter { source in
      source.limits.lastPage(pageSize: query.pageSize).map { query.page <= $0 } ?? true
    }
    guard !reachable.isEmpty else {
      let first = sources.first
      throw BookshelfError.pageOutOfRange(
        provider: first?.provider ?? .local, page: query.page,
        lastPage: first?.limits.lastPage(pageSize: query.pageSize) ?? 1)
    }
    let outcomes = await run(reachable) { try await $0.search(query) }
    var pages: [(ProviderID, BookPage)] = []
    var failures: [ProviderFailure] = []
    for (provider, outcome) in outcomes {
      switch outcome {
      case .success(let page): pages.append((provider, page))
      case .failure(let error): failures.append(ProviderFailure(provider: provider, error: error))
      }
    }
    try Task.checkCancellation()
    guard !pages.isEmpty else { throw BookshelfError.allProvidersFailed(failures.map(\.error)) }
    let books = BookMerger.interleave(pages.map { $0.1.books })
    let page = BookPage(
      books: books, totalCount: SafeNumber.saturatingSum(pages.map(\.1.totalCount)),
      isEnd: pages.allSatisfy { $0.1.isEnd }, page: query.page, pageSize: query.pageSize)
    return FederatedPage(page: page, answered: pages.map(\.0), failures: failures)
  }

  /// The record of one ISBN merged from every provider that knows it, or nil.
  /// - Throws: `.allProvidersFailed` when no provider answered.
  public func lookup(_ isbn: ISBN) async throws -> (book: Book?, failures: [ProviderFailure]) {
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
            return (index, .failure(.network(source.provider, detail: "cancelled")))
          }
        }
      }
      var results: [(Int, Result<T, BookshelfError>)] = []
      for await result in group { results.append(result) }
      return results.sorted { $0.0 < $1.0 }.map { (sources[$0.0].provider, $0.1) }
    }
  }
}

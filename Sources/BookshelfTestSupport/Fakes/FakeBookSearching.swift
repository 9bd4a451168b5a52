import BookshelfCore
import Synchronization

/// A scripted `BookSearching` for view-model tests and benchmarks.
///
/// Records every call. In `.immediate` mode a call answers at once; in `.held` mode it waits
/// until the test calls `complete(_:)`, so the test decides the order in which responses
/// arrive; in `.latency` mode it sleeps on a `TestClock` for a per-query time first. Held and
/// sleeping calls ignore task cancellation on purpose, like a Linux `URLSession` request that
/// finishes late: the code under test must not depend on cancelling them.
public final class FakeBookSearching: BookSearching, Sendable {
  /// When calls answer.
  public enum Mode: Sendable {
    /// At once.
    case immediate
    /// When the test calls `complete(_:)` / `complete(_:with:)`.
    case held
    /// After sleeping on `clock` for `latency(query)` (cancellation ignored).
    case latency(TestClock, @Sendable (BookQuery) -> Duration)
  }

  /// The answer to a search.
  public typealias Responder = @Sendable (BookQuery) -> Result<BookPage, BookshelfError>

  private struct State {
    var calls: [BookQuery] = []
    var held: [Int: CheckedContinuation<Void, Never>] = [:]
    var overrides: [Int: Result<BookPage, BookshelfError>] = [:]
    var scripted: [String: Result<BookPage, BookshelfError>] = [:]
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    var lookups: [ISBN] = []
    var records: [String: Book] = [:]
    var lookupError: BookshelfError?
  }

  /// The provider it claims to be.
  public let provider: ProviderID
  /// The paging window the view model must respect.
  public let limits: PagingLimits
  private let mode: Mode
  private let fallback: Responder
  private let state = Mutex(State())

  /// - Parameters:
  ///   - provider: the `ProviderID` it claims to be (default `.kakao`).
  ///   - limits: its paging limits (default: 50 per page, unbounded).
  ///   - mode: when calls answer (default `.immediate`).
  ///   - responder: the answer for any query not scripted with `script(_:page:_:)`
  ///     (default: an empty last page).
  public init(
    provider: ProviderID = .kakao, limits: PagingLimits = PagingLimits(maxPageSize: 50),
    mode: Mode = .immediate,
    responder: @escaping Responder = { q in
      .success(BookPage(books: [], totalCount: 0, isEnd: true, page: q.page, pageSize: q.pageSize))
    }
  ) {
    self.provider = provider
    self.limits = limits
    self.mode = mode
    self.fallback = responder
  }

  /// Sets the answer to page `page` of the query text `text` (any field and sort).
  public func script(_ text: String, page: Int = 1, _ result: Result<BookPage, BookshelfError>) {
    state.withLock { $0.scripted["\(page)|\(text)"] = result }
  }

  /// Every search call so far, in the order they were made.
  public var calls: [BookQuery] { state.withLock { $0.calls } }
  /// The query texts of every search call so far.
  public var queries: [String] { calls.map(\.text) }
  /// Every ISBN looked up so far.
  public var lookups: [ISBN] { state.withLock { $0.lookups } }

  /// Waits until at least `count` search calls have been made (held calls are then waiting
  /// for `complete`).
  public func waitForCalls(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { s -> Bool in
        if s.calls.count >= count { return true }
        s.waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Lets held call number `index` (0-based) answer with its scripted result, or `result`.
  public func complete(_ index: Int, with result: Result<BookPage, BookshelfError>? = nil) {
    let continuation = state.withLock { s -> CheckedContinuation<Void, Never>? in
      if let result { s.overrides[index] = result }
      return s.held.removeValue(forKey: index)
    }
    continuation?.resume()
  }

  /// Sets the full record `lookup(_:)` returns for an ISBN-13.
  public func record(_ book: Book, for isbn13: String) {
    state.withLock { $0.records[isbn13] = book }
  }

  /// Makes every later `lookup(_:)` throw `error` (nil: answer normally).
  public func failLookups(with error: BookshelfError?) {
    state.withLock { $0.lookupError = error }
  }

  /// Records the call, waits as `mode` says, then answers with the scripted result (or the
  /// responder's). Throws the scripted `BookshelfError`.
  public func search(_ query: BookQuery) async throws -> BookPage {
    switch mode {
    case .immediate:
      let index = register(query)
      return try answer(index, query).get()
    case .held:
      var index = 0
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        index = register(query, holding: continuation)
      }
      return try answer(index, query).get()
    case .latency(let clock, let latency):
      let index = register(query)
      let deadline = clock.now.advanced(by: latency(query))
      // Ignore cancellation: finish late, as a real request may.
      await Task.detached { try? await clock.sleep(until: deadline) }.value
      return try answer(index, query).get()
    }
  }

  /// Records the lookup; returns the record set with `record(_:for:)`, or nil.
  /// Throws the error set with `failLookups(with:)`.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    let (record, error) = state.withLock { s -> (Book?, BookshelfError?) in
      s.lookups.append(isbn)
      return (s.records[isbn.isbn13], s.lookupError)
    }
    if let error { throw error }
    return record
  }

  // MARK: Helpers

  private func register(_ query: BookQuery, holding continuation: CheckedContinuation<Void, Never>? = nil)
    -> Int
  {
    let (index, ready) = state.withLock { s -> (Int, [CheckedContinuation<Void, Never>]) in
      let index = s.calls.count
      s.calls.append(query)
      if let continuation { s.held[index] = continuation }
      let count = s.calls.count
      let ready = s.waiters.filter { $0.count <= count }.map(\.continuation)
      s.waiters.removeAll { $0.count <= count }
      return (index, ready)
    }
    for waiter in ready { waiter.resume() }
    return index
  }

  private func answer(_ index: Int, _ query: BookQuery) -> Result<BookPage, BookshelfError> {
    let scripted = state.withLock { s in
      s.overrides.removeValue(forKey: index) ?? s.scripted["\(query.page)|\(query.text)"]
    }
    return scripted ?? fallback(query)
  }
}

import BookshelfCore
import Foundation

/// A `BookSearching` decorator that answers from the response cache: a fresh entry answers
/// without asking the source; otherwise the source is asked and its answer stored (unless it
/// said `Cache-Control: no-store`; errors are never stored). When the source cannot be reached
/// (`.network` of any kind, offline mode included, `.timeout`, `.serverError`) an expired
/// entry answers instead, marked `CachedAnswer.Reason.sourceUnreachable`.
///
/// Each lookup of the cache counts once: a hit when the answer came from it (fresh or stale),
/// a miss when the source answered or failed.
public struct CachingBookSearching: CachedLookupAnswering {
  /// How long a search page stays fresh: 1 hour.
  public static let searchTimeToLive: Double = 3600
  /// How long an ISBN lookup stays fresh: 7 days.
  public static let lookupTimeToLive: Double = 7 * 86_400

  /// The source asked on a miss.
  public let base: any BookSearching
  /// Where answers are kept.
  public let cache: ResponseCache
  /// The source's part of every key: the provider, and the endpoint when overridden.
  public let scope: String

  /// The source's provider.
  public var provider: ProviderID { base.provider }
  /// The source's paging limits.
  public var limits: PagingLimits { base.limits }

  /// - Parameters:
  ///   - base: the source (an online adapter).
  ///   - cache: the response cache.
  ///   - scope: the source's name in keys (default the provider's raw value); give an
  ///     endpoint override's origin too, so a mirror's answers stay apart.
  public init(base: any BookSearching, cache: ResponseCache, scope: String? = nil) {
    self.base = base
    self.cache = cache
    self.scope = scope ?? base.provider.rawValue
  }

  /// The page from the cache when fresh, else from the source (stored), else — when the
  /// source cannot be reached — the stale page; `cachedAnswer` says which.
  /// - Throws: the source's error when no entry can stand in for it.
  public func search(_ query: BookQuery) async throws -> BookPage {
    let key = ResponseCacheKey.search(query, scope: scope, maxPageSize: base.limits.maxPageSize)
    let answer = try await answer(key: key, timeToLive: Self.searchTimeToLive) {
      try await base.search(query)
    } encode: {
      StoredPage($0)
    }
    var page = answer.value.bookPage
    page.cachedAnswer = answer.cached
    return page
  }

  /// The book from the cache when fresh, else from the source (stored, "no such book" too),
  /// else the stale entry when the source cannot be reached.
  /// - Throws: as `search`.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    try await lookupAnswer(isbn).book
  }

  /// `lookup` with how the cache answered.
  /// - Throws: as `search`.
  public func lookupAnswer(_ isbn: ISBN) async throws -> LookupAnswer {
    let key = ResponseCacheKey.lookup(isbn, scope: scope)
    let answer = try await answer(key: key, timeToLive: Self.lookupTimeToLive) {
      try await base.lookup(isbn)
    } encode: {
      StoredLookup(book: $0)
    }
    return LookupAnswer(book: answer.value.book, cachedAnswer: answer.cached)
  }

  /// The base's: whether `book(id:)` asks the source.
  public var looksUpByID: Bool { base.looksUpByID }

  /// The book of the provider's own `id`, cached as an ISBN lookup is (7 days, "no such book"
  /// too, the stale entry when the source cannot be reached); nil without a request when the
  /// base cannot look books up by id.
  /// - Throws: as `search`.
  public func book(id: String) async throws -> Book? {
    guard base.looksUpByID else { return nil }
    let key = ResponseCacheKey.idLookup(id, scope: scope)
    let answer = try await answer(key: key, timeToLive: Self.lookupTimeToLive) {
      try await base.book(id: id)
    } encode: {
      StoredLookup(book: $0)
    }
    return answer.value.book
  }

  /// The shared steps of `search` and `lookup`.
  private func answer<Value: Sendable, Stored: Codable & Sendable>(
    key: ResponseCacheKey, timeToLive: Double, fetch: () async throws -> Value,
    encode: (Value) -> Stored
  ) async throws -> (value: Stored, cached: CachedAnswer?) {
    let entry = cache.entry(for: key)
    let stored = entry.flatMap { entry in
      (try? JSONDecoder().decode(Stored.self, from: entry.value)).map { (entry, $0) }
    }
    let now = cache.now()
    if let (entry, value) = stored, entry.isFresh(at: now) {
      cache.recordLookup(hit: true)
      return (value, CachedAnswer(storedAt: entry.storedAt, reason: .fresh, servedAt: now))
    }
    let directives = CacheDirectives()
    let value: Value
    do {
      value = try await CacheDirectives.$current.withValue(directives) { try await fetch() }
    } catch {
      if Self.meansUnreachable(error), let (entry, value) = stored {
        cache.recordLookup(hit: true)
        return (
          value, CachedAnswer(storedAt: entry.storedAt, reason: .sourceUnreachable, servedAt: cache.now())
        )
      }
      cache.recordLookup(hit: false)
      throw error
    }
    cache.recordLookup(hit: false)
    let result = encode(value)
    if directives.mayStore, let data = try? JSONEncoder().encode(result) {
      cache.store(data, for: key, timeToLive: timeToLive)
    }
    return (result, nil)
  }

  /// True for the failures that mean "the source cannot be reached": `.network` (any
  /// problem, so a new `NetworkProblem` case counts too), `.timeout`, `.serverError`.
  public static func meansUnreachable(_ error: any Error) -> Bool {
    switch error as? BookshelfError {
    case .network, .timeout, .serverError: true
    default: false
    }
  }
}

/// A search page as stored (the `BookPage` without `cachedAnswer`).
struct StoredPage: Codable, Sendable {
  var books: [Book]
  var totalCount: Int
  var totalCountIsApproximate: Bool
  var isEnd: Bool
  var page: Int
  var pageSize: Int

  init(_ page: BookPage) {
    books = page.books
    totalCount = page.totalCount
    totalCountIsApproximate = page.totalCountIsApproximate
    isEnd = page.isEnd
    self.page = page.page
    pageSize = page.pageSize
  }

  var bookPage: BookPage {
    BookPage(
      books: books, totalCount: totalCount, isEnd: isEnd, page: page, pageSize: pageSize,
      totalCountIsApproximate: totalCountIsApproximate)
  }
}

/// A lookup as stored: the book, or null when the source had none.
struct StoredLookup: Codable, Sendable {
  var book: Book?
}

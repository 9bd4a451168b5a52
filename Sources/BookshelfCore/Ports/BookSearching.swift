/// The port every book source implements: remote adapters, the local catalog and the
/// federated search that combines them.
public protocol BookSearching: Sendable {
  /// Which source this is (`Book.source` of every book it returns).
  var provider: ProviderID { get }
  /// The paging window this source can serve.
  var limits: PagingLimits { get }

  /// One page of results for `query`.
  /// - Returns: books without duplicate ids, with `totalCount` and `isEnd` as the source reports
  ///   them, clamped to what can really be paged to.
  /// - Throws: `BookshelfError` (e.g. `.pageOutOfRange`, `.invalidAPIKey`, `.rateLimited`,
  ///   `.serverError`, `.timeout`, `.badResponse`); `CancellationError` when cancelled.
  func search(_ query: BookQuery) async throws -> BookPage

  /// The full record of one book, or nil when the source does not know the ISBN.
  /// - Throws: `BookshelfError` as for `search`.
  func lookup(_ isbn: ISBN) async throws -> Book?

  /// True when `book(id:)` asks the source (see `BookSearching+ID.swift`; default false).
  var looksUpByID: Bool { get }

  /// The record of the book whose `Book.id` is `id` (`google:zyTCAlFPjgYC`), or nil when the
  /// source does not know it or cannot look books up by its own id (the default).
  /// - Throws: `BookshelfError` as for `search`.
  func book(id: String) async throws -> Book?
}

/// The page and page-size limits of one source.
public struct PagingLimits: Sendable, Hashable {
  /// Largest page size the API accepts (Kakao 50, Naver 100, Google 40, Aladin 50, Open Library 100).
  public var maxPageSize: Int
  /// Highest reachable result position, 1-based (Kakao 2,500 by 50×50, Aladin 200,
  /// Naver 1,000 + page size − 1), or nil when unbounded.
  public var maxReachableResults: Int?
  /// Highest page number the API accepts regardless of page size (Kakao 50), or nil.
  public var maxPage: Int?

  /// Limits as documented by the API; nil means unbounded.
  public init(maxPageSize: Int, maxReachableResults: Int? = nil, maxPage: Int? = nil) {
    self.maxPageSize = maxPageSize
    self.maxReachableResults = maxReachableResults
    self.maxPage = maxPage
  }

  /// The last page number that can be requested with `pageSize` (clamped to `maxPageSize`),
  /// or nil when unbounded.
  public func lastPage(pageSize: Int) -> Int? {
    let size = min(max(1, pageSize), maxPageSize)
    let byResults = maxReachableResults.map { ($0 + size - 1) / size }
    switch (byResults, maxPage) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return nil
    }
  }
}

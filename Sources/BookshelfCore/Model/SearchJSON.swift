#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `search --json` document of DESIGN.md: `query`, `provider`, `page`, `pageSize`,
/// `totalCount`, `isEnd`, `books` (each a `Book` with every key, absent values `null`), plus
/// `totalCountIsApproximate` (true when `totalCount` is an estimate: Google's `totalItems`
/// while more pages follow, or a sum over several providers). When the response cache
/// answered, two more keys: `cachedAt` (when the answer was stored, ISO 8601 UTC, e.g.
/// `2026-12-01T11:26:10Z`) and `stale` (true when it is served because the source could not be
/// reached, false for a fresh entry); both are absent when the source answered. `correctedQuery` (the local catalog's typo
/// correction: the text searched instead, "showing results for …") is absent when none. `provider` names the provider
/// that answered: `local` when the local catalog answered instead of an unreachable provider
/// (`SearchFallback`; standard error says so). The web API's `GET /api/search` answers the same
/// document.
public struct SearchJSON: Encodable, Sendable {
  /// The query text as searched.
  public let query: String
  /// The provider that answered (`ProviderID` raw value, or `all`).
  public let provider: String
  /// The 1-based page number.
  public let page: Int
  /// Books per page as requested.
  public let pageSize: Int
  /// Matches the source reports (`totalCount`).
  public let totalCount: Int
  /// True when `totalCount` is an estimate.
  public let totalCountIsApproximate: Bool
  /// True when no later page exists (`isEnd`).
  public let isEnd: Bool
  /// The page's books.
  public let books: [Book]
  /// When the response cache answered: when stored and whether stale.
  public let cachedAnswer: CachedAnswer?
  /// The text searched instead of `query` when it found too few books
  /// (`BookPage.correctedQuery`, "showing results for …"); absent when none.
  public let correctedQuery: String?

  enum CodingKeys: String, CodingKey {
    case query, provider, page, pageSize, totalCount, totalCountIsApproximate, isEnd, books
    case cachedAt, stale
    case correctedQuery
  }

  /// The document of `page`, the answer to `query` from `provider` (its `ProviderID` raw value,
  /// or `all`).
  public init(query: BookQuery, provider: String, page: BookPage) {
    self.query = query.text
    self.provider = provider
    self.page = page.page
    self.pageSize = page.pageSize
    self.totalCount = page.totalCount
    self.totalCountIsApproximate = page.totalCountIsApproximate
    self.isEnd = page.isEnd
    self.books = page.books
    self.cachedAnswer = page.cachedAnswer
    self.correctedQuery = page.correctedQuery
  }

  /// Encodes the keys above; `cachedAt` and `stale` only when the response cache answered.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(query, forKey: .query)
    try c.encode(provider, forKey: .provider)
    try c.encode(page, forKey: .page)
    try c.encode(pageSize, forKey: .pageSize)
    try c.encode(totalCount, forKey: .totalCount)
    try c.encode(totalCountIsApproximate, forKey: .totalCountIsApproximate)
    try c.encode(isEnd, forKey: .isEnd)
    try c.encode(books, forKey: .books)
    if let cachedAnswer {
      try c.encode(Self.cachedAtText(cachedAnswer), forKey: .cachedAt)
      try c.encode(cachedAnswer.isStale, forKey: .stale)
    }
    try c.encodeIfPresent(correctedQuery, forKey: .correctedQuery)
  }
}

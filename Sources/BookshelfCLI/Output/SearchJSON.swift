import BookshelfCore
import Foundation

/// The `search --json` document of DESIGN.md: `query`, `provider`, `page`, `pageSize`,
/// `totalCount`, `isEnd`, `books` (each a `Book` with every key, absent values `null`), plus
/// `totalCountIsApproximate` (true when `totalCount` is an estimate: Google's `totalItems`
/// while more pages follow, or a sum over several providers). When the response cache
/// answered, two more keys: `cachedAt` (when the answer was stored, ISO 8601 UTC, e.g.
/// `2026-12-01T11:26:10Z`) and `stale` (true when it is served because the source could not be
/// reached, false for a fresh entry); both are absent when the source answered. `provider` names the provider
/// that answered: `local` when the local catalog answered instead of an unreachable provider
/// (`SearchFallback`; standard error says so).
struct SearchJSON: Encodable {
  let query: String
  let provider: String
  let page: Int
  let pageSize: Int
  let totalCount: Int
  let totalCountIsApproximate: Bool
  let isEnd: Bool
  let books: [Book]
  let cachedAnswer: CachedAnswer?

  enum CodingKeys: String, CodingKey {
    case query, provider, page, pageSize, totalCount, totalCountIsApproximate, isEnd, books
    case cachedAt, stale
  }

  init(query: BookQuery, provider: String, page: BookPage) {
    self.query = query.text
    self.provider = provider
    self.page = page.page
    self.pageSize = page.pageSize
    self.totalCount = page.totalCount
    self.totalCountIsApproximate = page.totalCountIsApproximate
    self.isEnd = page.isEnd
    self.books = page.books
    self.cachedAnswer = page.cachedAnswer
  }

  func encode(to encoder: any Encoder) throws {
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
      let stored = SafeNumber.int(cachedAnswer.storedAt.timeIntervalSince1970.rounded(.down)) ?? 0
      try c.encode(
        Date(timeIntervalSince1970: Double(stored)).formatted(.iso8601), forKey: .cachedAt)
      try c.encode(cachedAnswer.isStale, forKey: .stale)
    }
  }
}

/// Pretty JSON with sorted keys (a stable order for diffs and tests), unescaped slashes and a
/// final newline, as every `--json` output prints it.
enum JSONOutput {
  static func text(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}

/// Which part of a record a search looks in.
public enum SearchField: String, Sendable, Hashable, CaseIterable, Codable {
  /// Every field the provider searches by default (keyword search).
  case any
  case title
  /// Authors (and, where the provider searches them together, translators).
  case author
  case publisher
  case isbn
}

/// The order of results.
public enum SearchSort: String, Sendable, Hashable, CaseIterable, Codable {
  /// The provider's relevance ranking.
  case relevance
  /// Newest publication date first.
  case latest
}

/// One page of one search, as a user asks for it.
public struct BookQuery: Sendable, Hashable {
  /// The longest query text accepted, in characters.
  public static let maximumLength = 500
  /// The highest page number accepted (no provider pages that deep; it keeps offsets far from
  /// integer overflow).
  public static let maximumPage = 100_000
  /// The page size used when none is given.
  public static let defaultPageSize = 10

  /// What the user typed, trimmed of surrounding whitespace; never empty.
  public let text: String
  /// Which part of a record `text` is matched against (`.any` unless stated).
  public var field: SearchField
  /// The order of the results (`.relevance`, the source's own ranking, unless stated).
  public var sort: SearchSort
  /// 1-based page number.
  public var page: Int
  /// Books per page, 1 or more; adapters clamp it to their API's maximum.
  public var pageSize: Int

  /// Validates and creates a query.
  /// - Throws: `BookshelfError.emptyQuery` for empty or whitespace-only text,
  ///   `.queryTooLong` past `maximumLength` characters, `.invalidPage` outside 1…`maximumPage`, `.invalidPageSize` below 1.
  public init(
    text: String, field: SearchField = .any, sort: SearchSort = .relevance, page: Int = 1,
    pageSize: Int = BookQuery.defaultPageSize
  ) throws(BookshelfError) {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty else { throw .emptyQuery }
    guard trimmed.count <= BookQuery.maximumLength else {
      throw .queryTooLong(length: trimmed.count, limit: BookQuery.maximumLength)
    }
    guard (1...BookQuery.maximumPage).contains(page) else { throw .invalidPage(String(page)) }
    guard pageSize >= 1 else { throw .invalidPageSize(pageSize) }
    self.text = trimmed
    self.field = field
    self.sort = sort
    self.page = page
    self.pageSize = pageSize
  }
}

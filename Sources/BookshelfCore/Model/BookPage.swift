/// One page of search results.
public struct BookPage: Sendable, Hashable {
  /// The books on this page, in the provider's order, without duplicate ids.
  public var books: [Book]
  /// Number of matching books the provider reports (may exceed what can be paged to).
  public var totalCount: Int
  /// True when no further page can be requested (last page, or the provider's paging cap).
  public var isEnd: Bool
  /// 1-based page number.
  public var page: Int
  /// The page size that was asked for (after clamping to the provider's maximum).
  public var pageSize: Int

  public init(books: [Book], totalCount: Int, isEnd: Bool, page: Int, pageSize: Int) {
    self.books = books
    self.totalCount = totalCount
    self.isEnd = isEnd
    self.page = page
    self.pageSize = pageSize
  }
}

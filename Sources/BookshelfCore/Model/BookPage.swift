/// One page of search results.
public struct BookPage: Sendable, Hashable {
  /// The books on this page, in the provider's order, without duplicate ids.
  public var books: [Book]
  /// Number of matching books the provider reports (may exceed what can be paged to).
  public var totalCount: Int
  /// True when `totalCount` is an estimate that may change from page to page (Google's
  /// `totalItems` while more pages may follow; the sum over several providers of a federated
  /// search, which counts a book each of them found once per provider). Paging then does not
  /// stop at `totalCount`, and people see it as "about N".
  public var totalCountIsApproximate: Bool
  /// True when no further page can be requested (last page, or the provider's paging cap).
  public var isEnd: Bool
  /// 1-based page number.
  public var page: Int
  /// The page size that was asked for (after clamping to the provider's maximum).
  public var pageSize: Int
  /// Set when a response cache answered instead of the source (when the answer was stored,
  /// and whether it is served fresh or because the source could not be reached); nil when the
  /// source answered.
  public var cachedAnswer: CachedAnswer?
  /// Set when the words as typed found too few books and the source searched a corrected or
  /// partial form instead (`SearchRelaxation`); nil for a plain answer.
  public var relaxation: SearchRelaxation?

  /// - Parameters:
  ///   - totalCountIsApproximate: whether `totalCount` is an estimate (default false).
  ///   - cachedAnswer: how a response cache answered (default nil: the source did).
  ///   - relaxation: how the query was relaxed (default nil: as typed).
  public init(
    books: [Book], totalCount: Int, isEnd: Bool, page: Int, pageSize: Int,
    totalCountIsApproximate: Bool = false, cachedAnswer: CachedAnswer? = nil,
    relaxation: SearchRelaxation? = nil
  ) {
    self.cachedAnswer = cachedAnswer
    self.relaxation = relaxation
    self.books = books
    self.totalCount = totalCount
    self.totalCountIsApproximate = totalCountIsApproximate
    self.isEnd = isEnd
    self.page = page
    self.pageSize = pageSize
  }

  /// True when, by an exact `totalCount`, no book lies past this page: `page × pageSize ≥
  /// totalCount` (overflow-safe; a page size below 1 counts as 1). Always false for an
  /// approximate total.
  public var reachesTotalCount: Bool {
    guard !totalCountIsApproximate else { return false }
    let (reached, overflow) = max(1, page).multipliedReportingOverflow(by: max(1, pageSize))
    return overflow || reached >= totalCount
  }

  /// The last page by an exact `totalCount`: `ceil(totalCount / pageSize)`, at least 1; nil
  /// for an approximate total.
  public var lastPageByTotalCount: Int? {
    guard !totalCountIsApproximate else { return nil }
    let size = max(1, pageSize)
    let total = max(0, totalCount)
    return max(1, total / size + (total % size == 0 ? 0 : 1))
  }
}

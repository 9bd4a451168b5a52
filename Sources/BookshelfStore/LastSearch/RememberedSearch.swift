import BookshelfCore

/// The rows of the last search printed in one data folder (`search`, table or JSON, any
/// provider), so `show 3`, `save 3` and `open 3` can name row 3 of it. Rows are numbered as the
/// table prints them: page 2 of 10 starts at row 11.
public struct RememberedSearch: Codable, Sendable, Hashable {
  /// The query as typed (`BookQuery.text`).
  public var query: String
  /// The provider that answered (`kakao`, `local`, `all` …).
  public var provider: String
  /// The number of the first row (`(page − 1) × page size + 1`).
  public var firstRow: Int
  /// The books in the order printed.
  public var books: [Book]

  /// At most this many rows are remembered (the largest page any provider serves).
  public static let maxRows = 100

  /// A search to remember: the first `maxRows` books.
  public init(query: String, provider: String, firstRow: Int, books: [Book]) {
    self.query = query
    self.provider = provider
    self.firstRow = max(1, firstRow)
    self.books = Array(books.prefix(Self.maxRows))
  }

  /// The numbers of the remembered rows (empty when the search found nothing).
  public var rows: ClosedRange<Int>? {
    guard !books.isEmpty else { return nil }
    let last = firstRow.addingReportingOverflow(books.count - 1)
    return last.overflow ? nil : firstRow...last.partialValue
  }

  /// The book printed as row `row`, or nil when the search has no such row.
  public func book(row: Int) -> Book? {
    guard let rows, rows.contains(row) else { return nil }
    return books[row - firstRow]
  }

  /// The remembered book whose `Book.id` is `id`, or nil.
  public func book(id: String) -> Book? {
    books.first { $0.id == id }
  }
}

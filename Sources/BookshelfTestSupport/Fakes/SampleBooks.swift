import BookshelfCore

/// Small, predictable books and pages for view-model tests and benchmarks.
public enum SampleBooks {
  /// A book with `id`, a title (default: "Book <id>") and the given fields; every other
  /// field absent. `source` defaults to `kakao`.
  public static func book(
    _ id: String, title: String? = nil, authors: [String] = ["Author"], isbn13: String? = nil,
    description: String? = nil, publisher: String? = nil, publishedDate: String? = nil,
    source: String = "kakao"
  ) -> Book {
    Book(
      id: id, title: title ?? "Book \(id)", authors: authors, publisher: publisher,
      publishedDate: publishedDate, isbn13: isbn13, description: description, source: source)
  }

  /// A page of books with the given ids.
  public static func page(
    _ ids: [String], totalCount: Int? = nil, isEnd: Bool = false, page: Int = 1, pageSize: Int = 10
  ) -> BookPage {
    BookPage(
      books: ids.map { book($0) }, totalCount: totalCount ?? ids.count, isEnd: isEnd, page: page,
      pageSize: pageSize)
  }

  /// Page `page` of a result set of `total` numbered books (`<prefix>-1` …), `pageSize` per page,
  /// with `isEnd` on the last page; titles are `"<prefix> #n"`.
  public static func numberedPage(prefix: String, page: Int, pageSize: Int, total: Int) -> BookPage {
    let start = (page - 1) * pageSize + 1
    let end = min(total, page * pageSize)
    let books =
      start <= end ? (start...end).map { book("\(prefix)-\($0)", title: "\(prefix) #\($0)") } : []
    return BookPage(
      books: books, totalCount: total, isEnd: end >= total, page: page, pageSize: pageSize)
  }
}

/// The rules of a search request given as text (`bookshelf search`'s options, the web API's
/// `GET /api/search` parameters), in one place so both refuse the same input the same way.
public enum SearchRequestRules {
  /// The field named `text` (any letter case): `title`, `author`, `publisher` or `isbn`.
  /// - Throws: `.unknownField` for anything else (`any` is not a name a user gives).
  public static func field(_ text: String) throws(BookshelfError) -> SearchField {
    guard let field = SearchField(rawValue: text.lowercased()), field != .any else {
      throw .unknownField(text)
    }
    return field
  }

  /// Refuses a page past the last one by an exact total (`ceil(totalCount / pageSize)`): a
  /// provider may repeat an earlier page there (Open Library does), which must not be shown
  /// as page N. No total (nothing found) stays "no books found".
  /// - Throws: `.pageOutOfRange` naming the last page.
  public static func checkWithinTotal(_ page: BookPage, query: BookQuery, provider: ProviderID)
    throws(BookshelfError)
  {
    guard query.page > 1, page.totalCount > 0, let last = page.lastPageByTotalCount, query.page > last else {
      return
    }
    throw .pageOutOfRange(provider: provider, page: query.page, lastPage: last)
  }
}

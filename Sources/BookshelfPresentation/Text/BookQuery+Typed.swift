import BookshelfCore

extension BookQuery {
  /// A query from text a person typed or pasted (the command line, `browse`'s search field,
  /// the web API's `q`), first made one safe line by `TerminalText.line`: escape sequences,
  /// control characters and invisible format characters (a zero-width space in pasted text)
  /// are removed, so the search looks for the text every front end shows, and text that is
  /// nothing but those is an empty query.
  /// - Throws: as `init(text:field:sort:page:pageSize:)`: `BookshelfError.emptyQuery`,
  ///   `.queryTooLong`, `.invalidPage`, `.invalidPageSize`.
  public init(
    typed text: String, field: SearchField = .any, sort: SearchSort = .relevance, page: Int = 1,
    pageSize: Int = BookQuery.defaultPageSize
  ) throws(BookshelfError) {
    try self.init(text: TerminalText.line(text), field: field, sort: sort, page: page, pageSize: pageSize)
  }
}

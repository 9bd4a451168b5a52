import BookshelfCore

/// Combines a partial search record with the full record of the same book.
enum BookMerge {
  /// True when a search result lacks what the detail screen shows: a description, authors,
  /// a publisher or a publication date.
  static func isPartial(_ book: Book) -> Bool {
    book.description == nil || book.authors.isEmpty || book.publisher == nil || book.publishedDate == nil
  }

  /// `partial` with each field the full record has taken from `full`; fields the full record
  /// lacks keep the partial value. `id` and `source` stay those of `partial`, so the book keeps
  /// its identity in lists and on the shelf.
  static func filling(_ partial: Book, from full: Book) -> Book {
    var book = full.fillingGaps(from: partial)
    book.id = partial.id
    book.source = partial.source
    return book
  }
}

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
    var book = partial
    book.title = full.title.isEmpty ? partial.title : full.title
    book.subtitle = full.subtitle ?? partial.subtitle
    book.authors = full.authors.isEmpty ? partial.authors : full.authors
    book.translators = full.translators.isEmpty ? partial.translators : full.translators
    book.publisher = full.publisher ?? partial.publisher
    book.publishedDate = full.publishedDate ?? partial.publishedDate
    book.isbn10 = full.isbn10 ?? partial.isbn10
    book.isbn13 = full.isbn13 ?? partial.isbn13
    book.description = full.description ?? partial.description
    book.thumbnailURL = full.thumbnailURL ?? partial.thumbnailURL
    book.detailURL = full.detailURL ?? partial.detailURL
    book.price = full.price ?? partial.price
    book.salePrice = full.salePrice ?? partial.salePrice
    book.averageRating = full.averageRating ?? partial.averageRating
    book.ratingsCount = full.ratingsCount ?? partial.ratingsCount
    return book
  }
}

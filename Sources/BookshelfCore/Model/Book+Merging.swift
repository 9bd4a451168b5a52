extension Book {
  /// This book with every empty field taken from `other` (a record of the same book from
  /// another source or request). Fields this book has win; `id`, `title` and `source` are
  /// never changed; a `publishedDate` is replaced only by a more precise form of the same date
  /// (`2014` → `2014-11-17`).
  public func fillingGaps(from other: Book) -> Book {
    var book = self
    book.subtitle = subtitle ?? other.subtitle
    if book.authors.isEmpty { book.authors = other.authors }
    if book.translators.isEmpty { book.translators = other.translators }
    book.publisher = publisher ?? other.publisher
    if let theirs = other.publishedDate, theirs.count > (publishedDate?.count ?? 0),
      theirs.hasPrefix(publishedDate ?? "")
    {
      book.publishedDate = theirs
    }
    book.isbn10 = isbn10 ?? other.isbn10
    book.isbn13 = isbn13 ?? other.isbn13
    book.description = description ?? other.description
    book.thumbnailURL = thumbnailURL ?? other.thumbnailURL
    book.detailURL = detailURL ?? other.detailURL
    book.price = price ?? other.price
    book.salePrice = salePrice ?? other.salePrice
    book.notForSale = book.salePrice == nil && (notForSale || other.notForSale)
    book.salesStatus = salesStatus ?? other.salesStatus
    book.averageRating = averageRating ?? other.averageRating
    book.ratingsCount = ratingsCount ?? other.ratingsCount
    return book
  }
}

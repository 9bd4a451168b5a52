import BookshelfCore

extension TerminalText {
  /// A copy of `book` to show on a terminal: every text field made safe (`line`, the sales
  /// status and the prices' currency codes included; the description keeps its line breaks,
  /// `paragraphs`). For display only: the book itself
  /// (and what is stored, exported or printed as JSON) keeps its exact text. URLs are values
  /// of `URL`; printers make their `absoluteString` safe when they show it.
  public static func book(_ book: Book) -> Book {
    var safe = book
    safe.id = line(book.id)
    safe.title = line(book.title)
    safe.subtitle = book.subtitle.map(line)
    safe.authors = book.authors.map(line)
    safe.translators = book.translators.map(line)
    safe.publisher = book.publisher.map(line)
    safe.publishedDate = book.publishedDate.map(line)
    safe.isbn10 = book.isbn10.map(line)
    safe.isbn13 = book.isbn13.map(line)
    safe.description = book.description.map(paragraphs)
    safe.price = book.price.map(money)
    safe.salePrice = book.salePrice.map(money)
    safe.salesStatus = book.salesStatus.map(line)
    safe.source = line(book.source)
    return safe
  }

  /// `value` with its currency code made safe (`BookFormat.money` prints an unknown code).
  private static func money(_ value: Money) -> Money {
    Money(amount: value.amount, currency: line(value.currency))
  }

  /// A copy of `entry` to show on a terminal: its book as `book(_:)` gives it, its tags made
  /// safe (`line`) and its note keeping line breaks (`paragraphs`). For display only.
  public static func entry(_ entry: ShelfEntry) -> ShelfEntry {
    var safe = entry
    safe.book = book(entry.book)
    safe.tags = entry.tags.map(line)
    safe.note = entry.note.map(paragraphs)
    return safe
  }
}

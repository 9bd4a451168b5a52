import BookshelfCore
import BookshelfPresentation

/// The human listing of search results: one line per book, columns aligned by display width
/// (Hangul and other wide characters count two columns), each line exactly `width` columns
/// or less, titles cut with `…`. Each line starts with its row number (what `show 3` names);
/// the book's id follows it with `showsIDs` (`--long`), or when the lines would still leave
/// `roomForIDs` columns for the rest.
struct BookTable {
  let width: Int
  let language: Language
  let style: Style
  /// `--long`: the id column whatever the width.
  var showsIDs = false

  /// The columns left for title, authors and the rest at which ids are shown without `--long`.
  static let roomForIDs = 100

  /// Lines without trailing newlines: `  1  Title  Authors  Publisher · Year  ★4.3  13,410원`.
  /// The books' text is made safe for a terminal (`TerminalText`) before it is measured and
  /// styled.
  func lines(for books: [Book], firstNumber: Int = 1) -> [String] {
    guard !books.isEmpty else { return [] }
    let books = books.map(TerminalText.book)
    let numbers = books.indices.map { String(SafeNumber.saturatingSum(firstNumber, $0)) }
    let numberWidth = max(2, numbers.map(\.count).max() ?? 1)
    let ids = books.map(\.id)
    let idWidth = ids.map { DisplayWidth.of($0) }.max() ?? 0
    let idsShown = showsIDs || width - numberWidth - idWidth - 4 >= Self.roomForIDs
    let ratings = books.map { $0.averageRating.map { "★" + Formatting.oneDecimal($0) } ?? "" }
    let prices = books.map { Formatting.priceSummary(of: $0, language: language) ?? "" }
    let ratingWidth = ratings.map { DisplayWidth.of($0) }.max() ?? 0
    let priceWidth = prices.map { DisplayWidth.of($0) }.max() ?? 0
    let metas = books.map(meta)
    let authorTexts = books.map(authorText)

    // Fixed columns first; the rest is shared by title, authors and publisher · year.
    let gap = 2
    var fixed = numberWidth + gap
    if idsShown { fixed += idWidth + gap }
    if ratingWidth > 0 { fixed += ratingWidth + gap }
    if priceWidth > 0 { fixed += priceWidth + gap }
    let flexible = max(10, width - fixed)
    let titles = books.map(titleText)
    let (usedTitleWidth, authorWidth, metaWidth) = allocate(
      flexible,
      title: titles.map { DisplayWidth.of($0) }.max() ?? 0,
      authors: flexible >= 30 ? authorTexts.map { DisplayWidth.of($0) }.max() ?? 0 : 0,
      meta: flexible >= 50 ? metas.map { DisplayWidth.of($0) }.max() ?? 0 : 0)

    return books.indices.map { i in
      var columns: [String] = [DisplayWidth.pad(numbers[i], to: numberWidth, alignRight: true)]
      if idsShown { columns.append(style.dim(DisplayWidth.pad(ids[i], to: idWidth))) }
      columns.append(style.bold(DisplayWidth.pad(titles[i], to: usedTitleWidth)))
      if authorWidth > 0 { columns.append(DisplayWidth.pad(authorTexts[i], to: authorWidth)) }
      if metaWidth > 0 {
        columns.append(style.dim(DisplayWidth.pad(metaText(books[i], width: metaWidth), to: metaWidth)))
      }
      if ratingWidth > 0 {
        columns.append(style.yellow(DisplayWidth.pad(ratings[i], to: ratingWidth, alignRight: true)))
      }
      if priceWidth > 0 { columns.append(DisplayWidth.pad(prices[i], to: priceWidth, alignRight: true)) }
      return trimTrailing(columns.joined(separator: "  "))
    }
  }

  /// Splits `available` columns between title, authors and publisher · year: each gets its
  /// natural width when all fit; otherwise authors and meta are capped (30% and 25%) and the
  /// title takes the rest, any surplus going back to authors, then meta.
  private func allocate(_ available: Int, title: Int, authors: Int, meta: Int) -> (Int, Int, Int) {
    let gaps = (authors > 0 ? 2 : 0) + (meta > 0 ? 2 : 0)
    let room = available - gaps
    if title + authors + meta <= room { return (title, authors, meta) }
    var a = min(authors, room * 3 / 10)
    var m = min(meta, room / 4)
    var t = room - a - m
    if t > title {
      var surplus = t - title
      t = title
      let moreA = min(surplus, authors - a)
      a += moreA
      surplus -= moreA
      m += min(surplus, meta - m)
    }
    return (t, a, m)
  }

  private func titleText(_ book: Book) -> String {
    guard let subtitle = book.subtitle else { return book.title }
    return "\(book.title): \(subtitle)"
  }

  private func authorText(_ book: Book) -> String {
    guard let first = book.authors.first else { return Formatting.authors(of: book, language: language) }
    guard book.authors.count > 1 else { return first }
    return "\(first) +\(book.authors.count - 1)"
  }

  private func meta(_ book: Book) -> String {
    [book.publisher, Formatting.year(book.publishedDate)].compactMap { $0 }.joined(separator: " · ")
  }

  /// `Publisher · Year` in `width` columns: the publisher is cut before the year is.
  private func metaText(_ book: Book, width: Int) -> String {
    guard let year = Formatting.year(book.publishedDate) else { return book.publisher ?? "" }
    guard let publisher = book.publisher else { return year }
    let room = width - DisplayWidth.of(" · \(year)")
    guard room >= 3 else { return DisplayWidth.truncate("\(publisher) · \(year)", to: width) }
    return DisplayWidth.truncate(publisher, to: room) + " · " + year
  }

  private func trimTrailing(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}

import BookshelfCore
import BookshelfPresentation

/// The human form of `show`: title, labelled fields aligned by display width, then the
/// description wrapped to the terminal width. The book's text is made safe for a terminal
/// (`TerminalText`) before it is laid out and styled.
///
/// With `fitting` (the details beside a cover) every line fits `width`: the title and subtitle
/// are wrapped too, and the links are broken anywhere onto lines under the value column, so
/// the terminal never wraps a line to column 0 through the picture. Without it the links stay
/// on one line so terminals can still open them.
struct BookDetailText {
  let width: Int
  let language: Language
  let style: Style
  var fitting = false

  func lines(for book: Book) -> [String] {
    let book = TerminalText.book(book)
    let least = fitting ? 1 : 20
    var lines: [String]
    if fitting {
      lines = DisplayWidth.wrap(book.title, width: max(least, width)).map(style.bold)
      if let subtitle = book.subtitle { lines += DisplayWidth.wrap(subtitle, width: max(least, width)) }
    } else {
      lines = [style.bold(book.title)]
      if let subtitle = book.subtitle { lines.append(subtitle) }
    }
    lines.append("")
    var rows: [(BookLabel, String)] = []
    func add(_ label: BookLabel, _ value: String?) {
      if let value, !value.isEmpty { rows.append((label, value)) }
    }
    add(.authors, Formatting.authors(of: book, language: language))
    add(.translators, book.translators.joined(separator: ", "))
    add(.publisher, book.publisher)
    add(.published, book.publishedDate)
    add(.isbn13, book.isbn13)
    add(.isbn10, book.isbn10)
    add(.price, book.price.map { Formatting.money($0, language: language) })
    add(.salePrice, Formatting.salePrice(of: book, language: language))
    add(.salesStatus, book.salesStatus)
    if let rating = book.averageRating {
      var text = Formatting.stars(rating)
      if let count = book.ratingsCount {
        text += " (" + BookLabel.ratingsCount(count).text(in: language) + ")"
      }
      add(.rating, text)
    }
    add(.link, book.detailURL.map { TerminalText.line($0.absoluteString) })
    add(.cover, book.thumbnailURL.map { TerminalText.line($0.absoluteString) })
    add(.source, ProviderID(rawValue: book.source)?.displayName(in: language) ?? book.source)

    let labels = rows.map { $0.0.text(in: language) }
    let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
    let valueWidth = max(least, width - labelWidth - 2)
    for (label, row) in zip(labels, rows) {
      // Links stay on one line so terminals can still open them, unless they must fit.
      let isLink = !fitting && (row.0 == .link || row.0 == .cover)
      let wrapped = isLink ? [row.1] : DisplayWidth.wrap(row.1, width: valueWidth)
      for (index, part) in wrapped.enumerated() {
        let head =
          index == 0
          ? style.dim(DisplayWidth.pad(label, to: labelWidth)) : String(repeating: " ", count: labelWidth)
        lines.append(head + "  " + part)
      }
    }
    if let description = book.description {
      lines.append("")
      lines += DisplayWidth.wrap(description, width: max(least, width))
    }
    return lines
  }
}

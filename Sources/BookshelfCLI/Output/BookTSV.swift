import BookshelfCore
import BookshelfPresentation

/// Search results for other programs (`cut`, `awk`, `sort -t$'\t'`): one book per line, fields
/// separated by one tab, nothing cut and no header, in this order:
///
/// `row  id  title  authors  publisher  publishedDate  averageRating  price  page`
///
/// `title` includes the subtitle (`Title: Subtitle`), `authors` are joined with `, `, the rating
/// has one decimal, the price is the table's summary (`13,410원`), `page` the book's web page;
/// an absent field is empty. Every field is made safe for a terminal (`TerminalText`), which
/// turns tabs and line breaks inside a field into spaces, so a line always has nine fields.
enum BookTSV {
  /// The lines without trailing newlines, numbered from `firstNumber`.
  static func lines(for books: [Book], firstNumber: Int, language: Language) -> [String] {
    books.enumerated().map { offset, book in
      let book = TerminalText.book(book)
      let title = book.subtitle.map { "\(book.title): \($0)" } ?? book.title
      let fields: [String] = [
        String(SafeNumber.saturatingSum(firstNumber, offset)), book.id, title,
        book.authors.joined(separator: ", "), book.publisher ?? "", book.publishedDate ?? "",
        book.averageRating.map(Formatting.oneDecimal) ?? "",
        Formatting.priceSummary(of: book, language: language) ?? "",
        book.detailURL.map { TerminalText.line($0.absoluteString) } ?? "",
      ]
      return fields.map { TerminalText.line($0) }.joined(separator: "\t")
    }
  }
}

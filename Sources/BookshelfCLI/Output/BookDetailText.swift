import BookshelfCore
import BookshelfPresentation
import Foundation

/// The human form of `show`: title, labelled fields aligned by display width, then the
/// description wrapped to the terminal width. The book's text is made safe for a terminal
/// (`TerminalText`) before it is laid out and styled.
///
/// With `fitting` (the details beside a cover) every line fits `width`: the title and subtitle
/// are wrapped too, and the links are broken anywhere onto lines under the value column, so
/// the terminal never wraps a line to column 0 through the picture. Without it the links stay
/// on one line so terminals can still open them.
///
/// For a saved book (`entry`), its shelf fields follow the book's: status, my rating, tags,
/// progress, the started, finished and added days (in `timeZone`), the note (every line) and
/// the shelf id.
struct BookDetailText {
  let width: Int
  let language: Language
  let style: Style
  var fitting = false
  /// The user's time zone, for the days of the shelf fields.
  var timeZone: TimeZone = .gmt

  func lines(for book: Book, entry: ShelfEntry? = nil) -> [String] {
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

    var labelled = rows.map {
      (label: $0.0.text(in: language), value: $0.1, isLink: $0.0 == .link || $0.0 == .cover)
    }
    if let entry { labelled += shelfRows(TerminalText.entry(entry)) }
    let labelWidth = labelled.map { DisplayWidth.of($0.label) }.max() ?? 0
    let valueWidth = max(least, width - labelWidth - 2)
    for row in labelled {
      // Links stay on one line so terminals can still open them, unless they must fit.
      let isLink = !fitting && row.isLink
      let wrapped = isLink ? [row.value] : DisplayWidth.wrap(row.value, width: valueWidth)
      for (index, part) in wrapped.enumerated() {
        let head =
          index == 0
          ? style.dim(DisplayWidth.pad(row.label, to: labelWidth)) : String(repeating: " ", count: labelWidth)
        lines.append(head + "  " + part)
      }
    }
    if let description = book.description {
      lines.append("")
      lines += DisplayWidth.wrap(description, width: max(least, width))
    }
    return lines
  }

  /// The shelf fields of `entry` (already made safe for a terminal) as labelled rows; a note
  /// of several lines is one row per line (the label on the first).
  func shelfRows(_ entry: ShelfEntry) -> [(label: String, value: String, isLink: Bool)] {
    var rows: [(label: String, value: String, isLink: Bool)] = []
    func add(_ label: ShelfFieldLabel, _ value: String?) {
      if let value, !value.isEmpty { rows.append((label.text(in: language), value, false)) }
    }
    add(.status, ShelfCommandMessage.statusName(entry.status, in: language))
    add(.myRating, entry.rating.map(Self.stars))
    add(.tags, ShelfListText.tagText(entry.tags))
    add(.progress, entry.progress.map(Self.progressText))
    add(.started, entry.startedAt.map { ShelfEdit.day($0, timeZone: timeZone) })
    add(.finished, entry.finishedAt.map { ShelfEdit.day($0, timeZone: timeZone) })
    add(.added, ShelfEdit.day(entry.addedAt, timeZone: timeZone))
    if let note = entry.note, !note.trimmingWhitespace().isEmpty {
      for (index, line) in note.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        rows.append((index == 0 ? ShelfFieldLabel.note.text(in: language) : "", String(line), false))
      }
    }
    add(.shelfID, entry.id)
    return rows
  }

  /// `★★★★☆` for a rating of 4.
  static func stars(_ rating: Int) -> String {
    let filled = max(0, min(5, rating))
    return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
  }

  /// `120/350 (34%)` or `40%`.
  static func progressText(_ progress: ReadingProgress) -> String {
    switch progress {
    case .percent: progress.description
    case .pages:
      progress.description + " (\(Int((progress.fraction * 100).rounded(.down)))%)"
    }
  }
}

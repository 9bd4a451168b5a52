import BookshelfCore
import BookshelfPresentation

/// One line of the detail view.
struct StyledLine: Hashable {
  var text: String
  var style: TextStyle = []
}

/// The detail view: everything about one book (labels and values, the description wrapped
/// to the width) and its shelf state, scrolled by `scroll` lines.
///
/// Only what is shown is laid out: a frame wraps the lines up to the bottom of the view and
/// no further, and a value longer than its `TextLimits` (a note saved before notes had a
/// limit) shows its first part followed by `…`. So a frame costs the same with a 10 MB note as
/// with a short one (`LongNoteDetailTests`).
@MainActor
struct DetailScreen {
  let detail: BookDetailViewModel
  let language: Language
  let scroll: Int
  /// The session's covers; nil draws no cover area (pictures off).
  var covers: CoverGallery? = nil

  /// The cells of the cover in the detail view.
  static let coverSize = CellSize(columns: 20, rows: 12)

  /// Where the cover goes in a view `width` columns wide: beside the text when 40 columns
  /// are left for it, else above it, or nowhere when even the picture does not fit.
  enum CoverPlace: Equatable { case beside, above, none }

  static func coverPlace(width: Int) -> CoverPlace {
    if width >= coverSize.columns + 2 + 40 + 2 { return .beside }
    if width >= coverSize.columns + 2 { return .above }
    return .none
  }

  func draw(in rect: Rect, into buffer: inout ScreenBuffer) {
    let cover = covers?.cover(of: detail.book, size: Self.coverSize)
    let place = cover == nil ? .none : Self.coverPlace(width: rect.width)
    let textWidth = place == .beside ? rect.width - 2 - Self.coverSize.columns - 2 : rect.width - 2
    let skipped = place == .above ? Self.coverSize.rows + 1 : 0
    let text = Self.lines(
      for: detail, language: language, width: textWidth, limit: max(0, scroll) + rect.height)
    let lines = Array(repeating: StyledLine(text: ""), count: skipped) + text
    let first = max(0, min(scroll, max(0, lines.count - rect.height)))
    for (offset, line) in lines.dropFirst(first).prefix(rect.height).enumerated() {
      buffer.write(
        line.text, row: rect.row + offset, column: rect.column + 1, style: line.style, limit: textWidth)
    }
    guard let cover, place != .none else { return }
    let column =
      place == .beside ? rect.column + rect.width - 1 - Self.coverSize.columns : rect.column + 1
    CoverView.draw(
      cover, size: Self.coverSize, row: rect.row - first, column: column, rows: 0..<Self.coverSize.rows,
      bounds: rect, language: language, into: &buffer)
  }

  /// The first `limit` lines of the view at `width` columns, before scrolling (all of them
  /// when there are fewer).
  static func lines(
    for detail: BookDetailViewModel, language: Language, width: Int, limit: Int = .max
  ) -> [StyledLine] {
    var shown = detail.book
    shown.title = visible(shown.title, .title)
    shown.subtitle = shown.subtitle.map { visible($0, .subtitle) }
    shown.description = shown.description.map { visible($0, .description) }
    let book = TerminalText.book(shown)
    func text(_ message: some Localizable) -> String { message.text(in: language) }
    var lines: [StyledLine] = []
    var room: Int { max(0, limit - lines.count) }
    for line in DisplayWidth.wrap(book.title, width: width, maxLines: room) {
      lines.append(StyledLine(text: line, style: .bold))
    }
    if let subtitle = book.subtitle {
      for line in DisplayWidth.wrap(subtitle, width: width, maxLines: room) {
        lines.append(StyledLine(text: line, style: .dim))
      }
    }
    lines.append(StyledLine(text: ""))

    var fields: [(String, String)] = []
    fields.append((text(BookLabel.authors), BookFormat.authors(of: book, language: language)))
    if !book.translators.isEmpty {
      fields.append((text(BookLabel.translators), book.translators.joined(separator: ", ")))
    }
    if let publisher = book.publisher { fields.append((text(BookLabel.publisher), publisher)) }
    if let date = book.publishedDate { fields.append((text(BookLabel.published), date)) }
    if let isbn = book.isbn13 { fields.append((text(BookLabel.isbn13), isbn)) }
    if let isbn = book.isbn10 { fields.append((text(BookLabel.isbn10), isbn)) }
    if let price = book.price {
      fields.append((text(BookLabel.price), BookFormat.money(price, language: language)))
    }
    if let sale = BookFormat.salePrice(of: book, language: language) {
      fields.append((text(BookLabel.salePrice), sale))
    }
    if let status = book.salesStatus { fields.append((text(BookLabel.salesStatus), status)) }
    if let rating = book.averageRating {
      var value = BookFormat.stars(rating)
      if let count = book.ratingsCount {
        value += " (" + text(BookLabel.ratingsCount(count)) + ")"
      }
      fields.append((text(BookLabel.rating), value))
    }
    if let link = book.detailURL {
      fields.append((text(BookLabel.link), TerminalText.line(link.absoluteString)))
    }
    fields.append(
      (text(BookLabel.source), ProviderID(rawValue: book.source)?.displayName(in: language) ?? book.source))

    var shelfFields: [(String, String)] = []
    if var entry = detail.entry {
      entry.note = entry.note.map { visible($0, .note) }
      entry = TerminalText.entry(entry)
      shelfFields.append((text(BrowseDetailText.statusLabel), text(BrowseShelfText.status(entry.status))))
      if let rating = entry.rating {
        shelfFields.append((text(BrowseDetailText.myRatingLabel), BookFormat.ownStars(rating)))
      }
      if !entry.tags.isEmpty {
        shelfFields.append((text(BrowseDetailText.tagsLabel), entry.tags.joined(separator: ", ")))
      }
      if let note = entry.note { shelfFields.append((text(BrowseDetailText.noteLabel), note)) }
    }
    let labelWidth = (fields + shelfFields).map { DisplayWidth.of($0.0) }.max() ?? 0
    func append(_ pairs: [(String, String)]) {
      for (label, value) in pairs where room > 0 {
        let valueWidth = max(1, width - labelWidth - 2)
        for (index, line) in DisplayWidth.wrap(value, width: valueWidth, maxLines: room).enumerated() {
          let prefix =
            index == 0 ? DisplayWidth.pad(label, to: labelWidth) : String(repeating: " ", count: labelWidth)
          lines.append(StyledLine(text: prefix + "  " + line))
        }
      }
    }
    append(fields)
    guard room > 0 else { return lines }
    if detail.phase == .loading {
      lines.append(StyledLine(text: text(BrowseDetailText.loading), style: .dim))
    }

    lines.append(StyledLine(text: ""))
    if detail.isSaved {
      lines.append(StyledLine(text: "✓ " + text(BrowseDetailText.onShelf), style: [.bold, .accent]))
      append(shelfFields)
    } else {
      lines.append(StyledLine(text: text(BrowseDetailText.notOnShelf), style: .dim))
    }

    if let description = book.description, !description.isEmpty {
      lines.append(StyledLine(text: ""))
      lines.append(StyledLine(text: text(BrowseDetailText.descriptionLabel), style: .bold))
      for line in DisplayWidth.wrap(description, width: width, maxLines: room) {
        lines.append(StyledLine(text: line))
      }
    }
    return Array(lines.prefix(limit))
  }

  /// `text`, or when it is longer than `field`'s limit its first part (cut at a scalar
  /// boundary, found without reading the rest) and `…`.
  static func visible(_ text: String, _ field: TextLimits.Field) -> String {
    guard text.utf8.count > field.limit else { return text }
    return String(TextLimits.prefix(text, bytes: field.limit - 3)) + "…"
  }
}

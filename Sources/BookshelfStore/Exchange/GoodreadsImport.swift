import BookshelfCore
import Foundation

/// Maps one row of a Goodreads library export to a `ShelfEntry`.
///
/// Columns are found by header name, so the 24-column (2022) and the 31-column (2016–2020)
/// layouts both work, as do extra user columns (`Date Started` is used when present).
/// - `ISBN` / `ISBN13` cells are Excel formulas `="0440238145"` (empty: `=""`); the digits are
///   taken out and validated; an invalid ISBN is ignored (an ISBN-10 gives the ISBN-13). A file
///   re-saved by a spreadsheet is read too (`GoodreadsCells`): an ISBN-10 without its leading
///   zeros is restored when its check digit is valid, and an ISBN or `Book Id` in scientific
///   notation (`9.78006E+12`, `2.48E+08`) has lost its digits: it is ignored with a warning.
/// - The key is the ISBN-13, else `goodreads:<Book Id>` (`Book.id` is the same); a `Book Id`
///   that is a Bookshelf key (`openlibrary:OL1W`, written by `GoodreadsExport`) is used as is;
///   a row with neither is keyed by its title and first author (`titleKey`).
/// - `Exclusive Shelf`: `read` → read, `currently-reading` → reading, `to-read` → want; the
///   custom shelves people make for abandoned books (`didNotFinishShelves`: `did-not-finish`,
///   which `GoodreadsExport` writes, `dnf`, `wont-finish`, `won-t-finish`, `abandoned`,
///   `gave-up`, `not-finished`, `unfinished`, `stopped-reading`, `quit`, `did-not-finish-dnf`)
///   → dnf, the shelf's name not kept as a tag; any other (user-made) shelf → want, with the
///   shelf's name kept as a tag.
/// - `Bookshelves` → tags, without `read`, `currently-reading` and `to-read`.
/// - `My Rating` 1–5 → rating; 0 or empty → unrated; `5.0` is 5; `3.5` is rounded half up to 4
///   with a warning (Goodreads ratings are whole stars).
/// - `Year Published`, else `Original Publication Year` → the published year.
/// - `Date Added` → added, `Date Read` → finished, `Date Started` → started: days read by
///   `GoodreadsDates` (`yyyy/MM/dd`, or the file's year-last order) as the first instant of
///   the day in the import's time zone; an unreadable cell (`########`) is dropped with a
///   warning; an empty or unreadable `Date Added` uses the import's clock.
/// - Text is trimmed, whitespace collapsed and NFC-normalised. `Private Notes` and `My Review`
///   (`<br/>` → line break) become the note. `Average Rating` 0.0 means unknown.
enum GoodreadsImport {
  static let requiredColumns = [["Title"], ["Book Id", "ISBN", "ISBN13"]]
  static let standardShelves: [String: ReadingStatus] = [
    "read": .read, "currently-reading": .reading, "to-read": .want,
  ]
  /// Custom exclusive shelves read as `.dnf` (compared lower-cased; Goodreads spells shelves
  /// with `-` for spaces and drops apostrophes: "won't finish" is `won-t-finish` or
  /// `wont-finish`).
  static let didNotFinishShelves: Set<String> = [
    "did-not-finish", "dnf", "wont-finish", "won-t-finish", "abandoned", "gave-up", "not-finished",
    "unfinished", "stopped-reading", "quit", "did-not-finish-dnf",
  ]

  /// The status of an exclusive shelf (lower-cased), or nil for a user-made shelf that is not one
  /// of `didNotFinishShelves`.
  static func status(ofShelf shelf: String) -> ReadingStatus? {
    standardShelves[shelf] ?? (didNotFinishShelves.contains(shelf) ? .dnf : nil)
  }

  /// The entry of one row, read with UTC days, month/day/year and no warnings kept (for the
  /// catalog, which keeps the book only).
  /// - Throws: `RowProblem` when the row cannot be imported.
  static func entry(header h: CSVHeader, fields: [String], now: () -> Date) throws -> ShelfEntry {
    var warnings: [CellWarning] = []
    return try entry(header: h, fields: fields, now: now, dates: GoodreadsDates(), warnings: &warnings)
  }

  /// The entry of one row, with the cells left out or changed added to `warnings`.
  /// - Throws: `RowProblem` when the row cannot be imported (no title, a `My Rating` that is
  ///   not 0–5, a `Book Id` that is text).
  static func entry(
    header h: CSVHeader, fields: [String], now: () -> Date, dates: GoodreadsDates,
    warnings: inout [CellWarning]
  ) throws -> ShelfEntry {
    func text(_ name: String) -> String? { ShelfText.collapsedOrNil(h.value(name, in: fields)) }
    guard let title = text("Title") else { throw RowProblem(.titleEmpty) }

    let isbn = isbnCell(h.value("ISBN13", in: fields)) ?? isbnCell(h.value("ISBN", in: fields))
    if isbn == nil {
      for column in ["ISBN13", "ISBN"] {
        guard let value = h.value(column, in: fields).map(formulaValue), isScientificNotation(value)
        else { continue }
        warnings.append(CellWarning(.scientificNotation, column, value))
      }
    }
    var bookID: String?
    var fallbackKey: String?
    switch try Self.bookID(h.value("Book Id", in: fields)) {
    case .goodreads(let id):
      bookID = id
      fallbackKey = "goodreads:\(id)"
    case .shelfKey(let key):
      fallbackKey = key
    case .lost(let value):
      warnings.append(CellWarning(.scientificNotation, "Book Id", value))
    case .none:
      break
    }

    var authors: [String] = []
    if let author = text("Author") { authors.append(author) }
    for name in (h.value("Additional Authors", in: fields) ?? "").split(separator: ",") {
      if let name = ShelfText.collapsedOrNil(String(name)), !authors.contains(name) { authors.append(name) }
    }
    let id = isbn?.isbn13 ?? fallbackKey ?? titleKey(title: title, author: authors.first)
    let rating = try Self.rating(h.value("My Rating", in: fields), warnings: &warnings)

    let exclusive = text("Exclusive Shelf")?.lowercased() ?? "to-read"
    let status = Self.status(ofShelf: exclusive) ?? .want
    var tags: [String] = []
    if Self.status(ofShelf: exclusive) == nil { tags.append(exclusive) }
    for shelf in (h.value("Bookshelves", in: fields) ?? "").split(separator: ",") {
      let name = ShelfText.collapsed(String(shelf))
      // The exclusive shelf is listed here too; other dnf-like shelves stay tags.
      if standardShelves[name] == nil, !(status == .dnf && name.lowercased() == exclusive) {
        tags.append(name)
      }
    }

    let average = h.value("Average Rating", in: fields).flatMap(Double.init)
    let year =
      h.value("Year Published", in: fields).flatMap(Int.init)
      ?? h.value("Original Publication Year", in: fields).flatMap(Int.init)
    let book = Book(
      id: id, title: title, authors: authors, publisher: text("Publisher"),
      publishedDate: year.flatMap { (1...9999).contains($0) ? ShelfDate.padded($0, 4) : nil },
      isbn10: isbn?.isbn10, isbn13: isbn?.isbn13,
      detailURL: bookID.flatMap { URL(string: "https://www.goodreads.com/book/show/\($0)") },
      averageRating: average == 0 ? nil : average, source: "goodreads")

    let notes = [h.value("Private Notes", in: fields), h.value("My Review", in: fields)]
      .compactMap { $0.map { ShelfText.nfc($0.replacingOccurrences(of: "<br/>", with: "\n")) } }
    func date(_ column: String) -> Date? {
      guard let value = h.value(column, in: fields) else { return nil }
      guard let date = dates.date(value) else {
        warnings.append(CellWarning(.unreadableDate, column, value))
        return nil
      }
      return date
    }
    return ShelfEntry(
      book: book, status: status, rating: rating, tags: tags,
      note: notes.isEmpty ? nil : notes.joined(separator: "\n\n"),
      addedAt: date("Date Added") ?? now(), startedAt: date("Date Started"),
      finishedAt: date("Date Read"))
  }
}

extension Character {
  /// True for `0`–`9`.
  var isASCIIDigit: Bool { isASCII && isNumber }
}

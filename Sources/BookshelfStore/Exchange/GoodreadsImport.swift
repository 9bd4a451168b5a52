import BookshelfCore
import Foundation

/// Maps one row of a Goodreads library export to a `ShelfEntry`.
///
/// Columns are found by header name, so the 24-column (2022) and the 31-column (2016–2020)
/// layouts both work, as do extra user columns (`Date Started` is used when present).
/// - `ISBN` / `ISBN13` cells are Excel formulas `="0440238145"` (empty: `=""`); the digits are
///   taken out and validated; an invalid ISBN is ignored (an ISBN-10 gives the ISBN-13).
/// - The key is the ISBN-13, else `goodreads:<Book Id>` (`Book.id` is the same); a `Book Id`
///   that is a Bookshelf key (`openlibrary:OL1W`, written by `GoodreadsExport`) is used as is.
/// - `Exclusive Shelf`: `read` → read, `currently-reading` → reading, `to-read` → want; any
///   other (user-made) shelf → want, with the shelf's name kept as a tag.
/// - `Bookshelves` → tags, without `read`, `currently-reading` and `to-read`.
/// - `My Rating` 1–5 → rating; 0 or empty → unrated.
/// - `Year Published`, else `Original Publication Year` → the published year.
/// - `Date Added` → added, `Date Read` → finished, `Date Started` → started (`yyyy/MM/dd`, UTC
///   midnight); an empty `Date Added` uses the import's clock.
/// - Text is trimmed, whitespace collapsed and NFC-normalised. `Private Notes` and `My Review`
///   (`<br/>` → line break) become the note. `Average Rating` 0.0 means unknown.
enum GoodreadsImport {
  static let requiredColumns = [["Title"], ["Book Id", "ISBN", "ISBN13"]]
  static let standardShelves: [String: ReadingStatus] = [
    "read": .read, "currently-reading": .reading, "to-read": .want,
  ]

  static func entry(header h: ImportHeader, fields: [String], now: () -> Date) throws -> ShelfEntry {
    func text(_ name: String) -> String? { ShelfText.collapsedOrNil(h.value(name, in: fields)) }
    guard let title = text("Title") else { throw RowProblem("the title is empty") }

    let isbn = isbnCell(h.value("ISBN13", in: fields)) ?? isbnCell(h.value("ISBN", in: fields))
    var bookID = h.value("Book Id", in: fields)
    var fallbackKey = bookID.map { "goodreads:\($0)" }
    if let value = bookID, !value.allSatisfy(\.isASCIIDigit) {
      // Bookshelf's own export writes a provider key (`openlibrary:OL1W`) for books without ISBN.
      guard value.contains(":") else { throw RowProblem("Book Id \"\(value)\" is not a number") }
      fallbackKey = value
      bookID = nil
    }
    guard let id = isbn?.isbn13 ?? fallbackKey else {
      throw RowProblem("the row has no valid ISBN and no Book Id")
    }

    var authors: [String] = []
    if let author = text("Author") { authors.append(author) }
    for name in (h.value("Additional Authors", in: fields) ?? "").split(separator: ",") {
      if let name = ShelfText.collapsedOrNil(String(name)), !authors.contains(name) { authors.append(name) }
    }

    var rating: Int?
    if let value = h.value("My Rating", in: fields) {
      guard let number = Int(value), (0...5).contains(number) else {
        throw RowProblem("My Rating \"\(value)\" is not a whole number from 0 to 5")
      }
      rating = number == 0 ? nil : number
    }

    let exclusive = text("Exclusive Shelf")?.lowercased() ?? "to-read"
    let status = standardShelves[exclusive] ?? .want
    var tags: [String] = []
    if standardShelves[exclusive] == nil { tags.append(exclusive) }
    for shelf in (h.value("Bookshelves", in: fields) ?? "").split(separator: ",") {
      let name = ShelfText.collapsed(String(shelf))
      if standardShelves[name] == nil { tags.append(name) }
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
    return ShelfEntry(
      book: book, status: status, rating: rating, tags: tags,
      note: notes.isEmpty ? nil : notes.joined(separator: "\n\n"),
      addedAt: try date("Date Added", h, fields) ?? now(),
      startedAt: try date("Date Started", h, fields),
      finishedAt: try date("Date Read", h, fields))
  }

  /// The ISBN in a cell written as `="…"` (or bare digits), or nil when empty or invalid.
  static func isbnCell(_ cell: String?) -> ISBN? {
    guard var value = cell else { return nil }
    if value.hasPrefix("=\""), value.hasSuffix("\""), value.count >= 3 {
      value = String(value.dropFirst(2).dropLast())
    }
    return ISBN.parse(value)
  }

  private static func date(_ column: String, _ h: ImportHeader, _ fields: [String]) throws -> Date? {
    guard let value = h.value(column, in: fields) else { return nil }
    guard let date = ShelfDate.parseGoodreads(value) else {
      throw RowProblem("\(column) \"\(value)\" is not a date in the form yyyy/MM/dd")
    }
    return date
  }
}

extension Character {
  /// True for `0`–`9`.
  var isASCIIDigit: Bool { isASCII && isNumber }
}

import BookshelfCore
import Foundation

/// Writes shelf entries as a Goodreads library export (the current 24-column layout), which
/// Goodreads' importer and `GoodreadsImport` both read.
///
/// ISBNs are written as Excel formulas (`="0440238145"`, `=""` when unknown) like Goodreads
/// does; `Book Id` is the Goodreads id (from a `goodreads:<id>` key or a Goodreads detail URL),
/// else the shelf key of a book without ISBN when it has a colon, else empty (`bookID`: the
/// file always imports back);
/// reading status → `Exclusive Shelf` (dnf → the custom shelf `did-not-finish`, which
/// Goodreads' importer creates and `GoodreadsImport` reads back as dnf); tags plus the exclusive shelf (except `read`) →
/// `Bookshelves`; dates as `yyyy/MM/dd`, the day in the user's time zone (`LocalDays`), as
/// Goodreads writes them; the note → `Private Notes`; rating or 0.
enum GoodreadsExport {
  static let header = [
    "Book Id", "Title", "Author", "Author l-f", "Additional Authors", "ISBN", "ISBN13",
    "My Rating", "Average Rating", "Publisher", "Binding", "Number of Pages", "Year Published",
    "Original Publication Year", "Date Read", "Date Added", "Bookshelves",
    "Bookshelves with positions", "Exclusive Shelf", "My Review", "Spoiler", "Private Notes",
    "Read Count", "Owned Copies",
  ]

  static let showPage = "https://www.goodreads.com/book/show/"

  static func fields(_ entry: ShelfEntry, days: LocalDays = .utc) -> [String] {
    let book = entry.book
    let key = ShelfEntry.key(for: book)
    let goodreadsID = Self.bookID(book, key: key)
    let shelf =
      switch entry.status {
      case .want: "to-read"
      case .reading: "currently-reading"
      case .read: "read"
      case .dnf: "did-not-finish"  // a custom exclusive shelf, read back as dnf
      }
    let shelves = (entry.status == .read ? [] : [shelf]) + entry.tags
    let author = book.authors.first ?? ""
    return [
      goodreadsID, book.title, author, lastFirst(author),
      book.authors.dropFirst().joined(separator: ", "), "=\"\(book.isbn10 ?? "")\"",
      "=\"\(book.isbn13 ?? "")\"", String(entry.rating ?? 0),
      book.averageRating.flatMap { Book.averageRatingRange.contains($0) ? twoDecimals($0) : nil } ?? "0.00",
      book.publisher ?? "", "", "",
      book.publishedDate.map { String($0.prefix(4)) } ?? "", "",
      entry.finishedAt.map(days.goodreads) ?? "", days.goodreads(entry.addedAt),
      shelves.joined(separator: ", "), shelves.joined(separator: ", "), shelf, "", "",
      entry.note ?? "", entry.status == .read ? "1" : "0", "0",
    ]
  }

  /// The `Book Id` cell: only what `GoodreadsImport.bookID` reads back as the same book.
  /// Goodreads' number (the digits of a `goodreads:<digits>` key, else the leading digits of a
  /// Goodreads detail URL, `/book/show/5.Slug` → `5`); else, for a book without ISBN, its shelf
  /// key when the key has a colon (`kakao:…`, read back as that key); else empty: the import
  /// then finds the book by its ISBN, or by its title and first author (`titleKey`). A key
  /// such as `evil-2` (saved through `save --json -`) is never written: it would make the whole
  /// file fail to import ("not a number").
  static func bookID(_ book: Book, key: String) -> String {
    func digits(_ text: Substring) -> String? {
      !text.isEmpty && text.allSatisfy(\.isASCIIDigit) ? String(text) : nil
    }
    if key.hasPrefix("goodreads:"), let id = digits(key.dropFirst("goodreads:".count)) { return id }
    if let url = book.detailURL?.absoluteString, url.hasPrefix(showPage) {
      let rest = url.dropFirst(showPage.count)
      let end = rest.firstIndex { $0 == "." || $0 == "-" } ?? rest.endIndex
      if let id = digits(rest[..<end]) { return id }
    }
    guard book.isbn13 == nil, ISBN.parse(book.isbn10) == nil else { return "" }
    if case .shelfKey(let read)? = try? GoodreadsImport.bookID(key), read == key { return key }
    return ""
  }

  /// `4.46` — two decimals, as Goodreads writes `Average Rating`; `0.00` (Goodreads' "no
  /// rating") for a value that is not a rating (NaN, infinite, beyond 10¹⁵: never trapping).
  static func twoDecimals(_ value: Double) -> String {
    guard abs(value) < 1e15, let hundredths = SafeNumber.int(value * 100, rounding: .toNearestOrAwayFromZero)
    else { return "0.00" }
    return
      "\(hundredths < 0 ? "-" : "")\(abs(hundredths) / 100).\(ShelfDate.padded(abs(hundredths % 100), 2))"
  }

  /// `Author l-f`: the name family name first (`Le Guin, Ursula K.`), by `PersonName`'s rule.
  static func lastFirst(_ name: String) -> String { PersonName(name).familyNameFirst }
}

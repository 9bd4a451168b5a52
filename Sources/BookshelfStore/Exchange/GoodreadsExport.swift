import BookshelfCore
import Foundation

/// Writes shelf entries as a Goodreads library export (the current 24-column layout), which
/// Goodreads' importer and `GoodreadsImport` both read.
///
/// ISBNs are written as Excel formulas (`="0440238145"`, `=""` when unknown) like Goodreads
/// does; `Book Id` is the Goodreads id (from a `goodreads:<id>` key or a Goodreads detail URL),
/// else the shelf key for a book without ISBN (so the file imports back), else empty;
/// reading status → `Exclusive Shelf`; tags plus the exclusive shelf (except `read`) →
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
    let goodreadsID: String
    if key.hasPrefix("goodreads:") {
      goodreadsID = String(key.dropFirst("goodreads:".count))
    } else if let url = book.detailURL?.absoluteString, url.hasPrefix(showPage) {
      goodreadsID = String(url.dropFirst(showPage.count))
    } else {
      goodreadsID = book.isbn13 == nil ? key : ""
    }
    let shelf =
      switch entry.status {
      case .want: "to-read"
      case .reading: "currently-reading"
      case .read: "read"
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

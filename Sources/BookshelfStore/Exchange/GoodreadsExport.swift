import BookshelfCore
import Foundation

/// Writes shelf entries as a Goodreads library export (the current 24-column layout), which
/// Goodreads' importer and `GoodreadsImport` both read.
///
/// ISBNs are written as Excel formulas (`="0440238145"`, `=""` when unknown) like Goodreads
/// does; `Book Id` is the Goodreads id for entries keyed `goodreads:<id>`, else empty;
/// reading status → `Exclusive Shelf`; tags plus the exclusive shelf (except `read`) →
/// `Bookshelves`; dates as `yyyy/MM/dd`; the note → `Private Notes`; rating or 0.
enum GoodreadsExport {
  static let header = [
    "Book Id", "Title", "Author", "Author l-f", "Additional Authors", "ISBN", "ISBN13",
    "My Rating", "Average Rating", "Publisher", "Binding", "Number of Pages", "Year Published",
    "Original Publication Year", "Date Read", "Date Added", "Bookshelves",
    "Bookshelves with positions", "Exclusive Shelf", "My Review", "Spoiler", "Private Notes",
    "Read Count", "Owned Copies",
  ]

  static func fields(_ entry: ShelfEntry) -> [String] {
    let book = entry.book
    let key = ShelfEntry.key(for: book)
    let goodreadsID = key.hasPrefix("goodreads:") ? String(key.dropFirst("goodreads:".count)) : ""
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
      book.averageRating.map { String(format: "%.2f", $0) } ?? "0.00", book.publisher ?? "", "", "",
      book.publishedDate.map { String($0.prefix(4)) } ?? "", "",
      entry.finishedAt.map(ShelfDate.goodreads) ?? "", ShelfDate.goodreads(entry.addedAt),
      shelves.joined(separator: ", "), shelves.joined(separator: ", "), shelf, "", "",
      entry.note ?? "", entry.status == .read ? "1" : "0", "0",
    ]
  }

  /// `"Le Guin, Ursula K."` for `"Ursula K. Le Guin"`: the last word first (a single word or an
  /// empty name is returned as is).
  static func lastFirst(_ name: String) -> String {
    let words = name.split(separator: " ")
    guard words.count > 1, let last = words.last else { return name }
    return "\(last), \(words.dropLast().joined(separator: " "))"
  }
}

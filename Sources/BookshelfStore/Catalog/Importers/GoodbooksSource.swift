import BookshelfCore
import Foundation

/// Reads goodbooks-10k `books.csv`.
///
/// - ISBN: from the `isbn` column left-padded with zeros to 10 characters (it lost its leading
///   zeros as an integer) and checked; never from `isbn13`, whose values lost their check digit
///   in a float round-trip. An invalid or missing ISBN leaves the book without one.
/// - `authors` split on commas; `original_publication_year` (`2008.0`) → `2008`;
///   `average_rating`, `ratings_count` (popularity); `image_url` unless it is the `nophoto`
///   placeholder; detail URL `https://www.goodreads.com/book/show/<goodreads_book_id>`.
/// - Key: `book_id`. Rows without a title or `book_id` are skipped.
final class GoodbooksSource: CatalogRecordSource {
  private let csv: StreamingCSVReader
  private let header: CSVHeader
  private let bookID, isbnColumn, title, authors, year, rating, ratings, image, goodreadsID: Int?
  private(set) var rowsRead = 0

  init(csv: StreamingCSVReader) throws {
    self.csv = csv
    header = CSVHeader(try csv.next()?.fields ?? [])
    guard header.index("book_id") != nil, header.index("title") != nil, header.index("isbn") != nil else {
      throw CatalogHeaderMismatch(header: .goodbooks)
    }
    bookID = header.index("book_id")
    isbnColumn = header.index("isbn")
    title = header.index("title")
    authors = header.index("authors")
    year = header.index("original_publication_year")
    rating = header.index("average_rating")
    ratings = header.index("ratings_count")
    image = header.index("image_url")
    goodreadsID = header.index("goodreads_book_id")
  }

  func next() throws -> CatalogSourceItem? {
    // Fields are read from the reader's record bytes: only the nine used become `String`s.
    do {
      guard try csv.advance() else { return nil }
    } catch StreamingCSVReader.Failure.malformed(let line, let reason) {
      rowsRead += 1
      return .skip(line: line, reason: .csv(reason))
    }
    rowsRead += 1
    let line = csv.recordLine
    guard let key = csv.value(at: bookID) else {
      return .skip(line: line, reason: .noID(column: "book_id"))
    }
    guard let title = TextFields.collapsed(csv.value(at: title)) else {
      return .skip(line: line, reason: .noTitle)
    }
    let isbn = csv.value(at: isbnColumn).flatMap { ISBN.parse(ISBN.restoringLeadingZeros($0)) }
    let image = csv.field(image, contains: "nophoto") ? nil : csv.value(at: image).flatMap { URL(string: $0) }
    let detail = csv.value(at: goodreadsID).flatMap {
      URL(string: "https://www.goodreads.com/book/show/\($0)")
    }
    let book = Book(
      id: isbn?.isbn13 ?? "local:goodbooks:\(key)", title: title,
      authors: ImportText.names(csv.value(at: authors)),
      publishedDate: ImportText.year(csv.value(at: year)),
      isbn10: isbn?.isbn10, isbn13: isbn?.isbn13, thumbnailURL: image, detailURL: detail,
      averageRating: csv.value(at: rating).flatMap(Double.init),
      ratingsCount: csv.value(at: ratings).flatMap { Int($0) },
      source: ProviderID.local.rawValue)
    return .record(line: line, CatalogRecord(book: book, sourceName: "goodbooks", sourceKey: key))
  }
}

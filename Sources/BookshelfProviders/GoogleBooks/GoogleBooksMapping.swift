import BookshelfCore
import Foundation

/// The one mapping from Google Books wire DTOs to `Book` and `BookPage`.
public enum GoogleBooksMapping {
  /// One search page from a `volumes.list` body.
  ///
  /// - `books`: each volume with a title, in Google's order, duplicates (same id) removed.
  /// - `isEnd`: true when `items` is missing, when fewer than `maxResults` items came back, when
  ///   no item was a usable book (an empty page ends the list whatever `totalItems` says), or
  ///   on the last page of the reachable window (`GoogleBooksRequest.limits`).
  /// - `totalCount`: `totalItems` (an estimate that changes between pages, so
  ///   `totalCountIsApproximate`) while more pages may follow; once the end is known from a
  ///   short or missing `items`, the exact count `startIndex + items.count`.
  /// - `pageSize`: the clamped size sent as `maxResults`.
  /// - Throws: `.badResponse` for an empty, HTML, truncated or mis-shaped body; the typed error of
  ///   `GoogleBooksErrorBody` when the body is Google's error envelope.
  public static func page(from data: Data, query: BookQuery) throws(BookshelfError) -> BookPage {
    try page(from: data, query: query, redactor: Redactor(secrets: []))
  }

  /// `page(from:query:)` with provider messages passed through `redactor`.
  static func page(from data: Data, query: BookQuery, redactor: Redactor) throws(BookshelfError)
    -> BookPage
  {
    let dto = try ResponseHandling.decode(GoogleVolumesDTO.self, from: data, provider: .google)
    if let error = dto.error {
      throw GoogleBooksErrorBody.error(
        error, httpStatus: error.code ?? 400, retryAfter: nil, redactor: redactor)
    }
    return page(dto, query: query)
  }

  /// One book from a `volumes/{id}` body (a single `Volume`), or nil when it has no title.
  /// - Throws: as `page(from:query:)`.
  public static func volume(from data: Data) throws(BookshelfError) -> Book? {
    book(try ResponseHandling.decode(GoogleVolumeDTO.self, from: data, provider: .google))
  }

  static func page(_ dto: GoogleVolumesDTO, query: BookQuery) -> BookPage {
    let size = GoogleBooksRequest.pageSize(for: query)
    let startIndex =
      (query.page - 1).multipliedReportingOverflow(by: size).overflow ? Int.max : (query.page - 1) * size
    let received = dto.items?.count ?? 0
    let books = TextFields.uniqueByID(
      (dto.items ?? []).compactMap { $0.value.flatMap(book).flatMap(TextLimits.fitted) })
    let lastPage = GoogleBooksRequest.limits.lastPage(pageSize: size) ?? Int.max
    let short = dto.items == nil || received < size
    let reached = startIndex.addingReportingOverflow(received).overflow ? Int.max : startIndex + received
    let total = short ? reached : max(dto.totalItems ?? 0, reached)
    return BookPage(
      books: books, totalCount: total, isEnd: short || books.isEmpty || query.page >= lastPage,
      page: query.page, pageSize: size, totalCountIsApproximate: !short)
  }

  /// A `Book` from one volume, or nil when it has no title or no id at all.
  ///
  /// `id` is the ISBN-13, else `google:<volume id>`; ISBNs come only from `ISBN_13`/`ISBN_10`
  /// identifiers in any order (ISSN and OTHER ignored, an ISBN-10 alone yields its ISBN-13);
  /// `description` is the HTML-free `description` (never `searchInfo.textSnippet`);
  /// `thumbnailURL` is `imageLinks.thumbnail`, else `smallThumbnail`, upgraded to https;
  /// `detailURL` is `canonicalVolumeLink`, else `infoLink`, https; `price`/`salePrice` are
  /// `saleInfo.listPrice`/`retailPrice`; `averageRating` kept only within 0–5, `ratingsCount`
  /// only with a rating.
  static func book(_ volume: GoogleVolumeDTO) -> Book? {
    guard let info = volume.volumeInfo, let title = CleanText.text(info.title) else { return nil }
    let isbn = isbn(from: info.industryIdentifiers ?? [])
    let volumeID = CleanText.text(volume.id)
    guard isbn != nil || volumeID != nil else { return nil }
    let rating = info.averageRating.flatMap { Book.averageRatingRange.contains($0) ? $0 : nil }
    let sale = volume.saleInfo
    return Book(
      id: ISBNFields.bookID(isbn13: isbn?.isbn13, provider: .google, ownID: volumeID ?? ""),
      title: title,
      subtitle: CleanText.text(info.subtitle),
      authors: CleanText.names(info.authors),
      publisher: CleanText.text(info.publisher),
      publishedDate: PublishedDate.normalize(info.publishedDate),
      isbn10: isbn?.isbn10,
      isbn13: isbn?.isbn13,
      description: CleanText.paragraphs(info.description),
      thumbnailURL: CleanText.httpsURL(info.imageLinks?.thumbnail)
        ?? CleanText.httpsURL(info.imageLinks?.smallThumbnail),
      detailURL: CleanText.httpsURL(info.canonicalVolumeLink) ?? CleanText.httpsURL(info.infoLink),
      price: money(sale?.listPrice, saleability: sale?.saleability),
      salePrice: money(sale?.retailPrice, saleability: sale?.saleability),
      averageRating: rating,
      ratingsCount: rating == nil ? nil : info.ratingsCount.flatMap { $0 >= 0 ? $0 : nil },
      source: ProviderID.google.rawValue)
  }

  /// The first valid `ISBN_13` identifier, else the first valid `ISBN_10` (as its ISBN-13);
  /// `ISSN` and `OTHER` are ignored, order does not matter.
  static func isbn(from identifiers: [GoogleVolumeDTO.IndustryIdentifier]) -> ISBN? {
    for kind in ["ISBN_13", "ISBN_10"] {
      for identifier in identifiers where identifier.type == kind {
        if let isbn = ISBN.parse(identifier.identifier) { return isbn }
      }
    }
    return nil
  }

  /// Read once: building a `Locale` per price was a measurable part of mapping a page.
  private static let posix = Locale(identifier: "en_US_POSIX")

  /// `amount` with its `currencyCode`; nil without a currency, for negative or non-finite
  /// amounts, and for 0 unless the volume is `FREE`.
  static func money(_ price: GoogleVolumeDTO.Price?, saleability: String?) -> Money? {
    guard let amount = price?.amount, amount.isFinite, amount >= 0,
      let currency = CleanText.text(price?.currencyCode), currency.count == 3
    else { return nil }
    guard amount > 0 || saleability == "FREE" else { return nil }
    guard let decimal = Decimal(string: String(amount), locale: posix) else {
      return nil
    }
    return Money(amount: decimal, currency: currency)
  }
}

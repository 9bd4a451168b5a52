import BookshelfCore
import Foundation

/// The one mapping from Open Library `search.json` DTOs to `Book` and `BookPage`.
public enum OpenLibraryMapping {
  /// The public site that `detailURL` points to (`https://openlibrary.org/works/OL…W`).
  public static let siteURL = "https://openlibrary.org"
  /// The default covers host; cover URLs are `<covers base>/b/id/<cover_i>-M.jpg`.
  public static let defaultCoversBaseURL: URL = {
    guard let url = URL(string: "https://covers.openlibrary.org") else {
      preconditionFailure("https://covers.openlibrary.org parses as a URL")
    }
    return url
  }()

  /// One search page from a `search.json` body (current or legacy format).
  ///
  /// - `books`: each work with a title, in Open Library's order, duplicates (same id) removed.
  /// - `totalCount`: `numFound` (legacy `num_found`).
  /// - `isEnd`: `start + docs.count ≥ numFound`, or no docs at all.
  /// - `pageSize`: the clamped size sent as `limit`.
  /// - Parameter coversBaseURL: scheme, host and port of the covers service.
  /// - Throws: `.badResponse` for an empty, HTML, truncated or mis-shaped body;
  ///   `.requestRejected` for a legacy `{"error": …}` body.
  public static func page(
    from data: Data, query: BookQuery, coversBaseURL: URL = defaultCoversBaseURL
  ) throws(BookshelfError) -> BookPage {
    page(try decode(data), query: query, coversBaseURL: coversBaseURL)
  }

  /// The work holding `isbn` in a `search.json?isbn=` body, with `isbn` as its ISBN (even when
  /// the work lists other ISBNs first); nil when no work lists it.
  /// - Throws: as `page(from:query:coversBaseURL:)`.
  public static func lookup(
    from data: Data, isbn: ISBN, coversBaseURL: URL = defaultCoversBaseURL
  ) throws(BookshelfError) -> Book? {
    let docs = (try decode(data).docs ?? []).compactMap(\.value)
    // Only a work that lists the ISBN is this book; anything else would save the wrong one.
    let holding = docs.first { doc in (doc.isbn ?? []).contains { ISBN.parse($0) == isbn } }
    return holding.flatMap { book($0, coversPrefix: coversPrefix(coversBaseURL), preferred: isbn) }
      .flatMap(TextLimits.fitted)
  }

  /// A book from a `/works/OL…W.json` or `/books/OL…M.json` body (see `OpenLibraryRecordDTO`),
  /// with its description; nil when it has no title.
  /// - Throws: `.badResponse` for a body that is not such a JSON object.
  public static func record(from data: Data, coversBaseURL: URL = defaultCoversBaseURL) throws(BookshelfError)
    -> Book?
  {
    let dto = try ResponseHandling.decode(OpenLibraryRecordDTO.self, from: data, provider: .openlibrary)
    guard var book = book(dto.document, coversPrefix: coversPrefix(coversBaseURL)) else { return nil }
    book.description = CleanText.paragraphs(dto.description?.text)
    return TextLimits.fitted(book)
  }

  /// Decodes a search body; a legacy `{"error": …}` body is `.requestRejected`.
  static func decode(_ data: Data) throws(BookshelfError) -> OpenLibrarySearchDTO {
    let dto = try ResponseHandling.decode(OpenLibrarySearchDTO.self, from: data, provider: .openlibrary)
    if let error = dto.error, dto.docs == nil {
      throw .requestRejected(
        .openlibrary, status: 200, detail: .provider(String(error.collapsingWhitespace().prefix(300))))
    }
    return dto
  }

  static func page(_ dto: OpenLibrarySearchDTO, query: BookQuery, coversBaseURL: URL) -> BookPage {
    let size = OpenLibraryRequest.pageSize(for: query)
    let docs = dto.docs ?? []
    let firstOfPage = (query.page - 1).multipliedReportingOverflow(by: size)
    let start = max(0, dto.start ?? dto.offset ?? (firstOfPage.overflow ? Int.max : firstOfPage.partialValue))
    let sum = start.addingReportingOverflow(docs.count)
    let reached = sum.overflow ? Int.max : sum.partialValue
    let total = max(0, dto.numFound ?? dto.legacyNumFound ?? reached)
    let covers = coversPrefix(coversBaseURL)
    let books = TextFields.uniqueByID(
      docs.compactMap { $0.value.flatMap { book($0, coversPrefix: covers) }.flatMap(TextLimits.fitted) })
    return BookPage(
      books: books, totalCount: total, isEnd: docs.isEmpty || reached >= total,
      page: query.page, pageSize: size)
  }

  /// A `Book` from one work, or nil when it has no title, or neither a key nor an ISBN.
  ///
  /// `id` is the ISBN-13, else `openlibrary:<work id>` (the key without `/works/`); the ISBN is
  /// `preferred` when given and the work lists it (or lists none), else the first valid ISBN-13
  /// of `isbn[]`, else its first valid ISBN-10 converted; `publisher` is the first of
  /// `publisher[]`; `publishedDate` is `first_publish_year`; `thumbnailURL` is built from
  /// `cover_i`; `detailURL` is `https://openlibrary.org<key>`; ratings only with a count > 0.
  static func book(_ doc: OpenLibraryDocDTO, coversPrefix: String, preferred: ISBN? = nil) -> Book? {
    guard let title = CleanText.text(doc.title) else { return nil }
    let isbn = chooseISBN(doc.isbn ?? [], preferred: preferred)
    let workKey = CleanText.text(doc.key).map { $0.hasPrefix("/") ? $0 : "/works/" + $0 }
    let workID = workKey.flatMap { $0.split(separator: "/").last.map(String.init) }
    guard isbn != nil || workID != nil else { return nil }
    let rated = (doc.ratingsCount ?? 0) > 0
    let rating = doc.ratingsAverage.flatMap { rated && Book.averageRatingRange.contains($0) ? $0 : nil }
    return Book(
      id: ISBNFields.bookID(isbn13: isbn?.isbn13, provider: .openlibrary, ownID: workID ?? ""),
      title: title,
      subtitle: CleanText.text(doc.subtitle),
      authors: CleanText.names(doc.authorName),
      publisher: (doc.publisher ?? []).lazy.compactMap { CleanText.text($0) }.first,
      publishedDate: PublishedDate.year(doc.firstPublishYear),
      isbn10: isbn?.isbn10,
      isbn13: isbn?.isbn13,
      thumbnailURL: doc.coverID.flatMap { $0 > 0 ? URL(string: "\(coversPrefix)/b/id/\($0)-M.jpg") : nil },
      detailURL: workKey.flatMap { URL(string: siteURL + $0) },
      averageRating: rating,
      ratingsCount: rating == nil ? nil : doc.ratingsCount,
      source: ProviderID.openlibrary.rawValue)
  }

  /// The ISBN of a work, deterministically: `preferred` when the list holds it or is empty;
  /// else the first valid ISBN-13 in list order; else the first valid ISBN-10 (as its ISBN-13).
  static func chooseISBN(_ list: [String], preferred: ISBN? = nil) -> ISBN? {
    if let preferred, list.isEmpty || list.contains(where: { ISBN.parse($0) == preferred }) {
      return preferred
    }
    var firstFromTen: ISBN?
    for raw in list {
      let compact = raw.filter { $0 != "-" && $0 != " " }
      if compact.count == 13, let isbn = try? ISBN(compact) { return isbn }
      if compact.count == 10, firstFromTen == nil, let isbn = try? ISBN(compact) { firstFromTen = isbn }
    }
    return firstFromTen
  }

  static func coversPrefix(_ url: URL) -> String {
    var text = url.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }
}

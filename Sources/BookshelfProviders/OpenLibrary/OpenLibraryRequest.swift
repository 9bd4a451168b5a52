import BookshelfCore
import Foundation

/// Builds Open Library `search.json` requests. Pure: no I/O, no clock.
///
/// Short queries: `q` must have at least 3 characters and must not be the bare word `the`
/// (the API answers 422 otherwise). Such a text with field `.any` is sent as `title=` instead,
/// which has no length rule, so a two-syllable Korean title such as `토지` still finds books.
///
/// Paging: only `page` (1-based) and `limit` (≤ 100) are sent, never `offset` (which would
/// override `page`). Open Library has no documented paging cap, so `limits` has no reachable
/// window; the end is known from `numFound`.
public enum OpenLibraryRequest {
  /// The API's path below the base URL.
  public static let path = "/search.json"
  /// `limit` ≤ 100; no page cap.
  public static let limits = PagingLimits(maxPageSize: 100)
  /// The fields requested with `fields=`: everything the mapping reads.
  public static let fields = [
    "key", "title", "subtitle", "author_name", "first_publish_year", "publish_date", "isbn", "publisher",
    "cover_i", "ratings_average", "ratings_count", "number_of_pages_median", "edition_count",
  ]
  /// Headers sent with every request: JSON only, and the identifying `User-Agent` Open Library asks for.
  public static let headers = ["Accept": "application/json", "User-Agent": BookshelfVersion.userAgent]

  /// The request for one page of `query`.
  ///
  /// Query items, in this order: the search term (`q`, or `title`/`author`/`publisher`/`isbn`
  /// for a field; see `searchTerm(for:)`), `fields`, `sort=new` for `.latest`, `page`, and
  /// `limit` = page size clamped to 100.
  /// - Throws: `.invalidISBN` for an ISBN search whose text is not an ISBN; `.pageOutOfRange`
  ///   when page × size does not fit in an integer.
  public static func search(_ query: BookQuery, settings: ProviderSettings) throws(BookshelfError)
    -> HTTPRequest
  {
    let size = pageSize(for: query)
    guard query.page <= Int.max / size else {
      throw .pageOutOfRange(provider: .openlibrary, page: query.page, lastPage: Int.max / size)
    }
    var items: [(String, String)] = [try searchTerm(for: query), ("fields", fields.joined(separator: ","))]
    if query.sort == .latest { items.append(("sort", "new")) }
    items += [("page", String(query.page)), ("limit", String(size))]
    return try request(items: items, settings: settings)
  }

  /// The request for one ISBN: `isbn=<ISBN-13>`, `fields`, `limit=5`.
  public static func lookup(_ isbn: ISBN, settings: ProviderSettings) throws(BookshelfError) -> HTTPRequest {
    try request(
      items: [("isbn", isbn.isbn13), ("fields", fields.joined(separator: ",")), ("limit", "5")],
      settings: settings)
  }

  /// The request for one work or edition by its id: `GET /works/OL…W.json` or
  /// `GET /books/OL…M.json`; nil (nothing sent) for any other id (`OL`, 1…12 digits, `W` or `M`).
  public static func record(id: String, settings: ProviderSettings) throws(BookshelfError) -> HTTPRequest? {
    guard id.hasPrefix("OL"), let kind = id.last, kind == "W" || kind == "M" else { return nil }
    let digits = id.dropFirst(2).dropLast()
    guard (1...12).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    let folder = kind == "W" ? "/works/" : "/books/"
    return try request(path: folder + id + ".json", items: [], settings: settings)
  }

  /// The page size sent as `limit`: the query's size clamped to 1…100.
  public static func pageSize(for query: BookQuery) -> Int {
    min(max(1, query.pageSize), limits.maxPageSize)
  }

  /// The name and value of the search term: `q=<text>` for `.any` (or `title=<text>` when the
  /// text is shorter than 3 characters or the bare word `the`), `title`, `author`, `publisher`
  /// as the field, `isbn=<ISBN-13>` for `.isbn`.
  /// - Throws: `.invalidISBN` when the field is `.isbn` and the text is not a valid ISBN.
  public static func searchTerm(for query: BookQuery) throws(BookshelfError) -> (String, String) {
    switch query.field {
    case .any: return (isRejectedAsQ(query.text) ? "title" : "q", query.text)
    case .title: return ("title", query.text)
    case .author: return ("author", query.text)
    case .publisher: return ("publisher", query.text)
    case .isbn:
      do {
        return ("isbn", (try ISBN(query.text)).isbn13)
      } catch {
        throw .invalidISBN(query.text, error)
      }
    }
  }

  /// True for text the API refuses as `q` (422): fewer than 3 characters (Unicode scalars, as
  /// the server counts them) or the bare word `the` in any case.
  public static func isRejectedAsQ(_ text: String) -> Bool {
    let trimmed = text.trimmingWhitespace()
    return trimmed.unicodeScalars.count < 3 || trimmed.lowercased() == "the"
  }

  private static func request(
    path: String = path, items: [(String, String)], settings: ProviderSettings
  ) throws(BookshelfError) -> HTTPRequest {
    guard let url = QueryString.url(base: settings.baseURL, path: path, items: items) else {
      throw .invalidConfiguration(
        ConfigProblem(
          .variable("BOOKSHELF_OPEN_LIBRARY_URL"), .notUsableBaseURL(settings.baseURL.absoluteString)))
    }
    return HTTPRequest(
      url: url, headers: headers, timeout: settings.timeout, maxResponseBytes: settings.maxResponseBytes)
  }
}

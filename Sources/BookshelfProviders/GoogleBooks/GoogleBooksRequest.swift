import BookshelfCore
import Foundation

/// Builds Google Books API v1 `volumes.list` requests. Pure: no I/O, no clock.
///
/// Reachable window: Google's `totalItems` is an estimate that changes between pages, and
/// `startIndex` values deep into a result set return no `items` even when `totalItems` promises
/// more. Bookshelf therefore serves at most the first 1,000 results (`limits`): a page that
/// would start past them throws `.pageOutOfRange` before any request, and the last page of the
/// window reports `isEnd`.
public enum GoogleBooksRequest {
  /// The API's path below the base URL.
  public static let path = "/books/v1/volumes"
  /// `maxResults` is 0…40; the reachable window is the first 1,000 results.
  public static let limits = PagingLimits(maxPageSize: 40, maxReachableResults: 1_000)
  /// The partial-response selector sent as `fields=`: exactly what `GoogleVolumesDTO` and the
  /// mapping read. Google then leaves out `accessInfo`, `searchInfo`, `layerInfo`, the offers,
  /// and the volume fields no `Book` field comes from: on a 40-item page of recorded results
  /// the body is about half as large, and decoding it takes about half the time (JSONDecoder
  /// reads every key of every object it enters). Error bodies are not affected by `fields`.
  public static let fields =
    "totalItems,items(id,volumeInfo(title,subtitle,authors,publisher,publishedDate,description,"
    + "industryIdentifiers,averageRating,ratingsCount,imageLinks(smallThumbnail,thumbnail),infoLink,"
    + "canonicalVolumeLink),saleInfo(saleability,listPrice,retailPrice))"
  /// Headers sent with every request: JSON only, and the program's `User-Agent`.
  public static let headers = ["Accept": "application/json", "User-Agent": BookshelfVersion.userAgent]

  /// The request for one page of `query`.
  ///
  /// Query items, in this order: `q` (see `q(for:)`), `startIndex` = (page − 1) × size,
  /// `maxResults` = page size clamped to 40, `orderBy` (`relevance` or `newest`),
  /// `printType=books`, `fields` (see `fields`), and `key` only when `settings.apiKey` is set
  /// and not blank.
  /// - Throws: `.pageOutOfRange` past the reachable window, `.invalidISBN` for an ISBN search
  ///   whose text is not an ISBN.
  public static func search(_ query: BookQuery, settings: ProviderSettings) throws(BookshelfError)
    -> HTTPRequest
  {
    let size = pageSize(for: query)
    let lastPage = limits.lastPage(pageSize: size) ?? Int.max
    guard query.page <= lastPage else {
      throw .pageOutOfRange(provider: .google, page: query.page, lastPage: lastPage)
    }
    var items: [(String, String)] = [
      ("q", try q(for: query)),
      ("startIndex", String((query.page - 1) * size)),
      ("maxResults", String(size)),
      ("orderBy", query.sort == .latest ? "newest" : "relevance"),
      ("printType", "books"),
      ("fields", fields),
    ]
    items += keyItem(settings)
    return try request(items: items, settings: settings)
  }

  /// The request for one ISBN: `q=isbn:<ISBN-13>`, `maxResults=10`, `printType=books`,
  /// `fields`, and `key` when configured.
  public static func lookup(_ isbn: ISBN, settings: ProviderSettings) throws(BookshelfError) -> HTTPRequest {
    let items = [
      ("q", "isbn:\(isbn.isbn13)"), ("maxResults", "10"), ("printType", "books"), ("fields", fields),
    ]
    return try request(items: items + keyItem(settings), settings: settings)
  }

  /// The request for one volume by its id: `GET /books/v1/volumes/<id>`, with `key` when
  /// configured. The id must be `IDLookup.ownID` with `-` and `_` (Google's ids are 12 such
  /// characters); else nil and nothing is sent.
  public static func volume(id: String, settings: ProviderSettings) throws(BookshelfError) -> HTTPRequest? {
    guard let id = IDLookup.ownID(id, extra: ["-", "_"]) else { return nil }
    return try request(path: path + "/" + id, items: keyItem(settings), settings: settings)
  }

  /// The page size sent as `maxResults`: the query's size clamped to 1…40.
  public static func pageSize(for query: BookQuery) -> Int {
    min(max(1, query.pageSize), limits.maxPageSize)
  }

  /// The `q` value: the text as typed for `.any`; `intitle:`, `inauthor:`, `inpublisher:`
  /// prefixes for the fields (text with spaces is quoted as one phrase, inner `"` dropped);
  /// `isbn:<ISBN-13>` for `.isbn`.
  /// - Throws: `.invalidISBN` when the field is `.isbn` and the text is not a valid ISBN.
  public static func q(for query: BookQuery) throws(BookshelfError) -> String {
    switch query.field {
    case .any: return query.text
    case .title: return "intitle:" + phrase(query.text)
    case .author: return "inauthor:" + phrase(query.text)
    case .publisher: return "inpublisher:" + phrase(query.text)
    case .isbn:
      do {
        return "isbn:" + (try ISBN(query.text)).isbn13
      } catch {
        throw .invalidISBN(query.text, error)
      }
    }
  }

  private static func phrase(_ text: String) -> String {
    let cleaned = text.filter { $0 != "\"" }.collapsingWhitespace()
    return cleaned.contains(" ") ? "\"\(cleaned)\"" : cleaned
  }

  private static func keyItem(_ settings: ProviderSettings) -> [(String, String)] {
    guard let key = settings.apiKey?.trimmingWhitespace(), !key.isEmpty else { return [] }
    return [("key", key)]
  }

  private static func request(
    path: String = path, items: [(String, String)], settings: ProviderSettings
  ) throws(BookshelfError) -> HTTPRequest {
    guard let url = QueryString.url(base: settings.baseURL, path: path, items: items) else {
      throw .invalidConfiguration(
        ConfigProblem(
          .variable("BOOKSHELF_GOOGLE_BOOKS_URL"), .notUsableBaseURL(settings.baseURL.absoluteString)))
    }
    return HTTPRequest(
      url: url, headers: headers, timeout: settings.timeout, maxResponseBytes: settings.maxResponseBytes)
  }
}

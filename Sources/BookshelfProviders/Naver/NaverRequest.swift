import BookshelfCore
import Foundation

/// Builds the HTTP requests of Naver's book search format, without sending anything.
///
/// - Keyword search: `GET /v1/search/book.json?query=…&display=…&start=…&sort=…`.
/// - Title, author and publisher searches: `GET /v1/search/book_adv.json?d_titl=…` (`d_auth=…`,
///   `d_publ=…`) `&display=…&start=…&sort=…`. Naver's 2022 spec dropped `d_auth`/`d_publ`,
///   but the servers that speak the older format (mirrors, proxies) filter by them; one that
///   refuses them (400) or has no `book_adv.json` (404) is asked `book.json?query=…` instead
///   (`plainRequest`, see `fallsBack(on:)`).
/// - ISBN search and lookup: `GET /v1/search/book_adv.json?d_isbn=<ISBN-13>&…`; `plainRequest`
///   builds the `book.json?query=…` fallback for mirrors without `book_adv.json`.
/// - Headers `X-Naver-Client-Id` and `X-Naver-Client-Secret`.
/// - `sort` is `sim` (relevance) or `date` (newest first); `display` ≤ 100;
///   `start` = (page − 1) × display + 1 ≤ 1,000.
public struct NaverRequest: Sendable {
  /// Path of the basic search.
  public static let basicPath = "/v1/search/book.json"
  /// Path of the detailed search (undocumented as JSON but answered like `book.json`).
  public static let detailedPath = "/v1/search/book_adv.json"
  /// `display` ≤ 100 and `start` ≤ 1,000: the last page is the one whose `start` is still ≤ 1,000
  /// (`lastPage(pageSize:)` = ⌈1000 / size⌉).
  public static let limits = PagingLimits(maxPageSize: 100, maxReachableResults: 1_000)
  /// The highest `start` Naver accepts.
  public static let maxStart = 1_000

  /// Base URL (required: Naver's own service is shut down), client id (`apiKey`), client secret
  /// (`secret`) and timeout.
  public let settings: ProviderSettings

  /// - Parameter settings: `baseURL` (the `BOOKSHELF_NAVER_URL` endpoint), `apiKey` = client id,
  ///   `secret` = client secret (either may be nil: building a request then throws), `timeout`.
  public init(settings: ProviderSettings) {
    self.settings = settings
  }

  /// The request for one page of `query` (detailed search for the title and ISBN fields).
  /// - Throws: `.missingAPIKey(.naver)`,
  ///   `.pageOutOfRange` when `start` would pass 1,000, `.invalidISBN` for an ISBN field whose text
  ///   is not an ISBN.
  public func searchRequest(for query: BookQuery) throws(BookshelfError) -> HTTPRequest {
    let credentials = try credentials()
    let paging = try Self.paging(for: query)
    switch query.field {
    case .title:
      return try request(Self.detailedPath, [("d_titl", query.text)] + paging, credentials)
    case .author:
      return try request(Self.detailedPath, [("d_auth", query.text)] + paging, credentials)
    case .publisher:
      return try request(Self.detailedPath, [("d_publ", query.text)] + paging, credentials)
    case .isbn:
      return try request(Self.detailedPath, [("d_isbn", try Self.isbn13(query.text))] + paging, credentials)
    case .any:
      return try request(Self.basicPath, [("query", query.text)] + paging, credentials)
    }
  }

  /// The HTTP statuses of a detailed search of `field` after which `plainRequest` is sent: 404
  /// (no `book_adv.json`), and for author and publisher also 400 (a server on the 2022 spec,
  /// which wants `d_titl` or `d_isbn` there).
  public static func fallsBack(on status: Int, field: SearchField) -> Bool {
    status == 404 || (status == 400 && (field == .author || field == .publisher))
  }

  /// The basic search `book.json?query=<text>` for the same page, used when a server answers 404
  /// to `book_adv.json`. An ISBN field sends the ISBN-13 as the query.
  /// - Throws: as `searchRequest(for:)`.
  public func plainRequest(for query: BookQuery) throws(BookshelfError) -> HTTPRequest {
    let credentials = try credentials()
    let paging = try Self.paging(for: query)
    let text = query.field == .isbn ? try Self.isbn13(query.text) : query.text
    return try request(Self.basicPath, [("query", text)] + paging, credentials)
  }

  /// `book_adv.json?d_isbn=<ISBN-13>`: the lookup of one book.
  /// - Throws: `.missingAPIKey` as for `searchRequest(for:)`.
  public func lookupRequest(for isbn: ISBN) throws(BookshelfError) -> HTTPRequest {
    try request(Self.detailedPath, [("d_isbn", isbn.isbn13)], try credentials())
  }

  /// `book.json?query=<ISBN-13>`: the lookup fallback.
  /// - Throws: `.missingAPIKey` as for `searchRequest(for:)`.
  public func plainLookupRequest(for isbn: ISBN) throws(BookshelfError) -> HTTPRequest {
    try request(Self.basicPath, [("query", isbn.isbn13)], try credentials())
  }

  /// The `display` sent: the query's page size, at most 100.
  public static func pageSize(for query: BookQuery) -> Int {
    min(query.pageSize, limits.maxPageSize)
  }

  /// The 1-based `start` of `query`'s page: (page − 1) × display + 1.
  public static func start(for query: BookQuery) -> Int {
    (query.page - 1) * pageSize(for: query) + 1
  }

  static func paging(for query: BookQuery) throws(BookshelfError) -> [(String, String)] {
    let size = pageSize(for: query)
    let start = start(for: query)
    guard start <= maxStart else {
      throw .pageOutOfRange(
        provider: .naver, page: query.page, lastPage: limits.lastPage(pageSize: size) ?? 1)
    }
    return [
      ("display", String(size)), ("start", String(start)), ("sort", query.sort == .latest ? "date" : "sim"),
    ]
  }

  static func isbn13(_ text: String) throws(BookshelfError) -> String {
    do {
      return try ISBN(text).isbn13
    } catch {
      throw .invalidISBN(text, error)
    }
  }

  private func credentials() throws(BookshelfError) -> (id: String, secret: String) {
    guard let id = settings.apiKey?.trimmingWhitespace(), !id.isEmpty else {
      throw .missingAPIKey(.naver)
    }
    guard let secret = settings.secret?.trimmingWhitespace(), !secret.isEmpty else {
      throw .missingAPIKey(.naver)
    }
    return (id, secret)
  }

  private func request(
    _ path: String, _ items: [(String, String)], _ credentials: (id: String, secret: String)
  ) throws(BookshelfError) -> HTTPRequest {
    guard let url = QueryString.url(base: settings.baseURL, path: path, items: items) else {
      throw .invalidConfiguration(
        ConfigProblem(.baseURL(settings.baseURL.absoluteString), .notUsableBaseURL(nil)))
    }
    let headers = ["X-Naver-Client-Id": credentials.id, "X-Naver-Client-Secret": credentials.secret]
    return HTTPRequest(
      url: url, headers: headers, timeout: settings.timeout, maxResponseBytes: settings.maxResponseBytes)
  }
}

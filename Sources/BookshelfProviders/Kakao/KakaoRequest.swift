import BookshelfCore
import Foundation

/// Builds the HTTP requests of Kakao's book search v3 (`GET /v3/search/book`), without sending
/// anything: URL, query items in a fixed order and the `Authorization: KakaoAK {key}` header.
///
/// Query items, in this order: `query`, `sort` (`accuracy` | `latest`), `page` (1…50), `size`
/// (1…50), then `target` (`title` | `person` | `publisher` | `isbn`) unless the field is `.any`.
public struct KakaoRequest: Sendable {
  /// The API's path below the base URL.
  public static let path = "/v3/search/book"
  /// Page size 1…50, page 1…50: at most 50 × 50 = 2,500 documents are reachable.
  public static let limits = PagingLimits(maxPageSize: 50, maxReachableResults: 2_500, maxPage: 50)

  /// Base URL, REST API key and timeout.
  public let settings: ProviderSettings

  /// - Parameter settings: `baseURL` (e.g. `KakaoProvider.defaultBaseURL`), `apiKey` (the REST
  ///   API key, may be nil: building a request then throws), `timeout`.
  public init(settings: ProviderSettings) {
    self.settings = settings
  }

  /// The search request for one page of `query`; the page size is clamped to 50.
  /// - Throws: `.missingAPIKey(.kakao)` without a key,
  ///   `.pageOutOfRange` for a page past 50, `.invalidISBN` when the field is `.isbn` and the
  ///   text is not an ISBN.
  public func searchRequest(for query: BookQuery) throws(BookshelfError) -> HTTPRequest {
    let key = try apiKey()
    let size = Self.pageSize(for: query)
    if let last = Self.limits.lastPage(pageSize: size), query.page > last {
      throw .pageOutOfRange(provider: .kakao, page: query.page, lastPage: last)
    }
    var items: [(String, String)] = [
      ("query", try Self.queryText(query)),
      ("sort", query.sort == .latest ? "latest" : "accuracy"),
      ("page", String(query.page)),
      ("size", String(size)),
    ]
    if let target = Self.target(for: query.field) { items.append(("target", target)) }
    return try request(items: items, key: key)
  }

  /// The request that finds one book by ISBN: `query=<ISBN-13>&target=isbn`.
  /// - Throws: `.missingAPIKey(.kakao)` without a key.
  public func lookupRequest(for isbn: ISBN) throws(BookshelfError) -> HTTPRequest {
    let key = try apiKey()
    return try request(items: [("query", isbn.isbn13), ("target", "isbn")], key: key)
  }

  /// The page size sent as `size`: the query's, at most 50.
  public static func pageSize(for query: BookQuery) -> Int {
    min(query.pageSize, limits.maxPageSize)
  }

  /// Kakao's `target` for a field: `title`, `person` (authors and translators), `publisher`,
  /// `isbn`; nil for `.any` (all fields).
  static func target(for field: SearchField) -> String? {
    switch field {
    case .any: nil
    case .title: "title"
    case .author: "person"
    case .publisher: "publisher"
    case .isbn: "isbn"
    }
  }

  /// The text sent as `query`: as typed, except that an ISBN search sends the ISBN-13.
  static func queryText(_ query: BookQuery) throws(BookshelfError) -> String {
    guard query.field == .isbn else { return query.text }
    do {
      return try ISBN(query.text).isbn13
    } catch {
      throw .invalidISBN(query.text, error)
    }
  }

  private func apiKey() throws(BookshelfError) -> String {
    guard let key = settings.apiKey?.trimmingWhitespace(), !key.isEmpty else {
      throw .missingAPIKey(.kakao)
    }
    return key
  }

  private func request(items: [(String, String)], key: String) throws(BookshelfError) -> HTTPRequest {
    guard let url = QueryString.url(base: settings.baseURL, path: Self.path, items: items) else {
      throw .invalidConfiguration(
        ConfigProblem(.baseURL(settings.baseURL.absoluteString), .notUsableBaseURL(nil)))
    }
    return HTTPRequest(
      url: url, headers: ["Authorization": "KakaoAK \(key)"], timeout: settings.timeout,
      maxResponseBytes: settings.maxResponseBytes)
  }
}

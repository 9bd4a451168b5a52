import BookshelfCore
import Foundation

/// Builds the HTTP requests of Aladin's TTB Open API, without sending anything.
///
/// - Search: `GET /ttb/api/ItemSearch.aspx?TTBKey=…&Query=…&QueryType=…&SearchTarget=Book&Start=…`
///   `&MaxResults=…&Sort=…&Cover=Big&Output=JS&Version=20131101`, in that order. `QueryType` is
///   `Keyword` / `Title` / `Author` / `Publisher`; `Sort` is `Accuracy` or `PublishTime`;
///   `Start` is the 1-based page number; `MaxResults` ≤ 50.
/// - ISBN field and lookup: `GET /ttb/api/ItemLookUp.aspx?TTBKey=…&ItemIdType=ISBN13&ItemId=…`
///   `&Cover=Big&Output=JS&Version=20131101`.
///
/// The key travels in the URL (`TTBKey`): never print a request URL without `Redactor`.
public struct AladinRequest: Sendable {
  /// Path of the search API.
  public static let searchPath = "/ttb/api/ItemSearch.aspx"
  /// Path of the item lookup API.
  public static let lookupPath = "/ttb/api/ItemLookUp.aspx"
  /// `MaxResults` ≤ 50 and only the first 200 results are reachable (APIS-aladin §2).
  public static let limits = PagingLimits(maxPageSize: 50, maxReachableResults: 200)
  /// The parameters every request ends with: big covers, JSON, the 2013 schema.
  static let common: [(String, String)] = [("Cover", "Big"), ("Output", "JS"), ("Version", "20131101")]

  /// Base URL, TTB key (`apiKey`) and timeout.
  public let settings: ProviderSettings

  /// - Parameter settings: `baseURL` (e.g. `AladinProvider.defaultBaseURL`), `apiKey` = the TTB key
  ///   (may be nil: building a request then throws), `timeout`.
  public init(settings: ProviderSettings) {
    self.settings = settings
  }

  /// The request for one page of `query`: `ItemSearch.aspx`, or `ItemLookUp.aspx` for the ISBN
  /// field (one result, so only page 1 exists).
  /// - Throws: `.missingAPIKey(.aladin)`, `.pageOutOfRange` past the
  ///   200th result (or past page 1 of an ISBN search), `.invalidISBN` for an ISBN field whose
  ///   text is not an ISBN.
  public func searchRequest(for query: BookQuery) throws(BookshelfError) -> HTTPRequest {
    let key = try apiKey()
    if query.field == .isbn {
      guard query.page == 1 else { throw .pageOutOfRange(provider: .aladin, page: query.page, lastPage: 1) }
      let isbn: ISBN
      do {
        isbn = try ISBN(query.text)
      } catch {
        throw .invalidISBN(query.text, error)
      }
      return try lookup(isbn, key: key)
    }
    let size = Self.pageSize(for: query)
    if let last = Self.limits.lastPage(pageSize: size), query.page > last {
      throw .pageOutOfRange(provider: .aladin, page: query.page, lastPage: last)
    }
    let items: [(String, String)] = [
      ("TTBKey", key),
      ("Query", query.text),
      ("QueryType", Self.queryType(for: query.field)),
      ("SearchTarget", "Book"),
      ("Start", String(query.page)),
      ("MaxResults", String(size)),
      ("Sort", query.sort == .latest ? "PublishTime" : "Accuracy"),
    ]
    return try request(Self.searchPath, items + Self.common)
  }

  /// `ItemLookUp.aspx` for one ISBN-13 (`ItemIdType=ISBN13`).
  /// - Throws: `.missingAPIKey(.aladin)`.
  public func lookupRequest(for isbn: ISBN) throws(BookshelfError) -> HTTPRequest {
    try lookup(isbn, key: try apiKey())
  }

  /// `ItemLookUp.aspx` for one of Aladin's own item ids (`ItemIdType=ItemId`), or nil when
  /// `itemID` is not 1…20 digits (nothing is sent then).
  /// - Throws: `.missingAPIKey(.aladin)`.
  public func itemRequest(itemID: String) throws(BookshelfError) -> HTTPRequest? {
    guard itemID.utf8.count <= 20, let id = IDLookup.ownID(itemID), id.allSatisfy(\.isNumber) else {
      return nil
    }
    let items = [("TTBKey", try apiKey()), ("ItemIdType", "ItemId"), ("ItemId", id)]
    return try request(Self.lookupPath, items + Self.common)
  }

  /// The `MaxResults` sent: the query's page size, at most 50 (1 for an ISBN search).
  public static func pageSize(for query: BookQuery) -> Int {
    query.field == .isbn ? 1 : min(query.pageSize, limits.maxPageSize)
  }

  /// `QueryType` for a field: `Keyword` (title and author), `Title`, `Author`, `Publisher`.
  static func queryType(for field: SearchField) -> String {
    switch field {
    case .any, .isbn: "Keyword"
    case .title: "Title"
    case .author: "Author"
    case .publisher: "Publisher"
    }
  }

  private func lookup(_ isbn: ISBN, key: String) throws(BookshelfError) -> HTTPRequest {
    let items = [("TTBKey", key), ("ItemIdType", "ISBN13"), ("ItemId", isbn.isbn13)]
    return try request(Self.lookupPath, items + Self.common)
  }

  private func apiKey() throws(BookshelfError) -> String {
    guard let key = settings.apiKey?.trimmingWhitespace(), !key.isEmpty else {
      throw .missingAPIKey(.aladin)
    }
    return key
  }

  private func request(_ path: String, _ items: [(String, String)]) throws(BookshelfError) -> HTTPRequest {
    guard let url = QueryString.url(base: settings.baseURL, path: path, items: items) else {
      throw .invalidConfiguration(
        ConfigProblem(.baseURL(settings.baseURL.absoluteString), .notUsableBaseURL(nil)))
    }
    return HTTPRequest(url: url, timeout: settings.timeout, maxResponseBytes: settings.maxResponseBytes)
  }
}

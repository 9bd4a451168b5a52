import BookshelfCore
import Foundation

/// Google Books API v1 as a `BookSearching` source (`volumes.list`).
///
/// The API key is optional (anonymous calls share a quota that is often used up); when set it
/// travels as the `key` query parameter and is redacted from every error.
public struct GoogleBooksProvider: BookSearching {
  /// `https://www.googleapis.com`; `BOOKSHELF_GOOGLE_BOOKS_URL` replaces it in the composition root.
  public static let defaultBaseURL: URL = {
    guard let url = URL(string: "https://www.googleapis.com") else {
      preconditionFailure("https://www.googleapis.com parses as a URL")
    }
    return url
  }()

  /// `.google`.
  public var provider: ProviderID { .google }
  /// 40 per page, the first 1,000 results (see `GoogleBooksRequest`).
  public var limits: PagingLimits { GoogleBooksRequest.limits }

  let settings: ProviderSettings
  let http: any HTTPClient

  /// - Parameters:
  ///   - settings: base URL, optional key (`GOOGLE_BOOKS_API_KEY`), timeout in seconds.
  ///   - http: the transport.
  public init(settings: ProviderSettings, http: any HTTPClient) {
    self.settings = settings
    self.http = http
  }

  /// One page of results; see `GoogleBooksMapping.page(from:query:)` for `isEnd` and `totalCount`.
  /// - Throws: `.pageOutOfRange` (before any request) past the reachable window, `.invalidISBN`
  ///   for an ISBN search with a malformed ISBN, the errors of `GoogleBooksErrorBody`,
  ///   `.badResponse`, `.timeout`, `.network`; `CancellationError`.
  public func search(_ query: BookQuery) async throws -> BookPage {
    let request = try GoogleBooksRequest.search(query, settings: settings)
    let body = try await send(request)
    return try GoogleBooksMapping.page(from: body, query: query, redactor: settings.redactor)
  }

  /// The volume with this ISBN (`q=isbn:<ISBN-13>`): the first result whose ISBN-13 matches,
  /// else the first result without any ISBN (Google matched it by an identifier it does not
  /// show), else nil.
  /// - Throws: as `search`.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    let request = try GoogleBooksRequest.lookup(isbn, settings: settings)
    let body = try await send(request)
    let query = try BookQuery(text: isbn.isbn13, field: .isbn, pageSize: 10)
    let books = try GoogleBooksMapping.page(from: body, query: query, redactor: settings.redactor).books
    return books.first { $0.isbn13 == isbn.isbn13 } ?? books.first { $0.isbn13 == nil }
  }

  /// True: `volumes/{id}` answers `book(id:)`.
  public var looksUpByID: Bool { true }

  /// The volume of a `google:<volume id>` id (`GET volumes/<id>`), or nil for another
  /// provider's id, an id that is not a volume id, or a 404.
  /// - Throws: as `search`.
  public func book(id: String) async throws -> Book? {
    guard let own = ownID(in: id), let request = try GoogleBooksRequest.volume(id: own, settings: settings)
    else { return nil }
    let redactor = settings.redactor
    guard
      let body = try await IDLookup.body(
        request, through: http, provider: .google, redactor: redactor,
        error: { GoogleBooksErrorBody.error(for: $0, redactor: redactor) })
    else { return nil }
    return try GoogleBooksMapping.volume(from: body).flatMap(TextLimits.fitted)
  }

  private func send(_ request: HTTPRequest) async throws -> Data {
    let redactor = settings.redactor
    return try await ResponseHandling.successBody(
      request, through: http, provider: .google, redactor: redactor,
      error: { GoogleBooksErrorBody.error(for: $0, redactor: redactor) })
  }

}

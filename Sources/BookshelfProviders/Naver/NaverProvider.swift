import BookshelfCore
import Foundation

/// Book search in Naver's format (`GET /v1/search/book.json`, `book_adv.json`) with the headers
/// `X-Naver-Client-Id` and `X-Naver-Client-Secret`.
///
/// Naver shut its own book search API down on 2026-07-31, so there is deliberately no default
/// base URL: the composition root builds this provider only when `BOOKSHELF_NAVER_URL` names a
/// mirror or a recorded-response server (and otherwise reports
/// `.providerDiscontinued(.naver)`).
///
/// Paging: `display` ≤ 100 (a larger page size is clamped and reported as 100) and
/// `start` = (page − 1) × display + 1 ≤ 1,000; a later page throws `.pageOutOfRange` before any
/// request.
public struct NaverProvider: BookSearching {
  /// `.naver`.
  public var provider: ProviderID { .naver }
  /// `display` ≤ 100; the last page is the one whose `start` is ≤ 1,000.
  public var limits: PagingLimits { NaverRequest.limits }

  private let settings: ProviderSettings
  private let http: any HTTPClient

  /// - Parameters:
  ///   - settings: `baseURL` (required: the `BOOKSHELF_NAVER_URL` endpoint), `apiKey` = client id
  ///     (`NAVER_CLIENT_ID`), `secret` = client secret (`NAVER_CLIENT_SECRET`); either may be nil,
  ///     which makes every call throw `.missingAPIKey`.
  ///   - http: the transport.
  public init(settings: ProviderSettings, http: any HTTPClient) {
    self.settings = settings
    self.http = http
  }

  /// One page of results. A title, author, publisher or ISBN search uses `book_adv.json`; if
  /// the server answers 404 there (or 400 to `d_auth`/`d_publ`, see `NaverRequest.fallsBack`),
  /// the same page is asked of `book.json?query=…`.
  /// - Throws: `.missingAPIKey(.naver)`,
  ///   `.pageOutOfRange`, `.invalidISBN`, the errors of `NaverErrorBody`, `.badResponse`,
  ///   `.timeout`, `.network`; `CancellationError`.
  public func search(_ query: BookQuery) async throws -> BookPage {
    let requests = NaverRequest(settings: settings)
    let primary = try requests.searchRequest(for: query)
    let fallback =
      primary.url.path.hasSuffix(NaverRequest.detailedPath) ? try requests.plainRequest(for: query) : nil
    let body = try await send(primary, fallback: fallback) {
      NaverRequest.fallsBack(on: $0, field: query.field)
    }
    return try NaverMapping.page(from: body, query: query, redactor: settings.redactor)
  }

  /// The book with this ISBN (`book_adv.json?d_isbn=`, falling back to `book.json?query=` on
  /// 404), or nil when no item's ISBN-13 matches.
  /// - Throws: as `search`.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    let requests = NaverRequest(settings: settings)
    let body = try await send(
      try requests.lookupRequest(for: isbn), fallback: try requests.plainLookupRequest(for: isbn))
    let query = try BookQuery(text: isbn.isbn13, field: .isbn)
    let page = try NaverMapping.page(from: body, query: query, redactor: settings.redactor)
    return page.books.first { $0.isbn13 == isbn.isbn13 }
  }

  private func send(
    _ request: HTTPRequest, fallback: HTTPRequest?, fallsBack: (Int) -> Bool = { $0 == 404 }
  ) async throws -> Data {
    let redactor = settings.redactor
    var response = try await ResponseHandling.send(
      request, through: http, provider: .naver, redactor: redactor)
    if fallsBack(response.status), let fallback {
      response = try await ResponseHandling.send(
        fallback, through: http, provider: .naver, redactor: redactor)
    }
    guard (200..<300).contains(response.status) else {
      throw NaverErrorBody.error(for: response, redactor: redactor)
    }
    return response.body
  }
}

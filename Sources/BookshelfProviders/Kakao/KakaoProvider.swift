import BookshelfCore
import Foundation

/// Book search on Kakao (Daum) v3: `GET https://dapi.kakao.com/v3/search/book` with the header
/// `Authorization: KakaoAK {REST API key}`.
///
/// Paging: `page` 1…50 and `size` 1…50, so at most 2,500 documents are reachable; a larger page
/// size is clamped to 50 and reported as such in `BookPage.pageSize`; a page past 50 throws
/// `.pageOutOfRange` before any request.
public struct KakaoProvider: BookSearching {
  /// `https://dapi.kakao.com`; `BOOKSHELF_KAKAO_URL` replaces it.
  public static let defaultBaseURL: URL = {
    guard let url = URL(string: "https://dapi.kakao.com") else {
      preconditionFailure("https://dapi.kakao.com parses as a URL")
    }
    return url
  }()

  /// `.kakao`.
  public var provider: ProviderID { .kakao }
  /// Page size ≤ 50, page ≤ 50, 2,500 reachable documents.
  public var limits: PagingLimits { KakaoRequest.limits }

  private let settings: ProviderSettings
  private let http: any HTTPClient

  /// - Parameters:
  ///   - settings: base URL (`defaultBaseURL` or an override), the REST API key
  ///     (`KAKAO_REST_API_KEY`; nil is accepted and makes every call throw `.missingAPIKey`),
  ///     timeout in seconds.
  ///   - http: the transport.
  public init(settings: ProviderSettings, http: any HTTPClient) {
    self.settings = settings
    self.http = http
  }

  /// One page of results.
  /// - Throws: `.missingAPIKey(.kakao)`, `.pageOutOfRange`,
  ///   `.invalidISBN` (ISBN field), the errors of `KakaoErrorBody`, `.badResponse`, `.timeout`,
  ///   `.network`; `CancellationError`.
  public func search(_ query: BookQuery) async throws -> BookPage {
    let request = try KakaoRequest(settings: settings).searchRequest(for: query)
    let body = try await send(request)
    return try KakaoMapping.page(from: body, query: query, redactor: settings.redactor)
  }

  /// The book with this ISBN (`target=isbn`), or nil when Kakao has no document whose ISBN-13
  /// matches.
  /// - Throws: as `search`.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    let request = try KakaoRequest(settings: settings).lookupRequest(for: isbn)
    let body = try await send(request)
    let query = try BookQuery(text: isbn.isbn13, field: .isbn, pageSize: KakaoRequest.limits.maxPageSize)
    let page = try KakaoMapping.page(from: body, query: query, redactor: settings.redactor)
    return page.books.first { $0.isbn13 == isbn.isbn13 }
  }

  private func send(_ request: HTTPRequest) async throws -> Data {
    let redactor = settings.redactor
    return try await ResponseHandling.successBody(
      request, through: http, provider: .kakao, redactor: redactor,
      error: { KakaoErrorBody.error(for: $0, redactor: redactor) })
  }

}

import BookshelfCore
import Foundation

/// Book search on Aladin's TTB Open API: `ItemSearch.aspx` for searches, `ItemLookUp.aspx` for
/// ISBNs, always `Output=JS`, `Version=20131101`, `Cover=Big`, `SearchTarget=Book`; the key
/// travels in the URL as `TTBKey` and is redacted from every error.
///
/// Paging: `Start` is the page, `MaxResults` ≤ 50 (a larger page size is clamped and reported as
/// 50), and only the first 200 results are reachable: a page past ⌈200 / size⌉ throws
/// `.pageOutOfRange` before any request.
public struct AladinProvider: BookSearching {
  /// `https://www.aladin.co.kr`; `BOOKSHELF_ALADIN_URL` replaces it.
  public static let defaultBaseURL: URL = {
    guard let url = URL(string: "https://www.aladin.co.kr") else {
      preconditionFailure("https://www.aladin.co.kr parses as a URL")
    }
    return url
  }()

  /// `.aladin`.
  public var provider: ProviderID { .aladin }
  /// Page size ≤ 50, 200 reachable results.
  public var limits: PagingLimits { AladinRequest.limits }

  private let settings: ProviderSettings
  private let http: any HTTPClient

  /// - Parameters:
  ///   - settings: base URL (`defaultBaseURL` or an override), the TTB key (`ALADIN_TTB_KEY`; nil
  ///     is accepted and makes every call throw `.missingAPIKey`), timeout in seconds.
  ///   - http: the transport.
  public init(settings: ProviderSettings, http: any HTTPClient) {
    self.settings = settings
    self.http = http
  }

  /// One page of results (an ISBN field becomes a lookup: a page of zero or one book).
  /// - Throws: `.missingAPIKey(.aladin)`, `.pageOutOfRange`,
  ///   `.invalidISBN`, the errors of `AladinErrorBody` (also for HTTP 200), `.badResponse`,
  ///   `.timeout`, `.network`; `CancellationError`.
  public func search(_ query: BookQuery) async throws -> BookPage {
    let request = try AladinRequest(settings: settings).searchRequest(for: query)
    let body = try await send(request)
    return try AladinMapping.page(from: body, query: query, redactor: settings.redactor)
  }

  /// The book with this ISBN (`ItemLookUp.aspx?ItemIdType=ISBN13`), or nil when Aladin answers
  /// with no item, with an item of another ISBN, or with an error object that is not about the
  /// key or the quota.
  /// - Throws: as `search`.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    let request = try AladinRequest(settings: settings).lookupRequest(for: isbn)
    let body = try await send(request)
    let query = try BookQuery(text: isbn.isbn13, field: .isbn)
    let books = try AladinMapping.page(from: body, query: query, redactor: settings.redactor).books
    return books.first { $0.isbn13 == isbn.isbn13 }
  }

  /// True: `ItemLookUp.aspx?ItemIdType=ItemId` answers `book(id:)`.
  public var looksUpByID: Bool { true }

  /// The item of an `aladin:<ItemId>` id, or nil for another provider's id, an id that is not
  /// a number, or an answer without an item.
  /// - Throws: as `search`.
  public func book(id: String) async throws -> Book? {
    guard let own = ownID(in: id),
      let request = try AladinRequest(settings: settings).itemRequest(itemID: own)
    else { return nil }
    let body = try await send(request)
    let query = try BookQuery(text: own, field: .any, pageSize: 1)
    return try AladinMapping.page(from: body, query: query, redactor: settings.redactor).books.first
  }

  private func send(_ request: HTTPRequest) async throws -> Data {
    let redactor = settings.redactor
    return try await ResponseHandling.successBody(
      request, through: http, provider: .aladin, redactor: redactor,
      error: { AladinErrorBody.error(for: $0, redactor: redactor) })
  }

}

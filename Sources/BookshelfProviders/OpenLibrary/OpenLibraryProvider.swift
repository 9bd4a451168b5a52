import BookshelfCore
import Foundation

/// Open Library `search.json` as a `BookSearching` source. Needs no key.
public struct OpenLibraryProvider: BookSearching {
  /// `https://openlibrary.org`; `BOOKSHELF_OPEN_LIBRARY_URL` replaces it in the composition root.
  public static let defaultBaseURL: URL = {
    guard let url = URL(string: "https://openlibrary.org") else {
      preconditionFailure("https://openlibrary.org parses as a URL")
    }
    return url
  }()
  /// `https://covers.openlibrary.org`; `BOOKSHELF_COVERS_URL` replaces it in the composition root.
  public static let defaultCoversBaseURL = OpenLibraryMapping.defaultCoversBaseURL

  /// `.openlibrary`.
  public var provider: ProviderID { .openlibrary }
  /// 100 per page, no page cap (see `OpenLibraryRequest`).
  public var limits: PagingLimits { OpenLibraryRequest.limits }

  let settings: ProviderSettings
  let http: any HTTPClient
  let coversBaseURL: URL

  /// - Parameters:
  ///   - settings: base URL and timeout in seconds (no key is used).
  ///   - http: the transport.
  ///   - coversBaseURL: scheme, host and port of the covers service used in `thumbnailURL`.
  public init(settings: ProviderSettings, http: any HTTPClient, coversBaseURL: URL = defaultCoversBaseURL) {
    self.settings = settings
    self.http = http
    self.coversBaseURL = coversBaseURL
  }

  /// One page of results; see `OpenLibraryMapping.page(from:query:coversBaseURL:)`.
  /// - Throws: `.invalidISBN` for an ISBN search with a malformed ISBN, the errors of
  ///   `OpenLibraryErrorBody`, `.badResponse`, `.timeout`, `.network`; `CancellationError`.
  public func search(_ query: BookQuery) async throws -> BookPage {
    let request = try OpenLibraryRequest.search(query, settings: settings)
    let body = try await send(request)
    return try OpenLibraryMapping.page(from: body, query: query, coversBaseURL: coversBaseURL)
  }

  /// The work holding this ISBN (`isbn=<ISBN-13>`), with `isbn` as its ISBN; nil when none.
  /// - Throws: as `search`.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    let request = try OpenLibraryRequest.lookup(isbn, settings: settings)
    let body = try await send(request)
    return try OpenLibraryMapping.lookup(from: body, isbn: isbn, coversBaseURL: coversBaseURL)
  }

  /// True: works and editions answer `book(id:)`.
  public var looksUpByID: Bool { true }

  /// The work (`openlibrary:OL…W`) or edition (`openlibrary:OL…M`) of `id`, or nil for another
  /// provider's id, an id of another shape, or a 404.
  /// - Throws: as `search`.
  public func book(id: String) async throws -> Book? {
    guard let own = ownID(in: id), let request = try OpenLibraryRequest.record(id: own, settings: settings)
    else { return nil }
    guard
      let body = try await IDLookup.body(
        request, through: http, provider: .openlibrary, redactor: settings.redactor,
        error: { OpenLibraryErrorBody.error(for: $0) })
    else { return nil }
    return try OpenLibraryMapping.record(from: body, coversBaseURL: coversBaseURL)
  }

  private func send(_ request: HTTPRequest) async throws -> Data {
    let redactor = settings.redactor
    return try await ResponseHandling.successBody(
      request, through: http, provider: .openlibrary, redactor: redactor,
      error: { OpenLibraryErrorBody.error(for: $0) })
  }

}

import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

/// `Cache-Control: no-store` reaches the response cache from every adapter's search and
/// lookup: the common response handling records each answer's header in
/// `CacheDirectives.current`.
@Suite("Cache directives: no-store from every adapter")
struct CacheDirectivesTests {
  /// Each adapter with a fixture its search maps.
  static let adapters: [(ProviderID, String)] = [
    (.kakao, "kakao/search-quirks.json"), (.aladin, "aladin/itemsearch-quirks.json"),
    (.google, "google-books/search-quirks.json"), (.openlibrary, "open-library/search-quirks.json"),
    (.naver, "naver/search-quirks.json"),
  ]

  func adapter(_ id: ProviderID, body: Data, headers: [String: String]) throws -> any BookSearching {
    let stub = StubHTTPClient(HTTPResponse(status: 200, headers: headers, body: body))
    let base = try #require(URL(string: "http://127.0.0.1:8089"))
    let settings = ProviderSettings(baseURL: base, apiKey: "key-0001", secret: "secret-0001")
    switch id {
    case .kakao: return KakaoProvider(settings: settings, http: stub)
    case .aladin: return AladinProvider(settings: settings, http: stub)
    case .google: return GoogleBooksProvider(settings: settings, http: stub)
    case .openlibrary: return OpenLibraryProvider(settings: settings, http: stub)
    case .naver: return NaverProvider(settings: settings, http: stub)
    case .local: throw BookshelfError.unknownProvider("local")
    }
  }

  /// What the directives say after one search and (separately) one lookup answered with
  /// `headers`.
  func mayStore(_ id: ProviderID, fixture: String, headers: [String: String]) async throws -> (Bool, Bool) {
    let body = try SharedData.ownFixture(fixture)
    let search = CacheDirectives()
    let page = try await CacheDirectives.$current.withValue(search) {
      try await adapter(id, body: body, headers: headers).search(try BookQuery(text: "해리"))
    }
    #expect(!page.books.isEmpty)
    let lookup = CacheDirectives()
    // The lookup's mapping may find no book in a search fixture; the header is read first.
    _ = try? await CacheDirectives.$current.withValue(lookup) {
      try await adapter(id, body: body, headers: headers).lookup(try ISBN("9788996991342"))
    }
    return (search.mayStore, lookup.mayStore)
  }

  @Test(
    "an answer with Cache-Control: no-store forbids storing its search and its lookup", arguments: adapters)
  func noStore(id: ProviderID, fixture: String) async throws {
    let (search, lookup) = try await mayStore(
      id, fixture: fixture, headers: ["Cache-Control": "private, no-store"])
    #expect(search == false)
    #expect(lookup == false)
  }

  @Test("an answer without no-store may be stored", arguments: adapters)
  func storable(id: ProviderID, fixture: String) async throws {
    let (search, lookup) = try await mayStore(id, fixture: fixture, headers: ["Cache-Control": "max-age=60"])
    #expect(search == true)
    #expect(lookup == true)
  }

  @Test("outside a response cache's call nothing is recorded")
  func noRecorder() async throws {
    #expect(CacheDirectives.current == nil)
    let body = try SharedData.ownFixture("kakao/search-quirks.json")
    let page = try await adapter(.kakao, body: body, headers: ["Cache-Control": "no-store"])
      .search(try BookQuery(text: "해리"))
    #expect(!page.books.isEmpty)
  }

  @Test(
    "no-store is found among directives in any letter case, and only as a directive name",
    arguments: [
      ("no-store", true), ("No-Store", true), ("private, max-age=0, no-store", true), (" no-store ", true),
      ("no-store=\"x\"", true), ("max-age=3600", false), ("no-cache", false), ("private", false), ("", false),
      ("x-no-store", false),
    ])
  func parsing(value: String, forbids: Bool) {
    #expect(CacheDirectives.forbidsStoring(value) == forbids)
  }
}

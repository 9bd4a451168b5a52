import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Synchronization
import Testing

@testable import BookshelfServer

/// `GET /api/search` answers from the local catalog when the provider cannot be reached, by the
/// CLI's rule (`OfflineMessage.fallback(after:shown:)`), with a `fallback` key holding the line
/// the CLI prints; other provider errors are never covered up.
@Suite struct APISearchFallbackTests {
  /// An API whose default provider (Open Library) fails with `failure` and whose local catalog
  /// answers `local`; `catalogBefore` says whether a catalog existed before the first local search.
  struct Setup {
    let api: WebAPI
    let local: FakeBookSearching
    let remote: FakeBookSearching

    init(
      failure: BookshelfError, local: Result<BookPage, BookshelfError>? = nil, catalogBefore: Bool = true
    ) {
      let remote = FakeBookSearching(provider: .openlibrary, responder: { _ in .failure(failure) })
      let local = FakeBookSearching(
        provider: .local,
        responder: { q in
          local
            ?? .success(
              SampleBooks.numberedPage(
                prefix: "local:\(q.text)", page: q.page, pageSize: q.pageSize, total: 3))
        })
      let searched = Mutex(false)
      let statistics = CatalogStatistics(
        path: "/home/someone/.local/share/bookshelf/catalog.sqlite", rows: 10_000, searchableRows: 10_000,
        rowsBySource: ["goodbooks": 10_000], fileSize: 4_096)
      let services = ServerServices(
        searcher: { (choice: ProviderChoice) throws(BookshelfError) -> any BookSearching in
          if choice == .provider(.local) {
            searched.withLock { $0 = true }
            return local
          }
          return remote
        },
        providers: [.provider(.openlibrary), .provider(.local), .all],
        defaultProvider: .provider(.openlibrary),
        shelf: InMemoryShelfStore(now: { APIHarness.fixedNow }), exchange: FakeExchange(),
        covers: FakeCoverLoading(),
        catalogStatistics: { catalogBefore || searched.withLock { $0 } ? statistics : nil },
        now: { APIHarness.fixedNow }, timeZone: .gmt)
      self.api = WebAPI(services: services, rememberedBooks: 100)
      self.local = local
      self.remote = remote
    }

    func search(_ text: String, language: String = "en") async -> ServerResponse {
      await api.respond(
        to: ServerRequest(
          method: "GET", rawPath: "/api/search", query: [(name: "q", value: text)],
          headers: ["accept-language": language], body: []))
    }
  }

  static let unreachable = BookshelfError.network(.openlibrary, .urlError(.hostNotFound, code: -1003))

  @Test func anUnreachableProviderIsAnsweredByTheLocalCatalogWithTheCLIsLine() async throws {
    let setup = Setup(failure: Self.unreachable)
    let response = await setup.search("dune")
    #expect(response.status == 200)
    let object = response.object
    #expect(object["provider"] as? String == "local")
    #expect(
      (object["books"] as? [[String: Any]])?.map { $0["id"] as? String } == [
        "local:dune-1", "local:dune-2", "local:dune-3",
      ])
    let fallback = try #require(object["fallback"] as? [String: Any])
    #expect(fallback["from"] as? String == "openlibrary")
    #expect(
      fallback["message"] as? String
        == "Open Library could not be reached; showing results from the local catalog")
    #expect(setup.local.calls.map(\.text) == ["dune"])
    // The local book can be opened afterwards (remembered like any result).
    let book = await setup.api.respond(
      to: ServerRequest(
        method: "GET", rawPath: "/api/books/local%3Adune-1", query: [], headers: [:], body: []))
    #expect(book.status == 200)
  }

  @Test func theLineIsInTheRequestsLanguageAndNamesTheStarterCatalogWhenItWasJustMade() async throws {
    let setup = Setup(failure: Self.unreachable, catalogBefore: false)
    let response = await setup.search("dune", language: "ko-KR")
    let fallback = try #require(response.object["fallback"] as? [String: Any])
    #expect(
      fallback["message"] as? String
        == OfflineMessage.unreachable(.openlibrary, shown: .starterCatalog(books: 10_000)).text(in: .korean))
    #expect((fallback["message"] as? String)?.hasPrefix("Open Library에 연결할 수 없어") == true)
  }

  @Test(arguments: [
    (
      BookshelfError.timeout(.openlibrary, seconds: 10),
      "Open Library did not answer within 10 seconds; showing results from the local catalog"
    ),
    (
      BookshelfError.network(.openlibrary, .offlineMode),
      "offline (--offline or BOOKSHELF_OFFLINE): Open Library was not asked; showing results from the local catalog"
    ),
  ])
  func aTimeoutAndOfflineModeFallBackToo(failure: BookshelfError, line: String) async throws {
    let response = await Setup(failure: failure).search("dune")
    #expect(response.status == 200)
    #expect(response.object["provider"] as? String == "local")
    #expect((response.object["fallback"] as? [String: Any])?["message"] as? String == line)
  }

  @Test(arguments: [
    (BookshelfError.invalidAPIKey(.openlibrary), 502, "invalid_api_key"),
    (BookshelfError.rateLimited(.openlibrary, retryAfterSeconds: 5), 429, "rate_limited"),
    (BookshelfError.network(.openlibrary, .cancelled), 503, "unreachable"),
  ])
  func otherProviderErrorsAreNotCoveredUp(failure: BookshelfError, status: Int, code: String) async {
    let setup = Setup(failure: failure)
    let response = await setup.search("dune")
    #expect(response.errorCode == code)
    #expect(response.object["fallback"] == nil)
    #expect(setup.local.calls.isEmpty)
    #expect(response.status == status)
  }

  @Test func whenTheLocalCatalogFailsTooTheProvidersErrorIsAnswered() async {
    let setup = Setup(failure: Self.unreachable, local: .failure(.serverError(.local, status: 500)))
    let response = await setup.search("dune")
    #expect(response.status == 503)
    #expect(response.errorCode == "unreachable")
    #expect(response.errorMessage == Self.unreachable.text(in: .english))
    #expect(setup.local.calls.map(\.text) == ["dune"])
  }

  @Test func aProviderThatAnswersHasNoFallbackKey() async {
    let setup = Setup(failure: Self.unreachable)
    let response = await setup.api.respond(
      to: ServerRequest(
        method: "GET", rawPath: "/api/search",
        query: [(name: "q", value: "x"), (name: "provider", value: "local")],
        headers: [:], body: []))
    #expect(response.status == 200)
    #expect(response.object["fallback"] == nil)
    #expect(setup.remote.calls.isEmpty)
  }
}

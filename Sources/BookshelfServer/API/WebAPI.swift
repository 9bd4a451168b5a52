import BookshelfCore
import BookshelfPresentation

/// The JSON API of DESIGN.md ("Web API"), on the ports of `ServerServices`: one route per
/// method and path (`WebAPI.routeTable`, documented in `docs/web-api.openapi.json`), JSON in
/// and out, errors as `ServerResponse.error` with a stable code in the request's language
/// (`Accept-Language`). Never throws; a failure that is not a `BookshelfError` answers 500
/// `internal` with a generic text.
public struct WebAPI: RequestHandling {
  let services: ServerServices
  /// Books recent searches returned (for `/api/books/{id}` of results not on the shelf).
  let recentBooks: RecentBooks
  private let router: APIRouter

  /// The API over `services`, remembering up to `rememberedBooks` search results.
  public init(services: ServerServices, rememberedBooks: Int = 2_000) {
    self.services = services
    self.recentBooks = RecentBooks(capacity: rememberedBooks)
    self.router = APIRouter(routes: Self.routeTable)
  }

  /// Every method and path pattern the API answers (`GET /api/books/{id}`, …), in table order;
  /// the OpenAPI document lists exactly these.
  public static var routes: [(method: String, pattern: String)] {
    routeTable.map { ($0.method, $0.pattern) }
  }

  static let routeTable: [APIRouter.Route] = [
    .init("GET", "/api/messages") { api, c in api.messages(c) },
    .init("GET", "/api/providers") { api, c in api.providers(c) },
    .init("GET", "/api/search") { api, c in try await api.search(c) },
    .init("GET", "/api/books/{id}") { api, c in try await api.book(c) },
    .init("GET", "/api/books/{id}/cover") { api, c in try await api.cover(c) },
    .init("GET", "/api/shelf") { api, c in try await api.shelf(c) },
    .init("PUT", "/api/shelf/{id}") { api, c in try await api.save(c) },
    .init("PATCH", "/api/shelf/{id}") { api, c in try await api.edit(c) },
    .init("DELETE", "/api/shelf/{id}") { api, c in try await api.remove(c) },
    .init("POST", "/api/shelf/undo") { api, c in try await api.undo(c) },
    .init("GET", "/api/shelf/export") { api, c in try await api.export(c) },
    .init("POST", "/api/shelf/import") { api, c in try await api.importFile(c) },
    .init("GET", "/api/catalog/stats") { api, c in try await api.catalogStatistics(c) },
    .init("GET", "/api/stats") { api, c in try await api.readingStatistics(c) },
  ]

  /// The response to an `/api/…` request.
  public func respond(to request: ServerRequest) async -> ServerResponse {
    let language = AcceptLanguage.preferred(request.header("Accept-Language"))
    switch router.resolve(method: request.method, rawPath: request.rawPath) {
    case .failure(let failure):
      return failure.response(in: language)
    case .options(let allowed):
      return ServerResponse(
        status: 204, headers: [ServerResponse.Header("Allow", allowed.joined(separator: ", "))])
    case .route(let route, let parameters):
      let context = APIContext(request: request, parameters: parameters, language: language)
      do {
        // HEAD gets GET's whole response: the engine sends its headers (`Content-Length` of
        // this body) and leaves the body out, as for static files.
        return try await route.handler(self, context)
      } catch {
        return APIFailure.from(error).response(in: language)
      }
    }
  }
}

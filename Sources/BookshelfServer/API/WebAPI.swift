/// The JSON API of DESIGN.md ("Web API"), on the ports of `ServerServices`: one route per
/// method and path, JSON in and out, errors as `ServerResponse.error` in the request's language.
public struct WebAPI: RequestHandling {
  let services: ServerServices

  /// The API over `services`.
  public init(services: ServerServices) {
    self.services = services
  }

  /// The response to an `/api/…` request (TODO(#13 API helper)).
  public func respond(to request: ServerRequest) async -> ServerResponse {
    .error(status: 404, code: "not_found", message: "not found")
  }
}

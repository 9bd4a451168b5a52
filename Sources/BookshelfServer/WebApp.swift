/// The whole web app as one `RequestHandling`: the security rules of `SecurityPolicy` first,
/// then `/api/…` to the JSON API and everything else to the page's embedded files.
public struct WebApp: RequestHandling {
  let api: any RequestHandling
  let policy: SecurityPolicy

  /// The app answering with `api` for `/api/…` under `policy`.
  public init(api: any RequestHandling, policy: SecurityPolicy) {
    self.api = api
    self.policy = policy
  }

  /// The response to `request` (TODO(#13 engine helper): security, static files).
  public func respond(to request: ServerRequest) async -> ServerResponse {
    await api.respond(to: request)
  }
}

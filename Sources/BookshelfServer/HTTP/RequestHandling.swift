/// Something that answers requests: the JSON API, the static files, the security layer
/// around both (`WebApp`), or a fake in tests. The engine calls it on its worker threads, one
/// call per request; it must never throw or crash on any input: every failure is a response.
public protocol RequestHandling: Sendable {
  /// The response to `request`.
  func respond(to request: ServerRequest) async -> ServerResponse
}

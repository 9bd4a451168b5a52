/// A handler that can refuse a request from its head alone, before any of its body is read.
///
/// The engine calls `screen(_:)` once the head is in (the body still empty); a response it
/// gives is sent at once and the body is never read nor buffered (the connection is closed
/// after it). Nil lets the request go on to `respond(to:)` with its body.
public protocol RequestScreening: RequestHandling {
  /// The answer to a request decided by its head (`head.body` is empty), or nil to read the
  /// body and call `respond(to:)`.
  func screen(_ head: ServerRequest) -> ServerResponse?
}

import BookshelfServer
import Synchronization

/// Holds every request whose path starts with `/slow` in a `GatedHandler` (until `open()`)
/// and answers every other request at once with `fast <path>`; counts the slow requests that
/// reached the handler, so a test knows when they all are in flight.
final class SlowAndFastHandler: RequestHandling {
  let gate = GatedHandler()
  private let started = Atomic(0)

  /// Slow requests that reached `respond(to:)`.
  var slowStarted: Int { started.load(ordering: .relaxed) }

  func respond(to request: ServerRequest) async -> ServerResponse {
    guard request.rawPath.hasPrefix("/slow") else {
      return ServerResponse(status: 200, body: Array("fast \(request.rawPath)".utf8))
    }
    started.add(1, ordering: .relaxed)
    return await gate.respond(to: request)
  }
}

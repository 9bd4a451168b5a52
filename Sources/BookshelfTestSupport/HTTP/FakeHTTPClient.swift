import BookshelfCore
import BookshelfProviders
import Foundation
import Synchronization

/// An in-memory `HTTPClient` for tests: serves registered replies and records every request.
///
/// Matching, in this order: an exact URL (query string included, byte for byte), then a URL
/// path (`/v3/search/book`, any host and query), then the longest registered URL prefix.
/// A route registered with several replies serves them in order and repeats the last one.
/// Any request that matches nothing throws `FakeHTTPClient.UnregisteredURL` naming the URL,
/// so a test never silently gets an empty answer.
public final class FakeHTTPClient: HTTPClient {
  /// What one attempt yields: a response, or an error thrown from `send`.
  public enum Reply: Sendable {
    case response(HTTPResponse)
    case failure(HTTPError)
  }

  /// How a route chooses requests.
  public enum Matcher: Sendable, Hashable {
    /// The whole URL string, exactly.
    case url(String)
    /// The URL's percent-encoded path, whatever the host and query.
    case path(String)
    /// Any URL whose string starts with this prefix.
    case prefix(String)
  }

  /// Thrown for a request that matches no registered route; names the URL.
  public struct UnregisteredURL: Error, CustomStringConvertible, Equatable {
    /// The full URL of the unmatched request.
    public let url: String
    /// - Parameter url: the full URL of the unmatched request.
    public init(url: String) { self.url = url }
    /// `FakeHTTPClient: no reply registered for <url>`, as a failing test prints it.
    public var description: String { "FakeHTTPClient: no reply registered for \(url)" }
  }

  private struct Route {
    var replies: [Reply]
    var served = 0
  }

  private struct State {
    var routes: [Matcher: Route] = [:]
    var requests: [HTTPRequest] = []
  }

  private let state = Mutex(State())

  /// An empty fake; register replies before use.
  public init() {}

  /// Registers replies, served in order (the last one repeats).
  public func register(_ matcher: Matcher, replies: [Reply]) {
    precondition(!replies.isEmpty, "FakeHTTPClient.register needs at least one reply")
    state.withLock { $0.routes[matcher] = Route(replies: replies) }
  }

  /// Registers one response for an exact URL string.
  public func register(
    _ url: String, status: Int = 200, headers: [String: String] = [:], body: Data = Data()
  ) {
    register(.url(url), replies: [.response(HTTPResponse(status: status, headers: headers, body: body))])
  }

  /// Registers one response for a URL path (any host and query).
  public func register(
    path: String, status: Int = 200, headers: [String: String] = [:], body: Data = Data()
  ) {
    register(.path(path), replies: [.response(HTTPResponse(status: status, headers: headers, body: body))])
  }

  /// Registers one response for every URL starting with `prefix`.
  public func register(
    prefix: String, status: Int = 200, headers: [String: String] = [:], body: Data = Data()
  ) {
    register(
      .prefix(prefix), replies: [.response(HTTPResponse(status: status, headers: headers, body: body))])
  }

  /// Every request received so far, in order (unmatched ones included).
  public var requests: [HTTPRequest] { state.withLock { $0.requests } }

  /// Records the request, then returns or throws the matching route's next reply.
  /// - Throws: `UnregisteredURL` when no route matches; the registered `HTTPError` for a
  ///   `.failure` reply; `CancellationError` when the task is already cancelled.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()
    let url = request.url.absoluteString
    let path = request.url.path(percentEncoded: true)
    let reply = state.withLock { state -> Reply? in
      state.requests.append(request)
      let prefixes = state.routes.keys.compactMap { matcher -> String? in
        if case .prefix(let prefix) = matcher, url.hasPrefix(prefix) { return prefix }
        return nil
      }
      let candidates: [Matcher] =
        [.url(url), .path(path)] + prefixes.sorted { $0.count > $1.count }.map { .prefix($0) }
      guard let matcher = candidates.first(where: { state.routes[$0] != nil }),
        var route = state.routes[matcher]
      else { return nil }
      let reply = route.replies[min(route.served, route.replies.count - 1)]
      route.served += 1
      state.routes[matcher] = route
      return reply
    }
    switch reply {
    case .response(let response): return response
    case .failure(let error): throw error
    case nil: throw UnregisteredURL(url: url)
    }
  }
}

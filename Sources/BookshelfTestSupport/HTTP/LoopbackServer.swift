import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for end-to-end tests and
/// benchmarks. POSIX sockets; one accept thread plus one thread per connection; one request
/// per connection (every answer carries `Connection: close`).
///
/// ```swift
/// let server = try LoopbackServer()
/// server.route("/v3/search/book", status: 200, body: data)
/// // … point the client at server.baseURL …
/// server.requests  // [LoopbackRequest] with method, raw target, headers
/// ```
///
/// Routes match by path, or by path and exact raw query string (which wins). A route can hold
/// several replies, served in order with the last one repeating. An unmatched request gets
/// 404 with the body `no route for <target>`. `stop()` (also run on deinit) closes the
/// listening socket and every open connection and waits up to 2 s for the threads to end.
public final class LoopbackServer: Sendable {
  /// The port the server listens on (host order).
  public let port: UInt16
  private let core: LoopbackServerCore

  /// Starts listening on 127.0.0.1 at a port chosen by the system.
  /// - Throws: `LoopbackServerError` when a socket call fails.
  public init() throws {
    core = try LoopbackServerCore()
    port = core.port
    core.startAccepting()
  }

  deinit {
    core.stop()
  }

  /// `http://127.0.0.1:<port>` (no trailing slash).
  public var baseURL: URL { url("") }

  /// The URL for a target such as `/v3/search/book?query=x` (appended to `baseURL` as is).
  /// A target that does not form a URL (e.g. one with a space) is a mistake in the calling
  /// test and stops it with that target in the message.
  public func url(_ target: String) -> URL {
    guard let url = URL(string: "http://127.0.0.1:\(port)\(target)") else {
      preconditionFailure("not a URL target: \(target)")
    }
    return url
  }

  /// Answers requests for `path` (and, when given, exactly this raw query string).
  /// - Parameters:
  ///   - path: the percent-encoded path, e.g. `/v3/search/book`.
  ///   - query: the raw query string without `?`, or nil for any query.
  ///   - status, headers, body: the answer.
  ///   - delay: how long to wait before answering.
  public func route(
    _ path: String, query: String? = nil, status: Int = 200, headers: [String: String] = [:],
    body: Data = Data(), delay: Duration = .zero
  ) {
    route(path, query: query, replies: [.respond(status: status, headers: headers, body: body, delay: delay)])
  }

  /// Serves `replies` for `path` (and query) in order; the last one repeats.
  public func route(_ path: String, query: String? = nil, replies: [LoopbackReply]) {
    precondition(!replies.isEmpty, "LoopbackServer.route needs at least one reply")
    core.setRoute(LoopbackServerCore.RouteKey(path: path, query: query), replies: replies)
  }

  /// Every request received so far, in arrival order (recorded as soon as its header is read).
  public var requests: [LoopbackRequest] { core.requests }

  /// For each `.noAnswer` request whose client gave up (closed the connection) before the
  /// server stopped, in the order they closed: how long the connection stayed open after its
  /// request was read. What a client's time limit really waited, unlike a wall clock around the
  /// whole client, which a busy machine stretches.
  public var unansweredWaits: [Duration] { core.unansweredWaits }

  /// `unansweredWaits` once it holds `count` waits (the server notices a client closing within
  /// its 20 ms poll, so just after the client's call returns it may not have yet), or what it
  /// holds after `limit`.
  public func unansweredWaits(atLeast count: Int, within limit: Duration = .seconds(5)) async -> [Duration] {
    let deadline = ContinuousClock.now + limit
    while core.unansweredWaits.count < count, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(10))
    }
    return core.unansweredWaits
  }

  /// Forgets the recorded requests.
  public func clearRequests() { core.clearRequests() }

  /// Stops accepting, closes every connection and waits (up to 2 s) for the threads to end.
  /// Safe to call more than once.
  public func stop() { core.stop() }
}

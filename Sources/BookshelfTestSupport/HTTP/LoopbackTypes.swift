import Foundation

/// One request as the `LoopbackServer` received it.
public struct LoopbackRequest: Sendable, Hashable {
  /// The method, e.g. `GET`.
  public let method: String
  /// The request target exactly as received: the path plus `?` and the raw, still
  /// percent-encoded query string when there is one (`/v3/search/book?query=%ED%95%9C&page=1`).
  public let target: String
  /// Header fields with lower-cased names; repeated fields joined with `", "`.
  public let headers: [String: String]
  /// The body bytes (`Content-Length`), usually empty.
  public let body: Data

  /// Creates a recorded request.
  public init(method: String, target: String, headers: [String: String], body: Data = Data()) {
    self.method = method
    self.target = target
    self.headers = headers
    self.body = body
  }

  /// The path part of `target`, still percent-encoded.
  public var path: String {
    target.firstIndex(of: "?").map { String(target[..<$0]) } ?? target
  }

  /// The raw query string after `?` (no decoding), or nil when the target has none.
  public var query: String? {
    target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) }
  }

  /// A header value by case-insensitive name.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// What the `LoopbackServer` does with a request that matches a route.
public enum LoopbackReply: Sendable, Hashable {
  /// Waits `delay`, then answers with the status, headers and body (`Content-Length` and
  /// `Connection: close` are added) and closes the connection.
  case respond(status: Int, headers: [String: String], body: Data, delay: Duration)
  /// Waits `delay`, then closes the connection without sending a byte.
  case close(delay: Duration)
  /// Never answers; the connection stays open until the client closes it or the server stops.
  case noAnswer

  /// A response with no delay.
  public static func status(_ status: Int, headers: [String: String] = [:], body: Data = Data()) -> Self {
    .respond(status: status, headers: headers, body: body, delay: .zero)
  }
}

/// Why a `LoopbackServer` could not start.
public struct LoopbackServerError: Error, CustomStringConvertible, Equatable {
  /// The socket call that failed, e.g. `bind`.
  public let call: String
  /// `errno` after the call.
  public let code: Int32

  public var description: String { "LoopbackServer: \(call) failed (errno \(code))" }
}

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
  /// Answers with the status and headers, then sends `chunk` `repeats` times (forever when
  /// nil), in `framing`, waiting `pause` after each, until done, the client closes or the server
  /// stops. For large, endless and chunked bodies that must not be built in memory.
  case stream(
    status: Int, headers: [String: String], chunk: Data, repeats: Int?, framing: LoopbackFraming,
    pause: Duration = .zero)

  /// A response with no delay.
  public static func status(_ status: Int, headers: [String: String] = [:], body: Data = Data()) -> Self {
    .respond(status: status, headers: headers, body: body, delay: .zero)
  }
}

extension LoopbackReply {
  /// A 200 answer of `megabytes` MiB of `byte` (a JSON-looking filler), streamed with a
  /// `Content-Length` unless `framing` says otherwise.
  public static func large(
    megabytes: Int, byte: UInt8 = UInt8(ascii: " "), headers: [String: String] = [:],
    framing: LoopbackFraming = .contentLength
  ) -> Self {
    .stream(
      status: 200, headers: headers, chunk: Data(repeating: byte, count: 1 << 20), repeats: megabytes,
      framing: framing)
  }

  /// A 200 answer in chunked transfer encoding that never ends: 64 KiB chunks, `pause` apart.
  public static func endless(headers: [String: String] = [:], pause: Duration = .zero) -> Self {
    .stream(
      status: 200, headers: headers, chunk: Data(repeating: UInt8(ascii: " "), count: 64 * 1024),
      repeats: nil,
      framing: .chunked, pause: pause)
  }
}

/// How a streamed body is delimited.
public enum LoopbackFraming: Sendable, Hashable {
  /// `Content-Length` (the total of a finite stream; a route's own `Content-Length` wins).
  /// An endless stream sends none and is delimited by closing the connection.
  case contentLength
  /// `Transfer-Encoding: chunked`, one chunk per repeat, ended by the zero chunk.
  case chunked
}

/// Why a `LoopbackServer` could not start.
public struct LoopbackServerError: Error, CustomStringConvertible, Equatable {
  /// The socket call that failed, e.g. `bind`.
  public let call: String
  /// `errno` after the call.
  public let code: Int32

  /// `LoopbackServer: <call> failed (errno <code>)`.
  public var description: String { "LoopbackServer: \(call) failed (errno \(code))" }
}

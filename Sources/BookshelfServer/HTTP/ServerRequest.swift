#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One HTTP request as the server received it, after the engine checked its size and shape.
///
/// The engine (`HTTPServer`) fills it from libmicrohttpd; tests build it directly to call a
/// `RequestHandling` without a socket.
public struct ServerRequest: Sendable, Hashable {
  /// The method in upper case as sent (`GET`, `POST`, `PUT`, `PATCH`, `DELETE`, `HEAD`,
  /// `OPTIONS`; anything else is refused before a handler sees it).
  public var method: String
  /// The path as sent, still percent-encoded, without the query (`/api/books/kakao%3A1`).
  public var rawPath: String
  /// The query string's name–value pairs in order, percent-decoded (`+` is a space), as UTF-8
  /// text (invalid sequences replaced).
  public var query: [(name: String, value: String)]
  /// Header fields with names in lower case; a repeated field keeps its values joined by `, `.
  public var headers: [String: String]
  /// The body (empty for none); never longer than the limit the route allows.
  public var body: [UInt8]
  /// The peer's address as text (`127.0.0.1`, `::1`), or nil when unknown.
  public var remoteAddress: String?

  /// A request; every part but `method` and `rawPath` defaults to empty.
  public init(
    method: String, rawPath: String, query: [(name: String, value: String)] = [],
    headers: [String: String] = [:], body: [UInt8] = [], remoteAddress: String? = nil
  ) {
    self.method = method
    self.rawPath = rawPath
    self.query = query
    self.headers = headers
    self.body = body
    self.remoteAddress = remoteAddress
  }

  /// The first value of the query parameter `name`, or nil.
  public func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// The header field `name` (any letter case), or nil.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// Equal when every part is equal (query pairs in order).
  public static func == (a: ServerRequest, b: ServerRequest) -> Bool {
    a.method == b.method && a.rawPath == b.rawPath && a.headers == b.headers && a.body == b.body
      && a.remoteAddress == b.remoteAddress && a.query.map(\.name) == b.query.map(\.name)
      && a.query.map(\.value) == b.query.map(\.value)
  }

  /// Hashes the method, path and body.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(method)
    hasher.combine(rawPath)
    hasher.combine(body)
  }
}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One HTTP request as the adapters build it.
public struct HTTPRequest: Sendable, Hashable {
  /// The full URL, query string included (already percent-encoded).
  public var url: URL
  /// `GET` unless stated.
  public var method: String
  /// Header fields, by their canonical names (`Authorization`, `User-Agent`).
  public var headers: [String: String]
  /// Longest wait for the whole exchange, in seconds: wall-clock time including redirects,
  /// retries and their waits.
  public var timeout: Double
  /// Most body bytes accepted, counted after decompression; a larger answer fails with
  /// `HTTPError.responseTooLarge` as soon as the count is passed.
  public var maxResponseBytes: Int

  /// The default `maxResponseBytes`: 8 MiB, far more than any page of book results.
  public static let defaultMaxResponseBytes = 8 << 20

  /// A request; a negative `maxResponseBytes` is taken as 0 (no body accepted).
  public init(
    url: URL, method: String = "GET", headers: [String: String] = [:], timeout: Double = 10,
    maxResponseBytes: Int = HTTPRequest.defaultMaxResponseBytes
  ) {
    self.url = url
    self.method = method
    self.headers = headers
    self.timeout = timeout
    self.maxResponseBytes = max(0, maxResponseBytes)
  }
}

/// One HTTP response.
public struct HTTPResponse: Sendable, Hashable {
  /// The status code, e.g. 200, 429.
  public var status: Int
  /// Header fields with lower-cased names (`retry-after`, `content-type`).
  public var headers: [String: String]
  /// The body bytes, possibly empty.
  public var body: Data

  /// A response; header names are lower-cased (the first of two that differ only in case wins).
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
    self.body = body
  }

  /// A header value by case-insensitive name.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Why a request produced no response.
public enum HTTPError: Error, Sendable, Equatable {
  /// Nothing arrived within the request's timeout (seconds).
  case timeout(seconds: Double)
  /// The connection could not be made or broke off: what kind of failure (no URL, no key).
  case connection(NetworkProblem)
  /// The request was cancelled by its task.
  case cancelled
  /// The body passed `limit` bytes (decompressed), or its `Content-Length` said it would.
  case responseTooLarge(limit: Int)
  /// A request carrying credentials was redirected to another origin (`scheme://host:port`).
  case redirectRefused(origin: String)
  /// A redirect from https to http (to `origin`).
  case insecureRedirect(origin: String)
  /// More than `limit` redirects in a row.
  case tooManyRedirects(limit: Int)
}

/// The transport every adapter talks through. The live implementation uses URLSession;
/// tests inject a fake that serves recorded responses.
public protocol HTTPClient: Sendable {
  /// Sends the request and returns the response whatever its status.
  /// - Throws: `HTTPError` when no response arrives; `CancellationError` (or
  ///   `HTTPError.cancelled`) when the calling task is cancelled. Never hangs after cancellation.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

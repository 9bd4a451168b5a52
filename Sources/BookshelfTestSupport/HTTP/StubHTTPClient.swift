import BookshelfCore
import BookshelfProviders
import Foundation
import Synchronization

/// An `HTTPClient` for adapter tests that answers whatever is asked, whatever the URL: the
/// prepared replies in turn, the last one repeating, and records every request.
///
/// Use it when a test pins what one adapter sends and how it reads one answer; use
/// `FakeHTTPClient` when replies depend on the URL.
public final class StubHTTPClient: HTTPClient {
  private let replies: [Result<HTTPResponse, HTTPError>]
  private let log = Mutex<[HTTPRequest]>([])

  /// Answers with `replies` in turn (the last repeats); with none, every request throws
  /// `HTTPError.connection`.
  public init(replies: [Result<HTTPResponse, HTTPError>]) { self.replies = replies }

  /// Answers every request with `result`: its response, or its error thrown from `send`.
  public convenience init(_ result: Result<HTTPResponse, HTTPError>) { self.init(replies: [result]) }

  /// Answers every request with `response`.
  public convenience init(_ response: HTTPResponse) { self.init(.success(response)) }

  /// Answers with `responses` in turn, the last one repeating.
  public convenience init(_ responses: [HTTPResponse]) { self.init(replies: responses.map { .success($0) }) }

  /// Throws `error` for every request.
  public convenience init(error: HTTPError) { self.init(.failure(error)) }

  /// Answers every request with a response of `status`, `headers` and `body`.
  public convenience init(status: Int, body: Data, headers: [String: String] = [:]) {
    self.init(HTTPResponse(status: status, headers: headers, body: body))
  }

  /// Every request sent so far, oldest first.
  public var requests: [HTTPRequest] { log.withLock { $0 } }

  /// Records `request`, then returns or throws the next prepared reply.
  /// - Throws: the prepared `HTTPError`, or `HTTPError.connection` when none was prepared.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let index = log.withLock {
      $0.append(request)
      return $0.count - 1
    }
    guard let last = replies.last else { throw HTTPError.connection(.system("no response prepared")) }
    return try (index < replies.count ? replies[index] : last).get()
  }
}

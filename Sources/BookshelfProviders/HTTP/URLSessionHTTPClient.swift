import BookshelfCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live `HTTPClient`, on URLSession (FoundationNetworking / libcurl on Linux).
///
/// - Enforces `HTTPRequest.timeout` (seconds, for the whole exchange) with its own timer: the call
///   fails with `HTTPError.timeout(seconds:)` at `timeout + timeoutMargin` however stuck the
///   transfer is. (The timeout is also set on the `URLRequest`, but FoundationNetworking on Linux
///   ignores `URLRequest.timeoutInterval` and only honours the session's whole-second
///   `timeoutIntervalForRequest`, so the timer is what applies per-request timeouts there.)
/// - Sends `User-Agent: BookshelfVersion.userAgent` unless the request sets its own `User-Agent`.
/// - Follows redirects (URLSession's default) and returns every status as an `HTTPResponse`.
/// - Never awaits `URLSession.data(for:)` (whose cancellation can deadlock on Linux,
///   swift-corelibs-foundation issue 5412): each call runs a `dataTask` with a completion handler;
///   the awaiting continuation is resumed exactly once by whichever comes first (completion,
///   task cancellation, timeout timer), and the `URLSessionTask` is cancelled asynchronously, so
///   the cancelling thread never waits. Late completions are ignored.
///
/// Errors thrown by `send(_:)`: `CancellationError` when the calling task is cancelled;
/// `HTTPError.timeout(seconds:)` when nothing complete arrived in time; `HTTPError.connection`
/// with a short, fixed description of the failure (never the URL, host or query string).
public final class URLSessionHTTPClient: HTTPClient {
  private let session: URLSession
  private let ownsSession: Bool
  private let timeoutMargin: Double
  /// Serial queue where `URLSessionTask.cancel()` runs, so no caller ever waits for it and
  /// thousands of cancellations occupy one thread, not one each.
  private let cancelQueue = DispatchQueue(label: "bookshelf.http.cancel")

  /// Creates a client with its own session.
  /// - Parameters:
  ///   - configuration: the session configuration; defaults to `defaultConfiguration()`.
  ///   - timeoutMargin: seconds added to each request's timeout before the client's timer fails a
  ///     stuck transfer with `HTTPError.timeout`; 0 enforces the timeout exactly.
  public convenience init(
    configuration: URLSessionConfiguration = URLSessionHTTPClient.defaultConfiguration(),
    timeoutMargin: Double = 0
  ) {
    self.init(
      session: URLSession(configuration: configuration), ownsSession: true, timeoutMargin: timeoutMargin)
  }

  /// Creates a client on a session the caller owns (it is not invalidated by this client).
  /// The session must not have a delegate that stops redirects or completion handlers.
  /// `timeoutMargin` is as in `init(configuration:timeoutMargin:)`.
  public convenience init(session: URLSession, timeoutMargin: Double = 0) {
    self.init(session: session, ownsSession: false, timeoutMargin: timeoutMargin)
  }

  private init(session: URLSession, ownsSession: Bool, timeoutMargin: Double) {
    self.session = session
    self.ownsSession = ownsSession
    self.timeoutMargin = max(0, timeoutMargin)
  }

  deinit {
    if ownsSession { session.invalidateAndCancel() }
  }

  /// An ephemeral configuration: no cache, no cookies, no stored credentials.
  public static func defaultConfiguration() -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.urlCredentialStorage = nil
    return configuration
  }

  /// Sends the request; see the type's documentation for timeouts, errors and cancellation.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()
    let exchange = Exchange(timeout: request.timeout, cancelQueue: cancelQueue)
    let urlRequest = Self.urlRequest(for: request)
    let session = self.session
    let deadline = request.timeout + timeoutMargin
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: urlRequest) { data, response, error in
          exchange.complete(data: data, response: response, error: error)
        }
        exchange.start(continuation, task: task, timeoutAfter: deadline)
      }
    } onCancel: {
      exchange.cancel()
    }
  }

  /// The `URLRequest` for one `HTTPRequest`: method, headers, timeout and default User-Agent.
  static func urlRequest(for request: HTTPRequest) -> URLRequest {
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    if !request.headers.keys.contains(where: { $0.lowercased() == "user-agent" }) {
      urlRequest.setValue(BookshelfVersion.userAgent, forHTTPHeaderField: "User-Agent")
    }
    return urlRequest
  }
}

import BookshelfCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live `HTTPClient`, on URLSession (FoundationNetworking / libcurl on Linux).
///
/// - Enforces `HTTPRequest.timeout` (seconds, for the whole exchange) with its own timer: the call
///   fails with `HTTPError.timeout(seconds:)` at `timeout + timeoutMargin` however stuck the
///   transfer is. (FoundationNetworking on Linux applies only whole seconds of
///   `URLRequest.timeoutInterval`, so the request's own interval is set above the timer's.)
/// - Enforces `HTTPRequest.maxResponseBytes` while receiving: the session's delegate gets the
///   body piece by piece, already decompressed by libcurl (so a small gzip body that inflates
///   to gigabytes is counted as it inflates), and the call fails with
///   `HTTPError.responseTooLarge(limit:)` as soon as the count passes the limit, or at once
///   when `Content-Length` says it will. Nothing beyond the limit is kept.
/// - Never follows a redirect: a 3xx answer is returned as it is (`RedirectingHTTPClient`
///   decides where a request may go next), so no credential is ever re-sent by URLSession.
/// - Sends `User-Agent: BookshelfVersion.userAgent` unless the request sets its own `User-Agent`.
/// - Never awaits `URLSession.data(for:)` (whose cancellation can deadlock on Linux,
///   swift-corelibs-foundation issue 5412): each call runs a delegate-driven `dataTask`; the
///   awaiting continuation is resumed exactly once by whichever comes first (completion, the
///   size limit, task cancellation, timeout timer), and the `URLSessionTask` is cancelled
///   asynchronously, so the cancelling thread never waits. Late events are ignored.
///
/// Known limits of FoundationNetworking (not of this client): the body of a 301–308 answer is
/// buffered by URLSession itself and handed over only at its end, so such a body is bounded by
/// the time limit rather than the size limit; pieces of the body travel from libcurl's thread to
/// the delegate through an unbounded operation queue, so on a starved CPU more than the limit may
/// be queued before the delegate counts it; and a cancelled transfer is stopped only between two
/// reads of libcurl, so a gzip body already read goes on being inflated (and dropped) in the
/// background, holding the session's work queue, where new tasks of this client wait meanwhile.
///
/// Errors thrown by `send(_:)`: `CancellationError` when the calling task is cancelled;
/// `HTTPError.timeout(seconds:)` when nothing complete arrived in time;
/// `HTTPError.responseTooLarge(limit:)`; `HTTPError.connection` with a short, fixed description
/// of the failure (never the URL, host or query string).
public final class URLSessionHTTPClient: HTTPClient {
  private let session: URLSession
  private let events = Events()
  private let timeoutMargin: Double
  /// Serial queue where `URLSessionTask.cancel()` runs, so no caller ever waits for it and
  /// thousands of cancellations occupy one thread, not one each.
  private let cancelQueue = DispatchQueue(label: "bookshelf.http.cancel")
  /// Serial queue of the timers and (as the delegate queue's underlying queue) of the
  /// session's events. A serial queue of its own gets a thread even when every worker of
  /// Dispatch's default global queue is busy (a parallel test run, a server answering many
  /// requests): Dispatch adds workers there for blocked threads only, never for busy ones. On
  /// that queue, a 3xx answer's three events (redirect decision, response, completion) waited
  /// behind the busy work while the timer, due later, overtook them: a redirect that had
  /// arrived failed as a timeout.
  private let eventQueue = DispatchQueue(label: "bookshelf.http.events")

  /// Creates a client with its own session (its delegate is the client's own).
  /// - Parameters:
  ///   - configuration: the session configuration; defaults to `defaultConfiguration()`.
  ///   - timeoutMargin: seconds added to each request's timeout before the client's timer fails a
  ///     stuck transfer with `HTTPError.timeout`; 0 enforces the timeout exactly.
  public init(
    configuration: URLSessionConfiguration = URLSessionHTTPClient.defaultConfiguration(),
    timeoutMargin: Double = 0
  ) {
    let queue = OperationQueue()
    queue.name = "bookshelf.http.events"
    queue.maxConcurrentOperationCount = 1
    queue.underlyingQueue = eventQueue
    session = URLSession(configuration: configuration, delegate: events, delegateQueue: queue)
    self.timeoutMargin = max(0, timeoutMargin)
  }

  deinit {
    // Not `invalidateAndCancel()`: in FoundationNetworking that waits for the session's work
    // queue (which a transfer still running, e.g. a large body being inflated, may hold for
    // seconds) and reads the task registry off that queue. Calls in flight end by themselves
    // (their exchange cancels the task on its timer at the latest); then the session lets go.
    session.finishTasksAndInvalidate()
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

  /// Sends the request; see the type's documentation for timeouts, limits, errors and
  /// cancellation.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()
    let deadline = request.timeout + timeoutMargin
    let exchange = Exchange(
      timeout: request.timeout, limit: request.maxResponseBytes, cancelQueue: cancelQueue,
      timerQueue: eventQueue)
    let urlRequest = Self.urlRequest(for: request, timerAfter: deadline)
    let session = self.session
    let events = self.events
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: urlRequest)
        events.register(exchange, for: task)
        if !exchange.start(continuation, task: task, timeoutAfter: deadline) { events.forget(task) }
      }
    } onCancel: {
      exchange.cancel()
    }
  }

  /// The `URLRequest` for one `HTTPRequest`: method, headers and default User-Agent. Its
  /// timeout is whole seconds past `timer` (the client's own timer decides; FoundationNetworking
  /// truncates the interval to whole seconds, and 0 would fail at once).
  static func urlRequest(for request: HTTPRequest, timerAfter timer: Double) -> URLRequest {
    let interval = min(86_400, max(0, timer).rounded(.up) + 1)
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: interval)
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

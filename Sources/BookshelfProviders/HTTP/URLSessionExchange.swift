import BookshelfCore
import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionHTTPClient {
  /// One request in flight. Whichever comes first — the data task's completion, the body
  /// passing its size limit, the calling task's cancellation, or the timeout timer — takes the
  /// continuation out of the lock-protected phase and resumes it; everything after that is
  /// ignored. No path ever waits on URLSession: `URLSessionTask.cancel()` is dispatched
  /// asynchronously.
  final class Exchange: Sendable {
    private enum Phase {
      /// Created; the continuation is not installed yet.
      case idle
      /// The data task runs; the continuation waits; the answer so far.
      case running(CheckedContinuation<HTTPResponse, any Error>, URLSessionDataTask, Received)
      /// The continuation was resumed (or cancellation came before it was installed).
      case finished
    }

    /// The status line and headers once they arrived, and the body bytes so far.
    private struct Received {
      var response: HTTPURLResponse?
      var body = Data()
    }

    private let phase = Mutex<Phase>(.idle)
    /// The request's timeout in seconds, reported in `HTTPError.timeout`.
    private let timeout: Double
    /// Most body bytes accepted (decompressed).
    private let limit: Int
    /// The client's serial queue on which `URLSessionTask.cancel()` runs, off the caller's thread.
    private let cancelQueue: DispatchQueue
    private let timerQueue: DispatchQueue

    init(timeout: Double, limit: Int, cancelQueue: DispatchQueue, timerQueue: DispatchQueue) {
      self.timeout = timeout
      self.limit = limit
      self.cancelQueue = cancelQueue
      self.timerQueue = timerQueue
    }

    /// Installs the continuation and starts the task, unless cancellation already happened,
    /// in which case the continuation is resumed at once with `CancellationError` and false is
    /// returned (the task never starts). Arms the timeout timer that fails the call with
    /// `HTTPError.timeout` after `seconds`.
    @discardableResult
    func start(
      _ continuation: CheckedContinuation<HTTPResponse, any Error>, task: URLSessionDataTask,
      timeoutAfter seconds: Double
    ) -> Bool {
      let started = phase.withLock { phase -> Bool in
        guard case .idle = phase else { return false }
        phase = .running(continuation, task, Received())
        return true
      }
      guard started else {
        continuation.resume(throwing: CancellationError())
        return false
      }
      task.resume()
      // Held weakly: the awaiting call and the running data task keep the exchange alive; once
      // both have let go, the timer has nothing left to do.
      timerQueue.asyncAfter(deadline: .now() + max(0, seconds)) { [weak self] in
        guard let self else { return }
        finish(.failure(HTTPError.timeout(seconds: timeout)), cancelTask: true)
      }
      return true
    }

    /// Called from the task's cancellation handler: resumes with `CancellationError`.
    func cancel() {
      finish(.failure(CancellationError()), cancelTask: true)
    }

    /// The status line and headers arrived. A `Content-Length` above the limit fails the call
    /// before any of the body is read.
    func received(_ response: URLResponse) {
      guard let http = response as? HTTPURLResponse else { return }
      let declared = http.value(forHTTPHeaderField: "Content-Length").flatMap {
        Int64($0.trimmingCharacters(in: .whitespaces))
      }
      if let declared, declared > Int64(limit) {
        finish(.failure(HTTPError.responseTooLarge(limit: limit)), cancelTask: true)
        return
      }
      phase.withLock { phase in
        guard case .running(let continuation, let task, var received) = phase else { return }
        received.response = http
        phase = .running(continuation, task, received)
      }
    }

    /// A piece of the body (already decompressed by libcurl). Passing the limit fails the call
    /// at once and cancels the transfer; nothing more is kept.
    func received(_ data: Data) {
      let overflow = phase.withLock { phase -> Bool in
        guard case .running(let continuation, let task, var received) = phase else { return false }
        guard received.body.count + data.count <= limit else { return true }
        phase = .finished  // no second reference to the buffer while it grows
        received.body.append(data)
        phase = .running(continuation, task, received)
        return false
      }
      if overflow { finish(.failure(HTTPError.responseTooLarge(limit: limit)), cancelTask: true) }
    }

    /// The task ended (`response` is the task's final response, for answers whose header
    /// URLSession did not report).
    func complete(response: URLResponse?, error: (any Error)?) {
      let result = phase.withLock { phase -> Result<HTTPResponse, any Error>? in
        guard case .running(_, _, let received) = phase else { return nil }
        return Self.result(
          response: received.response ?? response, body: received.body, error: error, timeout: timeout)
      }
      guard let result else { return }
      finish(result, cancelTask: false)
    }

    private func finish(_ result: Result<HTTPResponse, any Error>, cancelTask: Bool) {
      let taken = phase.withLock {
        phase -> (CheckedContinuation<HTTPResponse, any Error>, URLSessionDataTask)? in
        switch phase {
        case .idle:
          phase = .finished
          return nil
        case .running(let continuation, let task, _):
          phase = .finished
          return (continuation, task)
        case .finished:
          return nil
        }
      }
      guard let (continuation, task) = taken else { return }
      continuation.resume(with: result)
      if cancelTask {
        cancelQueue.async { task.cancel() }
      }
    }

    /// Maps what the task ended with onto a response or an `HTTPError`.
    static func result(
      response: URLResponse?, body: Data, error: (any Error)?, timeout: Double
    ) -> Result<HTTPResponse, any Error> {
      if let error {
        return .failure(mapError(error, timeout: timeout))
      }
      guard let http = response as? HTTPURLResponse else {
        return .failure(HTTPError.connection(.notHTTPResponse))
      }
      var headers: [String: String] = [:]
      for (key, value) in http.allHeaderFields {
        guard let name = key as? String else { continue }
        headers[name.lowercased()] = value as? String ?? "\(value)"
      }
      return .success(HTTPResponse(status: http.statusCode, headers: headers, body: body))
    }

    /// A URL-free description of a transport error: the system's own text may contain the URL,
    /// and keys travel in query strings, so only the kind of failure and the code are kept.
    static func mapError(_ error: any Error, timeout: Double) -> any Error {
      guard let urlError = error as? URLError else {
        let code = (error as NSError).code
        return HTTPError.connection(.transferFailed(code: code))
      }
      let failure: NetworkFailure
      switch urlError.code {
      case .timedOut:
        return HTTPError.timeout(seconds: timeout)
      case .cancelled:
        return HTTPError.cancelled
      case .cannotConnectToHost:
        failure = .cannotConnect
      case .cannotFindHost, .dnsLookupFailed:
        failure = .hostNotFound
      case .notConnectedToInternet:
        failure = .offline
      case .networkConnectionLost:
        failure = .connectionLost
      case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
        .clientCertificateRequired:
        failure = .secureConnectionFailed
      case .badServerResponse, .cannotParseResponse, .zeroByteResource:
        failure = .answerUnreadable
      case .httpTooManyRedirects, .redirectToNonExistentLocation:
        failure = .badRedirects
      case .badURL, .unsupportedURL:
        failure = .badURL
      default:
        failure = .transferFailed
      }
      return HTTPError.connection(.urlError(failure, code: urlError.code.rawValue))
    }
  }
}

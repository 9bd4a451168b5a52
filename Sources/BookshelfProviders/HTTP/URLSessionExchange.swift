import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionHTTPClient {
  /// One request in flight. Whichever comes first — the data task's completion, the calling
  /// task's cancellation, or the timeout timer — takes the continuation out of the lock-protected
  /// phase and resumes it; everything after that is ignored. No path ever waits on URLSession:
  /// `URLSessionTask.cancel()` is dispatched asynchronously.
  final class Exchange: Sendable {
    private enum Phase {
      /// Created; the continuation is not installed yet.
      case idle
      /// The data task runs; the continuation waits.
      case running(CheckedContinuation<HTTPResponse, any Error>, URLSessionDataTask)
      /// The continuation was resumed (or cancellation came before it was installed).
      case finished
    }

    private let phase = Mutex<Phase>(.idle)
    /// The request's timeout in seconds, reported in `HTTPError.timeout`.
    private let timeout: Double
    /// The client's serial queue on which `URLSessionTask.cancel()` runs, off the caller's thread.
    private let cancelQueue: DispatchQueue

    init(timeout: Double, cancelQueue: DispatchQueue) {
      self.timeout = timeout
      self.cancelQueue = cancelQueue
    }

    /// Installs the continuation and starts the task, unless cancellation already happened,
    /// in which case the continuation is resumed at once with `CancellationError`. Arms the
    /// timeout timer that fails the call with `HTTPError.timeout` after `seconds`.
    func start(
      _ continuation: CheckedContinuation<HTTPResponse, any Error>, task: URLSessionDataTask,
      timeoutAfter seconds: Double
    ) {
      let started = phase.withLock { phase -> Bool in
        guard case .idle = phase else { return false }
        phase = .running(continuation, task)
        return true
      }
      guard started else {
        continuation.resume(throwing: CancellationError())
        return
      }
      task.resume()
      // Held weakly: the awaiting call and the running data task keep the exchange alive; once
      // both have let go, the timer has nothing left to do.
      DispatchQueue.global().asyncAfter(deadline: .now() + max(0, seconds)) { [weak self] in
        guard let self else { return }
        finish(.failure(HTTPError.timeout(seconds: timeout)), cancelTask: true)
      }
    }

    /// Called from the task's cancellation handler: resumes with `CancellationError`.
    func cancel() {
      finish(.failure(CancellationError()), cancelTask: true)
    }

    /// The data task's completion handler.
    func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
      finish(Self.result(data: data, response: response, error: error, timeout: timeout), cancelTask: false)
    }

    private func finish(_ result: Result<HTTPResponse, any Error>, cancelTask: Bool) {
      let taken = phase.withLock {
        phase -> (CheckedContinuation<HTTPResponse, any Error>, URLSessionDataTask)? in
        switch phase {
        case .idle:
          phase = .finished
          return nil
        case .running(let continuation, let task):
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

    /// Maps what the completion handler received onto a response or an `HTTPError`.
    static func result(
      data: Data?, response: URLResponse?, error: (any Error)?, timeout: Double
    ) -> Result<HTTPResponse, any Error> {
      if let error {
        return .failure(mapError(error, timeout: timeout))
      }
      guard let http = response as? HTTPURLResponse else {
        return .failure(HTTPError.connection("the server's answer was not an HTTP response"))
      }
      var headers: [String: String] = [:]
      for (key, value) in http.allHeaderFields {
        guard let name = key as? String else { continue }
        headers[name.lowercased()] = value as? String ?? "\(value)"
      }
      return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
    }

    /// A URL-free description of a transport error: the system's own text may contain the URL,
    /// and keys travel in query strings, so only fixed phrases and the error code are used.
    static func mapError(_ error: any Error, timeout: Double) -> any Error {
      guard let urlError = error as? URLError else {
        let code = (error as NSError).code
        return HTTPError.connection("the transfer failed (error \(code))")
      }
      let phrase: String
      switch urlError.code {
      case .timedOut:
        return HTTPError.timeout(seconds: timeout)
      case .cancelled:
        return HTTPError.cancelled
      case .cannotConnectToHost:
        phrase = "could not connect to the server"
      case .cannotFindHost, .dnsLookupFailed:
        phrase = "the server's name could not be resolved"
      case .notConnectedToInternet:
        phrase = "not connected to the internet"
      case .networkConnectionLost:
        phrase = "the connection was lost"
      case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
        .clientCertificateRequired:
        phrase = "the secure connection failed"
      case .badServerResponse, .cannotParseResponse, .zeroByteResource:
        phrase = "the server's answer could not be read"
      case .httpTooManyRedirects, .redirectToNonExistentLocation:
        phrase = "too many or broken redirects"
      case .badURL, .unsupportedURL:
        phrase = "the address is not a valid HTTP URL"
      default:
        phrase = "the transfer failed"
      }
      return HTTPError.connection("\(phrase) (URLError \(urlError.code.rawValue))")
    }
  }
}

import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionHTTPClient {
  /// The session's delegate: hands each data task's events to its `Exchange` (the body arrives
  /// piece by piece, so its size is counted while receiving), and declines every redirect, so
  /// a 3xx answer comes back as it is and URLSession never re-sends a request (or its
  /// credentials) anywhere. Following is `RedirectingHTTPClient`'s decision.
  final class Events: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Mutex<[Int: Exchange]>([:])

    /// Routes `task`'s events to `exchange` until the task completes.
    func register(_ exchange: Exchange, for task: URLSessionTask) {
      exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    /// Stops routing `task`'s events (for a task that never started).
    func forget(_ task: URLSessionTask) {
      _ = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    }

    private func exchange(for task: URLSessionTask) -> Exchange? {
      exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      exchange(for: dataTask)?.received(response)
      completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      exchange(for: dataTask)?.received(data)
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
      newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
      completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
      exchange?.complete(response: task.response, error: error)
    }
  }
}

import BookshelfCore
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Fetches one cover URL and validates the answer; every failure is a `CoverAbsence`.
///
/// The client it is given is the composed one (in the composition root:
/// `RedirectingHTTPClient(base: PublicAddressGuard(base: …), limit: 2)`), so the address check
/// runs before the first byte and on every redirect hop. The fetcher adds: http(s) only, at most
/// `maxBytes` (5 MiB) enforced by `HTTPRequest.maxResponseBytes`, a JPEG/PNG/WebP/GIF magic
/// number, and a time limit for the whole exchange including the name lookup.
public struct CoverFetcher: Sendable {
  /// Most bytes of one cover: 5 MiB.
  public static let defaultMaxBytes = 5 << 20

  private let http: any HTTPClient
  private let maxBytes: Int
  private let timeout: Double

  /// - Parameters:
  ///   - http: the guarded, redirect-limited client.
  ///   - maxBytes: most body bytes (default 5 MiB).
  ///   - timeout: seconds for one URL, lookup, redirects and body included (default 10).
  public init(http: any HTTPClient, maxBytes: Int = CoverFetcher.defaultMaxBytes, timeout: Double = 10) {
    self.http = http
    self.maxBytes = max(0, maxBytes)
    self.timeout = timeout.isFinite && timeout > 0 ? timeout : 10
  }

  /// The validated image at `url`, or why there is none: `.refused` (scheme, address,
  /// redirects), `.notFound(status:)` (3xx without a target, 4xx other than 408/429),
  /// `.unreachable` (no answer in time, connection failures, 408, 429, 5xx), `.tooLarge`,
  /// `.notAnImage` (an empty body, or no known magic number).
  public func fetch(_ url: URL) async -> CoverOutcome<CoverImage> {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return .absent(.refused(.scheme))
    }
    let request = HTTPRequest(
      url: url, headers: ["Accept": "image/jpeg, image/png, image/webp, image/gif"], timeout: timeout,
      maxResponseBytes: maxBytes)
    let http = self.http
    let maxBytes = self.maxBytes
    return await TimeLimited.run(seconds: timeout + 0.5, otherwise: .absent(.unreachable)) {
      do {
        let response = try await http.send(request)
        return Self.validate(response, maxBytes: maxBytes)
      } catch {
        return .absent(Self.absence(for: error))
      }
    }
  }

  static func validate(_ response: HTTPResponse, maxBytes: Int) -> CoverOutcome<CoverImage> {
    switch response.status {
    case 200..<300:
      guard response.body.count <= maxBytes else { return .absent(.tooLarge) }
      guard let format = ImageFormat.sniff(response.body) else { return .absent(.notAnImage) }
      return .found(CoverImage(bytes: response.body, format: format))
    case 408, 429, 500...: return .absent(.unreachable)
    default: return .absent(.notFound(status: response.status))
    }
  }

  static func absence(for error: any Error) -> CoverAbsence {
    if let absence = error as? CoverAbsence { return absence }
    switch error as? HTTPError {
    case .responseTooLarge: return .tooLarge
    case .tooManyRedirects, .insecureRedirect, .redirectRefused: return .refused(.redirects)
    case .timeout, .connection, .cancelled, nil: return .unreachable
    }
  }
}

/// Runs an operation with a time limit, answering `otherwise` when it is passed or the caller is
/// cancelled, without waiting for an operation that ignores cancellation (a `getaddrinfo`).
enum TimeLimited {
  static func run<Value: Sendable>(
    seconds: Double, otherwise: Value, _ operation: @escaping @Sendable () async -> Value
  ) async -> Value {
    let race = Race<Value>()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        race.begin(continuation)
        let work = Task { race.finish(await operation()) }
        let timer = Task {
          try? await Task.sleep(for: .milliseconds(Int(min(seconds, 3600) * 1000)))
          race.finish(otherwise)
        }
        race.hold([work, timer])
        if Task.isCancelled { race.finish(otherwise) }
      }
    } onCancel: {
      race.finish(otherwise)
    }
  }

  /// One continuation resumed by whichever side finishes first; the other tasks are cancelled.
  private final class Race<Value: Sendable>: Sendable {
    private struct State {
      var continuation: CheckedContinuation<Value, Never>?
      var done = false
      var result: Value?
      var tasks: [Task<Void, Never>] = []
    }
    private let state = Mutex(State())

    /// Stores the continuation, or resumes it at once when a side already finished (the
    /// caller was cancelled before the race began).
    func begin(_ continuation: CheckedContinuation<Value, Never>) {
      let early = state.withLock { s -> Value? in
        if s.done { return s.result }
        s.continuation = continuation
        return nil
      }
      if let early { continuation.resume(returning: early) }
    }

    func hold(_ tasks: [Task<Void, Never>]) {
      let done = state.withLock { s -> Bool in
        if !s.done { s.tasks = tasks }
        return s.done
      }
      if done { for task in tasks { task.cancel() } }
    }

    func finish(_ value: Value) {
      let (continuation, tasks) = state.withLock {
        s -> (CheckedContinuation<Value, Never>?, [Task<Void, Never>]) in
        guard !s.done else { return (nil, []) }
        s.done = true
        s.result = value
        defer {
          s.continuation = nil
          s.tasks = []
        }
        return (s.continuation, s.tasks)
      }
      for task in tasks { task.cancel() }
      continuation?.resume(returning: value)
    }
  }
}

import BookshelfCore

/// An `HTTPClient` decorator that follows redirects by `RedirectPolicy`, within the request's
/// time limit.
///
/// The base client must not follow redirects itself (`URLSessionHTTPClient` never does). Each
/// hop is sent with the time left of the original `timeout`, measured on the injected clock; a
/// timeout anywhere is reported with the original limit. Whether the exchange carries
/// credentials is decided once, from the original request, and holds for every hop.
public struct RedirectingHTTPClient: HTTPClient {
  private let base: any HTTPClient
  private let limit: Int
  private let clock: any Clock<Duration>

  /// - Parameters:
  ///   - base: the client that sends each hop and returns 3xx answers as they are.
  ///   - limit: most redirects in a row (`RedirectPolicy.defaultLimit`, 3).
  ///   - clock: measures the time spent, for the time left of each hop.
  public init(
    base: any HTTPClient, limit: Int = RedirectPolicy.defaultLimit,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.base = base
    self.limit = max(0, limit)
    self.clock = clock
  }

  /// Sends the request and follows redirects as `RedirectPolicy` allows.
  /// - Throws: `HTTPError.tooManyRedirects`, `.insecureRedirect`, `.redirectRefused`;
  ///   `.timeout(seconds:)` with the request's own limit; whatever `base` throws.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let stopwatch = Stopwatch.start(clock)
    let credentialed = RedirectPolicy.carriesCredentials(request)
    var current = request
    var followed = 0
    while true {
      let response: HTTPResponse
      do {
        response = try await base.send(current)
      } catch HTTPError.timeout {
        throw HTTPError.timeout(seconds: request.timeout)
      }
      guard
        var next = try RedirectPolicy.next(
          after: response, to: current, followed: followed, credentialed: credentialed, limit: limit)
      else { return response }
      followed += 1
      let left = request.timeout - stopwatch.seconds
      guard left > 0 else { throw HTTPError.timeout(seconds: request.timeout) }
      next.timeout = left
      current = next
    }
  }
}

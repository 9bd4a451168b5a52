import BookshelfCore
import Synchronization

/// An `HTTPClient` that builds its real client on the first `send(_:)`, once, and sends every
/// request through it.
///
/// Why: on Linux, building any `URLSessionConfiguration` makes FoundationNetworking create its
/// shared cookie folder (`$XDG_DATA_HOME/<executable folder>`) and URL cache folder
/// (`$XDG_CACHE_HOME/org.swift.foundation.URLCache/<executable>`). Commands that never reach
/// the network (`shelf`, `catalog stats`, `search --provider local`) must not create them, so
/// the composition root wraps the URLSession client in this.
public final class LazyHTTPClient: HTTPClient {
  private let make: @Sendable () -> any HTTPClient
  private let client = Mutex<(any HTTPClient)?>(nil)

  /// Creates a client that calls `make` at the first request (never more than once).
  public init(_ make: @escaping @Sendable () -> any HTTPClient) {
    self.make = make
  }

  /// Whether the real client has been built (by a first request).
  public var isBuilt: Bool { client.withLock { $0 != nil } }

  /// Sends through the real client, building it first if needed.
  /// - Throws: whatever the real client throws.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let real = client.withLock { stored in
      if let stored { return stored }
      let built = make()
      stored = built
      return built
    }
    return try await real.send(request)
  }
}

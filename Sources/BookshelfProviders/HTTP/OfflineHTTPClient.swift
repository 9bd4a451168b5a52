import BookshelfCore

/// The `HTTPClient` of offline mode (`--offline`, `BOOKSHELF_OFFLINE=1`): refuses every request
/// at once, before any connection, name lookup or URLSession exists, with
/// `HTTPError.connection(.offlineMode)`. Adapters report it as `BookshelfError.network(provider,
/// .offlineMode)`, which a response cache may answer from (a stale answer) and `search` falls
/// back from (the local catalog).
public struct OfflineHTTPClient: HTTPClient {
  /// Creates the refusing client.
  public init() {}

  /// Never sends.
  /// - Throws: `HTTPError.connection(.offlineMode)`, always; `CancellationError` first when the
  ///   calling task is already cancelled.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try Task.checkCancellation()
    throw HTTPError.connection(.offlineMode)
  }
}

/// Why a connection failed (`BookshelfError.network`). URL-free by construction: the system's
/// text may hold the URL (and keys travel in query strings), so only the kind and code travel.
public enum NetworkProblem: Sendable, Equatable {
  /// A `URLError`: what kind of failure, and its code (e.g. -1004).
  case urlError(NetworkFailure, code: Int)
  /// Another error from the transfer, by its `NSError` code.
  case transferFailed(code: Int)
  /// The answer was not an HTTP response.
  case notHTTPResponse
  /// The request was cancelled before an answer arrived.
  case cancelled
  /// A system's or library's own text (foreign, redacted, shown as is).
  case system(String)
  /// Offline mode (`--offline`, `BOOKSHELF_OFFLINE`): the request was refused before any
  /// connection was tried.
  case offlineMode
}

/// The kinds of `URLError` people can act on.
public enum NetworkFailure: Sendable, Equatable, CaseIterable {
  case cannotConnect, hostNotFound, offline, connectionLost, secureConnectionFailed
  case answerUnreadable, badRedirects, badURL, transferFailed
}

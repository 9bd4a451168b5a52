import BookshelfCore

extension BookshelfError {
  /// The CLI exit status: 2 invalid input, 3 configuration, 128 + signal when interrupted,
  /// 1 any other failure.
  public var exitStatus: Int32 {
    switch self {
    case .emptyQuery, .queryTooLong, .invalidPage, .invalidPageSize, .invalidISBN,
      .unknownProvider, .unknownField, .pageOutOfRange, .invalidStatus,
      .invalidRating, .invalidInput, .notUTF8, .textTooLong, .invalidProgress, .finishedBeforeStarted,
      .alreadyOnShelf:
      2
    case .missingAPIKey, .invalidAPIKey, .providerDiscontinued, .invalidConfiguration:
      3
    case .accessDenied, .quotaExceeded, .rateLimited, .serverError, .requestRejected,
      .badResponse, .timeout, .network, .notFound, .allProvidersFailed, .storage, .notADatabase,
      .file, .notOnShelf, .responseTooLarge, .redirectRefused, .insecureRedirect, .tooManyRedirects,
      .server, .nothingToUndo, .notRemoved:
      1
    case .interrupted(let signal):
      128 + signal
    }
  }
}

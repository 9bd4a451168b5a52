import BookshelfCore
import BookshelfPresentation

/// The one mapping from `BookshelfError` to the API's answer: HTTP status and stable code
/// (listed in `docs/web-api.openapi.json`), the message being the error's own localized
/// text. Errors whose text names a file or database path (storage, files, configuration)
/// answer a generic text instead; the upload's name stands for the path of `notUTF8`.
enum APIErrorMapping {
  /// The status and code of `error`. Exhaustive on purpose: a new `BookshelfError` case must
  /// be given its status and code here (the engine's start problem never reaches the API:
  /// `(500, "internal")`).
  static func statusAndCode(of error: BookshelfError) -> (status: Int, code: String) {
    switch error {
    case .emptyQuery: (400, "empty_query")
    case .queryTooLong: (400, "query_too_long")
    case .invalidPage: (400, "invalid_page")
    case .invalidPageSize: (400, "invalid_page_size")
    case .invalidISBN: (400, "invalid_isbn")
    case .unknownProvider: (400, "unknown_provider")
    case .unknownField: (400, "unknown_field")
    case .pageOutOfRange: (400, "page_out_of_range")
    case .invalidStatus: (400, "invalid_status")
    case .invalidRating: (400, "invalid_rating")
    case .invalidProgress: (400, "invalid_progress")
    case .finishedBeforeStarted: (400, "invalid_input")
    case .nothingToUndo: (404, "nothing_to_undo")
    case .notRemoved: (404, "not_removed")
    case .alreadyOnShelf: (409, "already_on_shelf")
    case .invalidInput: (400, "invalid_input")
    case .textTooLong: (400, "text_too_long")
    case .notUTF8: (400, "not_utf8")
    case .missingAPIKey: (503, "missing_api_key")
    case .providerDiscontinued: (503, "provider_discontinued")
    case .invalidAPIKey: (502, "invalid_api_key")
    case .accessDenied: (502, "access_denied")
    case .quotaExceeded: (429, "quota_exceeded")
    case .rateLimited: (429, "rate_limited")
    case .serverError: (502, "provider_error")
    case .requestRejected: (502, "request_rejected")
    case .badResponse: (502, "bad_response")
    case .responseTooLarge: (502, "response_too_large")
    case .redirectRefused, .insecureRedirect, .tooManyRedirects: (502, "bad_redirect")
    case .allProvidersFailed: (502, "all_providers_failed")
    case .timeout: (503, "timeout")
    case .network: (503, "unreachable")
    case .interrupted: (503, "interrupted")
    case .notFound: (404, "not_found")
    case .notOnShelf: (404, "not_on_shelf")
    case .storage, .notADatabase, .file: (500, "storage")
    case .invalidConfiguration, .server: (500, "internal")
    }
  }

  /// The failure answered for `error`.
  static func failure(for error: BookshelfError) -> APIFailure {
    let (status, code) = statusAndCode(of: error)
    var headers: [ServerResponse.Header] = []
    if case .rateLimited(_, let seconds?) = error, seconds >= 0 {
      headers.append(ServerResponse.Header("Retry-After", String(seconds)))
    }
    return APIFailure(status: status, code: code, message: message(for: error, code: code), headers: headers)
  }

  /// The text of `error`, without any path: storage and file errors and unknown cases say
  /// so generically. An import's errors name the upload by the name the page sent (`UploadName`,
  /// which never holds a `/`); a `notUTF8` naming anything with a `/` (a server path) says
  /// `UploadedFile.unnamed` instead.
  private static func message(for error: BookshelfError, code: String) -> any Localizable {
    switch error {
    case .storage, .notADatabase, .file: WebAPIMessage.storageFailed
    case .notUTF8(let path, let line, let encoding) where path.contains("/"):
      BookshelfError.notUTF8(path: UploadedFile.unnamed, line: line, encoding: encoding)
    case .allProvidersFailed(let errors):
      BookshelfError.allProvidersFailed(errors.filter { statusAndCode(of: $0).code != "storage" })
    default: code == "internal" ? ServerText.internal : error
    }
  }
}

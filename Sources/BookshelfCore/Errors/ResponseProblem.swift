/// Why an answer was not what the API documents (`BookshelfError.badResponse`).
public enum ResponseProblem: Sendable, Equatable {
  /// The body was empty.
  case emptyBody
  /// An HTML page arrived instead of JSON.
  case htmlInsteadOfJSON
  /// The JSON was malformed or cut off.
  case malformedJSON
  /// Valid JSON of another shape.
  case unexpectedShape
  /// The answer held no `documents` (Kakao) / `items` (Naver) array: the key's name.
  case missingList(String)
  /// Neither results nor an error object (Aladin).
  case neitherResultsNorError
  /// An error status without a body: the status.
  case statusWithoutBody(Int)
  /// An error status the body did not explain: the status (`HTTP 503`).
  case status(Int)
  /// An error object where results were expected (Kakao, Naver).
  case errorObjectInsteadOfResults
  /// The provider's own text (foreign, redacted, shown as is).
  case provider(String)
}

/// Why a provider refused access (`BookshelfError.accessDenied`).
public enum AccessProblem: Sendable, Equatable {
  /// The answer said nothing but its status (`HTTP 403`).
  case status(Int)
  /// The provider's own message (foreign, redacted, shown as is).
  case provider(String)
  /// Google: the Books API is not enabled for the key's Cloud project.
  case googleAPINotEnabled
  /// Google: the network's country is unknown (geographically restricted).
  case googleUnknownLocation
  /// Google: the key's restrictions do not allow the request.
  case googleKeyRestricted
  /// Google: another refusal, with Google's message when it gave one (foreign text).
  case googleForbidden(String?)
}

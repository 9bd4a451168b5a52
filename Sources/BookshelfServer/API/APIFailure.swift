import BookshelfCore
import BookshelfPresentation

/// A failure of an API request, as it is answered: the HTTP status, the stable code and the
/// localized message (`{"error":{"code","message"}}`), plus header fields (`Allow`,
/// `Retry-After`).
struct APIFailure: Error {
  let status: Int
  let code: String
  let message: any Localizable
  var headers: [ServerResponse.Header] = []

  /// The response in `language`.
  func response(in language: Language) -> ServerResponse {
    var response = ServerResponse.error(status: status, code: code, message: message.text(in: language))
    response.headers += headers
    return response
  }

  static func badRequest(_ message: WebAPIMessage) -> APIFailure {
    APIFailure(status: 400, code: "bad_request", message: message)
  }

  static let badJSON = APIFailure(status: 400, code: "bad_json", message: WebAPIMessage.badJSON)
  static let badPath = APIFailure(status: 400, code: "bad_path", message: ServerText.badPath)
  static let noSuchPath = APIFailure(status: 404, code: "not_found", message: ServerText.notFound)
  static let internalError = APIFailure(status: 500, code: "internal", message: ServerText.internal)

  static func methodNotAllowed(_ allowed: [String]) -> APIFailure {
    APIFailure(
      status: 405, code: "method_not_allowed", message: WebAPIMessage.methodNotAllowed(allowed: allowed),
      headers: [ServerResponse.Header("Allow", allowed.joined(separator: ", "))])
  }

  /// Any error a handler threw: an `APIFailure` as is, a `BookshelfError` by
  /// `APIErrorMapping`, anything else (a Swift error whose text may name types or paths) as
  /// 500 `internal` with the generic text.
  static func from(_ error: any Error) -> APIFailure {
    switch error {
    case let failure as APIFailure: failure
    case let error as BookshelfError: APIErrorMapping.failure(for: error)
    default: internalError
    }
  }
}

import BookshelfCore

/// The web server's own answers (before or around the API): the message of each error the
/// engine and its security layer give, in the request's language (`Accept-Language`).
public enum ServerText: BilingualText {
  /// 400 `bad_path`: the path has `..`, an encoded slash, a backslash or a NUL.
  case badPath
  /// 401 `unauthorized`: no valid token, session cookie or bearer token.
  case unauthorized
  /// 403 `forbidden_host`: the `Host` field is missing or not one of this server's.
  case forbiddenHost
  /// 403 `cross_origin`: a state-changing request without a JSON type or the custom header,
  /// or from another origin.
  case crossOrigin
  /// 404 `not_found`: no such page or file.
  case notFound
  /// 405 `method_not_allowed`: the method is not allowed on this path.
  case methodNotAllowed
  /// 413 `too_large`: the body is larger than `limit` bytes.
  case tooLarge(limit: Int)
  /// 421 `misdirected`: the `Host` names another server.
  case misdirected
  /// 431 `headers_too_large`: too many or too long header fields.
  case headersTooLarge
  /// 500 `internal`: something failed inside the server.
  case `internal`
  /// 501 `not_implemented`: an unknown method.
  case notImplemented
  /// 503 `unavailable`: the answer took longer than the server waits.
  case unavailable
  /// 400 `bad_request`: a control byte (such as a raw NUL) in a header field.
  case badRequest

  /// The English sentence.
  public var english: String {
    switch self {
    case .badPath: "This path is not allowed."
    case .unauthorized:
      "Sign-in needed: open the address with ?token= followed by the token from the config folder."
    case .forbiddenHost: "This server does not answer requests without its own Host name."
    case .crossOrigin: "Refused: the request did not come from this app's own page."
    case .notFound: "There is nothing at this address."
    case .methodNotAllowed: "This method is not allowed here."
    case .tooLarge(let limit):
      "The request is too large; at most \(BookshelfError.byteSize(limit, in: .english)) is accepted."
    case .misdirected: "This server does not answer for that host name."
    case .headersTooLarge: "The request's header fields are too many or too long."
    case .internal: "Something went wrong inside the server."
    case .notImplemented: "This method is not supported."
    case .unavailable: "The server took too long to answer; try again."
    case .badRequest: "The request is malformed."
    }
  }

  /// The Korean sentence.
  public var korean: String {
    switch self {
    case .badPath: "허용되지 않는 경로입니다."
    case .unauthorized: "로그인이 필요합니다. 설정 폴더의 토큰을 주소 뒤에 ?token=으로 붙여 여세요."
    case .forbiddenHost: "이 서버는 자기 Host 이름이 없는 요청에 답하지 않습니다."
    case .crossOrigin: "이 앱의 페이지에서 온 요청이 아니라서 거절했습니다."
    case .notFound: "이 주소에는 아무것도 없습니다."
    case .methodNotAllowed: "여기서는 이 메서드를 쓸 수 없습니다."
    case .tooLarge(let limit): "요청이 너무 큽니다. \(BookshelfError.byteSize(limit, in: .korean))까지만 받습니다."
    case .misdirected: "이 서버는 그 호스트 이름으로 답하지 않습니다."
    case .headersTooLarge: "요청의 헤더 필드가 너무 많거나 깁니다."
    case .internal: "서버 안에서 문제가 생겼습니다."
    case .notImplemented: "지원하지 않는 메서드입니다."
    case .unavailable: "서버가 너무 오래 답하지 않았습니다. 다시 해 보세요."
    case .badRequest: "요청의 형식이 잘못되었습니다."
    }
  }

}

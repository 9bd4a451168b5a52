import BookshelfCore

extension NetworkProblem: Localizable {
  /// Why the connection failed, as a clause (`could not connect to the server (URLError -1004)`).
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .urlError(let failure, let code): "\(failure.text(in: language)) (URLError \(code))"
      case .transferFailed(let code): "the transfer failed (error \(code))"
      case .notHTTPResponse: "the server's answer was not an HTTP response"
      case .cancelled: "cancelled"
      case .system(let text): text
      case .offlineMode: "offline (--offline or BOOKSHELF_OFFLINE): no request made"
      }
    case .korean:
      switch self {
      case .urlError(let failure, let code): "\(failure.text(in: language))(URLError \(code))"
      case .transferFailed(let code): "전송에 실패했습니다(오류 \(code))"
      case .notHTTPResponse: "서버의 응답이 HTTP 응답이 아닙니다"
      case .cancelled: "취소되었습니다"
      case .system(let text): text
      case .offlineMode: "오프라인 모드라서(--offline 또는 BOOKSHELF_OFFLINE) 요청하지 않았습니다"
      }
    }
  }
}

extension NetworkFailure: Localizable {
  /// The kind of failure, as a clause without the code.
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .cannotConnect: "could not connect to the server"
      case .hostNotFound: "the server's name could not be resolved"
      case .offline: "not connected to the internet"
      case .connectionLost: "the connection was lost"
      case .secureConnectionFailed: "the secure connection failed"
      case .answerUnreadable: "the server's answer could not be read"
      case .badRedirects: "too many or broken redirects"
      case .badURL: "the address is not a valid HTTP URL"
      case .transferFailed: "the transfer failed"
      }
    case .korean:
      switch self {
      case .cannotConnect: "서버에 연결하지 못했습니다"
      case .hostNotFound: "서버 이름을 찾을 수 없습니다"
      case .offline: "인터넷에 연결되어 있지 않습니다"
      case .connectionLost: "연결이 끊어졌습니다"
      case .secureConnectionFailed: "보안 연결에 실패했습니다"
      case .answerUnreadable: "서버의 응답을 읽을 수 없습니다"
      case .badRedirects: "리디렉션이 너무 많거나 잘못되었습니다"
      case .badURL: "주소가 올바른 HTTP URL이 아닙니다"
      case .transferFailed: "전송에 실패했습니다"
      }
    }
  }
}

extension ResponseProblem: Localizable {
  /// What was wrong with the answer, as a clause (`an HTML page instead of JSON`).
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .emptyBody: "empty body"
      case .htmlInsteadOfJSON: "an HTML page instead of JSON"
      case .malformedJSON: "malformed or truncated JSON"
      case .unexpectedShape: "JSON of an unexpected shape"
      case .missingList(let key): "no \(key) in the answer"
      case .neitherResultsNorError: "neither results nor an error object"
      case .statusWithoutBody(let status): "HTTP \(status) without a body"
      case .status(let status): "HTTP \(status)"
      case .errorObjectInsteadOfResults: "an error object instead of results"
      case .provider(let text): text
      }
    case .korean:
      switch self {
      case .emptyBody: "본문이 비어 있습니다"
      case .htmlInsteadOfJSON: "JSON 대신 HTML 페이지가 왔습니다"
      case .malformedJSON: "JSON이 잘못되었거나 잘렸습니다"
      case .unexpectedShape: "JSON의 모양이 예상과 다릅니다"
      case .missingList(let key): "응답에 \(key) 목록이 없습니다"
      case .neitherResultsNorError: "결과도 오류 객체도 없습니다"
      case .statusWithoutBody(let status): "본문 없는 HTTP \(status) 응답입니다"
      case .status(let status): "HTTP \(status)"
      case .errorObjectInsteadOfResults: "결과 대신 오류 객체가 왔습니다"
      case .provider(let text): text
      }
    }
  }
}

extension AccessProblem: Localizable {
  /// Why access was refused and what to do, as a clause.
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .status(let status): "HTTP \(status)"
      case .provider(let text): text
      case .googleAPINotEnabled:
        "the Books API is not enabled for the Google Cloud project of GOOGLE_BOOKS_API_KEY; "
          + "enable it in the Cloud console, or unset the key to use anonymous access"
      case .googleUnknownLocation:
        "Google cannot tell which country this network is in (geographically restricted); "
          + "try from another network"
      case .googleKeyRestricted:
        "the key's restrictions do not allow this request; check the API and IP restrictions "
          + "of GOOGLE_BOOKS_API_KEY in the Cloud console"
      case .googleForbidden(let message):
        (message ?? "access forbidden") + " (check GOOGLE_BOOKS_API_KEY and its restrictions)"
      }
    case .korean:
      switch self {
      case .status(let status): "HTTP \(status)"
      case .provider(let text): text
      case .googleAPINotEnabled:
        "GOOGLE_BOOKS_API_KEY의 Google Cloud 프로젝트에 Books API가 사용 설정되어 있지 않습니다. "
          + "Google Cloud 콘솔에서 사용 설정하거나, 키 없이 익명으로 쓰려면 키를 지우세요"
      case .googleUnknownLocation:
        "Google이 이 네트워크가 어느 나라에 있는지 알 수 없어 접근을 막았습니다(지역 제한). 다른 네트워크에서 시도하세요"
      case .googleKeyRestricted:
        "키의 제한 설정이 이 요청을 허용하지 않습니다. Google Cloud 콘솔에서 GOOGLE_BOOKS_API_KEY의 API 및 IP 제한을 확인하세요"
      case .googleForbidden(let message):
        (message ?? "접근이 금지되었습니다") + " (GOOGLE_BOOKS_API_KEY와 그 제한 설정을 확인하세요)"
      }
    }
  }
}

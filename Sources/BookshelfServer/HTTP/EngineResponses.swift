import BookshelfPresentation

/// The answers the engine gives itself, before or instead of the handler (413, 431, 503,
/// 500): the JSON error shape in the request's language, with the security fields.
enum EngineResponses {
  static func failure(_ status: Int, _ code: String, _ text: ServerText, request: ServerRequest)
    -> ServerResponse
  {
    let language = AcceptLanguage.preferred(request.header("accept-language"))
    var response = ServerResponse.error(status: status, code: code, message: text.text(in: language))
    response.headers.append(.init("Connection", "close"))
    let isAPI = request.rawPath == "/api" || request.rawPath.hasPrefix("/api/")
    return SecurityHeaders.applied(to: response, api: isAPI)
  }
}

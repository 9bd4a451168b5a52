import BookshelfPresentation

/// The whole web app as one `RequestHandling`: the security rules of `SecurityPolicy` first,
/// then `/api/…` to the JSON API and everything else to the page's embedded files.
///
/// Order: method (405/501), `Host` (421/403), token (401, or 303 with a session cookie for
/// `?token=`), `OPTIONS` (204), CSRF (403), NUL in the path (400), then the route. Every
/// response, errors included, carries `SecurityHeaders`.
public struct WebApp: RequestScreening {
  let api: any RequestHandling
  let policy: SecurityPolicy
  let files: StaticFiles
  let sessions: SessionStore

  /// The methods a request may use; others are 405 (known) or 501 (unknown).
  public static let allowedMethods: Set<String> = [
    "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS",
  ]
  /// Methods HTTP knows that this app never allows (405 rather than 501).
  static let knownMethods: Set<String> = ["TRACE", "CONNECT"]

  /// The app answering with `api` for `/api/…` under `policy`. `sessionClock` gives seconds
  /// on a steady scale for the sessions' lifetime (30 days) and idle expiry (7 days); nil is
  /// the continuous clock.
  public init(api: any RequestHandling, policy: SecurityPolicy, sessionClock: (@Sendable () -> Double)? = nil)
  {
    self.api = api
    self.policy = policy
    self.files = StaticFiles.embedded()
    self.sessions = SessionStore(now: sessionClock ?? SessionStore.monotonicSeconds)
  }

  /// The response to `request`, with the security fields.
  public func respond(to request: ServerRequest) async -> ServerResponse {
    let isAPI = request.rawPath == "/api" || request.rawPath.hasPrefix("/api/")
    if let refused = refusal(request, isAPI: isAPI) {
      return SecurityHeaders.applied(to: refused, api: isAPI)
    }
    return SecurityHeaders.applied(to: await route(request, isAPI: isAPI), api: isAPI)
  }

  /// The answer the head alone decides (method, `Host`, token, `OPTIONS`, CSRF, NUL in an API
  /// path), with the security fields; nil when the request may go on. The engine calls this
  /// before reading any body, so a refused upload is never buffered.
  public func screen(_ head: ServerRequest) -> ServerResponse? {
    let isAPI = head.rawPath == "/api" || head.rawPath.hasPrefix("/api/")
    return refusal(head, isAPI: isAPI).map { SecurityHeaders.applied(to: $0, api: isAPI) }
  }

  private func refusal(_ request: ServerRequest, isAPI: Bool) -> ServerResponse? {
    let language = AcceptLanguage.preferred(request.header("accept-language"))
    func failure(_ status: Int, _ code: String, _ text: ServerText) -> ServerResponse {
      .error(status: status, code: code, message: text.text(in: language))
    }
    guard Self.allowedMethods.contains(request.method) else {
      return Self.knownMethods.contains(request.method)
        ? failure(405, "method_not_allowed", .methodNotAllowed)
        : failure(501, "not_implemented", .notImplemented)
    }
    switch policy.verdict(host: request.header("host")) {
    case .allowed: break
    case .misdirected: return failure(421, "misdirected", .misdirected)
    case .forbidden: return failure(403, "forbidden_host", .forbiddenHost)
    }
    if policy.token != nil, let answer = authenticate(request, isAPI: isAPI, language: language) {
      return answer
    }
    if request.method == "OPTIONS" {
      let allow = isAPI ? "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" : "GET, HEAD, OPTIONS"
      return ServerResponse(status: 204, headers: [.init("Allow", allow)])
    }
    guard policy.allowsCrossSiteCheck(request) else { return failure(403, "cross_origin", .crossOrigin) }
    if isAPI && StaticPath.hasNUL(request.rawPath) { return failure(400, "bad_path", .badPath) }
    return nil
  }

  private func route(_ request: ServerRequest, isAPI: Bool) async -> ServerResponse {
    let language = AcceptLanguage.preferred(request.header("accept-language"))
    func failure(_ status: Int, _ code: String, _ text: ServerText) -> ServerResponse {
      .error(status: status, code: code, message: text.text(in: language))
    }
    if isAPI { return await api.respond(to: request) }
    return staticFile(request, failure: failure)
  }

  /// Nil when the request is authenticated (bearer token or session cookie); else the 401, or
  /// for `GET …?token=T` with the right token the 303 that sets the session cookie.
  private func authenticate(_ request: ServerRequest, isAPI: Bool, language: Language) -> ServerResponse? {
    let unauthorized: ServerResponse =
      isAPI
      ? .error(status: 401, code: "unauthorized", message: ServerText.unauthorized.text(in: language))
      : ServerResponse(
        status: 401, headers: [.init("Content-Type", "text/plain; charset=utf-8")],
        body: Array((ServerText.unauthorized.text(in: language) + "\n").utf8))
    if let given = request.queryValue("token"), request.method == "GET" || request.method == "HEAD" {
      guard policy.tokenMatches(given) else { return unauthorized }
      let session = sessions.open()
      let rest = request.query.filter { $0.name != "token" }
      let location =
        Self.sameOriginPath(request.rawPath) + (rest.isEmpty ? "" : "?" + QueryEncoding.encode(rest))
      return ServerResponse(
        status: 303,
        headers: [
          .init("Location", location),
          .init(
            "Set-Cookie",
            "\(SessionStore.cookieName)=\(session); Max-Age=\(SessionStore.lifetimeSeconds); HttpOnly; SameSite=Strict; Path=/"
          ),
          .init("Cache-Control", "no-store"),
        ])
    }
    if let authorization = request.header("authorization"), authorization.hasPrefix("Bearer "),
      policy.tokenMatches(String(authorization.dropFirst(7)))
    {
      return nil
    }
    return sessions.isValid(cookieHeader: request.header("cookie")) ? nil : unauthorized
  }

  /// `rawPath` as a path of this origin for a `Location` field: leading slashes (and
  /// backslashes) collapsed to one `/` (`//evil.example/` would be another host), and an
  /// absolute-form target (`http://evil.example/x`) reduced to its path.
  static func sameOriginPath(_ rawPath: String) -> String {
    var path = Substring(rawPath)
    if !path.hasPrefix("/") {
      if let scheme = path.firstRange(of: "://") {
        let authority = path[scheme.upperBound...]
        path = authority.firstIndex(of: "/").map { authority[$0...] } ?? ""
      } else {
        path = ""
      }
    }
    return "/" + path.drop { $0 == "/" || $0 == "\\" }
  }

  private func staticFile(
    _ request: ServerRequest, failure: (Int, String, ServerText) -> ServerResponse
  ) -> ServerResponse {
    guard let path = StaticPath.resolve(request.rawPath) else { return failure(400, "bad_path", .badPath) }
    guard request.method == "GET" || request.method == "HEAD" else {
      var response = failure(405, "method_not_allowed", .methodNotAllowed)
      response.headers.append(.init("Allow", "GET, HEAD, OPTIONS"))
      return response
    }
    guard let file = files.file(at: path) else { return failure(404, "not_found", .notFound) }
    let validators: [ServerResponse.Header] = [.init("ETag", file.etag), .init("Cache-Control", "no-cache")]
    if let match = request.header("if-none-match"),
      match == "*" || match.split(separator: ",").contains(where: { $0.trimmed == file.etag })
    {
      return ServerResponse(status: 304, headers: validators)
    }
    return ServerResponse(
      status: 200, headers: [.init("Content-Type", file.contentType)] + validators, body: file.bytes)
  }
}

/// Query pairs written back as `name=value&…`, percent-encoded (the token redirect).
enum QueryEncoding {
  static func encode(_ pairs: [(name: String, value: String)]) -> String {
    pairs.map { escape($0.name) + "=" + escape($0.value) }.joined(separator: "&")
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E:
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".utf8)
        result +=
          "%" + String(UnicodeScalar(hex[Int(byte >> 4)])) + String(UnicodeScalar(hex[Int(byte & 15)]))
      }
    }
    return result
  }
}

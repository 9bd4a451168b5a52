import BookshelfPresentation

/// The API's route table: a method and a path pattern (`/api/books/{id}/cover`) per handler.
/// Literal segments win over `{…}` parameters (`/api/shelf/undo` before `/api/shelf/{id}`).
/// A path no pattern matches is 404 `not_found`; a matched pattern without the method is 405
/// `method_not_allowed` with `Allow` (`HEAD` is allowed wherever `GET` is, `OPTIONS`
/// everywhere).
struct APIRouter: Sendable {
  /// One route.
  struct Route: Sendable {
    let method: String
    let pattern: String
    let handler: APIHandler
    let segments: [Segment]

    init(_ method: String, _ pattern: String, _ handler: @escaping APIHandler) {
      self.method = method
      self.pattern = pattern
      self.handler = handler
      segments = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
        $0.hasPrefix("{") && $0.hasSuffix("}") ? .parameter : .literal(String($0))
      }
    }

    /// The decoded parameter values when `path` matches, or nil.
    func match(_ path: [String]) -> [String]? {
      guard path.count == segments.count else { return nil }
      var values: [String] = []
      for (segment, part) in zip(segments, path) {
        switch segment {
        case .literal(let text): guard text == part else { return nil }
        case .parameter:
          guard !part.isEmpty else { return nil }
          values.append(part)
        }
      }
      return values
    }

    /// How many literal segments the pattern has (more is more specific).
    var specificity: Int { segments.count { if case .literal = $0 { true } else { false } } }
  }

  /// A pattern segment.
  enum Segment: Sendable, Hashable {
    case literal(String)
    case parameter
  }

  /// What a request's method and path lead to.
  enum Outcome {
    case route(Route, parameters: [String])
    case options(allowed: [String])
    case failure(APIFailure)
  }

  let routes: [Route]

  /// The route for `method` and the percent-encoded `rawPath`.
  func resolve(method: String, rawPath: String) -> Outcome {
    guard let path = Self.decodedSegments(rawPath) else { return .failure(.badPath) }
    let matching = routes.compactMap { route in route.match(path).map { (route, $0) } }
    guard let best = matching.map(\.0.specificity).max() else { return .failure(.noSuchPath) }
    let candidates = matching.filter { $0.0.specificity == best }
    let wanted = method == "HEAD" ? "GET" : method
    if let (route, parameters) = candidates.first(where: { $0.0.method == wanted }) {
      return .route(route, parameters: parameters)
    }
    var allowed = candidates.map(\.0.method)
    if allowed.contains("GET") { allowed.append("HEAD") }
    allowed.append("OPTIONS")
    if method == "OPTIONS" { return .options(allowed: allowed) }
    return .failure(.methodNotAllowed(allowed))
  }

  /// The path's segments after the leading `/`, each percent-decoded as UTF-8; nil when a
  /// `%` is not followed by two hex digits, the bytes are not UTF-8, a segment holds NUL, or
  /// the path is longer than 8 KiB.
  static func decodedSegments(_ rawPath: String) -> [String]? {
    guard rawPath.hasPrefix("/"), rawPath.utf8.count <= 8_192 else { return nil }
    var segments: [String] = []
    for raw in rawPath.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    {
      guard let segment = percentDecoded(raw) else { return nil }
      segments.append(segment)
    }
    return segments
  }

  private static func percentDecoded(_ bytes: some Collection<UInt8>) -> String? {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var iterator = bytes.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        out.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return nil
      }
      out.append(high << 4 | low)
    }
    guard !out.contains(0), let text = String(validating: out, as: UTF8.self) else { return nil }
    return text
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

/// A route's handler: the API, the request, the path's `{…}` values in order, the language.
typealias APIHandler = @Sendable (WebAPI, APIContext) async throws -> ServerResponse

/// What a handler is given.
struct APIContext: Sendable {
  let request: ServerRequest
  let parameters: [String]
  let language: Language

  /// The first path parameter (the `{id}` of every route that has one).
  var id: String { parameters.first ?? "" }
}

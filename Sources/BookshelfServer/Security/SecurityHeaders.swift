/// The header fields every response carries (CONTRACT13.md), whoever made it.
public enum SecurityHeaders {
  /// The Content-Security-Policy: only this origin, no inline script or style, no framing.
  public static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    + "font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  /// The fields added to every response.
  public static let fields: [ServerResponse.Header] = [
    .init("Content-Security-Policy", contentSecurityPolicy),
    .init("X-Content-Type-Options", "nosniff"),
    .init("Referrer-Policy", "no-referrer"),
    .init("X-Frame-Options", "DENY"),
    .init("Cross-Origin-Opener-Policy", "same-origin"),
  ]

  /// `response` with the security fields (replacing any of the same names), without any CORS
  /// field (`Access-Control-…`), and for an API path (`api`) `Cache-Control: no-store` unless
  /// the handler set its own (covers).
  public static func applied(to response: ServerResponse, api: Bool = false) -> ServerResponse {
    var result = response
    let names = Set(fields.map { $0.name.lowercased() })
    result.headers.removeAll {
      let name = $0.name.lowercased()
      return names.contains(name) || name.hasPrefix("access-control-")
    }
    result.headers += fields
    if api && result.header("Cache-Control") == nil {
      result.headers.append(.init("Cache-Control", "no-store"))
    }
    return result
  }
}

import BookshelfCore
import Foundation

/// The one rule for following a redirect, as a pure function of the request and the answer.
///
/// - Followed statuses: 301, 302, 303 (re-sent as `GET`) and 307, 308 (same method); a relative
///   `Location` is resolved against the request's URL. Any other status, or a `Location` that is
///   missing, unreadable or not http(s), makes the answer final.
/// - At most `limit` redirects in a row (3 by default); one more is `.tooManyRedirects`.
/// - Never from https to http (`.insecureRedirect`), whatever the request carries.
/// - A request that carries credentials (`carriesCredentials`) is re-sent only to the same
///   scheme, host and port; another origin is `.redirectRefused` naming that origin (scheme, host
///   and port only: never a path, query or user info, where a key could travel). A keyless
///   request may go to another origin.
public enum RedirectPolicy {
  /// Redirects followed in a row before giving up.
  public static let defaultLimit = 3

  /// Header fields that carry a credential (lower-cased), besides any whose name contains
  /// `secret` or `token`.
  static let credentialHeaders: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "x-naver-client-id", "x-naver-client-secret",
    "x-api-key", "api-key",
  ]

  /// The request to send after `response`, or nil when `response` is the final answer.
  /// - Parameters:
  ///   - response: the answer to `request`.
  ///   - request: the request just sent.
  ///   - followed: redirects already followed on the way to `request`.
  ///   - credentialed: whether the exchange carries credentials (by default, whether `request`
  ///     does); pass what the original request carried, so that no later hop loses that guard.
  ///   - limit: most redirects in a row.
  /// - Throws: `HTTPError.tooManyRedirects`, `.insecureRedirect` or `.redirectRefused`.
  public static func next(
    after response: HTTPResponse, to request: HTTPRequest, followed: Int, credentialed: Bool? = nil,
    limit: Int = defaultLimit
  ) throws(HTTPError) -> HTTPRequest? {
    let method: String
    switch response.status {
    case 301, 302, 303: method = request.method == "HEAD" ? "HEAD" : "GET"
    case 307, 308: method = request.method
    default: return nil
    }
    guard let location = response.header("Location")?.trimmingCharacters(in: .whitespaces),
      !location.isEmpty, let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
      let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil
    else { return nil }
    guard followed < limit else { throw .tooManyRedirects(limit: limit) }
    if request.url.scheme?.lowercased() == "https" && scheme == "http" {
      throw .insecureRedirect(origin: origin(of: target))
    }
    if credentialed ?? carriesCredentials(request), !sameOrigin(request.url, target) {
      throw .redirectRefused(origin: origin(of: target))
    }
    var next = request
    next.url = target
    next.method = method
    return next
  }

  /// True when the request carries a credential: a header such as `Authorization` or
  /// `X-Naver-Client-Secret` (or any whose name contains `secret` or `token`), or a query
  /// parameter named like a key (`key`, `ttbkey`, `apikey`, `client_secret`, … as `Redactor`
  /// masks them).
  public static func carriesCredentials(_ request: HTTPRequest) -> Bool {
    for name in request.headers.keys.map({ $0.lowercased() })
    where credentialHeaders.contains(name) || name.contains("secret") || name.contains("token") {
      return true
    }
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    return items.contains { Redactor.keyParameters.contains($0.name.lowercased()) }
  }

  /// `scheme://host[:port]` of `url`: what an error may show of a redirect target.
  public static func origin(of url: URL) -> String {
    let scheme = url.scheme?.lowercased() ?? "?"
    var host = url.host(percentEncoded: true)?.lowercased() ?? ""
    if host.contains(":") && !host.hasPrefix("[") { host = "[\(host)]" }
    if host.count > 100 { host = String(host.prefix(99)) + "…" }
    return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
  }

  /// Same scheme, host (case-insensitive) and port (the scheme's default when none is given).
  static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
    func parts(_ url: URL) -> (String, String, Int) {
      let scheme = url.scheme?.lowercased() ?? ""
      return (
        scheme, url.host(percentEncoded: true)?.lowercased() ?? "", url.port ?? (scheme == "https" ? 443 : 80)
      )
    }
    return parts(a) == parts(b)
  }
}

extension SecurityPolicy {
  /// The methods that change something and so pass the CSRF rule.
  public static let stateChangingMethods: Set<String> = ["POST", "PUT", "PATCH", "DELETE"]

  /// True when a state-changing `request` may go on: it carries `Content-Type:
  /// application/json` or `X-Bookshelf: 1`, AND its `Origin` is this server's own origin
  /// (`http://` + the request's `Host`), or, without `Origin`, `Sec-Fetch-Site` is
  /// `same-origin` or `none`. Other methods always pass.
  public func allowsCrossSiteCheck(_ request: ServerRequest) -> Bool {
    guard Self.stateChangingMethods.contains(request.method) else { return true }
    let mediaType = request.header("content-type")?.split(separator: ";").first?.trimmed.lowercased()
    let marked = request.header("x-bookshelf")?[...].trimmed == "1"
    guard mediaType == "application/json" || marked else { return false }
    if let origin = request.header("origin") {
      guard let host = request.header("host") else { return false }
      return origin.lowercased() == "http://" + host.lowercased()
    }
    let site = request.header("sec-fetch-site")?.lowercased()
    return site == "same-origin" || site == "none"
  }
}

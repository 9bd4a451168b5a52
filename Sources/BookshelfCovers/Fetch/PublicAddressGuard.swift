import BookshelfCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An `HTTPClient` decorator that sends a request only to an http(s) URL whose host is a public
/// address: an IP literal is checked as it is, a name through the injected resolver (every
/// address it yields must be public). Put under `RedirectingHTTPClient`, it sees every hop, so a
/// redirect to a private address is refused too, before any byte is sent to it.
///
/// Exempt: the origins (scheme, host, port) given by the endpoint overrides
/// (`BOOKSHELF_*_URL`, `BOOKSHELF_COVERS_URL`), for mirrors and loopback tests.
///
/// Known gap (DNS rebinding): the name is resolved here and again by the transport when it
/// connects; a resolver that answers a public address first and a private one a moment later
/// could slip through. Closing it needs connecting to the checked address itself, which
/// URLSession on Linux does not offer (an https URL must keep its host name for TLS).
public struct PublicAddressGuard: HTTPClient {
  private let base: any HTTPClient
  private let resolver: any HostResolving
  private let exempt: Set<String>

  /// - Parameters:
  ///   - base: the client that sends the checked request.
  ///   - resolver: turns host names into addresses (`SystemHostResolver` live).
  ///   - exemptOrigins: URLs whose origin is let through unchecked (the endpoint overrides).
  public init(
    base: any HTTPClient, resolver: any HostResolving = SystemHostResolver(), exemptOrigins: [URL] = []
  ) {
    self.base = base
    self.resolver = resolver
    self.exempt = Set(exemptOrigins.compactMap(Self.origin))
  }

  /// Checks the URL, then sends through `base` as `URL.forFetching` has it (also after a
  /// redirect): the scheme in lower case (`HTTP://` is fetched as `http://`) and without user
  /// info (no `Authorization` header from `user:password@`).
  /// - Throws: `CoverAbsence.refused(…)` without sending anything for a URL that is not
  ///   http(s) (`.scheme`), whose host does not resolve (`.unresolvable`) or is not public
  ///   (`.privateAddress`); whatever `base` throws.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var request = request
    request.url = request.url.forFetching
    try await check(request.url)
    return try await base.send(request)
  }

  /// Whether `url` may be fetched.
  /// - Throws: `CoverAbsence.refused(…)` as `send(_:)` does.
  public func check(_ url: URL) async throws(CoverAbsence) {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      throw .refused(.scheme)
    }
    guard let host = url.host(percentEncoded: false), !host.isEmpty else {
      throw .refused(.unresolvable)
    }
    if let origin = Self.origin(url), exempt.contains(origin) { return }
    let addresses: [IPAddress]
    if let literal = IPAddress(literal: host) {
      addresses = [literal]
    } else {
      addresses = try await resolver.addresses(of: host)
    }
    guard !addresses.isEmpty else { throw .refused(.unresolvable) }
    if let inside = addresses.first(where: { !$0.isPublic }) {
      throw .refused(.privateAddress(inside.description))
    }
  }

  /// `scheme://host:port` with the scheme's default port filled in, lower-cased.
  static func origin(_ url: URL) -> String? {
    guard let scheme = url.scheme?.lowercased(), let host = url.host(percentEncoded: false)?.lowercased()
    else { return nil }
    let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    let port = url.port ?? (scheme == "https" ? 443 : 80)
    return "\(scheme)://\(bare):\(port)"
  }
}

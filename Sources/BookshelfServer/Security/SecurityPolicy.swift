#if canImport(Glibc)
  import Glibc
#endif

/// The rules every request passes before a handler sees it (see `WebApp`): which `Host` names
/// are this server, whether a token is required, and the headers every response carries.
public struct SecurityPolicy: Sendable {
  /// The address the server is bound to (`127.0.0.1`, `::1`, `0.0.0.0`, …).
  public var boundHost: String
  /// The port it listens on.
  public var port: UInt16
  /// More names the server may be reached by (configured), besides the bound address,
  /// `localhost`, `127.0.0.1` and `[::1]` on a loopback bind.
  public var allowedHostNames: [String]
  /// The secret token exchanged for a session cookie, or nil when the server is bound to
  /// loopback (no authentication).
  public var token: String?

  /// A policy for a server bound to `boundHost:port`.
  public init(boundHost: String, port: UInt16, allowedHostNames: [String] = [], token: String? = nil) {
    self.boundHost = boundHost
    self.port = port
    self.allowedHostNames = allowedHostNames
    self.token = token
  }

  /// The largest body of the import upload (`POST /api/shelf/import`): 16 MiB.
  public static let importBodyLimit = 16 << 20
  /// The largest body of every other request: 64 KiB.
  public static let defaultBodyLimit = 64 << 10

  /// The largest body, in bytes, a request with `method` to `rawPath` (as sent, without the
  /// query) may carry: `importBodyLimit` for the import upload, `defaultBodyLimit` otherwise.
  /// The serve command passes this to `HTTPServer.Settings.maxBodyBytes`.
  public static func maxBodyBytes(method: String, rawPath: String) -> Int {
    method == "POST" && rawPath == "/api/shelf/import" ? importBodyLimit : defaultBodyLimit
  }

  /// True when the server listens on a loopback address only (`127.0.0.0/8`, `::1` in any
  /// spelling, `localhost`): no token is needed there. `::ffff:127.0.0.1` is not loopback here
  /// (an IPv6 socket bound to it is reachable as it says only on some systems): it needs the token.
  public static func isLoopback(_ host: String) -> Bool {
    let name = host.lowercased()
    if name == "localhost" { return true }
    var v4 = in_addr()
    if inet_pton(AF_INET, name, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
    var v6 = in6_addr()
    guard inet_pton(AF_INET6, name, &v6) == 1 else { return false }
    return withUnsafeBytes(of: &v6) { Array($0) } == [UInt8](repeating: 0, count: 15) + [1]
  }

  /// True for the wildcard binds `0.0.0.0` and `::`, which listen on every interface.
  public static func isWildcard(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" }

  /// True when `candidate` is the token, compared in constant time (for its length).
  public func tokenMatches(_ candidate: String) -> Bool {
    guard let token else { return false }
    let expected = Array(token.utf8)
    let given = Array(candidate.utf8)
    var difference: UInt8 = expected.count == given.count ? 0 : 1
    for index in 0..<max(expected.count, given.count) {
      let a = index < expected.count ? expected[index] : 0
      let b = index < given.count ? given[index] : 0
      difference |= a ^ b
    }
    return difference == 0 && !expected.isEmpty
  }
}

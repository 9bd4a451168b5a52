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
}

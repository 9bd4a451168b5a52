/// One HTTP response: status, header fields and body bytes (sent with `Content-Length`).
public struct ServerResponse: Sendable, Hashable {
  /// The status code (200, 201, 204, 400, …).
  public var status: Int
  /// Header fields in the order sent; names as written (`Content-Type`). The security layer
  /// adds its own (CSP, `nosniff`, …) to every response.
  public var headers: [Header]
  /// The body; empty for none (and for every `HEAD` response, whose headers still describe it).
  public var body: [UInt8]

  /// One header field.
  public struct Header: Sendable, Hashable {
    /// The field name, e.g. `Content-Type`.
    public var name: String
    /// The field value (never containing CR or LF: the engine refuses such values).
    public var value: String

    /// A field.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// A response; no header fields and an empty body unless given.
  public init(status: Int, headers: [Header] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The value of the first header field named `name` (any letter case), or nil.
  public func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.name.lowercased() == wanted }?.value
  }
}

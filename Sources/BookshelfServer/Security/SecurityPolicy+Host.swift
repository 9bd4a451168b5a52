#if canImport(Glibc)
  import Glibc
#endif

/// What the `Host` field of a request says about it (DNS-rebinding protection).
public enum HostVerdict: Sendable, Hashable {
  /// One of this server's names.
  case allowed
  /// A name that is not this server's: 421 `misdirected`.
  case misdirected
  /// Missing, unreadable, or an address that is not this server's: 403 `forbidden_host`.
  case forbidden
}

extension SecurityPolicy {
  /// Whether `host` (the request's `Host` field, nil when missing) names this server: the
  /// bound address with the port, `localhost`/`127.0.0.1`/`[::1]` with the port on a loopback
  /// or wildcard bind (a rebinding attack needs a name of the attacker's, never these), a configured name (with the port, or without one when configured without), or on a
  /// wildcard bind any IP literal with the port.
  public func verdict(host: String?) -> HostVerdict {
    guard let host, let field = HostField(host) else { return .forbidden }
    let ours = field.port == Int(port)
    if ours && field.name == HostField.normalized(boundHost) { return .allowed }
    let local = Self.isLoopback(boundHost) || Self.isWildcard(boundHost)
    if ours && local && ["localhost", "127.0.0.1", "::1"].contains(field.name) {
      return .allowed
    }
    for configured in allowedHostNames {
      guard let name = HostField(configured) else { continue }
      if name.name == field.name && (name.port == nil ? (ours || field.port == nil) : name.port == field.port)
      {
        return .allowed
      }
    }
    let literal = IPLiteral.isIPv4(field.name) || IPLiteral.isIPv6(field.name)
    if literal && Self.isWildcard(boundHost) && ours { return .allowed }
    return literal ? .forbidden : .misdirected
  }
}

/// A `Host` field split into a lower-case name (IPv6 without brackets) and a port.
struct HostField: Hashable {
  var name: String
  var port: Int?

  /// Nil when the field is not `name[:port]` or `[v6][:port]` of sensible characters.
  init?(_ text: String) {
    let value = text.lowercased()
    guard !value.isEmpty, value.utf8.count <= 255 else { return nil }
    var rest: Substring
    if value.hasPrefix("[") {
      guard let close = value.firstIndex(of: "]") else { return nil }
      name = String(value[value.index(after: value.startIndex)..<close])
      guard IPLiteral.isIPv6(name) else { return nil }
      rest = value[value.index(after: close)...]
    } else {
      let colon = value.firstIndex(of: ":") ?? value.endIndex
      name = String(value[..<colon])
      rest = value[colon...]
      let allowed = name.utf8.allSatisfy { byte in
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
          || byte == 0x5F
      }
      guard !name.isEmpty, allowed else { return nil }
    }
    if rest.isEmpty {
      port = nil
    } else {
      guard rest.first == ":" else { return nil }
      let digits = rest.dropFirst()
      guard (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(digits), (1...65535).contains(number)
      else { return nil }
      port = number
    }
  }

  /// An address as a `Host` name compares it: lower case, IPv6 without brackets.
  static func normalized(_ host: String) -> String {
    let value = host.lowercased()
    return value.hasPrefix("[") && value.hasSuffix("]") ? String(value.dropFirst().dropLast()) : value
  }
}

/// Numeric IP address checks (`inet_pton`).
enum IPLiteral {
  static func isIPv4(_ text: String) -> Bool {
    var address = in_addr()
    return inet_pton(AF_INET, text, &address) == 1
  }

  static func isIPv6(_ text: String) -> Bool {
    var address = in6_addr()
    return inet_pton(AF_INET6, text, &address) == 1
  }
}

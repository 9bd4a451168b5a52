import BookshelfCore
import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// The port that turns a host name into addresses, so tests can make `covers.example` resolve
/// to `10.0.0.1` without any lookup.
public protocol HostResolving: Sendable {
  /// Every address `host` resolves to (IPv4 and IPv6).
  /// - Throws: `CoverAbsence.refused(.unresolvable)` when it resolves to nothing.
  func addresses(of host: String) async throws(CoverAbsence) -> [IPAddress]
}

/// The system resolver: `getaddrinfo` (Glibc), run on a Dispatch queue so a slow lookup never
/// holds one of Swift's cooperative threads. It cannot be cancelled; the fetcher's time limit
/// answers the caller without waiting for it.
public struct SystemHostResolver: HostResolving {
  /// The system resolver.
  public init() {}

  /// The addresses of `host` by `getaddrinfo`, duplicates removed, in the order given.
  /// - Throws: `.refused(.unresolvable)` when the lookup fails or yields no address.
  public func addresses(of host: String) async throws(CoverAbsence) -> [IPAddress] {
    let found: [IPAddress] = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: Self.lookUp(host)) }
    }
    guard !found.isEmpty else { throw .refused(.unresolvable) }
    return found
  }

  static func lookUp(_ host: String) -> [IPAddress] {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, nil, &hints, &list) == 0 else { return [] }
    defer { freeaddrinfo(list) }
    var addresses: [IPAddress] = []
    var node = list
    while let info = node?.pointee {
      if let address = info.ai_addr, let ip = ipAddress(address, family: info.ai_family),
        !addresses.contains(ip)
      {
        addresses.append(ip)
      }
      node = info.ai_next
    }
    return addresses
  }

  private static func ipAddress(_ address: UnsafeMutablePointer<sockaddr>, family: Int32) -> IPAddress? {
    switch family {
    case AF_INET:
      return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
        var value = pointer.pointee.sin_addr
        return IPAddress(bytes: withUnsafeBytes(of: &value) { Array($0) })
      }
    case AF_INET6:
      return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
        var value = pointer.pointee.sin6_addr
        return IPAddress(bytes: withUnsafeBytes(of: &value) { Array($0) })
      }
    default: return nil
    }
  }
}

#if canImport(Glibc)
  import Glibc
#endif

/// An IPv4 or IPv6 address as its bytes (4 or 16), and whether it is public.
public struct IPAddress: Sendable, Hashable, CustomStringConvertible {
  /// 4 bytes (IPv4) or 16 bytes (IPv6), network order.
  public let bytes: [UInt8]

  /// An address from 4 or 16 bytes; nil for any other count.
  public init?(bytes: [UInt8]) {
    guard bytes.count == 4 || bytes.count == 16 else { return nil }
    self.bytes = bytes
  }

  /// A strict literal: dotted-quad IPv4 (`10.0.0.1`) or IPv6 (`::1`, `[fe80::1]`, zone ids
  /// such as `%eth0` ignored); nil for anything else (host names, `2130706433`, `0x7f.1`,
  /// which the resolver interprets).
  public init?(literal text: String) {
    var text = Substring(text)
    if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
    if let percent = text.firstIndex(of: "%") { text = text[..<percent] }
    var v4 = in_addr()
    if inet_pton(AF_INET, String(text), &v4) == 1 {
      self.bytes = withUnsafeBytes(of: &v4) { Array($0) }
      return
    }
    var v6 = in6_addr()
    if inet_pton(AF_INET6, String(text), &v6) == 1 {
      self.bytes = withUnsafeBytes(of: &v6) { Array($0) }
      return
    }
    return nil
  }

  /// Dotted quad for IPv4, RFC 5952 text for IPv6 (`::ffff:10.0.0.1`, `fe80::1`).
  public var description: String {
    var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    let family = bytes.count == 4 ? AF_INET : AF_INET6
    let ok = bytes.withUnsafeBytes { raw in
      inet_ntop(family, raw.baseAddress, &buffer, socklen_t(buffer.count)) != nil
    }
    guard ok else { return bytes.map(String.init).joined(separator: ".") }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// True for an address on the public internet: false for loopback, private (10/8,
  /// 172.16/12, 192.168/16), CGNAT (100.64/10), link-local (169.254/16, fe80::/10), multicast,
  /// unspecified, broadcast, documentation, benchmarking and reserved ranges, IPv6 unique-local
  /// (fc00::/7) and site-local (fec0::/10), and for any IPv6 form that carries one of those
  /// IPv4 addresses (IPv4-mapped `::ffff:0:0/96`, IPv4-compatible `::/96`, NAT64 `64:ff9b::/96`,
  /// 6to4 `2002::/16`). Only global unicast IPv6 (2000::/3) outside the special ranges is
  /// public.
  public var isPublic: Bool {
    bytes.count == 4 ? Self.isPublicV4(bytes) : isPublicV6
  }

  private static func isPublicV4(_ b: [UInt8]) -> Bool {
    let (a, c) = (b[0], b[1])
    switch a {
    case 0, 10, 127: return false  // this network, private, loopback
    case 100 where (64...127).contains(c): return false  // CGNAT 100.64/10
    case 169 where c == 254: return false  // link-local
    case 172 where (16...31).contains(c): return false  // private
    case 192 where c == 168: return false  // private
    case 192 where c == 0 && (b[2] == 0 || b[2] == 2): return false  // IETF 192.0.0/24, TEST-NET-1
    case 192 where c == 88 && b[2] == 99: return false  // 6to4 relay anycast
    case 198 where c == 18 || c == 19: return false  // benchmarking 198.18/15
    case 198 where c == 51 && b[2] == 100: return false  // TEST-NET-2
    case 203 where c == 0 && b[2] == 113: return false  // TEST-NET-3
    case 224...255: return false  // multicast 224/4, reserved 240/4, broadcast
    default: return true
    }
  }

  private var isPublicV6: Bool {
    let b = bytes
    let embedded = Array(b[12..<16])
    if b[0..<10].allSatisfy({ $0 == 0 }) {
      // ::, ::1, IPv4-compatible ::a.b.c.d, IPv4-mapped ::ffff:a.b.c.d: never a cover host
      // by these spellings unless the IPv4 address itself is public (mapped only).
      if b[10] == 0xFF, b[11] == 0xFF { return Self.isPublicV4(embedded) }
      return false
    }
    // NAT64 64:ff9b::/96 carries an IPv4 address; 64:ff9b:1::/48 is local-use.
    if b[0] == 0x00, b[1] == 0x64, b[2] == 0xFF, b[3] == 0x9B {
      return b[4..<12].allSatisfy({ $0 == 0 }) && Self.isPublicV4(embedded)
    }
    guard b[0] & 0xE0 == 0x20 else { return false }  // only global unicast 2000::/3
    if b[0] == 0x20, b[1] == 0x01, b[2] < 0x02 { return false }  // 2001::/23 (Teredo, ORCHID, …)
    if b[0] == 0x20, b[1] == 0x01, b[2] == 0x0D, b[3] == 0xB8 { return false }  // 2001:db8::/32
    if b[0] == 0x3F, b[1] == 0xFF, b[2] & 0xF0 == 0 { return false }  // 3fff::/20 documentation
    if b[0] == 0x20, b[1] == 0x02 { return Self.isPublicV4(Array(b[2..<6])) }  // 6to4
    return true
  }
}

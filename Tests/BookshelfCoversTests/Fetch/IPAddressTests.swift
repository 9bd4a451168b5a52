import Testing

@testable import BookshelfCovers

@Suite("IPAddress: which addresses count as public")
struct IPAddressTests {
  @Test(
    "loopback, private, CGNAT, link-local, multicast, unspecified and reserved are not public",
    arguments: [
      "127.0.0.1", "127.255.0.9", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1",
      "100.64.0.1", "100.127.255.255", "169.254.169.254", "0.0.0.0", "224.0.0.1", "239.1.1.1",
      "240.0.0.1", "255.255.255.255", "192.0.2.1", "198.18.0.1", "198.51.100.7", "203.0.113.9",
      "::", "::1", "fe80::1", "fe80::1%eth0", "[fe80::1]", "fc00::1", "fd12:3456::1", "ff02::1",
      "fec0::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "::127.0.0.1",
      "64:ff9b::a00:1", "64:ff9b:1::1", "2001:db8::1", "2001::1", "2002:0a00:0001::1", "100::1",
    ])
  func notPublic(_ text: String) throws {
    let address = try #require(IPAddress(literal: text))
    #expect(!address.isPublic)
  }

  @Test(
    "ordinary internet addresses are public, also when mapped into IPv6",
    arguments: [
      "8.8.8.8", "93.184.216.34", "172.32.0.1", "100.128.0.1", "169.253.1.1", "2606:4700::1111",
      "2a00:1450:4001::200e", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:0808:0808::1",
    ])
  func isPublic(_ text: String) throws {
    let address = try #require(IPAddress(literal: text))
    #expect(address.isPublic)
  }

  @Test("only strict literals parse; names and odd numeric forms are left to the resolver")
  func literals() {
    #expect(IPAddress(literal: "covers.example") == nil)
    #expect(IPAddress(literal: "2130706433") == nil)
    #expect(IPAddress(literal: "0x7f.0.0.1") == nil)
    #expect(IPAddress(literal: "10.0.0.1")?.bytes == [10, 0, 0, 1])
    #expect(IPAddress(literal: "::ffff:10.0.0.1")?.description == "::ffff:10.0.0.1")
  }

  @Test("the system resolver reads numeric forms as the C library does (2130706433 is loopback)")
  func systemResolverNumeric() async throws {
    let found = try await SystemHostResolver().addresses(of: "2130706433")
    #expect(found.map(\.description) == ["127.0.0.1"])
    #expect(found.allSatisfy { !$0.isPublic })
  }
}

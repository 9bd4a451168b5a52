import BookshelfServer
import Testing

@Suite struct SecurityPolicyTests {
  let loopback = SecurityPolicy(
    boundHost: "127.0.0.1", port: 8080, allowedHostNames: ["books.lan", "nas:9000"])

  @Test(arguments: [
    "127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080", "books.lan:8080", "books.lan",
    "nas:9000",
  ])
  func theServersOwnNamesAreAllowedOnALoopbackBind(host: String) {
    #expect(loopback.verdict(host: host) == .allowed)
  }

  @Test(arguments: ["evil.example", "evil.example:8080", "localhost:9999", "nas:8080", "localhost.:8080"])
  func otherNamesAreMisdirected(host: String) {
    #expect(loopback.verdict(host: host) == .misdirected)
  }

  @Test(arguments: [
    nil, "", "10.0.0.5:8080", "127.0.0.1:99999", "[::1", "a b:8080", "host:80:80", "[::2]:8080",
  ])
  func missingUnreadableOrForeignAddressesAreForbidden(host: String?) {
    #expect(loopback.verdict(host: host) == .forbidden)
  }

  @Test func aWildcardBindAcceptsIPLiteralsWithItsPortButNotForeignNames() {
    let wildcard = SecurityPolicy(boundHost: "0.0.0.0", port: 8080, token: "t")
    #expect(wildcard.verdict(host: "192.168.1.20:8080") == .allowed)
    #expect(wildcard.verdict(host: "[fe80::1]:8080") == .allowed)
    #expect(wildcard.verdict(host: "192.168.1.20:8081") == .forbidden)
    #expect(wildcard.verdict(host: "rebind.evil.example:8080") == .misdirected)
    #expect(wildcard.verdict(host: "localhost:8080") == .allowed)
  }

  @Test func anIPv6BindIsItsOwnHost() {
    let v6 = SecurityPolicy(boundHost: "::1", port: 8080)
    #expect(v6.verdict(host: "[::1]:8080") == .allowed)
    #expect(v6.verdict(host: "localhost:8080") == .allowed)
  }

  @Test func theBodyLimitIs16MiBForTheImportAnd64KiBElse() {
    #expect(SecurityPolicy.maxBodyBytes(method: "POST", rawPath: "/api/shelf/import") == 16 << 20)
    #expect(SecurityPolicy.maxBodyBytes(method: "PUT", rawPath: "/api/shelf/import") == 64 << 10)
    #expect(SecurityPolicy.maxBodyBytes(method: "PATCH", rawPath: "/api/shelf/x") == 64 << 10)
  }

  @Test func theTokenMatchesOnlyItselfExactly() {
    let policy = SecurityPolicy(boundHost: "0.0.0.0", port: 1, token: "s3cret")
    #expect(policy.tokenMatches("s3cret"))
    #expect(!policy.tokenMatches("s3cre"))
    #expect(!policy.tokenMatches("s3cretX"))
    #expect(!policy.tokenMatches(""))
    #expect(!SecurityPolicy(boundHost: "127.0.0.1", port: 1).tokenMatches(""))
  }

  @Test func aStateChangingRequestNeedsAJSONTypeOrTheHeaderAndTheSameOrigin() {
    func post(_ headers: [String: String]) -> ServerRequest {
      ServerRequest(
        method: "POST", rawPath: "/api/shelf/undo",
        headers: headers.merging(["host": "127.0.0.1:8080"]) { a, _ in a })
    }
    #expect(
      loopback.allowsCrossSiteCheck(
        post(["content-type": "application/json", "origin": "http://127.0.0.1:8080"])))
    #expect(loopback.allowsCrossSiteCheck(post(["x-bookshelf": "1", "sec-fetch-site": "same-origin"])))
    #expect(
      loopback.allowsCrossSiteCheck(
        post(["content-type": "Application/JSON; charset=utf-8", "sec-fetch-site": "none"])))
    #expect(
      !loopback.allowsCrossSiteCheck(
        post(["content-type": "application/json", "origin": "http://evil.example"])))
    #expect(!loopback.allowsCrossSiteCheck(post(["content-type": "application/json", "origin": "null"])))
    #expect(
      !loopback.allowsCrossSiteCheck(post(["content-type": "text/plain", "origin": "http://127.0.0.1:8080"])))
    #expect(
      !loopback.allowsCrossSiteCheck(
        post(["content-type": "application/json", "sec-fetch-site": "cross-site"])))
    #expect(!loopback.allowsCrossSiteCheck(post(["content-type": "application/json"])))
    #expect(loopback.allowsCrossSiteCheck(ServerRequest(method: "GET", rawPath: "/")))
  }

  @Test("loopback is 127.0.0.0/8, ::1 and localhost; anything else needs the token")
  func loopbackAddresses() {
    for host in ["127.0.0.1", "127.8.9.10", "::1", "0:0:0:0:0:0:0:1", "LOCALHOST", "localhost"] {
      #expect(SecurityPolicy.isLoopback(host), "\(host)")
    }
    for host in ["0.0.0.0", "::", "192.168.1.5", "128.0.0.1", "::ffff:127.0.0.1", "10.0.0.1"] {
      #expect(!SecurityPolicy.isLoopback(host), "\(host)")
    }
  }
}

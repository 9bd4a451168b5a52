import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCovers

@Suite("PublicAddressGuard: requests only to public addresses, refused before any byte")
struct PublicAddressGuardTests {
  func refusal(_ url: String, resolver: FixedHostResolver = FixedHostResolver([:]), exempt: [URL] = [])
    async -> (CoverAbsence?, CountingHTTPClient)
  {
    let base = CountingHTTPClient()
    let guarded = PublicAddressGuard(base: base, resolver: resolver, exemptOrigins: exempt)
    guard let url = URL(string: url) else { return (nil, base) }
    do {
      _ = try await guarded.send(HTTPRequest(url: url))
      return (nil, base)
    } catch {
      return (error as? CoverAbsence, base)
    }
  }

  @Test("a saved cover URL at 127.0.0.1 or 169.254.169.254 is refused without a request")
  func literalsRefused() async {
    for (url, address) in [
      ("http://127.0.0.1:8080/cover.jpg", "127.0.0.1"),
      ("http://169.254.169.254/latest/meta-data/", "169.254.169.254"),
      ("http://[::1]:9/x.png", "::1"),
      ("http://[::ffff:10.0.0.1]/x.png", "::ffff:10.0.0.1"),
    ] {
      let resolver = FixedHostResolver([:])
      let (absence, base) = await refusal(url, resolver: resolver)
      #expect(absence == .refused(.privateAddress(address)), "\(url)")
      #expect(base.urls.isEmpty)
      #expect(resolver.lookups.isEmpty)
    }
  }

  @Test("a name resolving to a private address is refused; to a public one it is sent")
  func namesResolved() async {
    let resolver = FixedHostResolver(["covers.example": "10.0.0.1", "public.example": "93.184.216.34"])
    let (refused, none) = await refusal("https://covers.example/a.jpg", resolver: resolver)
    #expect(refused == .refused(.privateAddress("10.0.0.1")))
    #expect(none.urls.isEmpty)
    let (passed, sent) = await refusal("https://public.example/a.jpg", resolver: resolver)
    #expect(passed == nil)
    #expect(sent.urls.map(\.absoluteString) == ["https://public.example/a.jpg"])
  }

  @Test("not http(s), or a name that does not resolve, is refused")
  func schemesAndNames() async {
    #expect(await refusal("file:///etc/passwd").0 == .refused(.scheme))
    #expect(await refusal("ftp://example.org/x.jpg").0 == .refused(.scheme))
    #expect(await refusal("https://nowhere.example/x.jpg").0 == .refused(.unresolvable))
  }

  @Test("only the exact origin of an endpoint override is exempt: another port is checked")
  func exemptOrigins() async throws {
    let exempt = [try #require(URL(string: "http://127.0.0.1:8081/"))]
    let (passed, sent) = await refusal("http://127.0.0.1:8081/b/id/1-M.jpg", exempt: exempt)
    #expect(passed == nil)
    #expect(sent.urls.count == 1)
    let (other, none) = await refusal("http://127.0.0.1:8082/b/id/1-M.jpg", exempt: exempt)
    #expect(other == .refused(.privateAddress("127.0.0.1")))
    #expect(none.urls.isEmpty)
  }
}

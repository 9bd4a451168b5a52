import BookshelfCore
import BookshelfProviders
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCovers

/// The fetcher over the live stack (guard → 2-redirect limit → URLSession) against the loopback
/// server, whose own origin is exempt as an endpoint override would be.
@Suite("CoverFetcher: safe fetching against the loopback server")
struct CoverFetcherTests {
  func fetcher(
    _ server: LoopbackServer, resolver: FixedHostResolver = FixedHostResolver([:]), timeout: Double = 60
  )
    -> CoverFetcher
  {
    CoverFetcher(http: CoverStack.client(exempt: [server.baseURL], resolver: resolver), timeout: timeout)
  }

  @Test("a PNG, JPEG, GIF or WebP is found with its format; the bytes come back unchanged")
  func imagesFound() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let gif = Data("GIF89a".utf8) + Data(repeating: 1, count: 10)
    let webp = Data("RIFF".utf8) + Data([0, 0, 0, 0]) + Data("WEBP".utf8) + Data(repeating: 2, count: 8)
    server.route("/a.png", body: FakeCoverBytes.png(7))
    server.route("/a.jpg", body: FakeCoverBytes.jpeg(8))
    server.route("/a.gif", body: gif)
    server.route("/a.webp", body: webp)
    let fetch = fetcher(server)
    #expect(
      await fetch.fetch(server.url("/a.png"))
        == .found(CoverImage(bytes: FakeCoverBytes.png(7), format: .png)))
    #expect(
      await fetch.fetch(server.url("/a.jpg"))
        == .found(CoverImage(bytes: FakeCoverBytes.jpeg(8), format: .jpeg)))
    #expect(await fetch.fetch(server.url("/a.gif")) == .found(CoverImage(bytes: gif, format: .gif)))
    #expect(await fetch.fetch(server.url("/a.webp")) == .found(CoverImage(bytes: webp, format: .webp)))
  }

  @Test("404 and 403 are notFound, a page of HTML or an empty body is not an image, 503 unreachable")
  func failures() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/missing.jpg", status: 404, body: Data("not here".utf8))
    server.route("/forbidden.jpg", status: 403)
    server.route("/page.jpg", headers: ["Content-Type": "image/jpeg"], body: Data("<html>hi</html>".utf8))
    server.route("/empty.jpg", body: Data())
    server.route("/busy.jpg", status: 503)
    let fetch = fetcher(server)
    #expect(await fetch.fetch(server.url("/missing.jpg")) == .absent(.notFound(status: 404)))
    #expect(await fetch.fetch(server.url("/forbidden.jpg")) == .absent(.notFound(status: 403)))
    #expect(await fetch.fetch(server.url("/page.jpg")) == .absent(.notAnImage))
    #expect(await fetch.fetch(server.url("/empty.jpg")) == .absent(.notAnImage))
    #expect(await fetch.fetch(server.url("/busy.jpg")) == .absent(.unreachable))
  }

  @Test("past the byte limit (5 MiB live) is tooLarge, with or without a Content-Length")
  func sizeLimit() async throws {
    #expect(CoverFetcher.defaultMaxBytes == 5 << 20)
    let server = try LoopbackServer()
    defer { server.stop() }
    let limit = 64 * 1024
    let exact = FakeCoverBytes.png(3, count: limit)
    server.route("/exact.png", body: exact)
    server.route("/big.png", body: FakeCoverBytes.png(3, count: limit + 1))
    server.route(
      "/chunked.png",
      replies: [
        .stream(
          status: 200, headers: [:], chunk: FakeCoverBytes.png(4, count: 16 * 1024), repeats: 8,
          framing: .chunked
        )
      ])
    let fetch = CoverFetcher(
      http: CoverStack.client(exempt: [server.baseURL]), maxBytes: limit, timeout: 60)
    #expect(await fetch.fetch(server.url("/exact.png")) == .found(CoverImage(bytes: exact, format: .png)))
    #expect(await fetch.fetch(server.url("/big.png")) == .absent(.tooLarge))
    #expect(await fetch.fetch(server.url("/chunked.png")) == .absent(.tooLarge))
  }

  @Test("the request itself carries the 5 MiB limit and the time limit, and asks for images")
  func requestLimits() async throws {
    let fake = FakeHTTPClient()
    fake.register(prefix: "https://example.org/", body: FakeCoverBytes.png(1))
    let url = fixedURL("https://example.org/a.png")
    #expect(
      await CoverFetcher(http: fake, timeout: 7).fetch(url)
        == .found(CoverImage(bytes: FakeCoverBytes.png(1), format: .png)))
    let sent = try #require(fake.requests.first)
    #expect(sent.maxResponseBytes == 5 << 20)
    #expect(sent.timeout == 7)
    #expect(sent.headers["Accept"]?.hasPrefix("image/") == true)
  }

  @Test("a redirect to a private address is refused at that hop, before any request to it")
  func redirectToPrivateRefused() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let other = try LoopbackServer()
    defer { other.stop() }
    other.route("/x.png", body: FakeCoverBytes.png(1))
    server.route("/to-name.png", status: 302, headers: ["Location": "http://covers.example/x.png"])
    server.route("/to-metadata.png", status: 301, headers: ["Location": "http://169.254.169.254/latest"])
    server.route("/to-other-port.png", status: 307, headers: ["Location": other.url("/x.png").absoluteString])
    let resolver = FixedHostResolver(["covers.example": "10.0.0.1"])
    let fetch = fetcher(server, resolver: resolver)
    #expect(await fetch.fetch(server.url("/to-name.png")) == .absent(.refused(.privateAddress("10.0.0.1"))))
    #expect(
      await fetch.fetch(server.url("/to-metadata.png"))
        == .absent(.refused(.privateAddress("169.254.169.254"))))
    #expect(
      await fetch.fetch(server.url("/to-other-port.png")) == .absent(.refused(.privateAddress("127.0.0.1"))))
    #expect(other.requests.isEmpty)
    #expect(resolver.lookups == ["covers.example"])
  }

  @Test("two redirects are followed, a third is refused")
  func redirectLimit() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/r1", status: 302, headers: ["Location": "/r2"])
    server.route("/r2", status: 302, headers: ["Location": "/end.png"])
    server.route("/r0", status: 302, headers: ["Location": "/r1"])
    server.route("/end.png", body: FakeCoverBytes.png(5))
    let fetch = fetcher(server)
    #expect(
      await fetch.fetch(server.url("/r1")) == .found(CoverImage(bytes: FakeCoverBytes.png(5), format: .png)))
    server.clearRequests()
    #expect(await fetch.fetch(server.url("/r0")) == .absent(.refused(.redirects)))
    #expect(server.requests.map(\.path) == ["/r0", "/r1", "/r2"])
  }

  @Test("a cover URL at a non-exempt loopback port is refused with no request reaching it")
  func loopbackNotExemptRefused() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/x.png", body: FakeCoverBytes.png(1))
    let fetch = CoverFetcher(http: CoverStack.client(exempt: []), timeout: 60)
    #expect(await fetch.fetch(server.url("/x.png")) == .absent(.refused(.privateAddress("127.0.0.1"))))
    #expect(server.requests.isEmpty)
  }

  @Test("a server that never answers is unreachable within the time limit")
  func timeLimit() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/slow.png", replies: [.noAnswer])
    let started = ContinuousClock.now
    #expect(await fetcher(server, timeout: 0.5).fetch(server.url("/slow.png")) == .absent(.unreachable))
    // Far below the server's silence (until it stops) even on a loaded machine running the
    // whole suite in parallel, where a test may wait a minute for a thread.
    #expect(ContinuousClock.now - started < .seconds(600))
  }

  @Test("a resolver that never answers does not hold the fetch past its time limit")
  func slowResolver() async throws {
    struct Stuck: HostResolving {
      func addresses(of host: String) async throws(CoverAbsence) -> [IPAddress] {
        try? await Task.sleep(for: .seconds(3600))
        return []
      }
    }
    let client = RedirectingHTTPClient(
      base: PublicAddressGuard(base: CountingHTTPClient(), resolver: Stuck()), limit: 2)
    let started = ContinuousClock.now
    let url = try #require(URL(string: "https://slow.example/x.png"))
    #expect(await CoverFetcher(http: client, timeout: 0.3).fetch(url) == .absent(.unreachable))
    #expect(ContinuousClock.now - started < .seconds(600))
  }
}

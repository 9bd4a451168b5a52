import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCovers

@Suite("Cover URLs: the scheme's letter case does not matter; only http and https are fetched")
struct CoverSchemeCaseTests {
  let size = CellSize(columns: 20, rows: 12)
  let graphics = TerminalGraphics.symbols(.trueColor)

  /// `url` with its scheme spelled `scheme` (the rest as the loopback server gave it).
  func respelled(_ url: URL, scheme: String) -> String {
    let text = url.absoluteString
    guard let colon = text.firstIndex(of: ":") else { return text }
    return scheme + text[colon...]
  }

  @Test("HTTP:// and Http:// covers are fetched from the loopback server (one request each)")
  func upperCaseScheme() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/c/u.png", body: FakeCoverBytes.png(21))
    server.route("/c/m.png", body: FakeCoverBytes.png(22))
    let pipeline = CoverStack.pipeline(http: CoverStack.client(exempt: [server.baseURL]), folder: nil)
    let upper = coverBook("u", cover: respelled(server.url("/c/u.png"), scheme: "HTTP"), source: "local")
    let mixed = coverBook("m", cover: respelled(server.url("/c/m.png"), scheme: "Http"), source: "local")
    #expect(
      TagRenderer.tag(await pipeline.picture(of: upper, size: size, graphics: graphics)) == "tag:21 20x12")
    #expect(
      TagRenderer.tag(await pipeline.picture(of: mixed, size: size, graphics: graphics)) == "tag:22 20x12")
    #expect(server.requests.map(\.path).sorted() == ["/c/m.png", "/c/u.png"])
  }

  @Test("a redirect to an HTTP:// location is followed")
  func upperCaseRedirect() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/c/r.png", body: FakeCoverBytes.png(23))
    server.route(
      "/c/start.png", status: 302, headers: ["Location": respelled(server.url("/c/r.png"), scheme: "HTTP")])
    let pipeline = CoverStack.pipeline(http: CoverStack.client(exempt: [server.baseURL]), folder: nil)
    let cover = coverBook("r", cover: server.url("/c/start.png").absoluteString, source: "local")
    #expect(
      TagRenderer.tag(await pipeline.picture(of: cover, size: size, graphics: graphics)) == "tag:23 20x12")
    #expect(server.requests.map(\.path) == ["/c/start.png", "/c/r.png"])
  }

  @Test("FTP:// and File:// are still refused without a request")
  func otherSchemesRefused() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let fetcher = CoverFetcher(http: CoverStack.client(exempt: [server.baseURL]), timeout: 5)
    #expect(
      await fetcher.fetch(fixedURL(respelled(server.url("/c/x.png"), scheme: "FTP")))
        == .absent(.refused(.scheme)))
    #expect(await fetcher.fetch(fixedURL("File:///etc/passwd")) == .absent(.refused(.scheme)))
    #expect(server.requests.isEmpty)
  }

  @Test("the rules plan the lower-case spelling, so HTTPS:// and https:// share one cache entry")
  func planLowerCase() {
    let rules = CoverSourceRules()
    let planned = rules.plan(for: coverBook("x", cover: "HTTPS://Example.org/A.jpg", source: "local")).urls
    #expect(planned == [fixedURL("https://Example.org/A.jpg")])
  }

  /// `url` with `user:password@` in front of its host.
  func withUser(_ url: URL) -> String {
    url.absoluteString.replacingOccurrences(of: "://", with: "://reader:secret@")
  }

  @Test("user info in a cover URL (or a redirect's) is dropped: no Authorization header is sent")
  func userInfoStripped() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/c/a.png", body: FakeCoverBytes.png(24))
    server.route("/c/b.png", body: FakeCoverBytes.png(25))
    server.route("/c/to-b.png", status: 302, headers: ["Location": withUser(server.url("/c/b.png"))])
    let pipeline = CoverStack.pipeline(http: CoverStack.client(exempt: [server.baseURL]), folder: nil)
    let direct = coverBook("a", cover: withUser(server.url("/c/a.png")), source: "local")
    let redirected = coverBook("b", cover: server.url("/c/to-b.png").absoluteString, source: "local")
    #expect(
      TagRenderer.tag(await pipeline.picture(of: direct, size: size, graphics: graphics)) == "tag:24 20x12")
    #expect(
      TagRenderer.tag(await pipeline.picture(of: redirected, size: size, graphics: graphics))
        == "tag:25 20x12")
    #expect(server.requests.map(\.path).sorted() == ["/c/a.png", "/c/b.png", "/c/to-b.png"])
    #expect(server.requests.map { $0.headers["authorization"] } == [nil, nil, nil])
  }
}

import BookshelfCore
import BookshelfProviders
import BookshelfTestSupport
import Foundation
import Synchronization
import Testing

@testable import BookshelfCovers

@Suite("CoverPipeline: rules → memory → disk → fetch → decode → render")
struct CoverPipelineTests {
  let size = CellSize(columns: 20, rows: 12)
  let graphics = TerminalGraphics.symbols(.trueColor)

  @Test("a second load makes no request: from memory, and from the disk in a fresh pipeline")
  func oneRequestForTwoLoads() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    server.route("/c/1.png", body: FakeCoverBytes.png(41))
    let cover = coverBook("1", cover: server.url("/c/1.png").absoluteString, source: "local")
    let http = CoverStack.client(exempt: [server.baseURL])
    let first = CoverStack.pipeline(http: http, folder: temp.covers)
    #expect(first.cachedPicture(of: cover, size: size, graphics: graphics) == nil)
    #expect(TagRenderer.tag(await first.picture(of: cover, size: size, graphics: graphics)) == "tag:41 20x12")
    #expect(TagRenderer.tag(await first.picture(of: cover, size: size, graphics: graphics)) == "tag:41 20x12")
    #expect(
      first.cachedPicture(of: cover, size: size, graphics: graphics).map(TagRenderer.tag) == "tag:41 20x12")
    let fresh = CoverStack.pipeline(http: http, folder: temp.covers)
    #expect(TagRenderer.tag(await fresh.picture(of: cover, size: size, graphics: graphics)) == "tag:41 20x12")
    #expect(await fresh.image(of: cover) == .found(CoverImage(bytes: FakeCoverBytes.png(41), format: .png)))
    #expect(server.requests.count == 1)
  }

  @Test("identical concurrent requests share one fetch and one decode")
  func concurrentShareOneFetch() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      "/c/slow.png",
      replies: [.respond(status: 200, headers: [:], body: FakeCoverBytes.png(9), delay: .milliseconds(200))])
    let decoder = TagDecoder()
    let cover = coverBook("s", cover: server.url("/c/slow.png").absoluteString, source: "local")
    let pipeline = CoverStack.pipeline(
      http: CoverStack.client(exempt: [server.baseURL]), folder: nil, decoder: decoder)
    let tags = await withTaskGroup(of: String?.self) { group -> [String?] in
      for _ in 0..<8 {
        group.addTask { [size, graphics] in
          TagRenderer.tag(await pipeline.picture(of: cover, size: size, graphics: graphics))
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(tags == Array(repeating: "tag:9 20x12", count: 8))
    #expect(server.requests.count == 1)
    #expect(decoder.count == 1)
  }

  @Test("missing, 404, not an image, oversize: each a placeholder reason, remembered, never re-fetched")
  func placeholdersRemembered() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/c/404.jpg", status: 404)
    server.route("/c/html.jpg", body: Data("<!doctype html>".utf8))
    server.route("/c/huge.png", body: FakeCoverBytes.png(1, count: (64 << 10) + 100))
    let pipeline = CoverStack.pipeline(
      http: CoverStack.client(exempt: [server.baseURL]), folder: nil, maxBytes: 64 << 10)
    let cases: [(Book, CoverAbsence)] = [
      (coverBook("none", cover: nil), .noCover),
      (
        coverBook("404", cover: server.url("/c/404.jpg").absoluteString, source: "local"),
        .notFound(status: 404)
      ),
      (coverBook("html", cover: server.url("/c/html.jpg").absoluteString, source: "local"), .notAnImage),
      (coverBook("huge", cover: server.url("/c/huge.png").absoluteString, source: "local"), .tooLarge),
    ]
    for (cover, absence) in cases {
      #expect(await pipeline.picture(of: cover, size: size, graphics: graphics) == .absent(absence))
    }
    let afterFirst = server.requests.count
    #expect(afterFirst == 3)
    for (cover, absence) in cases {
      #expect(pipeline.cachedPicture(of: cover, size: size, graphics: graphics) == .absent(absence))
      #expect(await pipeline.picture(of: cover, size: size, graphics: graphics) == .absent(absence))
      #expect(await pipeline.image(of: cover) == .absent(absence))
    }
    #expect(server.requests.count == afterFirst)
  }

  @Test("a 404 is kept on disk for a day: a fresh pipeline asks again only after 24 hours")
  func negativeOnDiskExpires() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    server.route("/c/gone.jpg", status: 404)
    let clock = ManualWallClock()
    let http = CoverStack.client(exempt: [server.baseURL])
    let cover = coverBook("g", cover: server.url("/c/gone.jpg").absoluteString, source: "local")
    func fresh() -> CoverPipeline { CoverStack.pipeline(http: http, folder: temp.covers, now: clock.closure) }
    #expect(await fresh().image(of: cover) == .absent(.notFound(status: 404)))
    clock.advance(seconds: 23 * 3600)
    #expect(await fresh().image(of: cover) == .absent(.notFound(status: 404)))
    #expect(server.requests.count == 1)
    clock.advance(seconds: 2 * 3600)
    #expect(await fresh().image(of: cover) == .absent(.notFound(status: 404)))
    #expect(server.requests.count == 2)
  }

  @Test("a saved cover at 127.0.0.1 or 169.254.169.254 is refused without a request")
  func savedPrivateURLRefused() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/c/x.png", body: FakeCoverBytes.png(1))
    let pipeline = CoverStack.pipeline(http: CoverStack.client(exempt: []), folder: nil)
    let local = coverBook("l", cover: server.url("/c/x.png").absoluteString, source: "local")
    let metadata = coverBook("m", cover: "http://169.254.169.254/latest/meta-data/iam", source: "local")
    #expect(await pipeline.image(of: local) == .absent(.refused(.privateAddress("127.0.0.1"))))
    #expect(
      await pipeline.picture(of: metadata, size: size, graphics: graphics)
        == .absent(.refused(.privateAddress("169.254.169.254"))))
    #expect(server.requests.isEmpty)
  }

  @Test("Kakao: a 4xx from the origin image falls back to the thumbnail as given, and is remembered")
  func kakaoFallback() async throws {
    let thumbnail =
      "https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=http%3A%2F%2Ft1.daumcdn.net%2Flbook%2Fimage%2F1467038%3Ftimestamp%3D20190131"
    let origin = "https://t1.daumcdn.net/lbook/image/1467038?timestamp=20190131"
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let fake = FakeHTTPClient()
    fake.register(origin, status: 403)
    fake.register(thumbnail, body: FakeCoverBytes.jpeg(17))
    let resolver = FixedHostResolver([
      "t1.daumcdn.net": "93.184.216.34", "search1.kakaocdn.net": "93.184.216.35",
    ])
    let http = CoverStack.client(exempt: [], resolver: resolver, base: fake)
    let cover = coverBook("k", cover: thumbnail)
    let pipeline = CoverStack.pipeline(http: http, folder: temp.covers)
    #expect(
      TagRenderer.tag(await pipeline.picture(of: cover, size: size, graphics: graphics)) == "tag:17 20x12")
    #expect(fake.requests.map(\.url.absoluteString) == [origin, thumbnail])
    // A fresh process: the origin's 403 and the thumbnail are both on disk.
    let again = CoverStack.pipeline(http: http, folder: temp.covers)
    #expect(await again.image(of: cover) == .found(CoverImage(bytes: FakeCoverBytes.jpeg(17), format: .jpeg)))
    #expect(fake.requests.count == 2)
  }

  @Test("Kakao: the origin image is used when it answers; an unreachable origin does not double the wait")
  func kakaoOriginUsed() async throws {
    let thumbnail =
      "https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=http%3A%2F%2Ft1.daumcdn.net%2Fa%2F1"
    let fake = FakeHTTPClient()
    fake.register("https://t1.daumcdn.net/a/1", body: FakeCoverBytes.jpeg(3))
    fake.register(.url("https://t1.daumcdn.net/a/2"), replies: [.failure(.timeout(seconds: 10))])
    let resolver = FixedHostResolver(["t1.daumcdn.net": "93.184.216.34"])
    let pipeline = CoverStack.pipeline(
      http: CoverStack.client(exempt: [], resolver: resolver, base: fake), folder: nil)
    #expect(
      await pipeline.image(of: coverBook("k", cover: thumbnail))
        == .found(CoverImage(bytes: FakeCoverBytes.jpeg(3), format: .jpeg)))
    let slow = "https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=http%3A%2F%2Ft1.daumcdn.net%2Fa%2F2"
    #expect(await pipeline.image(of: coverBook("k2", cover: slow)) == .absent(.unreachable))
    #expect(
      fake.requests.map(\.url.absoluteString) == ["https://t1.daumcdn.net/a/1", "https://t1.daumcdn.net/a/2"])
  }

  @Test("Open Library: asked with default=false; a 404 by id falls back to the ISBN; id 0 never asked")
  func openLibraryDefaultFalse() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/b/id/8665647-M.jpg", query: "default=false", status: 404)
    server.route("/b/isbn/9780385490818-M.jpg", query: "default=false", body: FakeCoverBytes.jpeg(5))
    let pipeline = CoverStack.pipeline(
      http: CoverStack.client(exempt: [server.baseURL]), folder: nil, coversBaseURL: server.baseURL)
    let byID = coverBook(
      "9780385490818", cover: "https://covers.openlibrary.org/b/id/8665647-M.jpg", source: "openlibrary",
      isbn13: "9780385490818")
    #expect(
      await pipeline.image(of: byID) == .found(CoverImage(bytes: FakeCoverBytes.jpeg(5), format: .jpeg)))
    #expect(
      server.requests.map(\.target) == [
        "/b/id/8665647-M.jpg?default=false", "/b/isbn/9780385490818-M.jpg?default=false",
      ])
    server.clearRequests()
    let zero = coverBook("z", cover: server.url("/b/id/0-M.jpg").absoluteString, source: "openlibrary")
    #expect(await pipeline.image(of: zero) == .absent(.noCover))
    #expect(server.requests.isEmpty)
  }

  @Test("each book gets its own picture, and a book without a cover never another's")
  func neverAnotherBooksPicture() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/c/a.png", body: FakeCoverBytes.png(1))
    server.route("/c/b.png", body: FakeCoverBytes.png(2))
    server.route("/c/c.png", status: 404)
    let pipeline = CoverStack.pipeline(http: CoverStack.client(exempt: [server.baseURL]), folder: nil)
    let a = coverBook("a", cover: server.url("/c/a.png").absoluteString, source: "local")
    let b = coverBook("b", cover: server.url("/c/b.png").absoluteString, source: "local")
    let c = coverBook("c", cover: server.url("/c/c.png").absoluteString, source: "local")
    #expect(TagRenderer.tag(await pipeline.picture(of: a, size: size, graphics: graphics)) == "tag:1 20x12")
    #expect(TagRenderer.tag(await pipeline.picture(of: b, size: size, graphics: graphics)) == "tag:2 20x12")
    #expect(await pipeline.picture(of: c, size: size, graphics: graphics) == .absent(.notFound(status: 404)))
    #expect(
      TagRenderer.tag(await pipeline.picture(of: a, size: CellSize(columns: 8, rows: 4), graphics: graphics))
        == "tag:1 8x4")
  }

  @Test("another size is drawn from the kept bitmap, without decoding again; none draws nothing")
  func sizesShareTheBitmap() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/c/a.png", body: FakeCoverBytes.png(6))
    let decoder = TagDecoder()
    let renderer = TagRenderer()
    let pipeline = CoverStack.pipeline(
      http: CoverStack.client(exempt: [server.baseURL]), folder: nil, decoder: decoder, renderer: renderer)
    let a = coverBook("a", cover: server.url("/c/a.png").absoluteString, source: "local")
    _ = await pipeline.picture(of: a, size: size, graphics: graphics)
    _ = await pipeline.picture(of: a, size: CellSize(columns: 6, rows: 3), graphics: graphics)
    _ = await pipeline.picture(of: a, size: size, graphics: .kitty)
    #expect(decoder.count == 1)
    #expect(renderer.count == 3)
    #expect(await pipeline.picture(of: a, size: size, graphics: .none) == .absent(.notDrawn))
    #expect(
      pipeline.cachedPicture(of: a, size: CellSize(columns: 0, rows: 3), graphics: graphics)
        == .absent(.notDrawn))
  }

  @Test("the hook before the first decode runs once, and not before any decoding")
  func beforeFirstDecodeOnce() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/c/a.png", body: FakeCoverBytes.png(1))
    server.route("/c/b.png", body: FakeCoverBytes.png(2))
    let calls = Mutex(0)
    let pipeline = CoverPipeline(
      rules: CoverSourceRules(),
      fetcher: CoverFetcher(http: CoverStack.client(exempt: [server.baseURL]), timeout: 60),
      disk: nil, decoder: TagDecoder(), renderer: TagRenderer(),
      beforeFirstDecode: { calls.withLock { $0 += 1 } })
    let a = coverBook("a", cover: server.url("/c/a.png").absoluteString, source: "local")
    let b = coverBook("b", cover: server.url("/c/b.png").absoluteString, source: "local")
    _ = await pipeline.image(of: a)
    #expect(calls.withLock { $0 } == 0)
    _ = await pipeline.picture(of: a, size: size, graphics: graphics)
    _ = await pipeline.picture(of: b, size: size, graphics: graphics)
    #expect(calls.withLock { $0 } == 1)
  }

  @Test("undecodable bytes are a placeholder, remembered; the memory stays under its limit")
  func undecodableAndBounded() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    for index in 0..<12 { server.route("/c/\(index).png", body: FakeCoverBytes.png(UInt8(index))) }
    let decoder = TagDecoder(side: 128, undecodableTag: 11)
    let limit = 128 * 128 * 4 * 4
    let pipeline = CoverStack.pipeline(
      http: CoverStack.client(exempt: [server.baseURL]), folder: nil, memoryLimitBytes: limit,
      decoder: decoder)
    for index in 0..<11 {
      let cover = coverBook("\(index)", cover: server.url("/c/\(index).png").absoluteString, source: "local")
      #expect(
        TagRenderer.tag(await pipeline.picture(of: cover, size: size, graphics: graphics))
          == "tag:\(index) 20x12")
      #expect(pipeline.memoryCache.totalBytes <= limit)
    }
    let bad = coverBook("11", cover: server.url("/c/11.png").absoluteString, source: "local")
    #expect(await pipeline.picture(of: bad, size: size, graphics: graphics) == .absent(.undecodable))
    #expect(pipeline.cachedPicture(of: bad, size: size, graphics: graphics) == .absent(.undecodable))
    #expect(decoder.count == 12)
  }
}

@Suite("CoverPipeline: several pipelines (processes) sharing one disk cache")
struct CoverPipelineSharingTests {
  @Test(
    "two pipelines browsing the same covers at once: right pictures, each cover fetched at most twice, then none"
  )
  func sharedFolder() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    for index in 0..<20 {
      server.route("/c/\(index).png", body: FakeCoverBytes.png(UInt8(index), count: 4000))
    }
    let http = CoverStack.client(exempt: [server.baseURL])
    let books = (0..<20).map {
      coverBook("\($0)", cover: server.url("/c/\($0).png").absoluteString, source: "local")
    }
    let size = CellSize(columns: 10, rows: 5)
    let wrong = await withTaskGroup(of: Int.self) { group -> Int in
      for _ in 0..<2 {
        group.addTask {
          let pipeline = CoverStack.pipeline(http: http, folder: temp.covers)
          var wrong = 0
          for (index, cover) in books.enumerated() {
            let tag = TagRenderer.tag(await pipeline.picture(of: cover, size: size, graphics: .sixel))
            if tag != "tag:\(index) 10x5" { wrong += 1 }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
    let fetched = server.requests.count
    #expect(fetched >= 20 && fetched <= 40)
    let third = CoverStack.pipeline(http: http, folder: temp.covers)
    for (index, cover) in books.enumerated() {
      #expect(
        TagRenderer.tag(await third.picture(of: cover, size: size, graphics: .sixel)) == "tag:\(index) 10x5")
    }
    #expect(server.requests.count == fetched)
  }
}

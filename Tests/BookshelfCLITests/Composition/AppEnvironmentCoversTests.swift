import BookshelfCLI
import BookshelfCore
import BookshelfCovers
import BookshelfTestSupport
import Foundation
import Testing

/// Decodes any image to a 1 × 1 bitmap of its fifth byte (the live decoders are part B's).
private struct OnePixelDecoder: ImageDecoding {
  func decode(_ bytes: [UInt8], format: ImageFormat) throws(CoverAbsence) -> Bitmap {
    guard let bitmap = Bitmap(width: 1, height: 1, pixels: [bytes[4], 0, 0, 255]) else { throw .undecodable }
    return bitmap
  }
}

private struct TextRenderer: PictureRendering {
  func render(_ bitmap: Bitmap, size: CellSize, graphics: TerminalGraphics) -> CoverPicture? {
    CoverPicture(size: size, content: .escapeSequence("pixel \(bitmap.pixels[0])"))
  }
}

@Suite("AppEnvironment.liveCovers: the composed cover pipeline")
struct AppEnvironmentCoversTests {
  let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 42, 1, 2, 3])

  func configuration(_ home: ShelfHome, covers: URL) throws -> Configuration {
    try Configuration.load(environment: [
      "HOME": "/nonexistent", "BOOKSHELF_HOME": home.path, "XDG_CACHE_HOME": home.file("cache"),
      "BOOKSHELF_COVERS_URL": covers.absoluteString, "BOOKSHELF_TIMEOUT": "60",
    ])
  }

  @Test(
    "the covers override is exempt, kept under <cache>/bookshelf/covers; another loopback port is refused")
  func composedStack() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let stranger = try LoopbackServer()
    defer { stranger.stop() }
    server.route("/b/id/12-M.jpg", query: "default=false", body: jpeg)
    stranger.route("/x.jpg", body: jpeg)
    let home = try ShelfHome()
    let covers = AppEnvironment.liveCovers(
      configuration: try configuration(home, covers: server.baseURL), decoder: OnePixelDecoder(),
      renderer: TextRenderer())
    let book = Book(
      id: "ol", title: "T", thumbnailURL: server.url("/b/id/12-M.jpg"), source: "openlibrary")
    let picture = await covers.picture(of: book, size: CellSize(columns: 4, rows: 2), graphics: .kitty)
    #expect(
      picture
        == .found(CoverPicture(size: CellSize(columns: 4, rows: 2), content: .escapeSequence("pixel 42"))))
    let folder = home.file("cache") + "/bookshelf/covers"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".cover") }
    #expect(names.count == 1)
    let other = Book(id: "x", title: "X", thumbnailURL: stranger.url("/x.jpg"), source: "local")
    #expect(await covers.image(of: other) == .absent(.refused(.privateAddress("127.0.0.1"))))
    #expect(stranger.requests.isEmpty)
    let config = try configuration(home, covers: server.baseURL)
    let stats = try await AppEnvironment.coverCache(configuration: config).statistics()
    #expect(stats.entries == 1)
    #expect(stats.limitBytes == 256 << 20)
    #expect(stats.misses == 2)
  }

  @Test("offline, nothing is fetched: a cover already on disk answers, another is unreachable")
  func offlineUsesTheDiskOnly() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/b/id/7-M.jpg", query: "default=false", body: jpeg)
    server.route("/b/id/8-M.jpg", query: "default=false", body: jpeg)
    let home = try ShelfHome()
    var config = try configuration(home, covers: server.baseURL)
    let online = AppEnvironment.liveCovers(
      configuration: config, decoder: OnePixelDecoder(), renderer: TextRenderer())
    let seen = Book(id: "7", title: "T", thumbnailURL: server.url("/b/id/7-M.jpg"), source: "openlibrary")
    let unseen = Book(id: "8", title: "T", thumbnailURL: server.url("/b/id/8-M.jpg"), source: "openlibrary")
    #expect(await online.image(of: seen) == .found(CoverImage(bytes: jpeg, format: .jpeg)))
    config.offline = true
    let offline = AppEnvironment.liveCovers(
      configuration: config, decoder: OnePixelDecoder(), renderer: TextRenderer())
    #expect(await offline.image(of: seen) == .found(CoverImage(bytes: jpeg, format: .jpeg)))
    #expect(await offline.image(of: unseen) == .absent(.unreachable))
    #expect(server.requests.count == 1)
  }

  @Test("the live environment carries the pipeline; asking what is cached creates no folder")
  func liveEnvironment() async throws {
    let home = try ShelfHome()
    let configuration = try configuration(home, covers: try #require(URL(string: "http://127.0.0.1:9")))
    let environment = try AppEnvironment.live(configuration: configuration, language: .english)
    #expect(environment.covers is CoverPipeline)
    let book = Book(
      id: "k", title: "T",
      thumbnailURL: URL(string: "https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=x"),
      source: "kakao")
    #expect(
      environment.covers.cachedPicture(of: book, size: CellSize(columns: 4, rows: 2), graphics: .kitty) == nil
    )
    #expect(!FileManager.default.fileExists(atPath: home.file("cache")))
  }
}

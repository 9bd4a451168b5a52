import BookshelfCore
import BookshelfTestSupport
import Foundation
import Synchronization
import Testing

@testable import BookshelfCovers

#if canImport(Glibc)
  import Glibc
#endif

@Suite("DiskCoverCache: planted FIFOs and symbolic links are never read, written through or emptied")
struct DiskCoverCacheHostileFilesTests {
  let size = CellSize(columns: 20, rows: 12)
  let graphics = TerminalGraphics.symbols(.trueColor)

  /// The file type at `path` (symbolic links not followed), nil when nothing is there.
  func fileType(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// `body` on its own thread, waited for at most two seconds; a call still blocked then is
  /// released by opening the FIFO at `path` for writing, so a failing test ends (with nil).
  func within<T: Sendable>(fifo path: String, _ body: @escaping @Sendable () -> T) async throws -> (
    T?, Duration
  ) {
    let answer = Mutex<T?>(nil)
    let clock = ContinuousClock()
    let started = clock.now
    let thread = Thread {
      let found = body()
      answer.withLock { $0 = found }
    }
    thread.start()
    while answer.withLock({ $0 }) == nil, clock.now - started < .seconds(2) {
      try await Task.sleep(for: .milliseconds(5))
    }
    let elapsed = clock.now - started
    if answer.withLock({ $0 }) == nil {
      let writer = open(path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
      while answer.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(5)) }
      return (nil, elapsed)
    }
    return (answer.withLock { $0 }, elapsed)
  }

  @Test("a FIFO planted as an entry is a miss at once and is removed; the cover is then fetched")
  func fifoEntry() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    server.route("/c/f.png", body: FakeCoverBytes.png(7))
    let coverURL = server.url("/c/f.png")
    let cache = DiskCoverCache(folder: temp.covers)
    try FileManager.default.createDirectory(at: temp.covers, withIntermediateDirectories: true)
    let path = cache.path(for: coverURL)
    #expect(mkfifo(path, 0o600) == 0)
    #expect(fileType(path) == S_IFIFO)

    let (answer, elapsed) = try await within(fifo: path) { cache.lookup(coverURL) }
    #expect(answer == .miss)
    #expect(elapsed < .seconds(1))
    #expect(fileType(path) == nil)
    guard answer == .miss else { return }  // a blocking cache would block the pipeline too

    #expect(mkfifo(path, 0o600) == 0)
    let cover = coverBook("f", cover: coverURL.absoluteString, source: "local")
    let pipeline = CoverStack.pipeline(http: CoverStack.client(exempt: [server.baseURL]), folder: temp.covers)
    #expect(TagRenderer.tag(await pipeline.picture(of: cover, size: size, graphics: graphics)) == "tag:7 20x12")
    #expect(server.requests.count == 1)
    #expect(fileType(path) == S_IFREG)
  }

  @Test("a FIFO planted as the stats file blocks neither a lookup nor cache stats")
  func fifoStats() async throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let url = fixedURL("https://example.org/c/1.png")
    let cache = DiskCoverCache(folder: temp.covers)
    try FileManager.default.createDirectory(at: temp.covers, withIntermediateDirectories: true)
    let stats = temp.covers.path + "/stats"
    #expect(mkfifo(stats, 0o600) == 0)
    let (answer, elapsed) = try await within(fifo: stats) { cache.lookup(url) }
    #expect(answer == .miss)
    #expect(elapsed < .seconds(1))
    let (counts, read) = try await within(fifo: stats) { CacheCounters(path: stats).read().hits }
    #expect(counts == 0)
    #expect(read < .seconds(1))
  }
}

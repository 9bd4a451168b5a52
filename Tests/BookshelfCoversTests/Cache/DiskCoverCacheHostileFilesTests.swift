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
    // The body's own time, measured on its thread: the test's task may resume late on a
    // loaded machine (the cooperative pool busy with other tests), the body may not.
    let answer = Mutex<(T, Duration)?>(nil)
    let clock = ContinuousClock()
    let started = clock.now
    let thread = Thread {
      let start = clock.now
      let found = body()
      let took = clock.now - start
      answer.withLock { $0 = (found, took) }
    }
    thread.start()
    while answer.withLock({ $0 == nil }), clock.now - started < .seconds(2) {
      try await Task.sleep(for: .milliseconds(5))
    }
    if let (found, took) = answer.withLock({ $0 }) { return (found, took) }
    let elapsed = clock.now - started
    let writer = open(path, O_WRONLY | O_NONBLOCK)
    if writer >= 0 { close(writer) }
    while answer.withLock({ $0 == nil }) { try await Task.sleep(for: .milliseconds(5)) }
    return (nil, elapsed)
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
    #expect(
      TagRenderer.tag(await pipeline.picture(of: cover, size: size, graphics: graphics)) == "tag:7 20x12")
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

  @Test(
    "a covers folder that is a symbolic link is not used: no reads, no writes; clear removes only the link")
  func symbolicLinkFolder() async throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let elsewhere = temp.url.appendingPathComponent("elsewhere")
    let url = fixedURL("https://example.org/c/1.png")
    let image = CoverImage(bytes: FakeCoverBytes.png(3, count: 500), format: .png)
    // A real cache in the other folder, with an entry for `url`, and a file of someone else.
    let real = DiskCoverCache(folder: elsewhere)
    real.store(image, for: url)
    let precious = elsewhere.path + "/precious.cover"
    #expect(FileManager.default.createFile(atPath: precious, contents: Data("mine".utf8)))
    let before = try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted()
    try FileManager.default.createSymbolicLink(atPath: temp.covers.path, withDestinationPath: elsewhere.path)

    let cache = DiskCoverCache(folder: temp.covers, limitBytes: 600)
    #expect(cache.lookup(url) == .miss)
    cache.store(
      CoverImage(bytes: FakeCoverBytes.png(4, count: 400), format: .png),
      for: fixedURL("https://example.org/c/2.png"))
    cache.store(
      CoverImage(bytes: FakeCoverBytes.png(5, count: 400), format: .png),
      for: fixedURL("https://example.org/c/3.png"))
    cache.evict()
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted() == before)
    await #expect(throws: BookshelfError.file(path: temp.covers.path, problem: .notPermitted)) {
      try await cache.statistics()
    }

    try await cache.clear()
    #expect(fileType(temp.covers.path) == nil)  // the link itself went
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted() == before)
    #expect(real.lookup(url) == .image(image))
  }

  @Test("eviction and clear remove only names the cache writes: 64 lower-case hex digits + .cover, .tmp-…")
  func onlyOwnNames() async throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let cache = DiskCoverCache(folder: temp.covers, limitBytes: 3000)
    cache.store(
      CoverImage(bytes: FakeCoverBytes.png(1, count: 100), format: .png),
      for: fixedURL("https://example.org/1.png"))
    let own = SHA256.hex("https://example.org/1.png") + ".cover"
    CacheFiles.touch(temp.covers.path + "/" + own, seconds: Int64(Date().timeIntervalSince1970) - 100)
    let foreign = [
      "notes.cover", String(repeating: "A", count: 64) + ".cover",
      String(repeating: "a", count: 63) + ".cover",
      String(repeating: "a", count: 64) + ".cover.bak", "keep.txt",
    ]
    for name in foreign {
      #expect(
        FileManager.default.createFile(atPath: temp.covers.path + "/" + name, contents: Data(count: 2000)))
    }
    let old = temp.covers.path + "/.tmp-1-2"
    #expect(FileManager.default.createFile(atPath: old, contents: Data(count: 10)))
    CacheFiles.touch(old, seconds: Int64(Date().timeIntervalSince1970) - 7200)
    for index in 2..<8 {
      cache.store(
        CoverImage(bytes: FakeCoverBytes.png(UInt8(index), count: 900), format: .png),
        for: fixedURL("https://example.org/\(index).png"))
    }
    cache.evict()
    var names = Set(try FileManager.default.contentsOfDirectory(atPath: temp.covers.path))
    #expect(Set(foreign).isSubset(of: names))
    #expect(!names.contains(own))  // the oldest own entry went
    #expect(!names.contains(".tmp-1-2"))
    try await cache.clear()
    names = Set(try FileManager.default.contentsOfDirectory(atPath: temp.covers.path))
    #expect(names == Set(foreign).union(["stats"]))
    #expect(try await cache.statistics().entries == 0)
  }
}

import BookshelfCore
import BookshelfCovers
import BookshelfTestSupport
import Foundation

/// The cover cache hits of issue 12, in release mode, medians of single calls:
/// - memory hit: `picture(of:)` of a cover already drawn at that size (target ≤ 0.05 ms), and
///   the synchronous `cachedPicture(of:)` a redraw asks;
/// - disk hit: `image(of:)` (the validated bytes, read from `covers/` and checked) in a pipeline
///   whose memory does not hold them (target ≤ 2 ms), and a whole picture from the disk in a fresh
///   pipeline (read, decode of a 120×174 bitmap, render to 20×12 cells by the stand-ins).
func runCoverCacheBenchmarks() async throws {
  let server = try LoopbackServer()
  defer { server.stop() }
  let folder = try CoverBench.temporaryFolder("bookshelf-bench-covers")
  defer { try? FileManager.default.removeItem(at: folder) }
  server.route("/covers/1.jpg", body: CoverBench.jpeg(1, count: 20 * 1024))
  let decoder = FillDecoder(width: 120, height: 174)
  let http = CoverBench.client(server: server)
  let size = CellSize(columns: 20, rows: 12)
  let graphics = TerminalGraphics.symbols(.trueColor)
  let book = CoverBench.book(1, server: server)
  let pipeline = CoverBench.pipeline(
    http: http, folder: folder, decoder: decoder, renderer: FlatRenderer())
  guard case .found = await pipeline.picture(of: book, size: size, graphics: graphics) else {
    print("  covers: the loopback cover did not load")
    return
  }
  let clock = ContinuousClock()
  func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  var memory: [Double] = []
  var cached: [Double] = []
  for _ in 0..<20_000 {
    memory.append(
      milliseconds(
        await clock.measure { _ = await pipeline.picture(of: book, size: size, graphics: graphics) }))
    cached.append(
      milliseconds(clock.measure { _ = pipeline.cachedPicture(of: book, size: size, graphics: graphics) }))
  }
  var disk: [Double] = []
  for _ in 0..<2_000 {
    disk.append(milliseconds(await clock.measure { _ = await pipeline.image(of: book) }))
  }
  var fresh: [Double] = []
  for _ in 0..<500 {
    let again = CoverBench.pipeline(
      http: http, folder: folder, decoder: decoder, renderer: FlatRenderer())
    fresh.append(
      milliseconds(await clock.measure { _ = await again.picture(of: book, size: size, graphics: graphics) }))
  }
  func line(_ name: String, _ values: [Double], target: String) {
    print(
      "  \(name): median \(String(format: "%.4f", median(values))) ms, p95 "
        + "\(String(format: "%.4f", percentile(values, 0.95))) ms (target \(target))")
  }
  line("memory hit, picture(of:)", memory, target: "≤ 0.05 ms")
  line("memory hit, cachedPicture(of:)", cached, target: "≤ 0.05 ms")
  line("disk hit, image(of:) 20 KiB", disk, target: "≤ 2 ms")
  line("disk hit, picture in a fresh pipeline", fresh, target: "≤ 2 ms + decode and render")
  print("  requests to the server: \(server.requests.count) (one expected)")
}

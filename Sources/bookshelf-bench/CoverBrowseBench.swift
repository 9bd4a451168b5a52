import BookshelfCore
import BookshelfCovers
import BookshelfTestSupport
import Foundation

/// Browsing 1,200 distinct covers (issue 12), in release mode: 60 pages of 20 results, each
/// cover fetched from the loopback server through the live stack (guard, redirects, URLSession),
/// kept on disk, decoded by a stand-in to a 512 × 512 bitmap (1 MiB) and drawn at 20 × 12
/// cells, four at a time as the front end loads them. Prints the resident set after every 10
/// pages; the peak (`VmHWM`) must plateau under 120 MB: the memory cache holds 64 MiB of
/// bitmaps at most, whatever the number of covers seen. Large blocks go back to the system
/// when freed from the first decoded cover on, as in the composition root (`LargeAllocations`).
func runCoverBrowseBenchmark() async throws {
  let server = try LoopbackServer()
  defer { server.stop() }
  let folder = try CoverBench.temporaryFolder("bookshelf-bench-browse")
  defer { try? FileManager.default.removeItem(at: folder) }
  let pages = 60
  let perPage = 20
  for index in 0..<(pages * perPage) {
    server.route("/covers/\(index).jpg", body: CoverBench.jpeg(index, count: 4 * 1024))
  }
  let http = CoverBench.client(server: server)
  let pipeline = CoverBench.pipeline(
    http: http, folder: folder, decoder: FillDecoder(width: 512, height: 512), renderer: FlatRenderer())
  let size = CellSize(columns: 20, rows: 12)
  let graphics = TerminalGraphics.symbols(.trueColor)
  let start = ContinuousClock.now
  var found = 0
  var peaks: [Int] = []
  print("  before: VmRSS \(memoryFigure("VmRSS")) kB, VmHWM \(memoryFigure("VmHWM")) kB")
  for page in 0..<pages {
    let books = (0..<perPage).map { CoverBench.book(page * perPage + $0, server: server) }
    found += await withTaskGroup(of: Int.self) { group -> Int in
      var next = 0
      var count = 0
      func add() {
        guard next < books.count else { return }
        let book = books[next]
        next += 1
        group.addTask {
          if case .found = await pipeline.picture(of: book, size: size, graphics: graphics) { return 1 }
          return 0
        }
      }
      for _ in 0..<4 { add() }
      while let one = await group.next() {
        count += one
        add()
      }
      return count
    }
    if (page + 1) % 10 == 0 {
      let peak = memoryFigure("VmHWM")
      peaks.append(peak)
      print("  after \(page + 1) pages: VmRSS \(memoryFigure("VmRSS")) kB, VmHWM \(peak) kB")
    }
  }
  let seconds = Double((ContinuousClock.now - start).components.seconds)
  let peakMB = Double(peaks.max() ?? 0) * 1024 / 1_000_000
  print(
    "  \(found) of \(pages * perPage) covers drawn in \(Int(seconds)) s; peak RSS "
      + "\(peaks.max() ?? 0) kB = \(String(format: "%.1f", peakMB)) MB (target < 120 MB); growth over the last 30 pages "
      + "\((peaks.last ?? 0) - (peaks.count > 3 ? peaks[2] : 0)) kB")
}

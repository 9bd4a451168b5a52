import BookshelfCLI
import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation

/// Browsing 1,200 distinct covers (issue #12): 60 pages × 20 results scrolled through with
/// thumbnails on, the first book of each page opened, through the composition root's cover
/// pipeline (`AppEnvironment.live`) and `CoverGallery` (4 loads at a time, prefetch of the next
/// rows), against a loopback server. Every cover is its own URL (so its own fetch, cache entry,
/// decode and render); the bytes are one 512 × 512 PNG (1 MiB as RGBA), shared by the
/// routes so the server's own memory stays out of the figure. Prints the resident set size
/// after every 10 pages and the peak (`VmHWM`): target, a plateau under 120 MB.
@MainActor
func runCoverBrowseBenchmark() async throws {
  let pages = 60
  let perPage = 20
  let server = try LoopbackServer()
  defer { server.stop() }
  let image = Data(
    TestImages.png(
      TestImages.pixels(width: 512, height: 512) { x, y in
        let value = UInt8(truncatingIfNeeded: x / 8 + y / 8)
        return (value, 255 - value, value &* 7, 255)
      }, width: 512, height: 512))
  for index in 0..<(pages * perPage) {
    server.route("/b/id/\(index + 1)-M.jpg", headers: ["Content-Type": "image/png"], body: image)
  }
  let home = try BookshelfBinary.temporaryHome()
  defer { try? FileManager.default.removeItem(at: home) }
  var environment = BookshelfBinary.environment(home: home)
  environment["BOOKSHELF_COVERS_URL"] = server.baseURL.absoluteString
  environment["BOOKSHELF_OPEN_LIBRARY_URL"] = server.baseURL.absoluteString
  let configuration = try Configuration.load(environment: environment)
  let app = try AppEnvironment.live(configuration: configuration, language: .english)
  let gallery = CoverGallery(covers: app.covers, graphics: .symbols(.trueColor))
  let thumbnail = CellSize(columns: 4, rows: 2)
  let detail = CellSize(columns: 20, rows: 12)
  let books = (0..<(pages * perPage)).map { index in
    Book(
      id: "OL\(index + 1)W", title: "Cover \(index + 1)",
      thumbnailURL: server.url("/b/id/\(index + 1)-M.jpg"),
      source: "openlibrary")
  }
  print(
    "  browse \(pages * perPage) covers (\(pages) pages × \(perPage), 512×512 PNG = 1 MiB decoded), pipeline: \(type(of: app.covers))"
  )
  var pageTimes: [Double] = []
  var redraws: [Double] = []
  let clock = ContinuousClock()
  for page in 0..<pages {
    let start = clock.now
    let rows = Array(books[(page * perPage)..<((page + 1) * perPage)])
    let next = page + 1 < pages ? Array(books[((page + 1) * perPage)..<((page + 1) * perPage + 10)]) : []
    // Scroll through the page in two screens of 10 rows, prefetching the next 10.
    gallery.want(visible: Array(rows.prefix(10)), ahead: Array(rows.suffix(10)), size: thumbnail)
    await gallery.settle()
    gallery.want(visible: Array(rows.suffix(10)), ahead: next, size: thumbnail)
    await gallery.settle()
    gallery.want(visible: [rows[0]], size: detail)
    await gallery.settle()
    pageTimes.append(milliseconds(clock.now - start))
    // A redraw reads what arrived and never waits.
    let redraw = clock.now
    for book in rows { _ = gallery.cover(of: book, size: thumbnail) }
    redraws.append(milliseconds(clock.now - redraw) * 1000)
    if (page + 1) % 10 == 0 {
      print(String(format: "    after page %2d: RSS %6.1f MB", page + 1, megabytes("VmRSS")))
    }
  }
  let fetched = server.requests.filter { $0.target.hasPrefix("/b/id/") }.count
  print(
    String(
      format:
        "    peak RSS %.1f MB (target: plateau under 120 MB); cover requests %d; page median %.1f ms; redraw of 20 rows median %.1f µs",
      megabytes("VmHWM"), fetched, median(pageTimes), median(redraws)))
}

/// A field of /proc/self/status in MB (10^6 bytes).
private func megabytes(_ field: String) -> Double { Double(memoryFigure(field)) * 1024 / 1_000_000 }

/// `duration` in milliseconds.
private func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

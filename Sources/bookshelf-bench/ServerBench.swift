import BookshelfCore
import BookshelfTestSupport
import Foundation

/// The web app's figures (issue #13, "Performance"), against the release `bookshelf` binary:
/// `bookshelf-bench server [--binary PATH] [--runs N] [--seconds S] [--browser] [--keep]`
/// (`--keep`: leave the temporary home, its catalog and `search.lua`, for profiling).
///
/// Builds the 12,583-book local catalog in a temporary home (goodbooks-10k's 10,000 + the
/// Aladin domestic list's 2,583, by `bookshelf catalog import`), seeds the disk cover cache
/// with one cover through the real pipeline (a first `serve` fetching it from a loopback
/// server whose origin is `BOOKSHELF_COVERS_URL`), then starts `bookshelf serve --port 0
/// --offline` and measures: `wrk -t2 -c32 -d10s --latency` on `/api/search?provider=local`
/// cycling through 200 as-you-type queries (half Korean) — target ≥ 2,000 req/s, p99 ≤ 25 ms;
/// the cached cover — ≥ 5,000 req/s; the server's RSS idle after the first search (≤ 60 MB)
/// and its peak under the load (`VmHWM`, ≤ 150 MB); the page weight (HTML + CSS + JS the page
/// loads, ≤ 80 KB). Each wrk figure is the median of `--runs` runs (default 3); the load
/// average is printed beside each. `--browser` adds the keystroke → grid time in headless
/// Chromium (the browser tests' driver, `Tests/Browser/webapp_checks.py --scenario latency`).
func runServerBenchmarks(arguments: [String]) async throws {
  var options: [String: String] = [:]
  var index = 0
  while index < arguments.count {
    let name = String(arguments[index].dropFirst(2))
    if index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
      options[name] = arguments[index + 1]
      index += 2
    } else {
      options[name] = "yes"
      index += 1
    }
  }
  let binary = options["binary"] ?? ".build/release/bookshelf"
  let runs = max(1, Int(options["runs"] ?? "") ?? 3)
  let seconds = max(1, Int(options["seconds"] ?? "") ?? 10)
  guard FileManager.default.isExecutableFile(atPath: binary) else {
    print("server benchmark skipped: no executable at \(binary) (swift build -c release first)")
    return
  }
  guard FileManager.default.isExecutableFile(atPath: WrkRun.executable) else {
    print("server benchmark skipped: \(WrkRun.executable) is missing (apt-get install wrk)")
    return
  }
  guard let data = SharedData.url("data") else {
    print(SharedData.skipMessage(for: "data"))
    return
  }
  let home = try BookshelfBinary.temporaryHome()
  defer {
    if options["keep"] == nil {
      try? FileManager.default.removeItem(at: home)
    } else {
      print("kept \(home.path)")
    }
  }
  let environment = BookshelfBinary.environment(home: home)
  let table = ServerFigures()

  for file in ["goodbooks-10k/books.csv", "aladin-kr-books/aladin_domestic_books.json"] {
    let path = data.appendingPathComponent(file).path
    guard childUsage(binary, [binary, "catalog", "import", path], environment) != nil else {
      throw BenchFailure("bookshelf catalog import \(file) failed")
    }
  }
  let coverTarget = try seedCover(binary: binary, environment: environment)

  let server = try ServeProcess(binary: binary, extra: ["--offline"], environment: environment)
  defer { server.stop() }
  let stats = try server.get("/api/catalog/stats")
  let rows = (try? JSONSerialization.jsonObject(with: Data(stats.body)) as? [String: Any])?["rows"] as? Int
  print("server benchmark: \(binary), catalog of \(rows ?? 0) books, port \(server.port), \(runs) runs each")

  let queries = try CatalogBenchQueries.make(data: data, count: 200)
  let paths = queries.map { "/api/search?provider=local&q=" + percentEncoded($0.text) }
  let first = try server.get(paths[0])
  guard first.status == 200 else {
    throw BenchFailure("first search answered \(first.status): \(first.text)")
  }
  try await Task.sleep(for: .seconds(1))
  table.add(
    "server RSS idle (after start + first search)", target: "≤ 60 MB", server.megabytes("VmRSS"), "MB")
  table.add(
    "page weight (HTML+CSS+JS the page loads)", target: "≤ 80 KB", try pageWeight(server) / 1000, "KB")

  try printSingleRequestTimes(server, queries: queries, paths: paths)

  let script = home.appendingPathComponent("search.lua").path
  try WrkRun.script(cycling: paths).write(toFile: script, atomically: true, encoding: .utf8)
  let base = "http://127.0.0.1:\(server.port)"
  var searchCPU: [Double] = []
  let search = try (0..<runs).map { _ in
    let before = server.cpuSeconds()
    let run = try measured(WrkRun.run(url: base + "/", script: script, seconds: seconds))
    searchCPU.append(
      (server.cpuSeconds() - before) * 1000 / max(1, run.run.requestsPerSecond * Double(seconds)))
    return run
  }
  table.add(
    "search req/s (wrk -t2 -c32, 200 queries)", target: "≥ 2,000", search.map(\.run.requestsPerSecond), "",
    search)
  table.add("search p99 latency", target: "≤ 25 ms", search.map(\.run.p99Milliseconds), "ms", search)
  table.add("search p50 latency", target: "-", search.map(\.run.p50Milliseconds), "ms", search)
  table.add("server CPU per search request", target: "-", searchCPU, "ms", search)

  let cover = try (0..<runs).map { _ in
    try measured(WrkRun.run(url: base + coverTarget, script: nil, seconds: seconds))
  }
  table.add(
    "cached cover req/s (wrk -t2 -c32)", target: "≥ 5,000", cover.map(\.run.requestsPerSecond), "", cover)
  table.add("cached cover p99 latency", target: "-", cover.map(\.run.p99Milliseconds), "ms", cover)
  table.add("server peak RSS under the load (VmHWM)", target: "≤ 150 MB", server.megabytes("VmHWM"), "MB")
  let failures = (search + cover).map(\.run.failures).reduce(0, +)
  print(failures == 0 ? "every wrk answer was 2xx" : "WARNING: \(failures) non-2xx answers or socket errors")

  if options["browser"] != nil {
    let sample = queries.filter { !$0.isKorean }.prefix(6) + queries.filter(\.isKorean).prefix(6)
    table.add(contentsOf: try keystrokeToGrid(server: server, queries: sample.map(\.text)))
  }
  table.print()
}

/// Each search once after another (one client, no load): the median and p99 of the
/// per-query medians of 3 runs, and the slowest queries.
private func printSingleRequestTimes(_ server: ServeProcess, queries: [CatalogBenchQuery], paths: [String])
  throws
{
  let clock = ContinuousClock()
  var medians: [Double] = []
  for path in paths {
    var times: [Double] = []
    for _ in 0..<3 {
      let start = clock.now
      _ = try server.get(path)
      let elapsed = clock.now - start
      times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    medians.append(median(times))
  }
  let slowest = zip(queries, medians).sorted { $0.1 > $1.1 }.prefix(5)
  print(
    String(
      format: "one search at a time (HTTP round trip): p50 %.2f ms, p99 %.2f ms; slowest: ",
      percentile(medians, 0.5), percentile(medians, 0.99))
      + slowest.map { String(format: "\"%@\" %.1f ms", $0.0.text, $0.1) }.joined(separator: ", "))
}

/// Seeds the disk cover cache: a `serve` (not offline) with `BOOKSHELF_COVERS_URL` on a
/// loopback server saves a book whose cover is there and fetches the cover once.
/// - Returns: the cover's API path.
private func seedCover(binary: String, environment: [String: String]) throws -> String {
  let covers = try LoopbackServer()
  defer { covers.stop() }
  let pixels = TestImages.pixels(width: 200, height: 300) { x, y in
    (UInt8(truncatingIfNeeded: x), UInt8(truncatingIfNeeded: y), 120, 255)
  }
  covers.route(
    "/cover.jpg", headers: ["Content-Type": "image/jpeg"],
    body: Data(TestImages.jpeg(pixels, width: 200, height: 300, quality: 80)))
  var online = environment
  online["BOOKSHELF_COVERS_URL"] = covers.baseURL.absoluteString
  let seeding = try ServeProcess(binary: binary, extra: [], environment: online)
  defer { seeding.stop() }
  let book = Book(
    id: "bench:cover", title: "A cached cover", authors: ["Bench"], thumbnailURL: covers.url("/cover.jpg"),
    source: "local")
  let key = percentEncoded(ShelfEntry.key(for: book))
  let body = try JSONEncoder().encode(["book": book])
  let saved = try seeding.send("PUT", "/api/shelf/\(key)", body: Array(body))
  guard saved.status == 201 || saved.status == 200 else {
    throw BenchFailure("saving the cover book answered \(saved.status): \(saved.text)")
  }
  let target = "/api/books/\(key)/cover"
  let fetched = try seeding.get(target)
  guard fetched.status == 200 else { throw BenchFailure("the first cover answered \(fetched.status)") }
  return target
}

/// The bytes of the HTML, CSS and JS the page loads: `/`, the files it links, and the ES
/// modules those import (followed from `import … from './x.js'`).
private func pageWeight(_ server: ServeProcess) throws -> Double {
  var pending = ["/"]
  var seen: Set<String> = []
  var bytes = 0
  while let path = pending.popLast() {
    guard seen.insert(path).inserted, seen.count < 200 else { continue }
    let reply = try server.get(path)
    guard reply.status == 200 else { throw BenchFailure("\(path) answered \(reply.status)") }
    bytes += reply.body.count
    let text = reply.text
    let folder = path.hasSuffix("/") ? path : String(path[...(path.lastIndex(of: "/") ?? path.startIndex)])
    for reference in references(in: text) where reference.hasSuffix(".js") || reference.hasSuffix(".css") {
      pending.append(
        reference.hasPrefix("/") ? reference : folder + reference.replacingOccurrences(of: "./", with: ""))
    }
  }
  return Double(bytes)
}

/// `src="…"`, `href="…"` and `from './…'` / `import './…'` targets in `text`.
private func references(in text: String) -> [String] {
  let pattern = ##"(?:src|href)="([^"#?]+)"|(?:from|import)\s*['"](\.{0,2}/[^'"]+)['"]"##
  guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
  let range = NSRange(text.startIndex..., in: text)
  return expression.matches(in: text, range: range).compactMap { match in
    for group in 1...2 {
      if let found = Range(match.range(at: group), in: text) { return String(text[found]) }
    }
    return nil
  }
}

/// `text` with everything but unreserved characters percent-encoded (UTF-8).
func percentEncoded(_ text: String) -> String {
  let allowed = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
  return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
}

/// A figure and the load average (1 minute) when it was taken.
struct Measured<Value> {
  let run: Value
  let load: Double
}

private func measured<Value>(_ value: @autoclosure () throws -> Value) rethrows -> Measured<Value> {
  let run = try value()
  return Measured(run: run, load: loadAverage())
}

/// The 1-minute load average (`/proc/loadavg`).
func loadAverage() -> Double {
  let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
  return Double(text.split(separator: " ").first ?? "") ?? 0
}

/// The figures table: figure, target, median (and every run), load averages.
final class ServerFigures {
  private var rows: [(figure: String, target: String, value: String, load: String)] = []

  func add(_ figure: String, target: String, _ value: Double, _ unit: String) {
    rows.append((figure, target, format(value, unit), String(format: "%.2f", loadAverage())))
  }

  func add<Value>(
    _ figure: String, target: String, _ values: [Double], _ unit: String, _ runs: [Measured<Value>]
  ) {
    let all = values.map { format($0, unit) }.joined(separator: ", ")
    rows.append(
      (
        figure, target, "\(format(median(values), unit)) (runs: \(all))",
        runs.map { String(format: "%.2f", $0.load) }.joined(separator: ", ")
      ))
  }

  func add(contentsOf more: [(figure: String, target: String, value: String, load: String)]) {
    rows += more
  }

  private func format(_ value: Double, _ unit: String) -> String {
    (value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value))
      + (unit.isEmpty ? "" : " " + unit)
  }

  func print() {
    Swift.print("")
    Swift.print("| figure | target | measured median | load (1 min) |")
    Swift.print("|---|---|---|---|")
    for row in rows { Swift.print("| \(row.figure) | \(row.target) | \(row.value) | \(row.load) |") }
  }
}

import BookshelfTestSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The cached search of the covers-and-caches issue (#12): the release `bookshelf` binary
/// searches a loopback Kakao server once (filling `responses.sqlite`), then the same search is
/// run `BENCH_CACHED_RUNS` times (default 40) with the cache warm and the server counting
/// requests (none may arrive). Reports the child's CPU time (user + system, from `wait4`'s
/// resource usage of that child alone) and its wall time, spawn to exit, median and p90, next
/// to the target: ≤ 20 ms of process time end to end; `bookshelf --version` alone for scale.
func runCachedSearchBenchmark() async throws {
  print("cached search (release bookshelf binary, warm response cache, loopback Kakao server)")
  let binary = BookshelfBinary.url
  guard FileManager.default.isExecutableFile(atPath: binary.path) else {
    print("  skipped: \(binary.path) missing; run swift build -c release --product bookshelf")
    return
  }
  let runs = Int(ProcessInfo.processInfo.environment["BENCH_CACHED_RUNS"] ?? "") ?? 40
  let server = try LoopbackServer()
  defer { server.stop() }
  server.route(
    "/v3/search/book", headers: ["Content-Type": "application/json;charset=UTF-8"],
    body: try SharedData.ownFixture("kakao/search-quirks.json"))
  let home = try BookshelfBinary.temporaryHome()
  defer { try? FileManager.default.removeItem(at: home) }
  let env = BookshelfBinary.environment(
    home: home,
    ["BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": "bench-key-0000"])
  let search = ["search", "미움받을 용기", "--provider", "kakao"]
  let fill = try BookshelfBinary.runSynchronously(search, environment: env)
  guard fill.status == 0, !fill.stdout.isEmpty else {
    print("  bookshelf search failed (status \(fill.status)): \(fill.stderr.prefix(300))")
    return
  }
  let requestsAfterFill = server.requests.count
  var cpu: [Double] = []
  var wall: [Double] = []
  for index in 0..<runs + 3 {
    guard let sample = childUsage(binary.path, ["bookshelf"] + search, env) else {
      print("  a warm run failed")
      return
    }
    if index >= 3 {  // the first runs warm the page cache
      cpu.append(sample.cpu)
      wall.append(sample.wall)
    }
  }
  let extra = server.requests.count - requestsAfterFill
  var startCPU: [Double] = []
  var startWall: [Double] = []
  for _ in 0..<runs {
    guard let sample = childUsage(binary.path, ["bookshelf", "--version"], env) else { break }
    startCPU.append(sample.cpu)
    startWall.append(sample.wall)
  }
  func line(_ name: String, _ samples: [Double]) {
    print(
      "  \(name): median \(format(median(samples) * 1000)) ms, p90 \(format(percentile(samples, 0.9) * 1000)) ms,"
        + " min \(format((samples.min() ?? .nan) * 1000)) ms (\(samples.count) runs)")
  }
  print("  binary: \(binary.path)")
  line("process CPU time (user + system)", cpu)
  line("wall time, spawn to exit", wall)
  line("bookshelf --version CPU time (start-up alone)", startCPU)
  line("bookshelf --version wall time", startWall)
  print("  requests during the warm runs: \(extra) (must be 0)")
  print(
    "  cached search: \(format(median(cpu) * 1000)) ms CPU, \(format(median(wall) * 1000)) ms wall"
      + " (medians; target ≤ 20 ms)")
}

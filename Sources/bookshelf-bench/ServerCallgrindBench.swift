import Foundation

/// `bookshelf-bench server --callgrind N`: the instructions one search request costs the
/// server, counted by valgrind's callgrind (steady on a loaded machine, unlike wrk's times).
/// Starts `valgrind --tool=callgrind bookshelf serve --port 0 --offline` on the benchmark's
/// home, asks every query once (warm caches, first-use allocations), zeroes the counters
/// (`callgrind_control -z`), sends `requests` searches one after another (one connection each,
/// cycling through `paths`), dumps (`callgrind_control -d`) and divides the dump's total by
/// `requests`. The dump stays in the home (`callgrind.out.<pid>.*`, for `callgrind_annotate`
/// with `--keep`).
/// - Returns: instructions per request, or nil when valgrind is not installed.
/// - Throws: `BenchFailure` when a search fails or the dump has no total.
func callgrindInstructionsPerSearch(
  binary: String, environment: [String: String], home: URL, paths: [String], requests: Int
) throws -> Double? {
  let valgrind = "/usr/bin/valgrind"
  let control = "/usr/bin/callgrind_control"
  guard FileManager.default.isExecutableFile(atPath: valgrind),
    FileManager.default.isExecutableFile(atPath: control)
  else {
    print("callgrind figure skipped: valgrind is missing (apt-get install valgrind)")
    return nil
  }
  let outputs = home.appendingPathComponent("callgrind.out.%p").path
  let server = try ServeProcess(
    binary: binary, extra: ["--offline"], environment: environment,
    launcher: [valgrind, "--tool=callgrind", "--callgrind-out-file=\(outputs)"], startTime: .seconds(300))
  defer { server.stop() }
  for path in paths {
    let reply = try server.get(path)
    guard reply.status == 200 else { throw BenchFailure("\(path) answered \(reply.status) under callgrind") }
  }
  let pid = "\(server.process.processIdentifier)"
  guard childUsage(control, [control, "-z", pid], environment) != nil else {
    throw BenchFailure("callgrind_control -z failed")
  }
  for index in 0..<max(1, requests) {
    let reply = try server.get(paths[index % paths.count])
    guard reply.status == 200 else { throw BenchFailure("a search answered \(reply.status) under callgrind") }
  }
  guard childUsage(control, [control, "-d", pid], environment) != nil else {
    throw BenchFailure("callgrind_control -d failed")
  }
  let names = (try? FileManager.default.contentsOfDirectory(atPath: home.path)) ?? []
  let dumps = names.filter { $0.hasPrefix("callgrind.out.\(pid).") }.sorted()
  for name in dumps.reversed() {
    let text = (try? String(contentsOfFile: home.appendingPathComponent(name).path, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
      if let total = Double(line.split(separator: " ").last ?? "") { return total / Double(max(1, requests)) }
    }
  }
  throw BenchFailure("no callgrind dump with a total in \(home.path)")
}

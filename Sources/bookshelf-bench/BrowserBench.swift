import Foundation

/// Keystroke → rendered grid in headless Chromium for the local catalog: runs the browser
/// tests' driver (`Tests/Browser/webapp_checks.py --scenario latency`, Debian's
/// `/usr/bin/python3` with python3-selenium, chromium, chromedriver) against `server` with the
/// given queries and reads its `keystrokeToGridMs` figure (already less the 300 ms debounce).
/// Target: ≤ 100 ms plus the debounce. A row saying why when it cannot run.
func keystrokeToGrid(server: ServeProcess, queries: [String]) throws -> [(
  figure: String, target: String, value: String, load: String
)] {
  let figure = "keystroke → rendered grid minus debounce (Chromium, median)"
  let script = "Tests/Browser/webapp_checks.py"
  guard FileManager.default.fileExists(atPath: script),
    FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
  else { return [(figure, "≤ 100 ms", "skipped: no \(script) here or no /usr/bin/chromium", "-")] }
  let out = FileManager.default.temporaryDirectory.appendingPathComponent(
    "bench-latency-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: out) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
  process.arguments =
    [script, "--url", "http://127.0.0.1:\(server.port)/", "--out", out.path, "--scenario", "latency"]
    + queries.flatMap { ["--query", $0] }
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  let report = out.appendingPathComponent("report-latency.json")
  guard let data = try? Data(contentsOf: report),
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
    let figures = document["figures"] as? [String: Any],
    let latency = figures["keystrokeToGridMs"] as? [String: Any],
    let times = latency["all"] as? [Double], let debounce = latency["debounceMs"] as? Double
  else { return [(figure, "≤ 100 ms", "not measured (exit status \(process.terminationStatus))", "-")] }
  let shown = times.map { String(format: "%.0f", $0) }.joined(separator: ", ")
  return [
    (
      figure, "≤ 100 ms (+ \(Int(debounce)) ms debounce)",
      String(format: "%.1f ms (runs: %@)", median(times), shown),
      String(format: "%.2f", loadAverage())
    )
  ]
}

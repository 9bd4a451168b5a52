import Foundation

/// Keystroke → rendered grid in headless Chromium for the local catalog: runs
/// `Benchmarks/keystroke_to_grid.py` (Debian's `/usr/bin/python3` with python3-selenium,
/// chromium, chromedriver) against `server` with 12 of the benchmark's queries (half Korean).
/// Target: ≤ 100 ms plus the 300 ms debounce. A row saying why when it cannot run.
func keystrokeToGrid(server: ServeProcess, queries: [String]) throws -> [(
  figure: String, target: String, value: String, load: String
)] {
  let figure = "keystroke → rendered grid minus debounce (Chromium, median)"
  let script = "Benchmarks/keystroke_to_grid.py"
  guard FileManager.default.fileExists(atPath: script),
    FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
  else { return [(figure, "≤ 100 ms", "skipped: no \(script) here or no /usr/bin/chromium", "-")] }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
  process.arguments = [script, "http://127.0.0.1:\(server.port)/"] + queries
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0,
    let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last,
    let result = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
    let times = result["times"] as? [Double], let debounce = result["debounceMs"] as? Double
  else { return [(figure, "≤ 100 ms", "not measured (exit status \(process.terminationStatus))", "-")] }
  let shown = times.map { String(format: "%.0f", $0 - debounce) }.joined(separator: ", ")
  return [
    (
      figure, "≤ 100 ms (+ \(Int(debounce)) ms debounce)",
      String(format: "%.1f ms (runs: %@)", median(times) - debounce, shown),
      String(format: "%.2f", loadAverage())
    )
  ]
}

import Foundation

/// One run of Debian's `wrk` (`/usr/bin/wrk -t2 -c32 -d10s --latency`) and what it reported.
struct WrkRun {
  /// `Requests/sec`.
  var requestsPerSecond: Double
  /// The 99% line of the latency distribution, in milliseconds.
  var p99Milliseconds: Double
  /// The 50% line, in milliseconds.
  var p50Milliseconds: Double
  /// Requests answered with a status outside 2xx/3xx, plus socket errors.
  var failures: Int

  static let executable = "/usr/bin/wrk"

  /// Runs wrk against `url`, with `script` (a Lua file) when given.
  /// - Throws: `BenchFailure` when wrk cannot run or prints no `Requests/sec`.
  static func run(
    url: String, script: String?, threads: Int = 2, connections: Int = 32, seconds: Int = 10
  ) throws -> WrkRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      ["-t\(threads)", "-c\(connections)", "-d\(seconds)s", "--latency"] + (script.map { ["-s", $0] } ?? [])
      + [url]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard let run = parse(text) else { throw BenchFailure("wrk printed no figures: \(text.prefix(400))") }
    return run
  }

  /// The figures of wrk's report, nil without a `Requests/sec` line.
  static func parse(_ text: String) -> WrkRun? {
    var rps: Double?
    var p50 = 0.0
    var p99 = 0.0
    var failures = 0
    for line in text.split(separator: "\n") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
      guard let first = words.first else { continue }
      if first == "Requests/sec:", words.count > 1 {
        rps = Double(words[1])
      } else if first == "50%", words.count > 1 {
        p50 = milliseconds(String(words[1])) ?? 0
      } else if first == "99%", words.count > 1 {
        p99 = milliseconds(String(words[1])) ?? 0
      } else if line.contains("Non-2xx or 3xx responses:"), let count = words.last.flatMap({ Int($0) }) {
        failures += count
      } else if first == "Socket" {
        // "Socket errors: connect 0, read 0, write 0, timeout 0"
        failures += words.compactMap { Int($0) }.reduce(0, +)
      }
    }
    return rps.map {
      WrkRun(requestsPerSecond: $0, p99Milliseconds: p99, p50Milliseconds: p50, failures: failures)
    }
  }

  /// `812.00us`, `1.23ms`, `1.02s` in milliseconds.
  static func milliseconds(_ text: String) -> Double? {
    for (unit, scale) in [("us", 0.001), ("ms", 1.0), ("s", 1000.0)] where text.hasSuffix(unit) {
      return Double(text.dropLast(unit.count)).map { $0 * scale }
    }
    return nil
  }

  /// A wrk Lua script sending GET `paths` in turn (each wrk thread from its own start).
  static func script(cycling paths: [String]) -> String {
    let list = paths.map { "  \"" + $0 + "\"," }.joined(separator: "\n")
    return """
      local paths = {
      \(list)
      }
      local i = 0
      request = function()
        i = i % #paths + 1
        return wrk.format("GET", paths[i])
      end

      """
  }
}

import BookshelfTestSupport
import Foundation

/// Headless Chromium, chromedriver and Debian's python3-selenium, and the driver script
/// `Tests/Browser/webapp_checks.py` that uses them.
enum BrowserTools {
  static let chromium = "/usr/bin/chromium"
  static let chromedriver = "/usr/bin/chromedriver"
  /// Debian's interpreter: python3-selenium is installed for it, not for a pyenv `python3`.
  static let python = "/usr/bin/python3"
  static let nice = "/usr/bin/nice"
  static let script = SharedData.packageRoot.appendingPathComponent("Tests/Browser/webapp_checks.py")

  /// True when Chromium, chromedriver, Debian's python3 with selenium and the script are all here.
  static let available: Bool = {
    let files = FileManager.default
    guard files.isExecutableFile(atPath: chromium), files.isExecutableFile(atPath: chromedriver),
      files.isExecutableFile(atPath: python), files.isExecutableFile(atPath: nice),
      files.fileExists(atPath: script.path)
    else { return false }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: python)
    probe.arguments = ["-c", "import selenium"]
    probe.standardOutput = FileHandle.nullDevice
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()

  /// One named check of the driver's report.
  struct Check: Decodable {
    let name: String
    let passed: Bool
    let detail: String
  }

  /// The driver's report: its checks, and its figures as JSON text (for the test's output).
  struct Report {
    let checks: [Check]
    let figures: String
    let log: String
  }

  /// Runs the driver's `scenario` against the page at `url`, writing screenshots and
  /// `report-<scenario>.json` into `output`; waits at most `timeout` seconds (then stops it with
  /// SIGTERM, and SIGKILL 15 s later).
  /// - Throws: when the driver cannot start or wrote no readable report.
  static func run(scenario: String, url: String, output: URL, home: URL, timeout: Double = 240) throws
    -> Report
  {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let reportFile = output.appendingPathComponent("report-\(scenario).json")
    try? FileManager.default.removeItem(at: reportFile)
    let logFile = output.appendingPathComponent("driver-\(scenario).log")
    _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
    let process = Process()
    // At the lowest priority, nice 19 (Chromium's processes inherit it): the browser must not take
    // the CPU from the time-limited tests beside it in `swift test --parallel` (at nice 10, the
    // loopback redirect tests of URLSessionHTTPClient still timed out on a loaded machine).
    process.executableURL = URL(fileURLWithPath: nice)
    process.arguments = [
      "-n", "19", python, script.path, "--url", url, "--out", output.path, "--scenario", scenario,
    ]
    process.environment = [
      "HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TMPDIR": home.path,
      "PYTHONDONTWRITEBYTECODE": "1",
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: logFile)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(50_000) }
    if process.isRunning {
      // SIGTERM first: the driver then quits Chromium and chromedriver on its way out.
      kill(process.processIdentifier, SIGTERM)
      let grace = Date().addingTimeInterval(15)
      while process.isRunning, Date() < grace { usleep(50_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    let data = try Data(contentsOf: reportFile)
    struct Document: Decodable { let checks: [Check] }
    let checks = try JSONDecoder().decode(Document.self, from: data).checks
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let figures = try (object?["figures"]).map {
      String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self)
    }
    return Report(checks: checks, figures: figures ?? "{}", log: log)
  }
}

import BookshelfTestSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One `bookshelf serve --port 0 …` child of the server benchmark: started with its own
/// environment, its port read from the URL line it prints, its memory read from
/// `/proc/<pid>/status`, stopped with SIGTERM (the graceful stop).
final class ServeProcess {
  let process = Process()
  let port: UInt16
  private let output = Pipe()

  /// Starts `binary serve --port 0 extra…` and waits (at most 30 s) for its URL line.
  /// - Throws: `BenchFailure` when it exits or prints no URL in time.
  init(binary: String, extra: [String], environment: [String: String]) throws {
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["serve", "--port", "0"] + extra
    process.environment = environment
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let reader = output.fileHandleForReading
    var text = ""
    let deadline = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < deadline {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
      if let port = Self.port(in: text) {
        self.port = port
        return
      }
    }
    process.terminate()
    throw BenchFailure("bookshelf serve printed no URL: \(text.prefix(300))")
  }

  /// The port of the first `http://127.0.0.1:<port>/` in `text`.
  static func port(in text: String) -> UInt16? {
    guard let start = text.range(of: "http://127.0.0.1:") else { return nil }
    let digits = text[start.upperBound...].prefix { $0.isNumber }
    guard text[start.upperBound...].dropFirst(digits.count).first == "/" else { return nil }
    return UInt16(digits)
  }

  /// A field of the child's /proc status (`VmRSS`, `VmHWM`) in MB (10^6 bytes); 0 if unread.
  func megabytes(_ field: String) -> Double {
    guard
      let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
    else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
      return kilobytes * 1024 / 1_000_000
    }
    return 0
  }

  /// CPU seconds (user + system) the child has used so far (`/proc/<pid>/stat`); 0 if unread.
  func cpuSeconds() -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return 0 }
    // After "pid (comm)": state is field 3; utime and stime are fields 14 and 15.
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// A GET of `target` (Host `127.0.0.1:<port>`).
  func get(_ target: String) throws -> RawHTTPReply {
    try RawHTTPClient.exchange(port: port, target: target)
  }

  /// A state-changing request with the page's headers: JSON, `X-Bookshelf: 1`, the server's
  /// own `Origin`.
  func send(_ method: String, _ target: String, body: [UInt8] = []) throws -> RawHTTPReply {
    let headers = [
      ("Content-Type", "application/json"), ("X-Bookshelf", "1"), ("Origin", "http://127.0.0.1:\(port)"),
    ]
    return try RawHTTPClient.exchange(
      port: port, method: method, target: target, headers: headers, body: body)
  }

  /// SIGTERM, then waits for the exit (at most 15 s, then SIGKILL).
  func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGTERM)
    let deadline = ContinuousClock.now + .seconds(15)
    while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}

/// A benchmark that could not run, with why.
struct BenchFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

import BookshelfTestSupport
import Foundation

/// A `bookshelf serve` process started from the built binary, its standard output and error
/// going to files the test reads while it runs. Its waits run on a thread of their own
/// (`BlockingWork`), so a test waiting for the server holds no cooperative thread.
final class ServeProcess: Sendable {
  let process = Process()
  let home: URL
  private let outFile: URL
  private let errFile: URL

  /// Starts `bookshelf serve` with `arguments` in the environment of `home`.
  init(_ arguments: [String], home: URL, environment: [String: String] = [:]) throws {
    self.home = home
    outFile = home.appendingPathComponent("serve-\(UUID().uuidString).out")
    errFile = home.appendingPathComponent("serve-\(UUID().uuidString).err")
    guard FileManager.default.createFile(atPath: outFile.path, contents: nil),
      FileManager.default.createFile(atPath: errFile.path, contents: nil)
    else { throw CocoaError(.fileWriteUnknown) }
    process.executableURL = BookshelfBinary.url
    process.arguments = ["serve"] + arguments
    process.environment = BookshelfBinary.environment(home: home, environment)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outFile)
    process.standardError = try FileHandle(forWritingTo: errFile)
    try process.run()
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  var stdout: String { (try? String(contentsOf: outFile, encoding: .utf8)) ?? "" }
  var stderr: String { (try? String(contentsOf: errFile, encoding: .utf8)) ?? "" }

  /// The first line of standard output, once written (nil when the process ended first or
  /// `timeout` seconds passed).
  func firstLine(timeout: Double = 30) async -> String? {
    (try? await BlockingWork.run { self.waitForFirstLine(timeout: timeout) }) ?? nil
  }

  private func waitForFirstLine(timeout: Double) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let line = stdout.split(separator: "\n").first { return String(line) }
      if !process.isRunning { return stdout.split(separator: "\n").first.map(String.init) }
      usleep(10_000)
    }
    return nil
  }

  /// The port of the printed URL (`http://127.0.0.1:PORT/`), or nil.
  static func port(in line: String) -> Int? {
    guard let start = line.range(of: "http://")?.upperBound else { return nil }
    let rest = line[start...]
    guard let slash = rest.firstIndex(of: "/"), let colon = rest[..<slash].lastIndex(of: ":") else {
      return nil
    }
    return Int(rest[rest.index(after: colon)..<slash])
  }

  /// Sends `signal` and waits up to `timeout` seconds for the exit; the status, or nil when it
  /// was still running (then killed).
  func stop(with signal: Int32 = SIGTERM, timeout: Double = 15) async -> Int32? {
    (try? await BlockingWork.run { self.waitForStop(with: signal, timeout: timeout) }) ?? nil
  }

  private func waitForStop(with signal: Int32, timeout: Double) -> Int32? {
    kill(process.processIdentifier, signal)
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    guard !process.isRunning else { return nil }
    return process.terminationStatus
  }
}

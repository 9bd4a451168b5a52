import Foundation

/// Gzip bodies for `Content-Encoding: gzip` answers in tests (Foundation on Linux has no gzip,
/// so `/usr/bin/gzip`, an essential package on Debian, makes them).
public enum GzipBody {
  /// `count` zero bytes, gzip-compressed (about 1,000 : 1).
  /// - Throws: when `gzip` cannot be run or fails.
  public static func zeros(_ count: Int) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "head -c \(max(0, count)) /dev/zero | gzip -c"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, data.count >= 18 else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "gzip failed"])
    }
    return data
  }
}

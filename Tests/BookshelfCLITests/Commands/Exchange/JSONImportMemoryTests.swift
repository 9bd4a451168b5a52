import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf import` of a JSON file of millions of tiny elements: refused quickly, in little
/// memory (measured on the real binary by `/usr/bin/time`).
@Suite("JSON import memory through the binary")
struct JSONImportMemoryTests {
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")))
  func eightMillionOnesAreRefusedInLittleMemory() throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = home.appendingPathComponent("big.json")
    var bytes = [UInt8](repeating: UInt8(ascii: "1"), count: 2 * (8 * 1024 * 1024 - 10) + 1)
    bytes[0] = UInt8(ascii: "[")
    for index in stride(from: 2, to: bytes.count - 1, by: 2) { bytes[index] = UInt8(ascii: ",") }
    bytes[bytes.count - 1] = UInt8(ascii: "]")
    try Data(bytes).write(to: file)
    let rss = home.appendingPathComponent("rss.txt")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "%M", "-o", rss.path, BookshelfBinary.url.path, "import", file.path]
    process.environment = BookshelfBinary.environment(home: home)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    let start = Date()
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = Date().timeIntervalSince(start)
    #expect(process.terminationStatus != 0)
    #expect(String(decoding: message, as: UTF8.self).contains("more than 200000 entries"))
    let kilobytes =
      Int(
        String(decoding: try Data(contentsOf: rss), as: UTF8.self).trimmingCharacters(
          in: .whitespacesAndNewlines
        ).split(separator: "\n").last ?? "") ?? .max
    #expect(kilobytes < 200 * 1024, "peak RSS \(kilobytes) KiB")
    #expect(elapsed < 10, "\(elapsed) s")
  }
}

import BookshelfTestSupport
import Foundation
import Testing

/// Output that cannot be written must not pass for success (a short `export > backup.json`).
@Suite("bookshelf binary: failed writes to standard output")
struct OutputFailureTests {
  func run(_ arguments: [String], stdout: FileHandle) throws -> (Int32, String) {
    let home = try BookshelfBinary.temporaryHome()
    let process = Process()
    process.executableURL = BookshelfBinary.url
    process.arguments = arguments
    process.environment = BookshelfBinary.environment(home: home)
    let errors = Pipe()
    process.standardOutput = stdout
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, stderr)
  }

  @Test("a full disk is exit 1 with one line naming standard output")
  func fullDisk() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "no /dev/full on this machine")
    let (status, stderr) = try run(["--help"], stdout: full)
    #expect(status == 1)
    #expect(stderr == "bookshelf: error: standard output: No space left on device.\n")
  }

  @Test("a reader that goes away early is not an error")
  func closedPipe() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let (status, stderr) = try run(["--help"], stdout: pipe.fileHandleForWriting)
    #expect(status == 0)
    #expect(stderr == "")
  }
}

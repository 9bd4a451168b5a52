import BookshelfTestSupport
import Foundation
import Testing

/// Ctrl-C or SIGTERM during `export -o FILE` used to leave `.FILE.<uuid>.tmp` behind (the
/// default action ended the process mid-write). Now the export stops, removes its temporary
/// file, leaves FILE as it was and says so (exit 128 + the signal).
@Suite("bookshelf export -o: interrupted")
struct ExportInterruptTests {
  /// A shelf CSV of `rows` entries with long notes (about 8 KB each).
  static func shelfCSV(rows: Int) -> String {
    var csv = "isbn13,title,note\n"
    let note = String(repeating: "a long private note ", count: 400)
    for n in 0..<rows {
      // ISBN-13 978-0-00-…: 12 digits and the check digit.
      let body = "978000" + String(n).leftPadded(to: 6)
      let sum = body.enumerated().reduce(0) {
        $0 + ($1.element.wholeNumberValue ?? 0) * ($1.offset % 2 == 0 ? 1 : 3)
      }
      csv += "\(body)\((10 - sum % 10) % 10),Interrupted export \(n),\(note)\(n)\n"
    }
    return csv
  }

  func temporaryFiles(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
      $0.hasSuffix(".tmp")
    }
  }

  @Test("SIGINT and SIGTERM: no temporary file remains, the old file is kept", arguments: [SIGINT, SIGTERM])
  func interrupted(signal: Int32) async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = BookshelfBinary.environment(home: home)
    let input = home.appendingPathComponent("shelf.csv")
    try Data(Self.shelfCSV(rows: 4_000).utf8).write(to: input)
    let imported = try await BookshelfBinary.run(
      ["import", input.path], environment: environment, timeout: 120)
    #expect(imported.status == 0, "\(imported.stderr)")

    let exports = home.appendingPathComponent("exports")
    try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: false)
    let target = exports.appendingPathComponent("backup.json")
    try Data("the previous backup".utf8).write(to: target)
    let errors = home.appendingPathComponent("stderr.txt")
    #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
    let process = Process()
    process.executableURL = BookshelfBinary.url
    process.arguments = ["export", "--format", "json", "-o", target.path]
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    // Wait for the temporary file: the export is writing.
    let deadline = Date().addingTimeInterval(60)
    // Polled with usleep, not Task.sleep: the export writes for well under a second, and a
    // task's wake-up can come later than that on a busy pool.
    while process.isRunning, Date() < deadline, temporaryFiles(in: exports).isEmpty { usleep(500) }
    let wasWriting = process.isRunning && !temporaryFiles(in: exports).isEmpty
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(wasWriting, "the export finished before the signal")
    #expect(process.terminationStatus == 128 + signal)
    let lines = try String(contentsOf: errors, encoding: .utf8).split(separator: "\n")
    #expect(lines.last == "bookshelf: error: Interrupted: nothing was changed.")
    #expect(temporaryFiles(in: exports).isEmpty)
    #expect(try String(contentsOf: target, encoding: .utf8) == "the previous backup")
    #expect(try FileManager.default.contentsOfDirectory(atPath: exports.path) == ["backup.json"])
  }

  @Test("a symbolic link at the output path is refused with exit 1; its target is untouched")
  func symlinkRefused() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = BookshelfBinary.environment(home: home)
    let victim = home.appendingPathComponent("victim.txt")
    try Data("precious".utf8).write(to: victim)
    let link = home.appendingPathComponent("export.csv")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
    let run = try await BookshelfBinary.run(
      ["export", "--format", "csv", "-o", link.path], environment: environment)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "bookshelf: error: \(link.path): it is a symbolic link, which is not followed; give the path of the file itself.\n"
    )
    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
    let korean = try await BookshelfBinary.run(
      ["export", "-o", link.path], environment: environment.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
    #expect(korean.status == 1)
    #expect(korean.stderr.contains("심볼릭 링크입니다. 링크는 따라가지 않으니 파일 자체의 경로를 쓰세요"))
    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}

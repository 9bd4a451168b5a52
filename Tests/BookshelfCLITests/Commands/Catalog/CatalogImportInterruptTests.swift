import BookshelfTestSupport
import Foundation
import Testing

/// Ctrl-C (SIGINT) or SIGTERM during `catalog import` stops it with one line saying nothing
/// changed, exit status 128 + the signal, and the catalog exactly as before.
@Suite("bookshelf catalog import: interrupted")
struct CatalogImportInterruptTests {
  /// A goodbooks-shaped CSV of `rows` rows.
  static func goodbooks(rows: Int) -> String {
    var csv =
      "book_id,goodreads_book_id,isbn,authors,original_publication_year,title,average_rating,ratings_count\n"
    for n in 1...rows {
      csv +=
        "\(n),\(n + 1_000_000),,Author \(n % 997),2001.0,Interrupted title number \(n),4.1,\(n % 5_000)\n"
    }
    return csv
  }

  @Test(
    "SIGINT and SIGTERM: exit 130 / 143, one line, the earlier import intact", arguments: [SIGINT, SIGTERM])
  func interrupted(signal: Int32) async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = BookshelfBinary.environment(home: home)
    let small = home.appendingPathComponent("small.csv")
    try Data(Self.goodbooks(rows: 10).utf8).write(to: small)
    let first = try await BookshelfBinary.run(["catalog", "import", small.path], environment: environment)
    #expect(first.status == 0)
    let big = home.appendingPathComponent("big.csv")
    try Data(Self.goodbooks(rows: 300_000).utf8).write(to: big)

    let errors = home.appendingPathComponent("stderr.txt")
    #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
    let process = Process()
    process.executableURL = BookshelfBinary.url
    process.arguments = ["catalog", "import", big.path]
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    // Wait (on this thread) for the first progress line: the import's transaction is running.
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning, Date() < deadline,
      !((try? String(contentsOf: errors, encoding: .utf8))?.contains("Importing") ?? false)
    {
      usleep(2_000)  // not Task.sleep: the window to catch is short
    }
    let wasRunning = process.isRunning
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(wasRunning, "the import finished before the signal")
    #expect(process.terminationStatus == 128 + signal)
    let lines = try String(contentsOf: errors, encoding: .utf8).split(separator: "\n")
    #expect(lines.last == "bookshelf: error: Interrupted: nothing was changed.")

    let stats = try await BookshelfBinary.run(["catalog", "stats", "--json"], environment: environment)
    let json = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any]
    #expect(json?["rows"] as? Int == 10)
    let search = try await BookshelfBinary.run(
      ["search", "--format", "table", "--provider", "local", "interrupted title"], environment: environment)
    #expect(search.stdout.hasPrefix("10 books"))
  }
}

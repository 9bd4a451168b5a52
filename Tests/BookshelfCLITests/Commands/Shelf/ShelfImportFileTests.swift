import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf import` (the shelf) refuses a path that is not an importable file as
/// `catalog import` does: one line with the reason, exit status 2, the shelf not opened.
@Suite("bookshelf import: the file itself")
struct ShelfImportFileTests {
  let home: URL
  let env: [String: String]

  init() throws {
    home = try BookshelfBinary.temporaryHome()
    env = BookshelfBinary.environment(home: home)
  }

  var shelfPath: String { home.appendingPathComponent("data/shelf.sqlite").path }

  @Test("a directory, a missing file and an empty file are exit 2 with their reason")
  func notAnImportableFile() async throws {
    let folder = home.appendingPathComponent("exports")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let empty = home.appendingPathComponent("empty.csv")
    try Data().write(to: empty)
    let missing = home.appendingPathComponent("missing.csv").path
    let cases = [
      (folder.path, "it is a directory, not a file."), (missing, "there is no such file."),
      (empty.path, "the file is empty."),
    ]
    for (path, reason) in cases {
      let run = try await BookshelfBinary.run(["import", path], environment: env)
      #expect(run.status == 2, "\(path)")
      #expect(run.stderr == "bookshelf: error: \(path) could not be read: \(reason)\n")
      #expect(run.stdout.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: shelfPath))
  }
}

import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

/// A damaged `shelf.sqlite` is refused by every command that opens the shelf, with the one
/// "not a Bookshelf database" line and exit 1, and its bytes are never written.
@Suite("bookshelf binary: a damaged shelf is refused by every command", .serialized)
struct DamagedShelfTests {
  /// How the file is damaged after a healthy shelf was written.
  enum Damage: CaseIterable {
    /// The middle of the last leaf page of `entries` overwritten (the header and schema are
    /// intact; only a full read of the table finds it).
    case overwrittenLeaf
    /// The file cut in the middle of a page (a valid SQLite header promising more pages).
    case truncated
  }

  static let entries = 120

  /// A shelf of `entries` books (long descriptions, so the table spans many pages), written
  /// and closed, then damaged. Returns the environment and the shelf's path.
  static func damagedHome(_ damage: Damage) async throws -> (
    home: URL, environment: [String: String], path: String
  ) {
    let home = try BookshelfBinary.temporaryHome()
    let environment = BookshelfBinary.environment(home: home)
    let path = home.appendingPathComponent("data/shelf.sqlite").path
    do {
      let store = try ShelfStore(path: path)
      for n in 0..<entries {
        let isbn = ShelfProcessTests.isbn13(n)
        var book = Book(id: isbn, title: "Book \(n)", isbn13: isbn, source: "kakao")
        book.description = String(repeating: "A long description of book \(n). ", count: 40)
        try await store.save(ShelfEntry(book: book, tags: ["t\(n % 5)"], note: "note \(n)", addedAt: Date()))
      }
    }
    do {
      let database = try Database(path: path)
      _ = try database.query("PRAGMA wal_checkpoint(TRUNCATE)")
      let page = try database.query(
        "SELECT max(pageno) FROM dbstat WHERE name = 'entries' AND pagetype = 'leaf'"
      ).first?.int(0)
      try database.close()
      try? FileManager.default.removeItem(atPath: path + "-wal")
      try? FileManager.default.removeItem(atPath: path + "-shm")
      var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      let pageSize = 4096
      switch damage {
      case .overwrittenLeaf:
        let start = try #require(page).advanced(by: -1) * pageSize
        for offset in (start + 8)..<(start + pageSize - 64) { bytes[offset] = 0xA5 }
      case .truncated:
        bytes = bytes.prefix(bytes.count / 2 + 1234)
      }
      try bytes.write(to: URL(fileURLWithPath: path))
    }
    return (home, environment, path)
  }

  @Test(
    "shelf, save (saved and new), remove, import, export, show of a saved book: refused, exit 1, bytes unchanged",
    arguments: Damage.allCases)
  func everyCommandRefuses(_ damage: Damage) async throws {
    let (home, environment, path) = try await Self.damagedHome(damage)
    defer { try? FileManager.default.removeItem(at: home) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let expected =
      "bookshelf: error: \(path) is not a Bookshelf database; it was left untouched. Move it away or set BOOKSHELF_HOME.\n"
    let first = ShelfProcessTests.isbn13(0)
    let importFile = home.appendingPathComponent("import.json").path
    try Data(
      #"[{"book": {"id": "9780306406157", "title": "Imported", "isbn13": "9780306406157", "source": "kakao"}, "status": "want", "tags": [], "addedAt": "2024-01-01T00:00:00Z", "updatedAt": "2024-01-01T00:00:00Z"}]"#
        .utf8
    ).write(to: URL(fileURLWithPath: importFile))
    let newBook = #"{"id": "9780306406157", "title": "New", "isbn13": "9780306406157", "source": "kakao"}"#
    let commands: [([String], Data)] = [
      (["shelf"], Data()),
      (["save", first, "--note", "overwritten?", "--tag", "new", "--rating", "3"], Data()),
      (["save", first], Data()),
      (["save", "--json", "-", "--tag", "x"], Data(newBook.utf8)),
      (["remove", first], Data()),
      (["remove", ShelfProcessTests.isbn13(1)], Data()),
      (["import", importFile], Data()),
      (["export"], Data()),
      (["export", "-o", home.appendingPathComponent("out.json").path], Data()),
      (["export", "--format", "csv"], Data()),
      (["show", first], Data()),
    ]
    for (arguments, stdin) in commands {
      // `show <isbn>` asks the provider first: point it at a closed port so it falls back to
      // the shelf at once.
      let run = try await BookshelfBinary.run(
        arguments,
        environment: environment.merging(["BOOKSHELF_OPEN_LIBRARY_URL": "http://127.0.0.1:9"]) { $1 },
        stdin: stdin)
      #expect(run.status == 1, "\(arguments) \(damage): status \(run.status)")
      #expect(run.stderr.hasSuffix(expected), "\(arguments) \(damage): \(run.stderr)")
      #expect(run.stdout == "", "\(arguments) \(damage)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "\(arguments) \(damage) wrote")
      let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
      #expect(wal == 0, "\(arguments) \(damage) wrote \(wal) bytes of WAL")
    }
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("out.json").path))
  }

  @Test("browse refuses it too: the same line, exit 1, bytes unchanged")
  func browseRefuses() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let (home, environment, path) = try await Self.damagedHome(.overwrittenLeaf)
    defer { try? FileManager.default.removeItem(at: home) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let session = try TmuxSession(environment: environment, width: 200, height: 10)
    defer { session.stop() }
    let screen = try await session.waitFor(text: "[bookshelf exited with status")
    #expect(screen.contains { $0.contains("[bookshelf exited with status 1]") })
    #expect(screen.contains { $0.contains("is not a Bookshelf database; it was left untouched.") })
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }
}

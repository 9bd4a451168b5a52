import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Synchronization
import Testing

/// End-to-end tests that run the built `bookshelf` binary as separate processes.
@Suite("Shelf across processes", .serialized)
struct ShelfProcessTests {
  /// A valid ISBN-13 `979` + `n` (9 digits) + check digit.
  static func isbn13(_ n: Int) -> String {
    let digits = String(n)
    let body = "979" + String(repeating: "0", count: 9 - digits.count) + digits
    let sum = body.enumerated().reduce(0) {
      $0 + ($1.offset % 2 == 0 ? 1 : 3) * ($1.element.wholeNumberValue ?? 0)
    }
    return body + String((10 - sum % 10) % 10)
  }

  @Test("4 processes saving 250 different books each at once: 1,000 entries, never 'locked'")
  func concurrentProcesses() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = BookshelfBinary.environment(home: home)
    let shelfPath = home.appendingPathComponent("data/shelf.sqlite").path
    let failures = Mutex<[String]>([])
    let group = DispatchGroup()
    for writer in 0..<4 {
      group.enter()
      let thread = Thread {
        defer { group.leave() }
        for n in 0..<250 {
          let number = writer * 10_000 + n
          let book =
            #"{"id": "\#(Self.isbn13(number))", "title": "Book \#(number) 책", "isbn13": "\#(Self.isbn13(number))", "source": "kakao"}"#
          do {
            let run = try BookshelfBinary.runSynchronously(
              ["save", "--json", "-", "--tag", "writer-\(writer)"], environment: environment,
              stdin: Data(book.utf8))
            if run.status != 0 || !run.stderr.isEmpty {
              failures.withLock { $0.append("book \(number): status \(run.status): \(run.stderr)") }
            }
          } catch {
            failures.withLock { $0.append("book \(number): \(error)") }
          }
        }
      }
      thread.start()
    }
    _ = try? await BlockingWork.run { group.wait() }
    let problems = failures.withLock { $0 }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    #expect(!problems.contains { $0.contains("locked") })

    let db = try Database(path: shelfPath, flags: [.readOnly])
    #expect(try db.query("SELECT count(*) FROM entries").first?.int(0) == 1_000)
    for writer in 0..<4 {
      #expect(
        try db.query("SELECT count(*) FROM entry_tags WHERE tag = ?", "writer-\(writer)").first?.int(0)
          == 250)
    }
    #expect(try db.query("PRAGMA integrity_check").first?.string(0) == "ok")
  }

  @Test("two processes adding 100 different tags each to one book at once: all 200 tags kept")
  func concurrentTagLoops() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = BookshelfBinary.environment(home: home)
    let shelfPath = home.appendingPathComponent("data/shelf.sqlite").path
    let isbn = Self.isbn13(424_242)
    let book = #"{"id": "\#(isbn)", "title": "One Book", "isbn13": "\#(isbn)", "source": "kakao"}"#
    let saved = try await BookshelfBinary.run(
      ["save", "--json", "-"], environment: environment, stdin: Data(book.utf8))
    try #require(saved.status == 0)
    let failures = Mutex<[String]>([])
    let group = DispatchGroup()
    for writer in 0..<2 {
      group.enter()
      let thread = Thread {
        defer { group.leave() }
        for n in 0..<100 {
          do {
            let run = try BookshelfBinary.runSynchronously(
              ["save", isbn, "--tag", "w\(writer)-\(n)"], environment: environment)
            if run.status != 0 || !run.stderr.isEmpty {
              failures.withLock { $0.append("tag \(writer)-\(n): status \(run.status): \(run.stderr)") }
            }
          } catch {
            failures.withLock { $0.append("tag \(writer)-\(n): \(error)") }
          }
        }
      }
      thread.start()
    }
    _ = try? await BlockingWork.run { group.wait() }
    let problems = failures.withLock { $0 }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    let db = try Database(path: shelfPath, flags: [.readOnly])
    let tags = try db.query("SELECT tag FROM entry_tags WHERE entry_key = ?", isbn).compactMap {
      $0.string(0)
    }
    #expect(tags.count == 200)
    #expect(Set(tags) == Set((0..<2).flatMap { w in (0..<100).map { "w\(w)-\($0)" } }))
  }

  @Test("SIGKILL in the middle of a large import: the shelf opens, is intact, and has all or nothing")
  func killedImport() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = BookshelfBinary.environment(home: home)
    let shelfPath = home.appendingPathComponent("data/shelf.sqlite").path
    for n in 0..<3 {
      let book =
        #"{"id": "\#(Self.isbn13(900_000 + n))", "title": "Before \#(n)", "isbn13": "\#(Self.isbn13(900_000 + n))", "source": "kakao"}"#
      let run = try await BookshelfBinary.run(
        ["save", "--json", "-"], environment: environment, stdin: Data(book.utf8))
      #expect(run.status == 0)
    }
    let rows = 30_000
    let file = home.appendingPathComponent("big.csv").path
    var csv = "Book Id,Title,Author,ISBN,ISBN13,My Rating,Date Added,Bookshelves,Exclusive Shelf\n"
    for n in 0..<rows {
      csv +=
        "\(n),\"Imported book \(n), a long enough title to fill pages\",Author \(n),=\"\",\"=\"\"\(Self.isbn13(n))\"\"\",\(n % 6),2020/01/01,\"tag-\(n % 7), tag-\(n % 11)\",read\n"
    }
    try Data(csv.utf8).write(to: URL(fileURLWithPath: file))

    let process = try ShelfProcess.start(["import", file], environment: environment)
    let wal = shelfPath + "-wal"
    let deadline = Date().addingTimeInterval(60)
    // Poll on this thread (not with `Task.sleep`): under `--parallel` on a busy machine a
    // suspended task can resume only after the import has finished.
    var killedWhileRunning = false
    while process.isRunning, Date() < deadline {
      var info = stat()
      if stat(wal, &info) == 0, info.st_size > 2_000_000 {  // the transaction is writing pages
        killedWhileRunning = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(2_000)  // not Task.sleep: the window to catch is short
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(killedWhileRunning, "the import finished before it could be killed")
    #expect(process.terminationReason == .uncaughtSignal)

    let db = try Database(path: shelfPath)
    #expect(try db.query("PRAGMA integrity_check").first?.string(0) == "ok")
    let count = try db.query("SELECT count(*) FROM entries").first?.int(0)
    #expect(count == 3 || count == 3 + rows, "count \(String(describing: count))")
    let titles = try db.query("SELECT title FROM entries WHERE title LIKE 'Before %' ORDER BY title")
    #expect(titles.map { $0.string(0) } == ["Before 0", "Before 1", "Before 2"])
    print("killed import left \(count ?? -1) entries (3 before, \(rows) in the file)")

    let again = try await BookshelfBinary.run(["import", file], environment: environment)
    #expect(again.status == 0)
    #expect(again.stdout.hasSuffix("30,000 added, 0 updated, 0 unchanged, 0 skipped.\n"))
  }
}

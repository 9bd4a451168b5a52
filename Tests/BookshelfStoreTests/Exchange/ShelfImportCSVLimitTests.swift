import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// The shelf's CSV and Goodreads imports read through the same reader as the catalog: a
/// field over 1 MiB is a malformed row with its line, and a quote left open at the end of the
/// file fails the import even with `--partial` (its rows were swallowed, not skipped).
@Suite("Shelf import: oversized fields and unclosed quotes")
struct ShelfImportCSVLimitTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  func store() throws -> ShelfStore { try ShelfStore(path: dir.path("shelf.sqlite")) }

  func write(_ name: String, _ text: String) throws -> String {
    let path = dir.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func rows(_ count: Int, from first: Int = 1) -> String {
    (first..<(first + count)).map { "\(TestValues.isbn13($0)),Book \($0)\n" }.joined()
  }

  @Test("a quote open at the end fails a CSV import, with or without --partial", arguments: [false, true])
  func unclosedQuoteFails(partial: Bool) async throws {
    let csv = try write(
      "open.csv",
      "isbn13,title\n\(TestValues.isbn13(1)),Fine\n\(TestValues.isbn13(2)),\"Open\n" + Self.rows(20, from: 3))
    let store = try store()
    await #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: csv, unit: .line, number: 3), problem: .quoteNotClosed)
    ) {
      try await store.importEntries(from: csv, format: .csv, partial: partial)
    }
    #expect(try await store.entries(matching: ShelfFilter(), sortedBy: .added).isEmpty)
  }

  @Test("a field over 1 MiB is a malformed row: refused, or skipped with --partial")
  func longFieldIsAMalformedRow() async throws {
    let long = String(repeating: "n", count: (1 << 20) + 1)
    let csv = try write(
      "long.csv",
      "isbn13,title,note\n\(TestValues.isbn13(1)),One,\n\(TestValues.isbn13(2)),Two,\(long)\n\(TestValues.isbn13(3)),Three,\n"
    )
    let store = try store()
    await #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: csv, unit: .line, number: 3), problem: .row(.csv(.fieldTooLong(field: 3))))
    ) {
      try await store.importEntries(from: csv, format: .csv)
    }
    let report = try await store.importEntries(from: csv, format: .csv, partial: true)
    #expect(report.added == 2)
    #expect(report.skipped == [.init(line: 3, reason: .csv(.fieldTooLong(field: 3)))])
  }

  @Test("a Goodreads file with a stray quote: --partial skips through 1 MiB and keeps the rest")
  func goodreadsStrayQuote() async throws {
    var text = "Book Id,Title,Author\n1,\"Stray,Someone\n"
    let padding = String(repeating: "long ", count: 40)
    for n in 2...12_001 { text += "\(n),Book number \(n) \(padding),Author \(n)\n" }  // about 2.6 MB
    let csv = try write("goodreads.csv", text)
    let store = try store()
    let report = try await store.importEntries(from: csv, format: .goodreads, partial: true)
    let skipped = try #require(report.skipped.first)
    #expect(report.skipped.count == 1)
    #expect(skipped.line == 2)
    guard case .csv(.runawayQuote(field: 2, let last)) = skipped.reason else {
      Issue.record("skipped for \(skipped.reason)")
      return
    }
    #expect(report.added == 12_002 - last)
    #expect(report.added > 6_000)
  }

  @Test("a Goodreads file mostly swallowed by a stray quote fails even with --partial")
  func goodreadsMostlySwallowed() async throws {
    var text = "Book Id,Title,Author\n1,\"Stray,Someone\n"
    for n in 2...40_001 { text += "\(n),Book \(n),Author \(n)\n" }  // about 1.1 MiB
    let csv = try write("goodreads.csv", text)
    let store = try store()
    do {
      _ = try await store.importEntries(from: csv, format: .goodreads, partial: true)
      Issue.record("the import succeeded")
    } catch BookshelfError.invalidInput(let what, let problem) {
      #expect(what == .row(path: csv, unit: .line, number: 2))
      guard case .mostlySwallowed(_, lines: 40_002) = problem else {
        Issue.record("refused for \(problem)")
        return
      }
    }
    #expect(try await store.entries(matching: ShelfFilter(), sortedBy: .added).isEmpty)
  }

  @Test("a CSV mostly swallowed by a PAIR of stray quotes fails the import, even with --partial")
  func quotePairMostlySwallowed() async throws {
    var text = "isbn13,title,note\n\(TestValues.isbn13(1)),x,\"Unclosed\n"
    for n in 2...3_001 {
      text += n == 2_990 ? "\(TestValues.isbn13(n)),y,\"closing\n" : "\(TestValues.isbn13(n)),Book \(n),\n"
    }
    let csv = try write("pair.csv", text)
    let store = try store()
    do {
      let report = try await store.importEntries(from: csv, format: .csv, partial: true)
      Issue.record("imported \(report.added), skipped \(report.skipped.count)")
    } catch BookshelfError.invalidInput(let what, let problem) {
      #expect(what == .row(path: csv, unit: .line, number: 2))
      #expect(problem == .mostlySwallowed(skipped: 2_989, lines: 3_002))
    }
    #expect(try await store.entries(matching: ShelfFilter(), sortedBy: .added).isEmpty)
  }

  @Test("a note of 500 lines imports back: the shelf reader keeps long notes")
  func longNoteIsKept() async throws {
    let note = (1...500).map { "line \($0)" }.joined(separator: "\n")
    let csv = try write("note.csv", "isbn13,title,note\n\(TestValues.isbn13(1)),Noted,\"\(note)\"\n")
    let store = try store()
    #expect(try await store.importEntries(from: csv, format: .csv).added == 1)
    #expect(try await store.entry(forKey: TestValues.isbn13(1))?.note == note)
  }
}

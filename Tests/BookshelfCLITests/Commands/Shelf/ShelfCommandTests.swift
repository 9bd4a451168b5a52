import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("Shelf commands")
struct ShelfCommandTests {
  let home: ShelfHome
  let kakao = CannedProvider(.kakao, books: sampleBooks)
  init() throws { home = try ShelfHome() }

  func shelfJSON() async throws -> [ShelfEntry] {
    let run = await home.run(["shelf", "--json"])
    #expect(run.status == 0)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      return ShelfDate.parseISO8601(text) ?? .distantPast
    }
    return try decoder.decode([ShelfEntry].self, from: Data(run.stdout.utf8))
  }

  @Test("save by ISBN through the provider, change it offline, list it, remove it")
  func saveListRemove() async throws {
    let saved = await home.run(
      ["save", "9788996991342", "--status", "reading", "--tag", "심리학", "--rating", "4"],
      providers: [kakao])
    #expect(saved.status == 0)
    #expect(saved.stdout == "Added to your shelf: 미움받을 용기 (9788996991342), reading.\n")
    #expect(saved.stderr == "")

    let offline = await home.run(["save", "89-969913-4-1", "--status", "read", "--note", "다 읽음"])
    #expect(offline.stdout == "Updated on your shelf: 미움받을 용기 (9788996991342), read.\n")
    let again = await home.run(["save", "8996991341", "--tag", "심리학"])
    #expect(again.stdout == "Already on your shelf, unchanged: 미움받을 용기 (9788996991342).\n")

    let entries = try await shelfJSON()
    #expect(entries.count == 1)
    #expect(entries[0].status == .read && entries[0].rating == 4 && entries[0].note == "다 읽음")
    #expect(entries[0].tags == ["심리학"])
    #expect(entries[0].book.publisher == "인플루엔셜")
    #expect(entries[0].startedAt != nil && entries[0].finishedAt != nil)

    let listed = await home.run(["shelf", "--tag", "심리학".decomposedStringWithCanonicalMapping])
    let days = try [entries[0].addedAt, #require(entries[0].startedAt), #require(entries[0].finishedAt)].map {
      ShelfEdit.day($0, timeZone: .gmt)
    }
    #expect(
      listed.stdout
        == "1. 미움받을 용기 — 기시미 이치로, 고가 후미타케\n   read · ★★★★☆ · #심리학 · 9788996991342\n"
        + "   added \(days[0]) · started \(days[1]) · finished \(days[2]) · “다 읽음”\n1 of 1 book\n")
    #expect(await home.run(["shelf", "--status", "want"]).stdout == "No saved books match this filter.\n")

    let removed = await home.run(["remove", "9788996991342"])
    #expect(
      removed.stdout
        == "Removed from your shelf: 미움받을 용기 (9788996991342).\nTo bring it back: bookshelf undo\n")
    let gone = await home.run(["remove", "9788996991342"])
    #expect(gone.status == 1)
    #expect(gone.stderr == "bookshelf: error: 9788996991342 is not on your shelf.\n")
  }

  @Test("save --json - reads a Book from standard input")
  func saveFromStandardInput() async throws {
    let book =
      #"{"id": "google:zyTCAlFPjgYC", "title": "The Dispossessed 🚀", "authors": ["Ursula K. Le Guin"], "source": "google"}"#
    let run = await home.run(["save", "--json", "-", "--tag", "sf"], stdin: book)
    #expect(run.stdout == "Added to your shelf: The Dispossessed 🚀 (google:zyTCAlFPjgYC), want.\n")
    let entries = try await shelfJSON()
    #expect(entries.map(\.book.title) == ["The Dispossessed 🚀"])
    #expect(entries[0].tags == ["sf"])
  }

  @Test("bad input: each has its message and exit status, and the shelf does not change")
  func badInput() async throws {
    _ = await home.run(["save", "9788996991342", "--rating", "3"], providers: [kakao])
    let before = await home.run(["export"]).stdout
    let cases: [([String], String, String)] = [
      (
        ["save", "9788996991342", "--status", "done"], "",
        "bookshelf: error: Unknown reading status \"done\". Use want, reading, read or dnf.\n"
      ),
      (
        ["save", "9788996991342", "--rating", "0"], "",
        "bookshelf: error: Rating \"0\" is not valid: use a whole number from 1 to 5.\n"
      ),
      (
        ["save", "9788996991342", "--rating", "6"], "",
        "bookshelf: error: Rating \"6\" is not valid: use a whole number from 1 to 5.\n"
      ),
      (
        ["save", "9788996991343"], "",
        "bookshelf: error: \"9788996991343\" is not a valid ISBN: the check digit does not match.\n"
      ),
      (
        ["save", "--json", "-"], #"{"title": "T"}"#,
        "bookshelf: error: Book JSON could not be read: \"id\" is missing.\n"
      ),
      (
        ["save", "--json", "-"], "not json",
        "bookshelf: error: Book JSON could not be read: it is not a JSON object.\n"
      ),
      (
        ["save", "--json", "-"], #"{"id": "x", "title": "T", "source": "kakao", "isbn13": "9788996991343"}"#,
        "bookshelf: error: Book JSON could not be read: isbn13 \"9788996991343\" is not a valid ISBN.\n"
      ),
    ]
    for (arguments, stdin, message) in cases {
      let run = await home.run(arguments, stdin: stdin, providers: [kakao])
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr == message)
      #expect(run.stdout == "")
    }
    #expect(await home.run(["export"]).stdout == before)
  }

  @Test("export to a file and import it elsewhere; importing twice changes nothing")
  func exportImport() async throws {
    _ = await home.run(["save", "9788996991342", "--rating", "5", "--tag", "a"], providers: [kakao])
    for format in ["json", "csv", "goodreads"] {
      let file = home.file("shelf.\(format).out")
      let export = await home.run(["export", "--format", format, "-o", file])
      #expect(export.status == 0)
      #expect(export.stderr == "Exported 1 book to \(file).\n")

      let other = try ShelfHome()
      let first = await other.run(["import", file, "--format", format])
      #expect(first.stdout == "Imported \(file): 1 added, 0 updated, 0 unchanged, 0 skipped.\n")
      let second = await other.run(["import", file, "--format", format, "--json"])
      let report = try JSONDecoder().decode(ImportReport.self, from: Data(second.stdout.utf8))
      #expect(report == ImportReport(unchanged: 1))
    }
    let unknown = await home.run(["export", "--format", "xml"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "bookshelf: error: Unknown format \"xml\". Choose one of: json, csv, goodreads. See 'bookshelf export --help'.\n"
    )
  }

  @Test("a malformed import changes nothing; --partial imports the rest and reports each row")
  func malformedImport() async throws {
    let file = home.file("bad.csv")
    try Data(
      "title,isbn13,status,rating\nGood,9780306406157,want,\nBad,9780441478125,want,9\nAlso good,,read,\n"
        .utf8
    ).write(to: URL(fileURLWithPath: file))
    let failed = await home.run(["import", file])
    #expect(failed.status == 2)
    #expect(
      failed.stderr
        == "bookshelf: error: \(file) line 3 could not be read: rating \"9\" is not a whole number from 1 to 5.\n"
    )
    #expect(try await shelfJSON().isEmpty)

    let partial = await home.run(["import", file, "--partial"])
    #expect(partial.status == 0)
    #expect(
      partial.stderr == """
        bookshelf: warning: \(file): skipped line 3: rating "9" is not a whole number from 1 to 5
        bookshelf: warning: \(file): skipped line 4: the row has no ISBN and no id

        """)
    #expect(partial.stdout == "Imported \(file): 1 added, 0 updated, 0 unchanged, 2 skipped.\n")
  }

  @Test("a file that is not a database at the shelf path: message with the path, file kept")
  func notADatabase() async throws {
    let bytes = Data("my notes\n".utf8)
    try bytes.write(to: URL(fileURLWithPath: home.shelfPath))
    let run = await home.run(["shelf"])
    #expect(run.status == 1)
    #expect(run.stderr.contains(home.shelfPath))
    #expect(try Data(contentsOf: URL(fileURLWithPath: home.shelfPath)) == bytes)
  }

  @Test("a file that is not UTF-8 is refused with exit 2, even with --partial")
  func notUTF8Import() async throws {
    let file = home.file("latin1.csv")
    try (Data("title,isbn13\nCaf".utf8) + Data([0xE9]) + Data(",9780306406157\n".utf8))
      .write(to: URL(fileURLWithPath: file))
    let run = await home.run(["import", file, "--partial"])
    #expect(run.status == 2)
    // "Caf\u{E9}" is Windows-1252: the message names it and says how to save the file as UTF-8.
    #expect(
      run.stderr
        == "bookshelf: error: \(file) could not be read: it is not UTF-8 text (line 2) and looks like Windows-1252 (Western European). Convert it (iconv -f WINDOWS-1252 -t UTF-8 FILE > FILE-utf8.csv) or save it again as UTF-8 (Excel: Save As → \"CSV UTF-8 (Comma delimited)\"; LibreOffice: Save As → Text CSV, character set \"Unicode (UTF-8)\").\n"
    )
    #expect(try await shelfJSON().isEmpty)
  }

  @Test("a UTF-16 file (iconv -t UTF-16) is named UTF-16 by import and catalog import, with iconv -f UTF-16")
  func utf16Import() async throws {
    let file = home.file("u16.csv")
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "title,isbn13\n채식주의자,9788936433598\n".utf16 {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    for command in [["import"], ["catalog", "import"]] {
      let run = await home.run(command + [file])
      #expect(run.status == 2)
      #expect(
        run.stderr.hasPrefix(
          "bookshelf: error: \(file) could not be read: it is not UTF-8 text (line 1) and looks like UTF-16"),
        "\(command): \(run.stderr)")
      #expect(run.stderr.contains("iconv -f UTF-16 -t UTF-8 FILE > FILE-utf8.csv"))
    }
    #expect(try await shelfJSON().isEmpty)
  }

  @Test("help for each shelf command, and Korean messages under a Korean locale")
  func helpAndKorean() async throws {
    for (command, usage) in [
      ("save", "Usage: bookshelf save <row|isbn|id> [options]"),
      ("shelf", "Usage: bookshelf shelf [options]"),
      ("remove", "Usage: bookshelf remove <row|isbn|id>"),
      ("export", "Usage: bookshelf export [--format json|csv|goodreads] [-o FILE]"),
      ("import", "Usage: bookshelf import <FILE> [--format json|csv|goodreads] [--partial]\n"),
    ] {
      let run = await home.run([command, "--help"])
      #expect(run.status == 0)
      #expect(run.stdout.hasPrefix(usage))
    }
    let korean = ["LANG": "ko_KR.UTF-8"]
    let saved = await home.run(["save", "9788996991342"], providers: [kakao], environment: korean)
    #expect(saved.stdout == "책장에 저장했습니다: 미움받을 용기 (9788996991342), 읽고 싶은 책.\n")
    let bad = await home.run(["save", "9788996991342", "--rating", "0"], environment: korean)
    #expect(bad.stderr == "bookshelf: 오류: 평점 \"0\"은 올바르지 않습니다. 1부터 5까지의 정수를 쓰세요.\n")
  }

  @Test("shelf --sort orders by title, author and rating; an unknown sort is exit 2")
  func sorts() async throws {
    let books = [
      #"{"id": "x:1", "title": "Banana", "authors": ["Zed"], "source": "kakao"}"#,
      #"{"id": "x:2", "title": "apple", "authors": ["Young"], "source": "kakao"}"#,
      #"{"id": "x:3", "title": "Cherry", "authors": ["Adams"], "source": "kakao"}"#,
    ]
    for (book, rating) in zip(books, ["2", "5", "4"]) {
      #expect(await home.run(["save", "--json", "-", "--rating", rating], stdin: book).status == 0)
    }
    func titles(_ sort: String) async throws -> [String] {
      let run = await home.run(["shelf", "--sort", sort, "--json"])
      let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
      return array.compactMap { ($0["book"] as? [String: Any])?["title"] as? String }
    }
    #expect(try await titles("title") == ["apple", "Banana", "Cherry"])
    #expect(try await titles("author") == ["Cherry", "apple", "Banana"])
    #expect(try await titles("rating") == ["apple", "Cherry", "Banana"])
    let unknown = await home.run(["shelf", "--sort", "price"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "bookshelf: error: Unknown sort order \"price\". Choose one of: added, title, author, rating, finished. See 'bookshelf shelf --help'.\n"
    )
  }

  @Test("a JSON import names the bad element by its position")
  func jsonImportPositions() async throws {
    let file = home.file("backup.txt")
    let good =
      #"{"book": {"id": "x:1", "title": "Fine", "source": "kakao"}, "status": "want", "tags": [], "addedAt": "2024-01-01T00:00:00Z", "updatedAt": "2024-01-01T00:00:00Z"}"#
    let bad =
      #"{"book": {"id": "x:2", "title": "Bad", "source": "kakao"}, "status": "want", "rating": 9, "tags": [], "addedAt": "2024-01-01T00:00:00Z", "updatedAt": "2024-01-01T00:00:00Z"}"#
    try Data("[\(good), \(bad)]".utf8).write(to: URL(fileURLWithPath: file))
    let run = await home.run(["import", file, "--partial"])
    #expect(
      run.stderr
        == "bookshelf: warning: \(file): skipped entry 2: rating \"9\" is not a whole number from 1 to 5\n")
    #expect(run.stdout == "Imported \(file): 1 added, 0 updated, 0 unchanged, 1 skipped.\n")
  }
}

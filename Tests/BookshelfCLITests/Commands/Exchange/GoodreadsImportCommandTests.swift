import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `bookshelf import` of Goodreads files a spreadsheet re-saved, and `export` in the user's
/// time zone.
@Suite("bookshelf import/export: Goodreads files from the real world")
struct GoodreadsImportCommandTests {
  let home: ShelfHome
  init() throws { home = try ShelfHome() }

  static let header =
    "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"

  /// A 24-column row: Book Id, Title, ISBN, ISBN13, My Rating, Date Read, Date Added.
  static func row(
    _ id: String, _ title: String, isbn: String = "", isbn13: String = "", rating: String = "0",
    read: String = "", added: String = ""
  ) -> String {
    "\(id),\(title),Someone,,,\(isbn),\(isbn13),\(rating),,,,,,,\(read),\(added),,,read,,,,1,0"
  }

  /// Five books as a spreadsheet saved them: every Book Id in scientific notation, day-first
  /// dates, a half star, a column too narrow for its date.
  func resavedFile() throws -> String {
    let rows = [
      Self.row("2.48E+08", "One", isbn: "439023483", rating: "3.5", read: "########", added: "4/5/2024"),
      Self.row("2.49E+08", "Two", isbn13: "9780441478125", added: "25/3/2024"),
      Self.row("2.5E+08", "Three", isbn13: "9780306406157", added: "1/2/2024"),
      Self.row("2.51E+08", "Four", added: "1/3/2024"),
      Self.row("2.52E+08", "Five", rating: "5.0", added: "1/4/2024"),
    ]
    let path = home.file("resaved.csv")
    try Data(([Self.header] + rows).joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("warnings name each cell left out or changed (at most 3 per problem), the summary the date order")
  func resavedImportEnglish() async throws {
    let path = try resavedFile()
    let run = await home.run(["import", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        Imported \(path): 5 added, 0 updated, 0 unchanged, 0 skipped.
        Dates were read as day/month/year (25/3/2024 on line 3 can only be read that way).

        """)
    #expect(
      run.stderr == """
        bookshelf: warning: \(path) line 2: Book Id "2.48E+08" lost its digits to a spreadsheet (scientific notation) and was ignored
        bookshelf: warning: \(path) line 2: My Rating "3.5" is not whole stars; it was rounded to 4
        bookshelf: warning: \(path) line 2: Date Read "########" is not a date; the book was imported without it
        bookshelf: warning: \(path) line 3: Book Id "2.49E+08" lost its digits to a spreadsheet (scientific notation) and was ignored
        bookshelf: warning: \(path) line 4: Book Id "2.5E+08" lost its digits to a spreadsheet (scientific notation) and was ignored
        bookshelf: warning: \(path): … and 2 more lines with the same problem in Book Id

        """)
    let shelf = await home.run(["shelf", "--json"])
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      return ShelfDate.parseISO8601(text) ?? .distantPast
    }
    let entries = try decoder.decode([ShelfEntry].self, from: Data(shelf.stdout.utf8))
    #expect(entries.count == 5)
    #expect(entries.contains { $0.id == "9780439023481" && $0.rating == 4 && $0.finishedAt == nil })
  }

  @Test("the same in Korean")
  func resavedImportKorean() async throws {
    let path = try resavedFile()
    let run = await home.run(["import", path], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        \(path) 가져오기: 추가 5, 갱신 0, 변경 없음 0, 건너뜀 0.
        날짜를 일/월/연도 순서로 읽었습니다(3번째 줄의 25/3/2024는 이 순서로만 읽을 수 있습니다).

        """)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(
      lines[1] == "bookshelf: 경고: \(path) 2번째 줄: My Rating \"3.5\"는 정수가 아니어서 4점으로 반올림했습니다")
    #expect(lines[2] == "bookshelf: 경고: \(path) 2번째 줄: Date Read \"########\"은(는) 날짜가 아니어서 이 날짜 없이 책을 가져왔습니다")
    #expect(lines[5] == "bookshelf: 경고: \(path): … 그 밖에 Book Id 열에 같은 문제가 있는 줄 2개")
  }

  @Test("a file whose dates could be either order says month/day/year was assumed")
  func assumedOrder() async throws {
    let path = home.file("ambiguous.csv")
    let text = [Self.header, Self.row("1", "One", added: "4/5/2024")].joined(separator: "\n")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let run = await home.run(["import", path])
    #expect(
      run.stdout == """
        Imported \(path): 1 added, 0 updated, 0 unchanged, 0 skipped.
        Dates were read as month/day/year, as Goodreads writes them: no date in the file tells day/month/year from month/day/year.

        """)
    #expect(run.stderr.isEmpty)
  }

  @Test("a CP949 file: one line in Korean naming the encoding and how to save it as UTF-8")
  func cp949Korean() async throws {
    let path = home.file("cp949.csv")
    let title: [UInt8] = [0xBC, 0xD2, 0xB3, 0xE2, 0xC0, 0xCC, 0x20, 0xBF, 0xC2, 0xB4, 0xD9]  // 소년이 온다
    let bytes =
      Array((Self.header + "\n1,").utf8) + title + Array(",,,,,,0,,,,,,,,2024/01/01,,,read,,,,,\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let run = await home.run(["import", path], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "bookshelf: 오류: \(path)을(를) 읽을 수 없습니다: UTF-8 텍스트가 아니며(2번째 줄) CP949(EUC-KR, 한국어 Windows) 인코딩으로 보입니다. 변환하거나(iconv -f CP949 -t UTF-8 FILE > FILE-utf8.csv) UTF-8로 다시 저장하세요(Excel: 다른 이름으로 저장 → \"CSV UTF-8(쉼표로 분리)\", LibreOffice: 다른 이름으로 저장 → 텍스트 CSV, 문자 집합 \"유니코드(UTF-8)\").\n"
    )
  }

  @Test("export --format goodreads writes the days of the user's time zone")
  func exportInTimeZone() async throws {
    let json = """
      [{"book": {"id": "9780306406157", "title": "Plain", "source": "kakao", "isbn13": "9780306406157"},
        "status": "read", "tags": [], "addedAt": "2023-11-30T23:30:00.000Z",
        "finishedAt": "2023-11-30T23:30:00.000Z", "updatedAt": "2023-11-30T23:30:00.000Z"}]
      """
    let path = home.file("backup.json")
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    #expect(await home.run(["import", path]).status == 0)
    let seoul = await home.run(
      ["export", "--format", "goodreads"], timeZone: TimeZone(identifier: "Asia/Seoul")!)
    #expect(seoul.stdout.contains(",2023/12/01,2023/12/01,"), "\(seoul.stdout)")
    let utc = await home.run(["export", "--format", "goodreads"])
    #expect(utc.stdout.contains(",2023/11/30,2023/11/30,"))
    let file = home.file("out.csv")
    #expect(
      await home.run(
        ["export", "--format", "goodreads", "-o", file], timeZone: TimeZone(identifier: "Asia/Seoul")!
      ).status == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains(",2023/12/01,2023/12/01,"))
  }
}

/// The real program takes the user's time zone from the system (`TZ`).
@Suite("bookshelf export: the system's time zone")
struct GoodreadsExportTimeZoneProcessTests {
  @Test("TZ=Asia/Seoul exports Seoul's day (12-01 for 23:30 UTC on 11-30), TZ=UTC and Los Angeles 11-30")
  func systemTimeZone() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let json = """
      [{"book": {"id": "9780306406157", "title": "Plain", "source": "kakao", "isbn13": "9780306406157"},
        "status": "read", "tags": [], "addedAt": "2023-11-30T23:30:00.000Z",
        "finishedAt": "2023-11-30T23:30:00.000Z", "updatedAt": "2023-11-30T23:30:00.000Z"}]
      """
    let file = home.appendingPathComponent("backup.json")
    try Data(json.utf8).write(to: file)
    let env = BookshelfBinary.environment(home: home)
    #expect(try await BookshelfBinary.run(["import", file.path], environment: env).status == 0)
    let cases = [("Asia/Seoul", "2023/12/01"), ("America/Los_Angeles", "2023/11/30"), ("UTC", "2023/11/30")]
    for (zone, day) in cases {
      var zoned = env
      zoned["TZ"] = zone
      let run = try await BookshelfBinary.run(["export", "--format", "goodreads"], environment: zoned)
      #expect(run.stdout.contains(",\(day),\(day),"), "\(zone): \(run.stdout)")
    }
  }
}

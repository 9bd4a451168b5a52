import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `show 2`, `save 2`, `open 2` after a search: the rows of the last search of the data folder.
@Suite("Row numbers of the last search (in-process)")
struct LastSearchRowsTests {
  let kakao = CannedProvider(.kakao, books: [RowBooks.hobbit, RowBooks.kakaoOnly])

  @Test("search remembers its rows; show 2 and save 2 --status reading take row 2 without a lookup")
  func showAndSaveRow() async throws {
    let home = try RowsHome(providers: [kakao])
    #expect(await home.run(["search", "hobbit"], terminal: true).status == 0)
    let show = await home.run(["show", "2"])
    #expect(show.status == 0)
    #expect(show.stdout.hasPrefix("호빗 (무삭제판)\n"))
    let save = await home.run(["save", "2", "--status", "reading"])
    #expect(save.status == 0, "\(save.stderr)")
    #expect(save.stdout.contains("kakao:5561907"))
    let shelf = try await ShelfStore(path: home.home.shelfPath).entry(forKey: "kakao:5561907")
    #expect(shelf?.status == .reading)
    #expect(shelf?.book.title == "호빗 (무삭제판)")
    // Saved: the row now names the shelf's entry, so a second save changes it in place.
    let again = await home.run(["save", "2", "--tag", "fantasy"])
    #expect(again.status == 0)
    #expect(
      try await ShelfStore(path: home.home.shelfPath).entry(forKey: "kakao:5561907")?.tags == ["fantasy"])
  }

  @Test("the file is private (0600), holds the query and rows, and --json searches remember too")
  func fileAndJSON() async throws {
    let home = try RowsHome(providers: [kakao])
    #expect(await home.run(["search", "--json", "호빗"]).status == 0)
    var info = stat()
    #expect(stat(home.lastSearchPath, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
    guard case .search(let search) = LastSearchFile(dataDirectory: home.home.url).load() else {
      Issue.record("no remembered search")
      return
    }
    #expect(search.query == "호빗")
    #expect(search.provider == "kakao")
    #expect(search.rows == 1...2)
    #expect(search.books.map(\.id) == ["9780547928227", "kakao:5561907"])
  }

  @Test("page 2 of 10 remembers rows 11–12; row 1 is then not in it")
  func pagedRows() async throws {
    let home = try RowsHome(providers: [kakao])
    #expect(await home.run(["search", "hobbit", "--page", "2", "--size", "10"]).status == 0)
    #expect(await home.run(["show", "12"]).stdout.hasPrefix("호빗 (무삭제판)\n"))
    let first = await home.run(["show", "1"])
    #expect(first.status == 2)
    #expect(first.stderr == "bookshelf: error: Row 1: the last search, “hobbit”, has rows 11–12.\n")
    let korean = await home.run(["show", "1"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.stderr == "bookshelf: 오류: 1번: 마지막 검색 “hobbit”에는 11–12번 행이 있습니다.\n")
  }

  @Test("a row past the last search says how many rows it has, in English and Korean (exit 2)")
  func outOfRange() async throws {
    let home = try RowsHome(providers: [kakao])
    #expect(await home.run(["search", "hobbit"]).status == 0)
    let english = await home.run(["show", "12"])
    #expect(english.status == 2)
    #expect(english.stdout == "")
    #expect(english.stderr == "bookshelf: error: Row 12: the last search, “hobbit”, has 2 rows.\n")
    let korean = await home.run(["save", "12"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.status == 2)
    #expect(korean.stderr == "bookshelf: 오류: 12번: 마지막 검색 “hobbit”에는 2개 행이 있습니다.\n")
    let zero = await home.run(["open", "0"])
    #expect(zero.status == 2)
    #expect(zero.stderr == "bookshelf: error: Row 0: the last search, “hobbit”, has 2 rows.\n")
  }

  @Test("without a search there is no row to take (exit 2), in English and Korean")
  func noSearch() async throws {
    let home = try RowsHome(providers: [kakao])
    let english = await home.run(["show", "3"])
    #expect(english.status == 2)
    #expect(
      english.stderr
        == "bookshelf: error: Row 3: there is no last search to take it from; search first (bookshelf search …).\n"
    )
    let korean = await home.run(["open", "3"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.status == 2)
    #expect(korean.stderr == "bookshelf: 오류: 3번: 가져올 마지막 검색이 없습니다. 먼저 검색하세요 (bookshelf search …).\n")
  }

  @Test("a search that finds nothing replaces the rows; a failed search leaves them")
  func replacedAndKept() async throws {
    let home = try RowsHome(providers: [
      kakao, CannedProvider(.google, books: []),
      CannedProvider(.aladin, books: [], failure: .timeout(.aladin, seconds: 10)),
    ])
    #expect(await home.run(["search", "hobbit"]).status == 0)
    #expect(await home.run(["search", "hobbit", "--provider", "aladin"]).status != 0)
    #expect(await home.run(["show", "2"]).status == 0)
    #expect(await home.run(["search", "nothing", "--provider", "google"]).status == 0)
    let none = await home.run(["show", "1"])
    #expect(none.status == 2)
    #expect(none.stderr == "bookshelf: error: Row 1: the last search, “nothing”, has no rows.\n")
  }

  @Test("a damaged, foreign or oversized file is no search: a clear line, never a crash")
  func damaged() async throws {
    let home = try RowsHome(providers: [kakao])
    let path = home.lastSearchPath
    for content in [
      Data("not json".utf8),
      Data(#"{"version":2,"search":{"query":"x","provider":"kakao","firstRow":1,"books":[]}}"#.utf8),
      Data(#"{"version":1,"search":{"query":"x","provider":"kakao","firstRow":-5,"books":[]}}"#.utf8),
      Data(
        #"{"version":1,"search":{"query":"x","provider":"kakao","firstRow":1,"books":[{"id":"x","title":"  ","source":"kakao"}]}}"#
          .utf8),
      Data(repeating: 0x20, count: LastSearchFile.maxBytes + 1),
    ] {
      try content.write(to: URL(fileURLWithPath: path))
      let run = await home.run(["show", "1"])
      #expect(run.status == 2)
      #expect(
        run.stderr
          == "bookshelf: error: Row 1: the remembered last search (\(path)) cannot be read; search again.\n")
    }
    // A link there is not followed, and the next search replaces neither it nor its target.
    try FileManager.default.removeItem(atPath: path)
    let target = home.home.file("elsewhere.json")
    try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    #expect(await home.run(["show", "1"]).status == 2)
    let search = await home.run(["search", "hobbit"])
    #expect(search.status == 0)
    #expect(search.stderr.contains("warning"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
  }

  @Test("a row number is 1–9 digits; 10 or 13 digits are still ISBNs")
  func rowRule() {
    #expect(LastSearch.rowNumber("3") == 3)
    #expect(LastSearch.rowNumber("0042") == 42)
    #expect(LastSearch.rowNumber("123456789") == 123_456_789)
    #expect(LastSearch.rowNumber("0306406152") == nil)
    #expect(LastSearch.rowNumber("9780306406157") == nil)
    #expect(LastSearch.rowNumber("-1") == nil)
    #expect(LastSearch.rowNumber("٣") == nil)
    #expect(LastSearch.rowNumber("") == nil)
  }
}

import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `remove 1` right after `bookshelf shelf`: a row number names a row of the last table printed,
/// the shelf listing as much as a search (before, it named row 1 of an older search, so the
/// listing's numbers removed the wrong book).
@Suite("Row numbers of the last shelf listing (in-process)")
struct ShelfListingRowsTests {
  let kakao = CannedProvider(.kakao, books: [RowBooks.hobbit, RowBooks.kakaoOnly])

  /// A home where the search's row 1 is The Hobbit and, after saving rows 1 then 2, the
  /// listing (newest first) has 호빗 (무삭제판) as row 1.
  func savedTwo() async throws -> RowsHome {
    let home = try RowsHome(providers: [kakao])
    #expect(await home.run(["search", "hobbit"]).status == 0)
    #expect(await home.run(["save", "1"]).status == 0)
    #expect(await home.run(["save", "2"]).status == 0)
    return home
  }

  @Test("after shelf, remove 1 removes the listing's row 1, not the last search's row 1")
  func removeTakesTheListingRow() async throws {
    let home = try await savedTwo()
    let listing = await home.run(["shelf"])
    #expect(listing.stdout.hasPrefix("1. 호빗 (무삭제판) — 톨킨\n"))
    let removed = await home.run(["remove", "1"])
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(removed.stdout.hasPrefix("Removed from your shelf: 호빗 (무삭제판) (kakao:5561907)."))
    let shelf = try ShelfStore(path: home.home.shelfPath)
    #expect(try await shelf.entry(forKey: "kakao:5561907") == nil)
    #expect(try await shelf.entry(forKey: "9780547928227")?.book.title == "The Hobbit")
  }

  @Test("edit 2 and show 2 after shelf take the listing's row 2; a new search takes the rows back")
  func editShowThenSearch() async throws {
    let home = try await savedTwo()
    #expect(await home.run(["shelf"]).status == 0)
    let edit = await home.run(["edit", "2", "--rating", "5"])
    #expect(edit.status == 0, "\(edit.stderr)")
    let shelf = try ShelfStore(path: home.home.shelfPath)
    #expect(try await shelf.entry(forKey: "9780547928227")?.rating == 5)
    #expect(await home.run(["show", "2"]).stdout.hasPrefix("The Hobbit\n"))
    #expect(await home.run(["search", "hobbit"]).status == 0)
    #expect(await home.run(["show", "2"]).stdout.hasPrefix("호빗 (무삭제판)\n"))
  }

  @Test("a row past the listing says how many rows it had, in English and Korean (exit 2)")
  func outOfRange() async throws {
    let home = try await savedTwo()
    #expect(await home.run(["shelf", "--status", "want", "--tag", "none"]).status == 0)
    let empty = await home.run(["remove", "1"])
    #expect(empty.status == 2)
    #expect(empty.stderr == "bookshelf: error: Row 1: the last shelf listing has no rows.\n")
    #expect(await home.run(["shelf"]).status == 0)
    let english = await home.run(["remove", "3"])
    #expect(english.status == 2)
    #expect(english.stderr == "bookshelf: error: Row 3: the last shelf listing has 2 rows.\n")
    let korean = await home.run(["edit", "3", "--rating", "1"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.status == 2)
    #expect(korean.stderr == "bookshelf: 오류: 3번: 마지막 책장 목록에는 2개 행이 있습니다.\n")
    #expect(try await ShelfStore(path: home.home.shelfPath).count() == 2)
  }

  @Test("a listed entry removed since is said so (exit 2), and nothing else is touched")
  func removedSince() async throws {
    let home = try await savedTwo()
    #expect(await home.run(["shelf"]).status == 0)
    #expect(await home.run(["remove", "1"]).status == 0)
    let again = await home.run(["remove", "1"])
    #expect(again.status == 2)
    #expect(
      again.stderr
        == "bookshelf: error: Row 1 of the last shelf listing (kakao:5561907) is no longer on the shelf; list it again.\n"
    )
    let korean = await home.run(["show", "1"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(
      korean.stderr == "bookshelf: 오류: 마지막 책장 목록의 1번(kakao:5561907)은 이제 책장에 없습니다. 목록을 다시 보세요.\n")
    #expect(try await ShelfStore(path: home.home.shelfPath).count() == 1)
  }

  @Test("the file holds the listing's shelf keys in order; shelf --json numbers nothing and keeps the rows")
  func fileAndJSON() async throws {
    let home = try await savedTwo()
    #expect(await home.run(["shelf", "--tag", "x"]).status == 0)
    #expect(
      LastSearchFile(dataDirectory: home.home.url).load()
        == .shelf(RememberedShelfList(keys: [], filtered: true)))
    #expect(await home.run(["shelf"]).status == 0)
    let listed = RememberedShelfList(keys: ["kakao:5561907", "9780547928227"], filtered: false)
    #expect(LastSearchFile(dataDirectory: home.home.url).load() == .shelf(listed))
    #expect(await home.run(["search", "hobbit"]).status == 0)
    #expect(await home.run(["shelf", "--json"]).status == 0)
    guard case .search(let search) = LastSearchFile(dataDirectory: home.home.url).load() else {
      Issue.record("shelf --json replaced the search's rows")
      return
    }
    #expect(search.query == "hobbit")
  }

  @Test("a hostile key in the rows file reaches the terminal without its escape sequences")
  func hostileKey() async throws {
    let home = try await savedTwo()
    try Data(#"{"version":1,"shelf":{"keys":["\u001b[31mEVIL\u0007"],"filtered":false}}"#.utf8)
      .write(to: URL(fileURLWithPath: home.lastSearchPath))
    let run = await home.run(["remove", "1"])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("bookshelf: error: Row 1 of the last shelf listing ("))
    #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{07}"))
    #expect(try await ShelfStore(path: home.home.shelfPath).count() == 2)
  }
}

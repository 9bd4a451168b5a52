import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// Every id an output prints works with `show` and `save`: from the last search, the shelf, or
/// the provider's own id lookup (canned providers answer as the real adapters do: Kakao and
/// Naver have none).
@Suite("Ids with show and save (in-process)")
struct BookReferenceIDTests {
  let providers = [
    CannedProvider(.kakao, books: [RowBooks.hobbit, RowBooks.kakaoOnly]),
    CannedProvider(.google, books: [RowBooks.google]),
    CannedProvider(.openlibrary, books: [RowBooks.openLibrary]),
    CannedProvider(.aladin, books: [RowBooks.aladin]), CannedProvider(.local, books: [RowBooks.local]),
    CannedProvider(.naver, books: [RowBooks.naver]),
  ]

  @Test(
    "show and save of a google:, openlibrary:, aladin: or local: id ask that provider's id lookup",
    arguments: [RowBooks.google, RowBooks.openLibrary, RowBooks.aladin, RowBooks.local])
  func providerLookup(book: Book) async throws {
    let home = try RowsHome(providers: providers)
    // Kakao is the default provider: the id's own provider answers, not the default.
    let show = await home.run(["show", book.id])
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.hasPrefix(book.title + "\n"))
    let save = await home.run(["save", book.id])
    #expect(save.status == 0, "\(save.stderr)")
    #expect(try await ShelfStore(path: home.home.shelfPath).entry(forKey: book.id)?.book.title == book.title)
  }

  @Test("a kakao: id comes from the last search, then from the shelf; else Kakao cannot look it up (exit 2)")
  func kakaoID() async throws {
    let home = try RowsHome(providers: providers)
    let unknown = await home.run(["show", "kakao:5561907"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "bookshelf: error: Kakao cannot look up a book by its id (kakao:5561907); search for it and use its row number, or its ISBN.\n"
    )
    let korean = await home.run(["save", "naver:123"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.status == 2)
    #expect(
      korean.stderr
        == "bookshelf: 오류: 네이버는 자체 ID(naver:123)로 책을 찾을 수 없습니다. 검색한 뒤 행 번호나 ISBN을 쓰세요.\n")
    #expect(await home.run(["search", "호빗"]).status == 0)
    let remembered = await home.run(["show", "kakao:5561907"])
    #expect(remembered.status == 0)
    #expect(remembered.stdout.hasPrefix("호빗 (무삭제판)\n"))
    #expect(await home.run(["save", "kakao:5561907"]).status == 0)
    // Another search replaces the rows; the shelf still has the book.
    #expect(await home.run(["search", "dune", "--provider", "google"]).status == 0)
    let saved = await home.run(["show", "kakao:5561907"])
    #expect(saved.status == 0)
    #expect(saved.stdout.hasPrefix("호빗 (무삭제판)\n"))
  }

  @Test("an id its provider does not know, or of no provider, is 'not found' (exit 1)")
  func notFound() async throws {
    let home = try RowsHome(providers: providers)
    let missing = await home.run(["show", "google:nothing"])
    #expect(missing.status == 1)
    #expect(missing.stderr == "bookshelf: error: No book found for google:nothing.\n")
    let foreign = await home.run(["show", "goodreads:12"])
    #expect(foreign.status == 1)
    #expect(foreign.stderr == "bookshelf: error: No book found for goodreads:12.\n")
  }

  @Test("an ISBN still goes through the provider; savedEntry takes rows, ISBNs in any form and keys")
  func isbnAndSavedEntry() async throws {
    let home = try RowsHome(providers: providers)
    let show = await home.run(["show", "978-0-547-92822-7"])
    #expect(show.status == 0)
    #expect(show.stdout.hasPrefix("The Hobbit\n"))
    #expect(await home.run(["search", "hobbit"]).status == 0)
    #expect(await home.run(["save", "1"]).status == 0)
    #expect(await home.run(["save", "kakao:5561907"]).status == 0)
    let out = BufferOutput()
    let env = AppEnvironment(
      configuration: try Configuration.load(environment: [
        "HOME": "/nonexistent-home-for-tests", "BOOKSHELF_HOME": home.home.path,
      ]),
      language: .english, makeSearcher: { id throws(BookshelfError) in throw .missingAPIKey(id) },
      availableProviders: [],
      openShelf: { [path = home.home.shelfPath] in try ShelfStore(path: path) })
    let context = CommandContext(
      process: ProcessContext(environment: [:], stdout: out, stderr: out), environment: env)
    #expect(try await BookReference.savedEntry("1", context: context)?.id == "9780547928227")
    #expect(try await BookReference.savedEntry("2", context: context)?.id == "kakao:5561907")
    #expect(try await BookReference.savedEntry("0-547-92822-X", context: context)?.id == "9780547928227")
    #expect(try await BookReference.savedEntry("kakao:5561907", context: context)?.book.title == "호빗 (무삭제판)")
    #expect(try await BookReference.savedEntry("google:zyTCAlFPjgYC", context: context) == nil)
    await #expect(throws: CommandFailure.self) {
      _ = try await BookReference.savedEntry("9", context: context)
    }
  }
}

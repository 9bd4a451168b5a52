import BookshelfTestSupport
import Foundation
import Testing

@Suite("bookshelf binary: a book saved under its ISBN is named by its own id too")
struct BookIDEndToEndTests {
  @Test("show, edit, remove and restore kakao:1 of a book saved as 9788996991342")
  func providerIDOfAnISBNEntry() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home, ["BOOKSHELF_OFFLINE": "1"])
    let book =
      #"{"id":"kakao:1","title":"미움받을 용기","authors":["기시미 이치로"],"isbn13":"9788996991342","source":"kakao"}"#
    #expect(
      try await BookshelfBinary.run(["save", "--json", "-"], environment: env, stdin: Data(book.utf8)).status
        == 0)
    let show = try await BookshelfBinary.run(["show", "kakao:1"], environment: env)
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.contains("Shelf id  9788996991342\n"))
    let edit = try await BookshelfBinary.run(["edit", "kakao:1", "--progress", "120/350"], environment: env)
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(edit.stdout.contains("Progress  120/350 (34%)\n"))
    #expect(try await BookshelfBinary.run(["remove", "kakao:1"], environment: env).status == 0)
    let restore = try await BookshelfBinary.run(["restore", "kakao:1"], environment: env)
    #expect(restore.status == 0, "\(restore.stderr)")
    #expect(restore.stdout.hasPrefix("Put back on your shelf: 미움받을 용기 (9788996991342).\n"))
    #expect(restore.stdout.contains("Progress  120/350 (34%)\n"))
  }
}

import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("Shelf command: tag input and filtered footer")
struct ShelfTagFilterTests {
  let home: ShelfHome
  init() throws { home = try ShelfHome() }

  func saveThree() async {
    let books = [
      (#"{"id": "x:1", "title": "Banana", "authors": ["Zed"], "source": "kakao"}"#, "#Fiction"),
      (#"{"id": "x:2", "title": "Apple", "authors": ["Young"], "source": "kakao"}"#, "fiction"),
      (#"{"id": "x:3", "title": "Cherry", "authors": ["Adams"], "source": "kakao"}"#, "poetry"),
    ]
    for (book, tag) in books {
      #expect(await home.run(["save", "--json", "-", "--tag", tag], stdin: book).status == 0)
    }
  }

  @Test("--tag Fiction and --tag '#fiction' find books tagged #fiction; save strips the #")
  func tagInput() async throws {
    await saveThree()
    for tag in ["Fiction", "#fiction", "FICTION"] {
      let run = await home.run(["shelf", "--tag", tag, "--sort", "title"])
      #expect(run.status == 0)
      #expect(
        run.stdout
          == "1. Apple — Young\n   want · #fiction · x:2\n2. Banana — Zed\n   want · #Fiction · x:1\n2 of 3 books\n",
        "tag \(tag)")
    }
  }

  @Test("a filtered listing says how many of all books it shows, in English and Korean")
  func filteredFooter() async throws {
    await saveThree()
    let all = await home.run(["shelf"])
    #expect(all.stdout.hasSuffix("Books on the shelf: 3\n"))
    let filtered = await home.run(["shelf", "--tag", "poetry"])
    #expect(filtered.stdout.hasSuffix("\n1 of 3 books\n"))
    let status = await home.run(["shelf", "--status", "want"])
    #expect(status.stdout.hasSuffix("\n3 of 3 books\n"))
    let korean = await home.run(["shelf", "--tag", "#poetry"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.stdout.hasSuffix("\n책 3권 중 1권\n"))
  }
}

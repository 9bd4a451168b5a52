import BookshelfCore
import Foundation
import Testing

@testable import BookshelfCLI

/// Text a user gives (`save --note`, `save --tag`, `save --json -`, `import`) longer than
/// `TextLimits` allows is refused with one clear line, and nothing is saved; up to the limit
/// is fine.
@Suite("bookshelf save/import: text longer than the limits")
struct TextLimitsCommandTests {
  static let book = #"{"id": "x:1", "title": "Short", "source": "kakao"}"#

  @Test("save --note and --tag over the limit are exit 2 and save nothing; at the limit they save")
  func noteAndTag() async throws {
    let home = try ShelfHome()
    let long = String(repeating: "가", count: 21_846)  // 65,538 bytes
    let note = await home.run(["save", "--json", "-", "--note", long], stdin: Self.book)
    #expect(note.status == 2)
    #expect(note.stderr == "bookshelf: error: --note is too long: 65538 bytes, at most 65536 are allowed.\n")
    let tag = await home.run(
      ["save", "--json", "-", "--tag", String(repeating: "t", count: 257)], stdin: Self.book)
    #expect(tag.status == 2)
    #expect(tag.stderr == "bookshelf: error: --tag is too long: 257 bytes, at most 256 are allowed.\n")
    #expect(await home.run(["shelf"]).stdout == "Your shelf is empty.\n")

    let fits = String(repeating: "n", count: 65_536)
    #expect(await home.run(["save", "--json", "-", "--note", fits], stdin: Self.book).status == 0)
  }

  @Test("save --json - with a field over its limit names the field, in Korean too")
  func bookJSON() async throws {
    let home = try ShelfHome()
    let description = String(repeating: "d", count: 70_000)
    let json = #"{"id": "x:1", "title": "T", "description": "\#(description)", "source": "kakao"}"#
    let english = await home.run(["save", "--json", "-"], stdin: json)
    #expect(english.status == 2)
    #expect(
      english.stderr
        == "bookshelf: error: \"description\" is too long: 70000 bytes, at most 65536 are allowed.\n")
    let title = String(repeating: "제", count: 700)  // 2,100 bytes
    let korean = await home.run(
      ["save", "--json", "-"], stdin: #"{"id": "x:1", "title": "\#(title)", "source": "kakao"}"#,
      environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.status == 2)
    #expect(
      korean.stderr == "bookshelf: 오류: \"title\" 값이 너무 깁니다: 2100바이트이며, 최대 2048바이트까지 쓸 수 있습니다.\n")
    #expect(await home.run(["shelf"]).stdout == "Your shelf is empty.\n")
  }

  @Test("import: an entry with a note over the limit fails the import, or is skipped with --partial")
  func importNote() async throws {
    let home = try ShelfHome()
    let note = String(repeating: "n", count: 65_537)
    let entries = """
      [{"book": {"id": "x:1", "title": "Fine", "source": "kakao"}, "status": "want", "tags": [],
        "addedAt": "2024-01-01T00:00:00Z", "updatedAt": "2024-01-01T00:00:00Z"},
       {"book": {"id": "x:2", "title": "Long note", "source": "kakao"}, "status": "want", "tags": [],
        "note": "\(note)", "addedAt": "2024-01-01T00:00:00Z", "updatedAt": "2024-01-01T00:00:00Z"}]
      """
    let path = home.file("shelf.json")
    try Data(entries.utf8).write(to: URL(fileURLWithPath: path))
    let strict = await home.run(["import", path])
    #expect(strict.status == 2)
    #expect(
      strict.stderr
        == "bookshelf: error: \(path) entry 2 could not be read: \"note\" is longer than 65536 bytes.\n")
    #expect(await home.run(["shelf"]).stdout == "Your shelf is empty.\n")

    let partial = await home.run(["import", path, "--partial"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(partial.status == 0)
    #expect(partial.stderr.contains("\"note\" 값이 65536바이트보다 깁니다"), "\(partial.stderr)")
    #expect(await home.run(["shelf"]).stdout.hasPrefix("1. Fine"))
  }
}

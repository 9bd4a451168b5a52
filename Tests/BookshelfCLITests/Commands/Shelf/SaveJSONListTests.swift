import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("save --json - and import take several books and search --json output")
struct SaveJSONListTests {
  let home: ShelfHome
  init() throws { home = try ShelfHome() }

  let one = #"{"id":"kakao:1","title":"하나","authors":["가"],"source":"kakao"}"#
  let two = #"{"id":"google:2","title":"Two","authors":["B"],"isbn13":"9780306406157","source":"google"}"#

  func keys() async throws -> [String] {
    try await ShelfStore(path: home.shelfPath).entries(matching: ShelfFilter(), sortedBy: .title).map(\.id)
  }

  @Test("an array of books: each saved with the options")
  func array() async throws {
    let run = await home.run(
      ["save", "--json", "-", "--status", "dnf", "--tag", "묶음"], stdin: "[\(one), \(two)]")
    #expect(run.status == 0)
    #expect(
      run.stdout
        == "Added to your shelf: 하나 (kakao:1), dnf.\nAdded to your shelf: Two (9780306406157), dnf.\n")
    let entries = try await ShelfStore(path: home.shelfPath).entries(
      matching: ShelfFilter(tag: "묶음"), sortedBy: .title)
    #expect(entries.map(\.status) == [.dnf, .dnf])
  }

  @Test("a whole search --json document: its books are saved")
  func searchDocument() async throws {
    let document = #"{"provider":"kakao","total":2,"page":1,"books":[\#(one),\#(two)]}"#
    let run = await home.run(["save", "--json", "-"], stdin: document)
    #expect(run.status == 0)
    #expect(try await keys() == ["9780306406157", "kakao:1"])
    let empty = await home.run(["save", "--json", "-"], stdin: "[]")
    #expect(empty.status == 0 && empty.stdout == "")
  }

  @Test("one bad book refuses them all before anything is written")
  func badElement() async throws {
    let bad = #"{"id":"x:1","title":"Bad","isbn13":"123","source":"x"}"#
    let run = await home.run(["save", "--json", "-"], stdin: "[\(one), \(bad)]")
    #expect(run.status == 2)
    let saved = FileManager.default.fileExists(atPath: home.shelfPath) ? try await keys() : []
    #expect(saved.isEmpty)
  }

  @Test("shelf import reads search --json output (the document or its books), as catalog import does")
  func importSearchJSON() async throws {
    let path = home.file("search.json")
    try Data(#"{"provider":"kakao","books":[\#(one),\#(two)]}"#.utf8).write(to: URL(fileURLWithPath: path))
    let run = await home.run(["import", path])
    #expect(run.status == 0)
    #expect(try await keys() == ["9780306406157", "kakao:1"])
    let entry = try await ShelfStore(path: home.shelfPath).entry(forKey: "kakao:1")
    #expect(entry?.status == .want)
    let array = home.file("books.txt")
    try Data("[\(one)]".utf8).write(to: URL(fileURLWithPath: array))
    let again = await home.run(["import", array])
    #expect(again.status == 0)
  }
}

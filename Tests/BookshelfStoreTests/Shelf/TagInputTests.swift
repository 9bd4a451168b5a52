import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// Tags display as `#tag`; input with one leading `#`, and any letter case, finds them.
@Suite("Tag input")
struct TagInputTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  @Test("save strips one leading # and de-duplicates ignoring case, keeping the first spelling")
  func normalisesTags() async throws {
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    try await store.save(
      ShelfEntry(
        book: TestValues.book(isbn13: "9780306406157", title: "Plain"),
        tags: ["#Fiction", "fiction", "##hash", " # sf ", "#", "심리학"], addedAt: TestValues.day))
    let entry = try #require(try await store.entry(forKey: "9780306406157"))
    #expect(entry.tags == ["Fiction", "#hash", "sf", "심리학"])
  }

  @Test("the tag filter ignores a leading # and letter case")
  func filterIgnoresHashAndCase() async throws {
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    try await store.save(
      ShelfEntry(
        book: TestValues.book(isbn13: "9780306406157", title: "Plain"), tags: ["fiction"],
        addedAt: TestValues.day))
    try await store.save(
      ShelfEntry(
        book: TestValues.book(isbn13: TestValues.isbn13(7), title: "Other"), tags: ["Ästhetik"],
        addedAt: TestValues.day))
    for tag in ["Fiction", "#fiction", "FICTION", " #Fiction "] {
      let found = try await store.entries(matching: ShelfFilter(tag: tag), sortedBy: .title)
      #expect(found.map(\.book.title) == ["Plain"], "tag \(tag)")
    }
    let umlaut = try await store.entries(matching: ShelfFilter(tag: "#ÄSTHETIK"), sortedBy: .title)
    #expect(umlaut.map(\.book.title) == ["Other"])
    #expect(try await store.entries(matching: ShelfFilter(tag: "#nothing"), sortedBy: .title).isEmpty)
  }

  @Test("import strips the # from tags")
  func importStripsHash() async throws {
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    let path = dir.path("in.csv")
    try Data("title,isbn13,tags\nPlain,9780306406157,#fiction; #SF; sf\n".utf8)
      .write(to: URL(fileURLWithPath: path))
    #expect(try await store.importEntries(from: path, format: .csv).added == 1)
    #expect(try await store.entry(forKey: "9780306406157")?.tags == ["fiction", "SF"])
  }
}

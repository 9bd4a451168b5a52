import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

@Suite("Goodreads: did not finish")
struct GoodreadsDNFTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  /// A Goodreads library export of one row per exclusive shelf.
  func goodreadsFile(_ shelves: [String]) -> [UInt8] {
    var text = GoodreadsExport.header.joined(separator: ",") + "\n"
    for (offset, shelf) in shelves.enumerated() {
      var row = Array(repeating: "", count: GoodreadsExport.header.count)
      func set(_ column: String, _ value: String) {
        if let index = GoodreadsExport.header.firstIndex(of: column) { row[index] = value }
      }
      set("Book Id", String(100 + offset))
      set("Title", "Book \(offset)")
      set("Author", "Ann Author")
      set("My Rating", "0")
      set("Date Added", "2024/01/0\(offset + 1)")
      set("Exclusive Shelf", shelf)
      set("Bookshelves", "\"\(shelf), favourites\"")
      text += row.joined(separator: ",") + "\n"
    }
    return Array(text.utf8)
  }

  @Test(
    "the custom shelves people make for abandoned books import as dnf, without becoming a tag",
    arguments: ["did-not-finish", "dnf", "wont-finish", "won-t-finish", "abandoned", "DNF", "gave-up"])
  func customShelvesAreDNF(shelf: String) async throws {
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    let report = try await store.importData(
      goodreadsFile([shelf]), named: "goodreads.csv", format: .goodreads, partial: false)
    #expect(report.added == 1)
    let entry = try #require(try await store.entry(forKey: "goodreads:100"))
    #expect(entry.status == .dnf)
    #expect(entry.tags == ["favourites"])
  }

  @Test("another custom exclusive shelf is still want, kept as a tag")
  func otherShelfIsWant() async throws {
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    _ = try await store.importData(
      goodreadsFile(["maybe-later"]), named: "goodreads.csv", format: .goodreads, partial: false)
    let entry = try #require(try await store.entry(forKey: "goodreads:100"))
    #expect(entry.status == .want && entry.tags == ["maybe-later", "favourites"])
  }

  @Test("dnf exports as the exclusive shelf did-not-finish and imports back as dnf, tags kept")
  func roundTrip() async throws {
    let book = Book(id: "goodreads:5", title: "Abandoned", authors: ["Ann Author"], source: "goodreads")
    let entry = ShelfEntry(
      book: book, status: .dnf, rating: 2, tags: ["slow"], addedAt: Date(timeIntervalSince1970: 1_700_000_000)
    )
    let fields = GoodreadsExport.fields(entry)
    let column = { (name: String) in fields[GoodreadsExport.header.firstIndex(of: name) ?? 0] }
    #expect(column("Exclusive Shelf") == "did-not-finish")
    #expect(column("Bookshelves") == "did-not-finish, slow")

    let data = try ShelfStore.exportData([entry], format: .goodreads)
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    _ = try await store.importData([UInt8](data), named: "goodreads.csv", format: .goodreads, partial: false)
    let back = try #require(try await store.entry(forKey: "goodreads:5"))
    #expect(back.status == .dnf && back.rating == 2 && back.tags == ["slow"])
  }
}

import BookshelfCore
import BookshelfStore
import Foundation
import Testing

/// `last-search.json` holding a search or a `shelf` listing: exactly one, checked on reading.
@Suite("LastSearchFile: a search or a shelf listing")
struct LastSearchFileTests {
  @Test("a shelf listing and a search replace each other, each read back as written")
  func roundTrips() throws {
    let folder = try TemporaryDirectory()
    let file = LastSearchFile(dataDirectory: folder.url)
    #expect(file.load() == .none)
    let list = RememberedShelfList(keys: ["9780547928227", "kakao:5561907"], filtered: true)
    try file.save(list)
    #expect(file.load() == .shelf(list))
    #expect(list.key(row: 2) == "kakao:5561907")
    #expect(list.key(row: 3) == nil)
    #expect(list.key(row: 0) == nil)
    let search = RememberedSearch(
      query: "dune", provider: "local", firstRow: 1, books: [Book(id: "x", title: "Dune", source: "local")])
    try file.save(search)
    #expect(file.load() == .search(search))
  }

  @Test("both, neither, an empty key or one over 512 bytes is a damaged file")
  func damaged() throws {
    let folder = try TemporaryDirectory()
    let file = LastSearchFile(dataDirectory: folder.url)
    let long = String(repeating: "k", count: RememberedShelfList.maxKeyBytes + 1)
    for text in [
      #"{"version":1}"#,
      #"{"version":1,"shelf":{"keys":["a"],"filtered":false},"search":{"query":"x","provider":"kakao","firstRow":1,"books":[]}}"#,
      #"{"version":1,"shelf":{"keys":[""],"filtered":false}}"#,
      #"{"version":1,"shelf":{"keys":["\#(long)"],"filtered":false}}"#,
      #"{"version":1,"shelf":{"keys":"a","filtered":false}}"#,
    ] {
      try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
      #expect(file.load() == .damaged, "\(text.prefix(60))")
    }
  }

  @Test("a listing keeps at most 10,000 rows")
  func bounded() {
    let list = RememberedShelfList(keys: (0..<10_005).map { "k\($0)" }, filtered: false)
    #expect(list.keys.count == 10_000)
    #expect(list.rows == 1...10_000)
  }
}

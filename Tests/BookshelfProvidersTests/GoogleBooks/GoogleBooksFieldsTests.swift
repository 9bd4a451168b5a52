import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

/// `GoogleBooksRequest.fields` asks Google to leave out what Bookshelf does not read; these tests
/// apply that selection to full recorded responses (as Google's server would) and check that
/// every mapped `Book` is unchanged.
@Suite("Google Books partial response (fields=)")
struct GoogleBooksFieldsTests {
  let query: BookQuery

  init() throws { query = try BookQuery(text: "x", pageSize: 40) }

  /// The page mapped from `body` and from `body` reduced to `fields`.
  func bothPages(_ body: Data) throws -> (full: BookPage, selected: BookPage, selectedBytes: Int) {
    let selected = try PartialResponse.apply(fields: GoogleBooksRequest.fields, toJSON: body)
    return (
      try GoogleBooksMapping.page(from: body, query: query),
      try GoogleBooksMapping.page(from: selected, query: query), selected.count
    )
  }

  @Test("the selection parses and names every field the DTO declares")
  func selectionParses() throws {
    let selection = try #require(PartialResponse.parse(GoogleBooksRequest.fields))
    #expect(Set(selection.fields.keys) == ["totalItems", "items"])
    let item = try #require(selection.fields["items"] ?? nil)
    #expect(Set(item.fields.keys) == ["id", "volumeInfo", "saleInfo"])
    let info = try #require(item.fields["volumeInfo"] ?? nil)
    #expect(
      Set(info.fields.keys) == [
        "title", "subtitle", "authors", "publisher", "publishedDate", "description",
        "industryIdentifiers", "averageRating", "ratingsCount", "imageLinks", "infoLink",
        "canonicalVolumeLink",
      ])
    let images = try #require(info.fields["imageLinks"] ?? nil)
    #expect(Set(images.fields.keys) == ["smallThumbnail", "thumbnail"])
    let sale = try #require(item.fields["saleInfo"] ?? nil)
    #expect(Set(sale.fields.keys) == ["saleability", "listPrice", "retailPrice"])
  }

  @Test("own fixture with every quirk: same books, same page, from the selected body")
  func ownFixture() throws {
    let body = try SharedData.ownFixture("google-books/search-quirks.json")
    let pages = try bothPages(body)
    #expect(!pages.full.books.isEmpty)
    #expect(pages.selected == pages.full)
  }

  @Test("every recorded search page in ../shared: same books from the selected body, which is smaller")
  func recordedPages() throws {
    let files = SharedData.fixtureFiles("google-books").filter {
      $0.lastPathComponent.hasPrefix("volumes-search-")
    }
    guard !files.isEmpty else {
      print(SharedData.skipMessage(for: "fixtures/google-books"))
      return
    }
    for url in files {
      let body = try Data(contentsOf: url)
      let pages = try bothPages(body)
      #expect(!pages.full.books.isEmpty, "\(url.lastPathComponent)")
      #expect(pages.selected == pages.full, "\(url.lastPathComponent)")
      #expect(pages.selectedBytes < body.count / 2 + 1_000, "\(url.lastPathComponent)")
    }
  }

  @Test("the reducer itself: arrays, absent fields and nested selections")
  func reducer() throws {
    let body = Data(#"{"a":1,"b":[{"c":2,"d":{"e":3,"f":4}},{"c":5}],"g":6}"#.utf8)
    let reduced = try PartialResponse.apply(fields: "b(d(f),x),a", toJSON: body)
    let tree = try JSONSerialization.jsonObject(with: reduced) as? [String: Any]
    #expect(tree?["a"] as? Int == 1)
    #expect(tree?["g"] == nil)
    let items = tree?["b"] as? [[String: Any]]
    #expect(items?.count == 2)
    #expect((items?[0]["d"] as? [String: Any])?.keys.sorted() == ["f"])
    #expect(items?[0]["c"] == nil && items?[1].isEmpty == true)
    #expect(PartialResponse.parse("a(b") == nil)
    #expect(PartialResponse.parse("a,,b") == nil)
  }
}

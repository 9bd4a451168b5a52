import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Open Library: every recorded response in ../shared")
struct OpenLibrarySharedFixtureTests {
  @Test("every file maps and keeps the Book contract, with exact values")
  func everyFile() throws {
    let files = SharedData.fixtureFiles("open-library")
    guard !files.isEmpty else {
      print(SharedData.skipMessage(for: "fixtures/open-library"))
      return
    }
    let query = try BookQuery(text: "x", pageSize: 2)
    var checked: Set<String> = []
    for url in files {
      let name = url.lastPathComponent
      let page = try OpenLibraryMapping.page(from: Data(contentsOf: url), query: query)
      #expect(!page.books.isEmpty, "\(name) mapped no book")
      #expect(BookInvariants.violations(in: page.books) == [], "\(name)")
      #expect(page.books.allSatisfy { $0.source == "openlibrary" })
      switch name {
      case "search-author-atwood-default-fields-2-docs.json":
        checked.insert(name)
        #expect(page.books.map(\.id) == ["openlibrary:OL675783W", "openlibrary:OL675698W"])
        #expect(page.books.map(\.title) == ["The Handmaid's Tale", "The Blind Assassin"])
        #expect(page.books.map(\.publishedDate) == ["1985", "2000"])
        #expect(page.books[0].authors == ["Margaret Atwood"])
        #expect(
          page.books[0].thumbnailURL?.absoluteString == "https://covers.openlibrary.org/b/id/8231851-M.jpg")
        #expect(
          page.books[1].thumbnailURL?.absoluteString == "https://covers.openlibrary.org/b/id/11041760-M.jpg")
        #expect(page.books[0].detailURL?.absoluteString == "https://openlibrary.org/works/OL675783W")
        #expect(page.books.allSatisfy { $0.isbn13 == nil && $0.publisher == nil && $0.averageRating == nil })
        #expect(page.totalCount == 2428)
        #expect(page.isEnd == false)
      case "search-legacy-format-time-war-2-docs.json":
        checked.insert(name)
        #expect(page.books.map(\.id) == ["9781534431003", "openlibrary:OL19859295W"])
        #expect(page.books[0].isbn10 == "1534431004")
        #expect(page.books[0].authors == ["Amal El-Mohtar", "Max Gladstone"])
        #expect(page.books[0].publisher == "Simon and Schuster")
        #expect(page.books[0].publishedDate == "2019")
        #expect(page.books[0].thumbnailURL == nil)
        #expect(
          page.books[1].thumbnailURL?.absoluteString == "https://covers.openlibrary.org/b/id/8665647-M.jpg")
        #expect(page.books[1].publishedDate == nil)
        #expect(page.books[1].title == "This is How You Lose the Time War")
        #expect(page.totalCount == 2)
        #expect(page.isEnd)
      default:
        break
      }
    }
    #expect(checked.count == 2, "expected values checked for \(checked.sorted())")
  }
}

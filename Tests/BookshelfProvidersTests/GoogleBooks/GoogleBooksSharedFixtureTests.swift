import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Google Books: every recorded response in ../shared")
struct GoogleBooksSharedFixtureTests {
  /// Maps one recorded file: a `volumes.list` page, or a single `volumes/{id}` volume.
  func books(in url: URL, query: BookQuery) throws -> (books: [Book], page: BookPage?) {
    let data = try Data(contentsOf: url)
    if url.lastPathComponent.hasPrefix("volume-get-") {
      return (try GoogleBooksMapping.volume(from: data).map { [$0] } ?? [], nil)
    }
    let page = try GoogleBooksMapping.page(from: data, query: query)
    return (page.books, page)
  }

  @Test("every file maps and keeps the Book contract, with exact values")
  func everyFile() throws {
    let files = SharedData.fixtureFiles("google-books")
    guard !files.isEmpty else {
      print(SharedData.skipMessage(for: "fixtures/google-books"))
      return
    }
    let query = try BookQuery(text: "x", pageSize: 2)
    var checked: Set<String> = []
    for url in files {
      let (books, page) = try books(in: url, query: query)
      #expect(!books.isEmpty, "\(url.lastPathComponent) mapped no book")
      #expect(BookInvariants.violations(in: books) == [], "\(url.lastPathComponent)")
      #expect(books.allSatisfy { $0.source == "google" })
      let name = url.lastPathComponent
      switch name {
      case "volumes-search-children-of-time-2-items.json":
        checked.insert(name)
        #expect(books.map(\.id) == ["9780316452502", "9782072853319"])
        #expect(books.map(\.publishedDate) == ["2018-12-11", "2019-10-03"])
        #expect(books[0].isbn10 == "0316452505")
        #expect(books[1].isbn10 == "2072853311")
        #expect(books[0].averageRating == 4.0 && books[0].ratingsCount == 49)
        #expect(books[1].averageRating == nil && books[1].ratingsCount == nil)
        #expect(books[0].authors == ["Adrian Tchaikovsky"])
        #expect(books[1].publisher == "Editions Gallimard")
        #expect(
          books[0].thumbnailURL?.absoluteString
            == "https://books.google.com/books/content?id=49T5twEACAAJ&printsec=frontcover&img=1&zoom=1&source=gbs_api"
        )
        #expect(
          books[0].detailURL?.absoluteString
            == "https://books.google.com/books/about/Children_of_Time.html?hl=&id=49T5twEACAAJ")
        #expect(
          books[0].description?.hasPrefix(
            "Adrian Tchaikovksy's award-winning novel Children of Time, is the epic story") == true)
        #expect(books[1].description?.hasPrefix("La Terre est au plus mal...") == true)
        #expect(books.allSatisfy { $0.price == nil && $0.salePrice == nil })
        #expect(page?.totalCount == 1499)
        #expect(page?.isEnd == false)
      case "volumes-search-isbn-japanese-1-item.json":
        checked.insert(name)
        #expect(books.map(\.id) == ["9784815602666"])
        #expect(books[0].title == "宇宙の話をしよう")
        #expect(books[0].authors == ["小野雅裕"])
        #expect(books[0].publisher == nil)
        #expect(books[0].publishedDate == "2020-11")
        #expect(books[0].isbn10 == "4815602662")
        #expect(page?.totalCount == 1)
        #expect(page?.isEnd == true)
      case "volume-get-en-single.json":
        checked.insert(name)
        #expect(books[0].id == "9780316452502")
        #expect(
          books[0].description?.hasPrefix(
            "Adrian Tchaikovksy's award-winning novel Children of Time, is the epic story of humanity's battle for survival on a terraformed planet.\nWho will inherit this new Earth?\nThe last remnants"
          ) == true)
        #expect(
          books[0].detailURL?.absoluteString == "https://play.google.com/store/books/details?id=49T5twEACAAJ")
        #expect(books[0].averageRating == 4.0)
      case "volume-get-fr-single.json":
        checked.insert(name)
        #expect(books[0].id == "9782072853319")
        #expect(books[0].publishedDate == "2019-10-03")
        #expect(books[0].title == "Dans la toile du temps")
        #expect(
          books[0].thumbnailURL?.absoluteString.hasPrefix(
            "https://books.google.com/books/publisher/content?id=G7utDwAAQBAJ&printsec=frontcover&img=1&zoom=1&edge=curl"
          )
            == true)
      default:
        break
      }
    }
    #expect(checked.count == 4, "expected values checked for \(checked.sorted())")
  }
}

import BookshelfCore
import BookshelfProviders
import Foundation
import Testing

@testable import BookshelfStore

/// `catalog import --format aladin` and the Aladin adapter read the same wire item by the one
/// Aladin mapping (`AladinMapping`): the same contributors, prices, covers and title split.
@Suite struct CatalogAladinMappingTests {
  let directory: TemporaryDirectory
  let catalog: LocalCatalog

  init() throws {
    directory = try TemporaryDirectory()
    catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
  }

  /// One item as Aladin's API sends it (and `aladin-kr-books` saves it): a 감수 (supervisor),
  /// a list price of 0, `http://` cover and link, a `" - "` in the title without `subTitle`.
  static let item = """
    {"title": "위대한 이야기 - 아름다움, 비극 그리고 동화", "itemId": 42,
     "author": "프레드릭 비크너 (지은이), 오현미 (옮긴이), 김철수 (감수)", "pubDate": "2022-12-28",
     "isbn": "K442831368", "isbn13": "9791168340770", "priceStandard": 0, "priceSales": 14310,
     "cover": "http://image.aladin.co.kr/product/1/coversum/k1.jpg",
     "link": "http://www.aladin.co.kr/shop/wproduct.aspx?ItemId=42&amp;partner=openAPI",
     "publisher": "비아토르", "description": "동화 &amp; 비극", "customerReviewRank": 9,
     "categoryName": "국내도서>인문학>교양 인문학"}
    """

  /// The same item from a lookup, where `subInfo.subTitle` names the subtitle.
  static let lookupItem = """
    {"title": "위대한 이야기 - 아름다움, 비극 그리고 동화", "itemId": 43, "isbn13": "9788936439880",
     "subInfo": {"subTitle": "아름다움, 비극 그리고 동화"}}
    """

  func imported(_ element: String) throws -> Book {
    let url = directory.url.appendingPathComponent("aladin.json")
    try Data("[\(element)]".utf8).write(to: url)
    let summary = try CatalogImporter.run(file: url, format: .aladin, into: catalog, mappings: .adapters)
    #expect(summary.imported == 1)
    return try #require(try catalog.search(BookQuery(text: "위대한 이야기")).books.first)
  }

  func fromTheAPI(_ element: String) throws -> Book {
    let body = Data(#"{"totalResults": 1, "item": [\#(element)]}"#.utf8)
    let page = try AladinMapping.page(from: body, query: BookQuery(text: "위대한 이야기"))
    return try #require(page.books.first)
  }

  @Test func anImportedItemIsMappedAsTheAPIMapsIt() throws {
    let local = try imported(Self.item)
    let api = try fromTheAPI(Self.item)
    #expect(local.title == "위대한 이야기 - 아름다움, 비극 그리고 동화")
    #expect(local.subtitle == nil)
    #expect(local.authors == ["프레드릭 비크너"])  // the 감수 is not an author
    #expect(local.translators == ["오현미"])
    #expect(local.price == nil)  // 0 is no price, not ₩0
    #expect(local.salePrice == Money(amount: 14310, currency: "KRW"))
    #expect(local.thumbnailURL?.absoluteString == "https://image.aladin.co.kr/product/1/coversum/k1.jpg")
    #expect(
      local.detailURL?.absoluteString
        == "https://www.aladin.co.kr/shop/wproduct.aspx?ItemId=42&partner=openAPI")
    #expect(local.description == "동화 & 비극")
    for field: KeyPath<Book, String?> in [
      \.subtitle, \.publisher, \.publishedDate, \.isbn13, \.isbn10, \.description,
    ] {
      #expect(local[keyPath: field] == api[keyPath: field])
    }
    #expect(local.title == api.title)
    #expect(local.authors == api.authors && local.translators == api.translators)
    #expect(local.price == api.price && local.salePrice == api.salePrice)
    #expect(local.thumbnailURL == api.thumbnailURL && local.detailURL == api.detailURL)
    #expect(local.averageRating == api.averageRating)
    // What stays the catalog's own: its id, its source and the subjects.
    #expect(local.id == "9791168340770" && local.source == "local")
    #expect(try catalog.search(BookQuery(text: "교양 인문학")).books.map(\.id) == ["9791168340770"])
  }

  @Test func aSubtitleIsSplitOffOnlyWhenTheItemNamesIt() throws {
    let local = try imported(Self.lookupItem)
    let api = try fromTheAPI(Self.lookupItem)
    #expect(local.title == "위대한 이야기" && local.subtitle == "아름다움, 비극 그리고 동화")
    #expect(local.title == api.title && local.subtitle == api.subtitle)
  }
}

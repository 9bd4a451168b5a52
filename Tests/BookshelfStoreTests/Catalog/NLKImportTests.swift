import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Imports the National Library of Korea's linked-open-data sample (`../shared/data/nlk`,
/// JSON-LD, 500 `nlon:Book` records in one `@graph`, then three `@context`-only documents).
/// Skips with a message when the folder is absent.
@Suite struct NLKImportTests {
  static let path = "data/nlk/book_sample.json"

  func imported() throws -> (LocalCatalog, CatalogImportSummary, TemporaryDirectory)? {
    guard let url = SharedData.url(Self.path) else {
      print(SharedData.skipMessage(for: Self.path))
      return nil
    }
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    let summary = try CatalogImporter.run(file: url, format: .nlk, into: catalog)
    return (catalog, summary, directory)
  }

  func books(_ catalog: LocalCatalog, _ text: String, field: SearchField = .any) throws -> [Book] {
    try catalog.search(BookQuery(text: text, field: field, pageSize: 50)).books
  }

  @Test func everyRecordOfTheSampleIsImported() throws {
    guard let (catalog, summary, _) = try imported() else { return }
    #expect(summary.rowsRead == 500)
    #expect(summary.imported == 500)
    #expect(summary.skipped.isEmpty)
    #expect(try catalog.statistics().rowsBySource == ["nlk": 500])
    let url = try #require(SharedData.url(Self.path))
    #expect(try CatalogImporter.totalRows(file: url, format: .nlk) == 500)
    #expect(CatalogImporter.guessFormat(file: url) == .nlk)
  }

  @Test func recordsMapFieldByField() throws {
    guard let (catalog, _, _) = try imported() else { return }
    // nlk:CMO000000001: label `圖書館學論叢 / 王振鵠 著`, creator 왕전후, no ISBN.
    let first = try #require(try books(catalog, "圖書館學論叢").first)
    #expect(first.title == "圖書館學論叢")
    #expect(first.authors == ["王振鵠"])
    #expect(first.translators == [])
    #expect(first.publisher == "臺灣學生書局")
    #expect(first.publishedDate == "1984")
    #expect(first.isbn13 == nil)
    #expect(first.description == "附錄 : 本書作者著作年表")
    #expect(first.detailURL?.absoluteString == "https://lod.nl.go.kr/resource/CMO000000001")
    #expect(first.id == "local:nlk:CMO000000001")
    // nlk:CMO000000010: ISBN-10 with a volume note `750131201X (20)`, an editor only.
    let peking = try #require(try catalog.lookup(ISBN("9787501312016")))
    #expect(peking.title == "北京圖書館古籍珍本叢刊")
    #expect(peking.subtitle == "史部·傳記類")
    #expect(peking.authors == ["北京圖書館古籍出版編輯組"])
    #expect(peking.isbn10 == "750131201X")
    #expect(peking.publishedDate == "1988")
    // nlk:CMO000000020: `issued` 民國80[1991]; 編著 is an author.
    let taiwan = try #require(try catalog.lookup(ISBN("9578523009")))
    #expect(taiwan.title == "臺灣硏究要目")
    #expect(taiwan.authors == ["黃士旂"])
    #expect(taiwan.publishedDate == "1991")
    #expect(taiwan.publisher == "捷幼出版社")
    // nlk:CMO000000289: three names before one role in brackets.
    let wages = try #require(try books(catalog, "性別기視").first)
    #expect(wages.authors == ["費景漢", "曹添旺", "賴景昌"])
  }

  @Test func hangulReadingsOfTitlesAndNamesFindTheRecords() throws {
    guard let (catalog, _, _) = try imported() else { return }
    // `subject` holds the Hangul reading of the Hanja title (圖書館學論叢 → 도서관학논총).
    #expect(try books(catalog, "도서관학논총").map(\.title).first == "圖書館學論叢")
    #expect(try books(catalog, "도서관학").map(\.title).contains("圖書館學論叢"))
    // `creator` is the name authority's Hangul reading (王振鵠 → 왕전후), searched as a subject.
    #expect(try books(catalog, "왕전후").map(\.title).first == "圖書館學論叢")
    // The author as the book writes it (also named in three series notes, `description`).
    #expect(try books(catalog, "王振鵠", field: .author).map(\.title) == ["圖書館學論叢"])
    #expect(try books(catalog, "王振鵠").map(\.title).contains("圖書館學論叢"))
    #expect(try books(catalog, "촉본고").map(\.title) == ["蜀本考"])
    // The KDC main class of `kdc`: 총류 for the 90 records of class 0xx (checked with Python).
    #expect(try catalog.search(BookQuery(text: "총류")).totalCount == 90)
  }

  /// The sample's titles are Hanja (초성 are Hangul only), so a modern record of our own shows
  /// that NLK rows take the same 초성, mixed-field and infix paths as every other source.
  @Test func aHangulRecordIsFoundByInitialsAuthorAndTitleWord() throws {
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    let url = directory.url.appendingPathComponent("modern.json")
    let record =
      #"{"@id": "nlk:KMO201400001", "@type": ["nlon:Book", "bibo:Book"], "title": "소년이 온다", "label": "소년이 온다 : 한강 장편소설 / 지은이: 한강", "creator": "한강", "publisher": "창비", "issuedYear": "2014", "isbn": "9788936434120", "kdc": "813.62"}"#
    try Data("{\"@graph\": [\(record)]}".utf8).write(to: url)
    #expect(try CatalogImporter.run(file: url, format: .nlk, into: catalog).imported == 1)
    for query in ["ㅅㄴㅇ ㅇㄷ", "소년", "한강 소년이", "창비 소년", "문학"] {
      #expect(try books(catalog, query).map(\.title) == ["소년이 온다"], "\(query)")
    }
    let book = try #require(try catalog.lookup(ISBN("9788936434120")))
    #expect(book.authors == ["한강"] && book.publishedDate == "2014" && book.isbn10 == "8936434128")
  }

  @Test func theNLKLicenseIsCreditedInTheStatistics() throws {
    guard let (catalog, _, _) = try imported() else { return }
    #expect(try catalog.statistics().attribution == [.nlk])
  }
}

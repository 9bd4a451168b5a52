import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

/// `book(id:)` on Aladin: `ItemLookUp.aspx?ItemIdType=ItemId` for an `aladin:<digits>` id.
@Suite("Aladin provider: lookup by ItemId")
struct AladinIDLookupTests {
  private func provider(_ http: StubHTTPClient, key: String? = "ttbkey01") -> AladinProvider {
    AladinProvider(
      settings: ProviderSettings(baseURL: AladinProvider.defaultBaseURL, apiKey: key), http: http)
  }

  private let item = Data(
    """
    {"version":"20131101","totalResults":1,"startIndex":1,"itemsPerPage":1,"item":[{"itemId":227133741,
    "title":"다크룸 - 아버지의 암실","author":"수전 팔루디 (지은이)","publisher":"아르테","pubDate":"2020-01-20",
    "link":"https://www.aladin.co.kr/shop/wproduct.aspx?ItemId=227133741"}]}
    """.utf8)

  @Test("an aladin: id is one ItemLookUp by ItemId, mapped by the search mapping")
  func lookUp() async throws {
    let http = StubHTTPClient(status: 200, body: item)
    let aladin = provider(http)
    #expect(aladin.looksUpByID)
    let book = try #require(try await aladin.book(id: "aladin:227133741"))
    #expect(book.id == "aladin:227133741")
    #expect(book.title == "다크룸 - 아버지의 암실")
    let query = http.requests.first?.url.query ?? ""
    #expect(query.hasPrefix("TTBKey=ttbkey01&ItemIdType=ItemId&ItemId=227133741&"))
    #expect(http.requests.first?.url.path == "/ttb/api/ItemLookUp.aspx")
  }

  @Test("the recorded ItemId lookup of ../shared maps to its book")
  func recorded() async throws {
    guard let url = SharedData.url("fixtures/aladin/itemlookup-itemid-darkroom-empty-ebooklist.json") else {
      print(SharedData.skipMessage(for: "fixtures/aladin/itemlookup-itemid-darkroom-empty-ebooklist.json"))
      return
    }
    let http = StubHTTPClient(status: 200, body: try Data(contentsOf: url))
    let book = try #require(try await provider(http).book(id: "aladin:227133741"))
    #expect(book.title.hasPrefix("다크룸"))
    #expect(book.isbn13 != nil)
  }

  @Test("no item is no book; an id that is not digits sends nothing; no key is missingAPIKey")
  func refusals() async throws {
    let empty = StubHTTPClient(
      status: 200, body: Data(#"{"version":"20131101","totalResults":0,"item":[]}"#.utf8))
    #expect(try await provider(empty).book(id: "aladin:1") == nil)
    let none = StubHTTPClient(status: 200, body: item)
    for id in [
      "aladin:12ab", "aladin:", "google:227133741", "aladin:" + String(repeating: "9", count: 21),
      "aladin:1&TTBKey=x",
    ] {
      #expect(try await provider(none).book(id: id) == nil, "\(id)")
    }
    #expect(none.requests.isEmpty)
    await #expect(throws: BookshelfError.missingAPIKey(.aladin)) {
      _ = try await provider(none, key: nil).book(id: "aladin:227133741")
    }
  }
}

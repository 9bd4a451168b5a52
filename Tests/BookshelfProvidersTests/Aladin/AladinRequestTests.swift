import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Aladin request building")
struct AladinRequestTests {
  let builder = AladinRequest(
    settings: ProviderSettings(baseURL: AladinProvider.defaultBaseURL, apiKey: "ttbtest1234001", timeout: 6))

  @Test("keyword search: exact URL with every fixed parameter, no headers")
  func keyword() throws {
    let request = try builder.searchRequest(for: BookQuery(text: "위대한 이야기"))
    #expect(
      request.url.absoluteString
        == "https://www.aladin.co.kr/ttb/api/ItemSearch.aspx?TTBKey=ttbtest1234001&Query=%EC%9C%84%EB%8C%80%ED%95%9C%20%EC%9D%B4%EC%95%BC%EA%B8%B0&QueryType=Keyword&SearchTarget=Book&Start=1&MaxResults=10&Sort=Accuracy&Cover=Big&Output=JS&Version=20131101"
    )
    #expect(request.headers == [:])
    #expect(request.timeout == 6)
  }

  @Test("reserved characters and Hangul reach Aladin unchanged")
  func reserved() throws {
    let request = try builder.searchRequest(for: BookQuery(text: "C++ & C# = 100% ?/해리"))
    #expect(
      request.url.query?.contains("&Query=C%2B%2B%20%26%20C%23%20%3D%20100%25%20%3F%2F%ED%95%B4%EB%A6%AC&")
        == true)
  }

  @Test(
    "field → QueryType, sort → Accuracy|PublishTime, Start is the page",
    arguments: [
      (
        SearchField.title, SearchSort.latest,
        "QueryType=Title&SearchTarget=Book&Start=3&MaxResults=20&Sort=PublishTime"
      ),
      (.author, .relevance, "QueryType=Author&SearchTarget=Book&Start=3&MaxResults=20&Sort=Accuracy"),
      (.publisher, .relevance, "QueryType=Publisher&SearchTarget=Book&Start=3&MaxResults=20&Sort=Accuracy"),
      (.any, .latest, "QueryType=Keyword&SearchTarget=Book&Start=3&MaxResults=20&Sort=PublishTime"),
    ])
  func fields(field: SearchField, sort: SearchSort, expected: String) throws {
    let request = try builder.searchRequest(
      for: BookQuery(text: "a", field: field, sort: sort, page: 3, pageSize: 20))
    #expect(
      request.url.query == "TTBKey=ttbtest1234001&Query=a&\(expected)&Cover=Big&Output=JS&Version=20131101")
  }

  @Test("an ISBN search and a lookup use ItemLookUp.aspx with ItemIdType=ISBN13")
  func isbn() throws {
    let expected =
      "https://www.aladin.co.kr/ttb/api/ItemLookUp.aspx?TTBKey=ttbtest1234001&ItemIdType=ISBN13&ItemId=9788950985394&Cover=Big&Output=JS&Version=20131101"
    #expect(
      try builder.searchRequest(for: BookQuery(text: "89-5098-539-X", field: .isbn)).url.absoluteString
        == expected)
    #expect(try builder.lookupRequest(for: ISBN("9788950985394")).url.absoluteString == expected)
    #expect(throws: BookshelfError.pageOutOfRange(provider: .aladin, page: 2, lastPage: 1)) {
      try builder.searchRequest(for: BookQuery(text: "9788950985394", field: .isbn, page: 2))
    }
    #expect(throws: BookshelfError.invalidISBN("K642734155", .invalidCharacter("K"))) {
      try builder.searchRequest(for: BookQuery(text: "K642734155", field: .isbn))
    }
  }

  @Test(
    "MaxResults clamps to 50; only the first 200 results are reachable",
    arguments: [
      (4, 50, 4, true), (5, 50, nil, false), (20, 10, 20, true), (21, 10, nil, false), (29, 7, 29, true),
      (5, 80, nil, false),
    ])
  func window(page: Int, size: Int, sentPage: Int?, allowed: Bool) throws {
    let query = try BookQuery(text: "a", page: page, pageSize: size)
    if allowed {
      let request = try builder.searchRequest(for: query)
      #expect(request.url.query?.contains("&Start=\(page)&MaxResults=\(min(size, 50))&") == true)
    } else {
      let last = AladinRequest.limits.lastPage(pageSize: size) ?? 0
      #expect(throws: BookshelfError.pageOutOfRange(provider: .aladin, page: page, lastPage: last)) {
        try builder.searchRequest(for: query)
      }
    }
  }

  @Test("no TTB key → missingAPIKey naming ALADIN_TTB_KEY")
  func missingKey() {
    let noKey = AladinRequest(settings: ProviderSettings(baseURL: AladinProvider.defaultBaseURL))
    #expect(throws: BookshelfError.missingAPIKey(.aladin)) {
      try noKey.searchRequest(for: BookQuery(text: "a"))
    }
    #expect(throws: BookshelfError.missingAPIKey(.aladin)) {
      try noKey.lookupRequest(for: ISBN("9788950985394"))
    }
  }

  @Test("the key in the URL is hidden by the settings' redactor")
  func redactedURL() throws {
    let request = try builder.searchRequest(for: BookQuery(text: "a"))
    let shown = builder.settings.redactor.redact(request.url.absoluteString)
    #expect(!shown.contains("ttbtest1234001"))
    #expect(shown.hasPrefix("https://www.aladin.co.kr/ttb/api/ItemSearch.aspx?TTBKey=***&Query=a&"))
  }
}

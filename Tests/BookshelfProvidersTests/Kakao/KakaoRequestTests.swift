import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Kakao request building")
struct KakaoRequestTests {
  let builder = KakaoRequest(
    settings: ProviderSettings(baseURL: KakaoProvider.defaultBaseURL, apiKey: "kakao-rest-key", timeout: 7))

  @Test("exact URL, query order and KakaoAK header for a keyword search")
  func keyword() throws {
    let request = try builder.searchRequest(for: BookQuery(text: "미움받을 용기"))
    #expect(
      request.url.absoluteString
        == "https://dapi.kakao.com/v3/search/book?query=%EB%AF%B8%EC%9B%80%EB%B0%9B%EC%9D%84%20%EC%9A%A9%EA%B8%B0&sort=accuracy&page=1&size=10"
    )
    #expect(request.headers == ["Authorization": "KakaoAK kakao-rest-key"])
    #expect(request.method == "GET")
    #expect(request.timeout == 7)
  }

  @Test("reserved characters and Hangul reach Kakao unchanged")
  func reservedCharacters() throws {
    let request = try builder.searchRequest(for: BookQuery(text: "C++ & C# = 100% ?/해리"))
    #expect(
      request.url.query
        == "query=C%2B%2B%20%26%20C%23%20%3D%20100%25%20%3F%2F%ED%95%B4%EB%A6%AC&sort=accuracy&page=1&size=10"
    )
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems
    #expect(items?.first?.value == "C++ & C# = 100% ?/해리")
  }

  @Test(
    "field → target, sort → accuracy|latest",
    arguments: [
      (SearchField.title, SearchSort.latest, "&sort=latest&page=2&size=20&target=title"),
      (.author, .relevance, "&sort=accuracy&page=2&size=20&target=person"),
      (.publisher, .relevance, "&sort=accuracy&page=2&size=20&target=publisher"),
      (.any, .latest, "&sort=latest&page=2&size=20"),
    ])
  func fieldAndSort(field: SearchField, sort: SearchSort, suffix: String) throws {
    let request = try builder.searchRequest(
      for: BookQuery(text: "dune", field: field, sort: sort, page: 2, pageSize: 20))
    #expect(request.url.query == "query=dune" + suffix)
  }

  @Test("an ISBN search sends the ISBN-13 with target=isbn; a malformed ISBN is refused")
  func isbnField() throws {
    let request = try builder.searchRequest(for: BookQuery(text: "89-969913-4-1", field: .isbn))
    #expect(request.url.query == "query=9788996991342&sort=accuracy&page=1&size=10&target=isbn")
    #expect(throws: BookshelfError.invalidISBN("12345", .wrongLength(5))) {
      try builder.searchRequest(for: BookQuery(text: "12345", field: .isbn))
    }
  }

  @Test("lookup asks target=isbn for the ISBN-13")
  func lookup() throws {
    let request = try builder.lookupRequest(for: ISBN("8996991341"))
    #expect(
      request.url.absoluteString == "https://dapi.kakao.com/v3/search/book?query=9788996991342&target=isbn")
    #expect(request.headers["Authorization"] == "KakaoAK kakao-rest-key")
  }

  @Test("page size clamps to 50; page 50 is the last page, 51 is refused before any request")
  func paging() throws {
    let clamped = try builder.searchRequest(for: BookQuery(text: "x", page: 50, pageSize: 80))
    #expect(clamped.url.query == "query=x&sort=accuracy&page=50&size=50")
    #expect(throws: BookshelfError.pageOutOfRange(provider: .kakao, page: 51, lastPage: 50)) {
      try builder.searchRequest(for: BookQuery(text: "x", page: 51, pageSize: 1))
    }
    #expect(KakaoProvider(settings: builder.settings, http: NoHTTP()).limits.lastPage(pageSize: 10) == 50)
  }

  @Test("an endpoint override keeps Kakao's path")
  func override() throws {
    let local = KakaoRequest(
      settings: ProviderSettings(baseURL: URL(string: "http://127.0.0.1:8080/")!, apiKey: "k-1234"))
    let request = try local.searchRequest(for: BookQuery(text: "a"))
    #expect(
      request.url.absoluteString
        == "http://127.0.0.1:8080/v3/search/book?query=a&sort=accuracy&page=1&size=10")
  }

  @Test("no key (nil, empty or blank) → missingAPIKey naming KAKAO_REST_API_KEY")
  func missingKey() throws {
    for key in [nil, "", "  "] as [String?] {
      let noKey = KakaoRequest(settings: ProviderSettings(baseURL: KakaoProvider.defaultBaseURL, apiKey: key))
      #expect(throws: BookshelfError.missingAPIKey(.kakao)) {
        try noKey.searchRequest(for: BookQuery(text: "a"))
      }
      #expect(throws: BookshelfError.missingAPIKey(.kakao)) {
        try noKey.lookupRequest(for: ISBN("9788996991342"))
      }
    }
  }
}

/// A transport that must never be called.
private struct NoHTTP: HTTPClient {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    Issue.record("unexpected request \(request.url)")
    throw HTTPError.connection(.system("no network in unit tests"))
  }
}

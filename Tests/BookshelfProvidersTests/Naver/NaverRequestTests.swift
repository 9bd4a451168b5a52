import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Naver request building")
struct NaverRequestTests {
  let builder: NaverRequest

  init() throws {
    builder = NaverRequest(
      settings: ProviderSettings(
        baseURL: try #require(URL(string: "http://127.0.0.1:8089")), apiKey: "naver-id-1",
        secret: "naver-secret-1", timeout: 4))
  }

  @Test("keyword search: book.json, query/display/start/sort, both credential headers")
  func keyword() throws {
    let request = try builder.searchRequest(for: BookQuery(text: "미움받을 용기"))
    #expect(
      request.url.absoluteString
        == "http://127.0.0.1:8089/v1/search/book.json?query=%EB%AF%B8%EC%9B%80%EB%B0%9B%EC%9D%84%20%EC%9A%A9%EA%B8%B0&display=10&start=1&sort=sim"
    )
    #expect(
      request.headers == ["X-Naver-Client-Id": "naver-id-1", "X-Naver-Client-Secret": "naver-secret-1"])
    #expect(request.timeout == 4)
  }

  @Test("reserved characters and Hangul reach Naver unchanged")
  func reserved() throws {
    let request = try builder.searchRequest(for: BookQuery(text: "C++ & C# = 100% ?/해리"))
    #expect(
      request.url.query
        == "query=C%2B%2B%20%26%20C%23%20%3D%20100%25%20%3F%2F%ED%95%B4%EB%A6%AC&display=10&start=1&sort=sim")
  }

  @Test(
    "fields: title, author, publisher, isbn → book_adv d_titl, d_auth, d_publ, d_isbn; any → book.json query",
    arguments: [
      (
        SearchField.title, "해리", "/v1/search/book_adv.json",
        "d_titl=%ED%95%B4%EB%A6%AC&display=20&start=21&sort=date"
      ),
      (
        .isbn, "89-969913-4-1", "/v1/search/book_adv.json",
        "d_isbn=9788996991342&display=20&start=21&sort=date"
      ),
      (.author, "롤링", "/v1/search/book_adv.json", "d_auth=%EB%A1%A4%EB%A7%81&display=20&start=21&sort=date"),
      (
        .publisher, "문학수첩", "/v1/search/book_adv.json",
        "d_publ=%EB%AC%B8%ED%95%99%EC%88%98%EC%B2%A9&display=20&start=21&sort=date"
      ),
      (.any, "롤링", "/v1/search/book.json", "query=%EB%A1%A4%EB%A7%81&display=20&start=21&sort=date"),
    ])
  func fields(field: SearchField, text: String, path: String, query: String) throws {
    let request = try builder.searchRequest(
      for: BookQuery(text: text, field: field, sort: .latest, page: 2, pageSize: 20))
    #expect(request.url.path == path)
    #expect(request.url.query == query)
  }

  @Test("the book.json fallback of a detailed search, and the lookup requests")
  func fallbackAndLookup() throws {
    let title = try builder.plainRequest(for: BookQuery(text: "해리", field: .title))
    #expect(
      title.url.absoluteString
        == "http://127.0.0.1:8089/v1/search/book.json?query=%ED%95%B4%EB%A6%AC&display=10&start=1&sort=sim")
    let isbn = try ISBN("9788983920720")
    #expect(
      try builder.lookupRequest(for: isbn).url.absoluteString
        == "http://127.0.0.1:8089/v1/search/book_adv.json?d_isbn=9788983920720")
    #expect(
      try builder.plainLookupRequest(for: isbn).url.absoluteString
        == "http://127.0.0.1:8089/v1/search/book.json?query=9788983920720")
  }

  @Test(
    "start = (page − 1) × display + 1 must stay ≤ 1000; display clamps to 100",
    arguments: [
      (10, 100, "display=100&start=901"), (334, 3, "display=3&start=1000"), (100, 10, "display=10&start=991"),
      (1, 150, "display=100&start=1"),
    ])
  func reachable(page: Int, size: Int, expected: String) throws {
    let request = try builder.searchRequest(for: BookQuery(text: "a", page: page, pageSize: size))
    #expect(request.url.query == "query=a&\(expected)&sort=sim")
  }

  @Test(
    "a page whose start would pass 1000 is refused before any request",
    arguments: [(11, 100, 10), (335, 3, 334), (101, 10, 100), (12, 150, 10)])
  func outOfRange(page: Int, size: Int, lastPage: Int) {
    #expect(throws: BookshelfError.pageOutOfRange(provider: .naver, page: page, lastPage: lastPage)) {
      try builder.searchRequest(for: BookQuery(text: "a", page: page, pageSize: size))
    }
  }

  @Test("missing client id or secret → missingAPIKey naming the variable")
  func missing() throws {
    let base = URL(string: "http://127.0.0.1:8089")!
    let noID = NaverRequest(settings: ProviderSettings(baseURL: base, apiKey: nil, secret: "s-1234"))
    let noSecret = NaverRequest(settings: ProviderSettings(baseURL: base, apiKey: "i-1234", secret: ""))
    #expect(throws: BookshelfError.missingAPIKey(.naver)) {
      try noID.searchRequest(for: BookQuery(text: "a"))
    }
    #expect(throws: BookshelfError.missingAPIKey(.naver)) {
      try noSecret.lookupRequest(for: ISBN("9788983920720"))
    }
  }

  @Test("a malformed ISBN is refused")
  func badISBN() {
    #expect(throws: BookshelfError.invalidISBN("9788983920721", .checksumMismatch)) {
      try builder.searchRequest(for: BookQuery(text: "9788983920721", field: .isbn))
    }
  }
}

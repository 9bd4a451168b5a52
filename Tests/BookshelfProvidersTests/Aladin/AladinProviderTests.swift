import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Aladin provider: errors with HTTP 200, redaction, lookup")
struct AladinProviderTests {
  static let key = "ttbsecret4242001"

  private func provider(_ response: HTTPResponse, key: String? = key) -> (AladinProvider, StubHTTPClient) {
    let stub = StubHTTPClient(response)
    return (
      AladinProvider(
        settings: ProviderSettings(baseURL: AladinProvider.defaultBaseURL, apiKey: key), http: stub), stub
    )
  }

  private func searchError(status: Int, body: String, headers: [String: String] = [:]) async
    -> BookshelfError?
  {
    let (aladin, _) = provider(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)))
    do {
      _ = try await aladin.search(BookQuery(text: "위대한 이야기"))
      return nil
    } catch {
      return error as? BookshelfError
    }
  }

  @Test(
    "error objects (HTTP 200) and error statuses → the exact BookshelfError",
    arguments: [
      (200, #"{"errorCode":8,"errorMessage":"잘못된 TTBKey입니다."}"#, BookshelfError.invalidAPIKey(.aladin)),
      (200, #"{"errorCode":100,"errorMessage":"ttbkey 값이 유효하지 않습니다"}"#, .invalidAPIKey(.aladin)),
      (200, #"{"errorCode":"10","errorMessage":"일일 요청수를 초과하였습니다."}"#, .quotaExceeded(.aladin)),
      (200, "{\"errorCode\":900,\"errorMessage\":\"요청 한도 초과\"};\n", .quotaExceeded(.aladin)),
      (
        200, #"{"errorCode":3,"errorMessage":"필수 파라메터가 없습니다."}"#,
        .requestRejected(.aladin, status: 200, detail: .provider("errorCode 3: 필수 파라메터가 없습니다."))
      ),
      (200, #"{"errorCode":4}"#, .requestRejected(.aladin, status: 200, detail: .provider("errorCode 4"))),
      (401, "", .invalidAPIKey(.aladin)),
      (403, "<html>Forbidden</html>", .accessDenied(.aladin, .status(403))),
      (
        403, #"{"errorCode":7,"errorMessage":"허용되지 않은 IP입니다."}"#,
        .accessDenied(.aladin, .provider("허용되지 않은 IP입니다."))
      ),
      (500, #"{"errorCode":8,"errorMessage":"잘못된 TTBKey입니다."}"#, .invalidAPIKey(.aladin)),
      (500, #"{"errorCode":1,"errorMessage":"서버 오류"}"#, .serverError(.aladin, status: 500)),
      (503, "<html><body>Service Unavailable</body></html>", .serverError(.aladin, status: 503)),
      (502, "", .serverError(.aladin, status: 502)),
      (400, "", .requestRejected(.aladin, status: 400, detail: .status(400))),
      (200, "", .badResponse(.aladin, .emptyBody)),
      (200, "<!DOCTYPE html><html></html>", .badResponse(.aladin, .htmlInsteadOfJSON)),
      (
        200, #"{"version":"20131101","item":[{"title":"위"#,
        .badResponse(.aladin, .malformedJSON)
      ),
    ])
  func errors(status: Int, body: String, expected: BookshelfError) async {
    #expect(await searchError(status: status, body: body) == expected)
  }

  @Test("429 → rateLimited with Retry-After")
  func rateLimited() async {
    #expect(
      await searchError(status: 429, body: "", headers: ["Retry-After": "60"])
        == .rateLimited(.aladin, retryAfterSeconds: 60))
  }

  @Test("the TTB key never appears in an error: echoed in a body or in the URL of a transport failure")
  func redaction() async {
    let echoed = #"{"errorCode":2,"errorMessage":"ttbsecret4242001 값으로 요청할 수 없습니다"}"#
    #expect(
      await searchError(status: 200, body: echoed)
        == .requestRejected(.aladin, status: 200, detail: .provider("errorCode 2: *** 값으로 요청할 수 없습니다")))
    let url = "https://www.aladin.co.kr/ttb/api/ItemSearch.aspx?TTBKey=\(Self.key)&Query=x"
    let aladin = AladinProvider(
      settings: ProviderSettings(baseURL: AladinProvider.defaultBaseURL, apiKey: Self.key),
      http: StubHTTPClient(error: .connection(.system("could not connect to \(url)"))))
    do {
      _ = try await aladin.search(BookQuery(text: "x"))
      Issue.record("expected a network error")
    } catch let error as BookshelfError {
      #expect(
        error
          == .network(
            .aladin,
            .system(
              "could not connect to https://www.aladin.co.kr/ttb/api/ItemSearch.aspx?TTBKey=***&Query=x")
          ))
      #expect(!error.text(in: .korean).contains(Self.key))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("search sends the exact URL and maps the answer")
  func search() async throws {
    let body = try SharedData.ownFixture("aladin/itemsearch-quirks.json")
    let (aladin, stub) = provider(HTTPResponse(status: 200, body: body))
    let page = try await aladin.search(BookQuery(text: "C++ & C# = 100% ?/해리", field: .title, pageSize: 5))
    #expect(page.books.count == 4)
    #expect(page.isEnd == false)
    let sent = try #require(stub.requests.first)
    #expect(
      sent.url.absoluteString
        == "https://www.aladin.co.kr/ttb/api/ItemSearch.aspx?TTBKey=ttbsecret4242001&Query=C%2B%2B%20%26%20C%23%20%3D%20100%25%20%3F%2F%ED%95%B4%EB%A6%AC&QueryType=Title&SearchTarget=Book&Start=1&MaxResults=5&Sort=Accuracy&Cover=Big&Output=JS&Version=20131101"
    )
  }

  @Test("lookup: ItemLookUp by ISBN-13; nil for an empty item list or a not-found error object")
  func lookup() async throws {
    let body = try SharedData.ownFixture("aladin/itemlookup-subtitle.json")
    let (aladin, stub) = provider(HTTPResponse(status: 200, body: body))
    let book = try await aladin.lookup(ISBN("895098539X"))
    #expect(book?.title == "다크룸")
    #expect(book?.isbn10 == "895098539X")
    #expect(
      stub.requests.first?.url.query
        == "TTBKey=ttbsecret4242001&ItemIdType=ISBN13&ItemId=9788950985394&Cover=Big&Output=JS&Version=20131101"
    )

    // A server answering with another book is "not found", never that other book.
    let (other, _) = provider(HTTPResponse(status: 200, body: body))
    #expect(try await other.lookup(ISBN("9788996991342")) == nil)

    let empty = #"{"version":"20131101","totalResults":0,"item":[]}"#
    let (none, _) = provider(HTTPResponse(status: 200, body: Data(empty.utf8)))
    #expect(try await none.lookup(ISBN("9788996991342")) == nil)

    let notFound = #"{"errorCode":5,"errorMessage":"상품을 찾을 수 없습니다."}"#
    let (missing, _) = provider(HTTPResponse(status: 200, body: Data(notFound.utf8)))
    #expect(try await missing.lookup(ISBN("9788996991342")) == nil)

    let badKey = #"{"errorCode":8,"errorMessage":"잘못된 TTBKey입니다."}"#
    let (rejected, _) = provider(HTTPResponse(status: 200, body: Data(badKey.utf8)))
    await #expect(throws: BookshelfError.invalidAPIKey(.aladin)) {
      try await rejected.lookup(ISBN("9788996991342"))
    }
  }

  @Test("missing key and a page past the 200th result fail before any request")
  func beforeRequest() async {
    let (noKey, stub) = provider(HTTPResponse(status: 200), key: nil)
    await #expect(throws: BookshelfError.missingAPIKey(.aladin)) {
      try await noKey.search(BookQuery(text: "a"))
    }
    let (aladin, stub2) = provider(HTTPResponse(status: 200))
    await #expect(throws: BookshelfError.pageOutOfRange(provider: .aladin, page: 5, lastPage: 4)) {
      try await aladin.search(BookQuery(text: "a", page: 5, pageSize: 50))
    }
    #expect(stub.requests.isEmpty && stub2.requests.isEmpty)
    #expect(aladin.limits.lastPage(pageSize: 10) == 20)
  }
}

import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

/// `--field author|publisher` on Naver: the detailed search's `d_auth` / `d_publ`, over a
/// real socket to a loopback server answering with the recorded Naver page.
@Suite("Naver: author and publisher through book_adv.json")
struct NaverAdvancedSearchTests {
  static let fixture = "book-json-search-3-items-2024-format.json"

  func naver(_ server: LoopbackServer) -> NaverProvider {
    NaverProvider(
      settings: ProviderSettings(baseURL: server.baseURL, apiKey: "id-0001", secret: "secret-0001"),
      http: URLSessionHTTPClient())
  }

  func recordedPage() -> Data? {
    SharedData.fixtureFiles("naver").first { $0.lastPathComponent == Self.fixture }.flatMap {
      try? Data(contentsOf: $0)
    }
  }

  @Test(
    "the field's parameter, the paging and the credentials reach book_adv.json",
    arguments: [
      (SearchField.author, "d_auth=%ED%95%9C%EA%B0%95&display=5&start=6&sort=sim"),
      (.publisher, "d_publ=%EB%AC%B8%ED%95%99%EB%8F%99%EB%84%A4&display=5&start=6&sort=sim"),
    ])
  func detailedParameters(field: SearchField, query: String) async throws {
    guard let body = recordedPage() else {
      print(SharedData.skipMessage(for: "fixtures/naver/\(Self.fixture)"))
      return
    }
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(NaverRequest.detailedPath, body: body)
    let text = field == .author ? "한강" : "문학동네"
    let page = try await naver(server).search(BookQuery(text: text, field: field, page: 2, pageSize: 5))
    #expect(page.books.map(\.id) == ["9791193059258", "9791193747018", "9791165922788"])
    #expect(server.requests.map(\.target) == ["\(NaverRequest.detailedPath)?\(query)"])
    #expect(server.requests.first?.headers["x-naver-client-id"] == "id-0001")
    #expect(server.requests.first?.headers["x-naver-client-secret"] == "secret-0001")
  }

  @Test("a server that refuses d_auth (400, the 2022 spec) is asked book.json?query= instead")
  func refusedFallsBack() async throws {
    guard let body = recordedPage() else {
      print(SharedData.skipMessage(for: "fixtures/naver/\(Self.fixture)"))
      return
    }
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      NaverRequest.detailedPath, status: 400,
      body: Data(#"{"errorMessage":"Incorrect query request (잘못된 쿼리요청입니다.)","errorCode":"SE01"}"#.utf8))
    server.route(NaverRequest.basicPath, body: body)
    let page = try await naver(server).search(BookQuery(text: "한강", field: .author))
    #expect(page.books.count == 3)
    #expect(
      server.requests.map(\.target) == [
        "\(NaverRequest.detailedPath)?d_auth=%ED%95%9C%EA%B0%95&display=10&start=1&sort=sim",
        "\(NaverRequest.basicPath)?query=%ED%95%9C%EA%B0%95&display=10&start=1&sort=sim",
      ])
  }

  @Test("a 400 to a title search is still the error it is (no fallback)")
  func titleKeeps400() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      NaverRequest.detailedPath, status: 400,
      body: Data(#"{"errorMessage":"Incorrect query request (잘못된 쿼리요청입니다.)","errorCode":"SE01"}"#.utf8))
    await #expect(throws: BookshelfError.self) {
      _ = try await naver(server).search(BookQuery(text: "한강", field: .title))
    }
    #expect(server.requests.count == 1)
  }
}

import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfProviders

/// Kakao and Naver have no lookup by their own id (Kakao's `bookId` and Naver's catalog number
/// are taken from a link; neither API accepts them): `book(id:)` is the port's default, which
/// sends nothing, and `looksUpByID` says so for the CLI's message.
@Suite("Kakao and Naver providers: no lookup by their own id")
struct KakaoIDLookupTests {
  @Test("book(id:) answers nil without a request and looksUpByID is false")
  func noLookup() async throws {
    let http = StubHTTPClient(status: 200, body: Data("{}".utf8))
    let kakao = KakaoProvider(
      settings: ProviderSettings(baseURL: KakaoProvider.defaultBaseURL, apiKey: "k"), http: http)
    let naver = NaverProvider(
      settings: ProviderSettings(baseURL: KakaoProvider.defaultBaseURL, apiKey: "id", secret: "s"), http: http
    )
    #expect(!kakao.looksUpByID)
    #expect(!naver.looksUpByID)
    #expect(try await kakao.book(id: "kakao:1234") == nil)
    #expect(try await naver.book(id: "naver:5678") == nil)
    #expect(http.requests.isEmpty)
    #expect(kakao.ownID(in: "kakao:1234") == "1234")
    #expect(kakao.ownID(in: "kakao:") == nil)
    #expect(kakao.ownID(in: "naver:1") == nil)
  }
}

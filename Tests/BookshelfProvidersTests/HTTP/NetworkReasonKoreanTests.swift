import BookshelfCore
import BookshelfPresentation
import Foundation
import Testing

@testable import BookshelfProviders

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The failures `URLSessionHTTPClient` maps transport errors to read in Korean.
@Suite("Network error reasons in Korean")
struct NetworkReasonKoreanTests {
  static func message(_ code: URLError.Code, in language: Language) -> String? {
    guard
      case .connection(let problem)? = URLSessionHTTPClient.Exchange.mapError(URLError(code), timeout: 5)
        as? HTTPError
    else { return nil }
    return BookshelfError.network(.google, problem).text(in: language)
  }

  @Test("an unresolvable name: English as before, Korean fully translated")
  func cannotFindHost() {
    #expect(
      Self.message(.cannotFindHost, in: .english)
        == "Could not reach Google Books: the server's name could not be resolved (URLError -1003). Check your network connection."
    )
    #expect(
      Self.message(.cannotFindHost, in: .korean)
        == "Google 도서에 연결할 수 없습니다: 서버 이름을 찾을 수 없습니다(URLError -1003). 네트워크 연결을 확인하세요.")
  }

  @Test(
    "every mapped URLError reason has a Korean text",
    arguments: [
      URLError.Code.cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
      .networkConnectionLost, .secureConnectionFailed, .badServerResponse, .httpTooManyRedirects, .badURL,
      .unknown,
    ])
  func everyCode(code: URLError.Code) throws {
    let korean = try #require(Self.message(code, in: .korean))
    #expect(korean.hasPrefix("Google 도서에 연결할 수 없습니다: "))
    #expect(!korean.contains("the "), "\(korean)")
    #expect(korean.contains("(URLError \(code.rawValue))"))
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfServer

@Suite struct APIErrorMappingTests {
  static let cases: [(BookshelfError, Int, String)] = [
    (.emptyQuery, 400, "empty_query"), (.queryTooLong(length: 600, limit: 500), 400, "query_too_long"),
    (.invalidPage("0"), 400, "invalid_page"), (.invalidPageSize(0), 400, "invalid_page_size"),
    (.invalidISBN("1", .wrongLength(1)), 400, "invalid_isbn"),
    (.unknownProvider("x"), 400, "unknown_provider"),
    (.unknownField("x"), 400, "unknown_field"),
    (.pageOutOfRange(provider: .kakao, page: 60, lastPage: 50), 400, "page_out_of_range"),
    (.invalidStatus("x"), 400, "invalid_status"), (.invalidRating("9"), 400, "invalid_rating"),
    (.invalidProgress("351/350"), 400, "invalid_progress"),
    (.invalidInput(what: .bookJSON, problem: .notJSONObject), 400, "invalid_input"),
    (.textTooLong(field: "note", length: 9, limit: 1), 400, "text_too_long"),
    (.notUTF8(path: "/home/u/x.csv", line: 1, encoding: .cp949), 400, "not_utf8"),
    (.missingAPIKey(.kakao), 503, "missing_api_key"),
    (.providerDiscontinued(.naver), 503, "provider_discontinued"),
    (.invalidAPIKey(.aladin), 502, "invalid_api_key"), (.quotaExceeded(.kakao), 429, "quota_exceeded"),
    (.rateLimited(.kakao, retryAfterSeconds: nil), 429, "rate_limited"),
    (.serverError(.google, status: 503), 502, "provider_error"),
    (.requestRejected(.google, status: 400, detail: nil), 502, "request_rejected"),
    (.badResponse(.kakao, .emptyBody), 502, "bad_response"),
    (.responseTooLarge(.kakao, limit: 1), 502, "response_too_large"),
    (.redirectRefused(.kakao, origin: "https://evil.example"), 502, "bad_redirect"),
    (.insecureRedirect(.kakao, origin: "http://x"), 502, "bad_redirect"),
    (.tooManyRedirects(.kakao, limit: 2), 502, "bad_redirect"),
    (.allProvidersFailed([.timeout(.kakao, seconds: 5)]), 502, "all_providers_failed"),
    (.timeout(.kakao, seconds: 5), 503, "timeout"), (.network(.kakao, .offlineMode), 503, "unreachable"),
    (.interrupted(signal: 15), 503, "interrupted"), (.notFound("x"), 404, "not_found"),
    (.notOnShelf("x"), 404, "not_on_shelf"),
    (.storage(path: "/home/u/shelf.sqlite", problem: .busy(message: "locked")), 500, "storage"),
    (.notADatabase(path: "/home/u/shelf.sqlite"), 500, "storage"),
    (.file(path: "/home/u/x", problem: .missing), 500, "storage"),
  ]

  @Test func everyErrorHasItsStatusAndStableCode() {
    for (error, status, code) in Self.cases {
      let mapped = APIErrorMapping.statusAndCode(of: error)
      #expect(mapped.status == status, "\(error)")
      #expect(mapped.code == code, "\(error)")
    }
  }

  @Test func aMessageIsTheErrorsOwnLocalizedText() {
    let failure = APIErrorMapping.failure(for: .invalidRating("9"))
    #expect(failure.message.text(in: .english) == BookshelfError.invalidRating("9").text(in: .english))
    #expect(failure.message.text(in: .korean) == BookshelfError.invalidRating("9").text(in: .korean))
  }

  @Test func storageAndFileErrorsNeverShowThePath() {
    for error in Self.cases.map(\.0) {
      for language in Language.allCases {
        let text = APIErrorMapping.failure(for: error).message.text(in: language)
        #expect(!text.contains("/home"), "\(error)")
      }
    }
  }

  @Test func aFailureThatIsNotABookshelfErrorIsAGeneric500() async {
    let harness = APIHarness(shelf: BrokenShelf())
    for language in [
      ("en", "Something went wrong inside the server."),
      ("ko", "서버 안에서 문제가 생겼습니다."),
    ] {
      let response = await harness.call("GET", "/api/shelf", headers: ["accept-language": language.0])
      #expect(response.status == 500)
      #expect(response.errorCode == "internal")
      #expect(response.errorMessage == language.1)
      #expect(!response.text.contains("SQLite"))
      #expect(!response.text.contains("SecretFailure"))
    }
  }

  @Test func aStorageFailureOfTheShelfIs500StorageWithoutThePath() async {
    let shelf = InMemoryShelfStore(entries: APIShelfTests.entries)
    shelf.failNextWrite(
      with: .storage(path: "/home/u/.local/share/bookshelf/shelf.sqlite", problem: .busy(message: "locked")))
    let response = await APIHarness(shelf: shelf).call(
      "PATCH", "/api/shelf/9788996991342", body: #"{"rating":1}"#)
    #expect(response.status == 500)
    #expect(response.errorCode == "storage")
    #expect(response.errorMessage == "The shelf database cannot be used right now; nothing was changed.")
  }
}

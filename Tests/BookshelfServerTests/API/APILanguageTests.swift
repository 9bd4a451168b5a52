import BookshelfPresentation
import Testing

@testable import BookshelfServer

/// The API answers in the language `AcceptLanguage` picks from the request.
@Suite struct APILanguageTests {
  @Test func errorsAreInKoreanForAKoreanBrowser() async {
    let response = await APIHarness().call(
      "GET", "/api/search", query: [("q", "  ")], headers: ["accept-language": "ko-KR,ko;q=0.9"])
    #expect(response.status == 400)
    #expect(response.errorCode == "empty_query")
    #expect(response.errorMessage == "검색어를 입력하세요.")
    let missing = await APIHarness().call("GET", "/api/nowhere", headers: ["accept-language": "ko-KR"])
    #expect(missing.errorMessage == "이 주소에는 아무것도 없습니다.")
  }
}

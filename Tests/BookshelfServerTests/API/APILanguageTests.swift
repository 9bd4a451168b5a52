import BookshelfPresentation
import Testing

@testable import BookshelfServer

@Suite struct APILanguageTests {
  @Test(arguments: [
    ("ko-KR", Language.korean), ("ko", .korean), ("KO-kr,en;q=0.5", .korean), ("en-US,ko;q=0.9", .english),
    ("fr-FR, ko;q=0.2, en;q=0.1", .korean), ("ko;q=0, en", .english), ("ko;q=0.3, en;q=0.8", .english),
    ("de, fr", .english), ("", .english), ("ko;q=abc", .english), ("*", .english),
    ("en;q=0.1, ko-KR;q=0.9", .korean),
  ])
  func theHighestWeightedLanguageTheAppSpeaksWins(header: String, expected: Language) {
    #expect(APILanguage.preferred(header) == expected)
  }

  @Test func noHeaderIsEnglish() {
    #expect(APILanguage.preferred(nil) == .english)
  }

  @Test func aHugeHeaderIsReadOnlyInPart() {
    let header = String(repeating: "xx;q=0.5,", count: 10_000) + "ko"
    #expect(APILanguage.preferred(header) == .english)
  }

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

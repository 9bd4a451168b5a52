import BookshelfPresentation
import BookshelfServer
import Testing

@Suite struct AcceptLanguageTests {
  @Test(arguments: [
    ("ko", Language.korean), ("ko-KR", .korean), ("ko-KR,ko;q=0.9,en-US;q=0.8", .korean),
    ("en-US,en;q=0.9,ko;q=0.8", .english), ("en;q=0.5, ko;q=0.9", .korean), ("ko;q=0, en", .english),
    ("fr-FR, ko;q=0.3", .korean), ("", .english), ("*", .english), ("kok", .english), (";;;,,,", .english),
    ("ko;q=1.0", .korean), ("en;q=0.9,ko;q=0.900", .english),
  ])
  func theHighestWeightedLanguageWeSpeakWins(header: String, expected: Language) {
    #expect(AcceptLanguage.preferred(header) == expected)
  }

  @Test func aMissingFieldIsEnglish() {
    #expect(AcceptLanguage.preferred(nil) == .english)
  }

  @Test func aHugeFieldIsReadOnlyInPartAndStillAnswers() {
    let header = String(repeating: "xx;q=0.1,", count: 10_000) + "ko"
    #expect(AcceptLanguage.preferred(header) == .english)
  }

  @Test(arguments: [
    ("ko-KR", Language.korean), ("ko", .korean), ("KO-kr,en;q=0.5", .korean), ("en-US,ko;q=0.9", .english),
    ("fr-FR, ko;q=0.2, en;q=0.1", .korean), ("ko;q=0, en", .english), ("ko;q=0.3, en;q=0.8", .english),
    ("de, fr", .english), ("", .english), ("ko;q=abc", .english), ("*", .english),
    ("en;q=0.1, ko-KR;q=0.9", .korean),
  ])
  func theHighestWeightedLanguageTheAppSpeaksWins(header: String, expected: Language) {
    #expect(AcceptLanguage.preferred(header) == expected)
  }

  @Test func noHeaderIsEnglish() {
    #expect(AcceptLanguage.preferred(nil) == .english)
  }

  @Test func aHugeHeaderIsReadOnlyInPart() {
    let header = String(repeating: "xx;q=0.5,", count: 10_000) + "ko"
    #expect(AcceptLanguage.preferred(header) == .english)
  }
}

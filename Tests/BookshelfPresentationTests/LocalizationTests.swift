import BookshelfCore
import BookshelfPresentation
import Testing

@testable import BookshelfPresentation

@Suite("Localized messages")
struct LocalizationTests {
  @Test("language follows LC_ALL, then LC_MESSAGES, then LANG")
  func languageFromEnvironment() {
    #expect(Language.from(environment: ["LANG": "ko_KR.UTF-8"]) == .korean)
    #expect(Language.from(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]) == .english)
    #expect(Language.from(environment: ["LC_ALL": "", "LC_MESSAGES": "ko", "LANG": "C"]) == .korean)
    #expect(Language.from(environment: [:]) == .english)
  }

  @Test("an invalid ISBN message is one line in each language, with the reason")
  func invalidISBNMessage() {
    let error = BookshelfError.invalidISBN("978-0", .wrongLength(4))
    #expect(
      error.text(in: .english) == "\"978-0\" is not a valid ISBN: it has 4 digits, an ISBN has 10 or 13.")
    #expect(error.text(in: .korean) == "\"978-0\"은 올바른 ISBN이 아닙니다: 숫자가 4개입니다. ISBN은 10자리 또는 13자리입니다.")
  }

  @Test("a 10,000-character input is clipped in the message")
  func clipsLongInput() {
    let error = BookshelfError.unknownProvider(String(repeating: "가", count: 10_000))
    let message = error.text(in: .english)
    #expect(message.count < 200)
    #expect(!message.contains("\n"))
  }

  @Test("a rejection without a reason of its own names the status once")
  func rejectionWithoutDetail() {
    #expect(
      BookshelfError.requestRejected(.aladin, status: 404, detail: .status(404)).text(in: .english)
        == "Aladin rejected the request (HTTP 404).")
    #expect(
      BookshelfError.requestRejected(.aladin, status: 400, detail: .provider("errorCode 3: 잘못된 요청")).text(
        in: .english)
        == "Aladin rejected the request (HTTP 400): errorCode 3: 잘못된 요청.")
    #expect(
      BookshelfError.requestRejected(.kakao, status: 404, detail: .status(404)).text(in: .korean)
        == "카카오가 요청을 거부했습니다 (HTTP 404).")
  }
}

@Suite("Singular forms")
struct SingularMessageTests {
  @Test("one second reads '1 second'")
  func oneSecond() {
    #expect(
      BookshelfError.timeout(.kakao, seconds: 1).text(in: .english)
        == "Kakao did not answer within 1 second; try again later.")
    #expect(
      BookshelfError.timeout(.kakao, seconds: 2).text(in: .english)
        == "Kakao did not answer within 2 seconds; try again later.")
    #expect(
      BookshelfError.rateLimited(.google, retryAfterSeconds: 1).text(in: .english)
        == "Google Books is rate-limiting requests; try again in 1 second.")
  }
}

import BookshelfCore
import BookshelfPresentation
import Testing

@testable import BookshelfPresentation

@Suite("Localized messages")
struct LocalizationTests {
  static func placeholders(_ text: String) -> Set<String> {
    var result: Set<String> = []
    var current: String?
    for ch in text {
      if ch == "{" {
        current = ""
      } else if ch == "}", let name = current {
        result.insert(name)
        current = nil
      } else if var name = current {
        name.append(ch)
        current = name
      }
    }
    return result
  }

  @Test("both tables have every key, non-empty, with the same placeholders", arguments: MessageKey.allCases)
  func tablesMatch(key: MessageKey) {
    let en = MessageTable.template(for: key, in: .english)
    let ko = MessageTable.template(for: key, in: .korean)
    #expect(!en.isEmpty)
    #expect(!ko.isEmpty)
    #expect(Self.placeholders(en) == Self.placeholders(ko), "\(key)")
  }

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
      error.message(in: .english) == "\"978-0\" is not a valid ISBN: it has 4 digits, an ISBN has 10 or 13.")
    #expect(error.message(in: .korean) == "\"978-0\"은(는) 올바른 ISBN이 아닙니다: 숫자가 4개입니다. ISBN은 10자리 또는 13자리입니다.")
    #expect(error.exitStatus == 2)
  }

  @Test("a 10,000-character input is clipped in the message")
  func clipsLongInput() {
    let error = BookshelfError.unknownProvider(String(repeating: "가", count: 10_000))
    let message = error.message(in: .english)
    #expect(message.count < 200)
    #expect(!message.contains("\n"))
  }

  @Test("exit statuses: usage 2, configuration 3, failure 1")
  func exitStatuses() {
    #expect(BookshelfError.emptyQuery.exitStatus == 2)
    #expect(BookshelfError.missingAPIKey(.kakao, variable: "KAKAO_REST_API_KEY").exitStatus == 3)
    #expect(BookshelfError.providerDiscontinued(.naver, variable: "BOOKSHELF_NAVER_URL").exitStatus == 3)
    #expect(BookshelfError.serverError(.google, status: 503).exitStatus == 1)
    #expect(BookshelfError.interrupted(signal: 2).exitStatus == 130)
    #expect(BookshelfError.interrupted(signal: 15).exitStatus == 143)
  }

  @Test("a rejection without a reason of its own names the status once")
  func rejectionWithoutDetail() {
    #expect(
      BookshelfError.requestRejected(.aladin, status: 404, detail: "HTTP 404").message(in: .english)
        == "Aladin rejected the request (HTTP 404).")
    #expect(
      BookshelfError.requestRejected(.aladin, status: 400, detail: "errorCode 3: 잘못된 요청").message(
        in: .english)
        == "Aladin rejected the request (HTTP 400): errorCode 3: 잘못된 요청.")
    #expect(
      BookshelfError.requestRejected(.kakao, status: 404, detail: "HTTP 404").message(in: .korean)
        == "카카오이(가) 요청을 거부했습니다 (HTTP 404).")
  }
}

@Suite("Singular forms")
struct SingularMessageTests {
  @Test("one second reads '1 second'")
  func oneSecond() {
    #expect(
      BookshelfError.timeout(.kakao, seconds: 1).message(in: .english)
        == "Kakao did not answer within 1 second; try again later.")
    #expect(
      BookshelfError.timeout(.kakao, seconds: 2).message(in: .english)
        == "Kakao did not answer within 2 seconds; try again later.")
    #expect(
      BookshelfError.rateLimited(.google, retryAfterSeconds: 1).message(in: .english)
        == "Google Books is rate-limiting requests; try again in 1 second.")
  }
}

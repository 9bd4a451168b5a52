import BookshelfCore
import Testing

@testable import BookshelfCLI

@Suite("Exit statuses and the CLI's error line")
struct ExitStatusTests {
  @Test(
    "usage and input 2, configuration 3, failures 1, signals 128 + the signal",
    arguments: [
      (BookshelfError.emptyQuery, Int32(2)),
      (.invalidISBN("978-0", .wrongLength(4)), 2),
      (.invalidInput(what: .file("/x"), problem: .empty), 2),
      (.textTooLong(field: "--note", length: 1, limit: 0), 2),
      (.notUTF8(path: "b.csv", line: 7, encoding: .windows1252), 2),
      (.missingAPIKey(.kakao), 3),
      (.providerDiscontinued(.naver), 3),
      (.invalidConfiguration(ConfigProblem(.file("/c"), .unreadable)), 3),
      (.serverError(.google, status: 503), 1),
      (.redirectRefused(.naver, origin: "https://evil.test:444"), 1),
      (.file(path: "/x", problem: .notWritten), 1),
      (.storage(path: "/x", problem: .busy(message: "database is locked")), 1),
      (.interrupted(signal: 2), 130),
      (.interrupted(signal: 15), 143),
    ])
  func statuses(error: BookshelfError, status: Int32) {
    #expect(error.exitStatus == status)
  }

  @Test("the missing-key hint names the variable the CLI reads, Naver's secret when only the id is set")
  func keyHints() throws {
    #expect(
      ErrorLine.text(.missingAPIKey(.kakao), in: .english)
        == "Kakao needs an API key: set KAKAO_REST_API_KEY or add it to the config file.")
    #expect(
      ErrorLine.text(.missingAPIKey(.aladin), in: .english)
        == "Aladin needs an API key: set ALADIN_TTB_KEY or add it to the config file.")
    #expect(ErrorLine.text(.missingAPIKey(.naver), in: .english).contains("set NAVER_CLIENT_ID "))
    var configuration = try Configuration.load(environment: ["HOME": "/nonexistent", "NAVER_CLIENT_ID": "id"])
    configuration.naverClientSecret = nil
    #expect(
      ErrorLine.text(.missingAPIKey(.naver), in: .english, configuration: configuration)
        .contains("set NAVER_CLIENT_SECRET "))
    #expect(
      ErrorLine.text(.providerDiscontinued(.naver), in: .english)
        == "Naver has shut down its book search API; set BOOKSHELF_NAVER_URL to a compatible mirror to use it."
    )
    #expect(
      ErrorLine.text(.invalidISBN("a\u{1B}[31mb", .invalidCharacter("a")), in: .english).contains("\u{1B}")
        == false)
  }
}

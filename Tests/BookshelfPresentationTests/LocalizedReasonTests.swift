import BookshelfCore
import BookshelfPresentation
import Testing

@testable import BookshelfPresentation

@Suite("Localized reasons and provider names")
struct LocalizedReasonTests {
  @Test("a network error reads in Korean with the reason translated and the code kept")
  func networkKorean() {
    let error = BookshelfError.network(
      .google, detail: "the server's name could not be resolved (URLError -1003)")
    #expect(
      error.message(in: .korean)
        == "Google 도서에 연결할 수 없습니다: 서버 이름을 찾을 수 없습니다(URLError -1003). 네트워크 연결을 확인하세요.")
    #expect(
      error.message(in: .english)
        == "Could not reach Google Books: the server's name could not be resolved (URLError -1003). Check your network connection."
    )
  }

  @Test("a file that is not UTF-8 names the line in Korean")
  func notUTF8Korean() {
    let error = BookshelfError.invalidInput(what: "/tmp/x.csv", reason: "it is not UTF-8 text (line 2)")
    #expect(error.message(in: .korean) == "/tmp/x.csv을(를) 읽을 수 없습니다: UTF-8 텍스트가 아닙니다(2번째 줄).")
    #expect(error.message(in: .english) == "/tmp/x.csv could not be read: it is not UTF-8 text (line 2).")
  }

  @Test("a nested reason is translated too; unknown text stays as it is")
  func nestedAndUnknown() {
    #expect(
      LocalizedReason.localize(
        "the header row is malformed: text follows the closing quote of field 2", in: .korean)
        == "헤더 행의 형식이 잘못되었습니다: 2번째 필드의 닫는 따옴표 뒤에 글자가 있습니다")
    #expect(
      LocalizedReason.localize("rating \"6\" is not a whole number from 1 to 5", in: .korean)
        == "rating \"6\"은(는) 1부터 5까지의 정수가 아닙니다")
    #expect(LocalizedReason.localize("No such file or directory", in: .korean) == "No such file or directory")
    #expect(
      BookshelfError.file(path: "/x", reason: "the file cannot be written").message(in: .korean)
        == "/x: 파일에 쓸 수 없습니다.")
  }

  @Test(
    "every reason key: English text is returned unchanged, Korean text is the Korean template",
    arguments: LocalizedReason.keys)
  func everyReason(key: MessageKey) {
    let english = MessageTable.template(for: key, in: .english)
    let korean = MessageTable.template(for: key, in: .korean)
    // With the placeholders themselves as values, the rendered Korean is the Korean template.
    #expect(LocalizedReason.localize(english, in: .english) == english)
    #expect(LocalizedReason.localize(english, in: .korean) == korean, "\(key)")
  }

  @Test("provider names: English is displayName; Korean names the local catalog in Korean")
  func providerNames() {
    for id in ProviderID.allCases {
      #expect(id.displayName(in: .english) == id.displayName)
    }
    #expect(ProviderID.local.displayName(in: .korean) == "로컬 카탈로그")
    #expect(ProviderID.kakao.displayName(in: .korean) == "카카오")
    #expect(BookshelfError.timeout(.local, seconds: 1).message(in: .korean).hasPrefix("로컬 카탈로그"))
  }
}

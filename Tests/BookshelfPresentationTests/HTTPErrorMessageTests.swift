import BookshelfCore
import BookshelfPresentation
import Testing

/// The one-line messages of the HTTP hardening errors, in both languages.
@Suite("Messages: too large answers and refused redirects")
struct HTTPErrorMessageTests {
  @Test(
    "each error is one line naming the provider, in English and Korean",
    arguments: [
      (
        BookshelfError.responseTooLarge(.kakao, limit: 8 << 20),
        "Kakao sent an answer larger than 8 MiB; Bookshelf stopped reading it.",
        "카카오의 응답이 8 MiB보다 커서 읽기를 멈췄습니다."
      ),
      (
        .redirectRefused(.naver, origin: "https://evil.test:444"),
        "Naver redirected the request to another server (https://evil.test:444); Bookshelf did not follow it, so your API key was not sent there.",
        "네이버가 요청을 다른 서버(https://evil.test:444)로 넘기려 했습니다. API 키가 그 서버로 가지 않도록 따라가지 않았습니다."
      ),
      (
        .insecureRedirect(.openlibrary, origin: "http://openlibrary.org"),
        "Open Library redirected the request to an unencrypted address (http://openlibrary.org); Bookshelf never follows https to http.",
        "Open Library가 요청을 암호화되지 않은 주소(http://openlibrary.org)로 넘기려 했습니다. https에서 http로는 따라가지 않습니다."
      ),
      (
        .tooManyRedirects(.google, limit: 3),
        "Google Books redirected the request more than 3 times; Bookshelf stopped following.",
        "Google 도서가 요청을 3번 넘게 다른 주소로 넘겨서 따라가기를 멈췄습니다."
      ),
    ])
  func messages(error: BookshelfError, english: String, korean: String) {
    #expect(error.text(in: .english) == english)
    #expect(error.text(in: .korean) == korean)
    #expect(!error.isTransient)
    #expect(error.provider != nil)
  }

  @Test("sizes read as MiB, KiB or bytes")
  func sizes() {
    #expect(BookshelfError.responseTooLarge(.aladin, limit: 1 << 20).text(in: .english).contains("1 MiB"))
    #expect(BookshelfError.responseTooLarge(.aladin, limit: 2048).text(in: .english).contains("2 KiB"))
    #expect(
      BookshelfError.responseTooLarge(.aladin, limit: 1000).text(in: .english).contains("1000 bytes"))
    #expect(BookshelfError.responseTooLarge(.aladin, limit: 1000).text(in: .korean).contains("1000바이트보다"))
  }
}

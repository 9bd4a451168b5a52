import BookshelfCore
import BookshelfPresentation
import Testing

/// The web server's start errors and its own response texts, in both languages.
@Suite struct ServerMessageTests {
  @Test func anAddressInUseNamesTheAddressAndTheFlag() {
    let error = BookshelfError.server(.addressInUse(host: "::1", port: 8080))
    #expect(
      error.text(in: .english)
        == "Another program already listens on [::1]:8080; choose another port with --port.")
    #expect(error.text(in: .korean) == "다른 프로그램이 이미 [::1]:8080에서 듣고 있습니다. --port로 다른 포트를 고르세요.")
  }

  @Test func aBadAddressTakesTheRightKoreanParticle() {
    #expect(
      BookshelfError.server(.badAddress("books.example")).text(in: .korean)
        == KoreanParticle.topic.after("books.example")
        + " IP 주소가 아닙니다. --host에 127.0.0.1, ::1, 0.0.0.0 같은 주소를 주세요.")
    #expect(BookshelfError.server(.badAddress("책장")).text(in: .korean).hasPrefix("책장은 "))
  }

  @Test func aBindFailureSaysWhy() {
    let error = BookshelfError.server(.cannotBind(host: "10.9.9.9", port: 80, reason: .notLocal))
    #expect(
      error.text(in: .english)
        == "Cannot listen on 10.9.9.9:80: the address belongs to no network interface of this machine.")
    #expect(error.text(in: .korean) == "10.9.9.9:80에서 들을 수 없습니다: 이 컴퓨터의 네트워크 주소가 아닙니다.")
  }

  @Test func theTooLargeTextNamesTheLimit() {
    #expect(ServerText.tooLarge(limit: 64 << 10).text(in: .english).contains("64 KiB"))
    #expect(ServerText.tooLarge(limit: 16 << 20).text(in: .korean) == "요청이 너무 큽니다. 16 MiB까지만 받습니다.")
  }
}

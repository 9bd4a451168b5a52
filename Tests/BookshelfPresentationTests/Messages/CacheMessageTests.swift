import BookshelfCore
import Testing

@testable import BookshelfPresentation

/// `CacheMessage`: sizes, hit rates, the cleared line and the age words, in both languages.
@Suite("CacheMessage")
struct CacheMessageTests {
  @Test(
    "sizes in B, KiB, MiB and GiB with one decimal",
    arguments: [
      (0, "0 B"), (1023, "1023 B"), (1024, "1.0 KiB"), (2765, "2.7 KiB"), (32 << 20, "32.0 MiB"),
      (256 << 20, "256.0 MiB"), (3 << 30, "3.0 GiB"), (-5, "0 B"),
    ])
  func sizes(bytes: Int, text: String) {
    #expect(ByteSize.text(bytes) == text)
  }

  @Test("hit rates as whole percents; — before any lookup")
  func hitRates() {
    #expect(CacheMessage.hitRate(nil).text(in: .english) == "—")
    #expect(CacheMessage.hitRate(0.5).text(in: .korean) == "50%")
    #expect(CacheMessage.hitRate(2 / 3).text(in: .english) == "67%")
    #expect(CacheMessage.hitRate(.nan).text(in: .english) == "—")
    #expect(CacheMessage.hitRate(1.5).text(in: .english) == "100%")
  }

  @Test("the cleared line names one cache or both")
  func cleared() {
    #expect(CacheMessage.cleared([.responses]).text(in: .english) == "Cleared the responses cache.")
    #expect(
      CacheMessage.cleared([.covers, .responses]).text(in: .english)
        == "Cleared the covers and responses caches.")
    #expect(CacheMessage.cleared([.covers, .responses]).text(in: .korean) == "표지, 검색 응답 캐시를 비웠습니다.")
  }

  @Test("ages: minutes below an hour, hours below two days, then days; singular and plural")
  func ages() {
    let english = { (age: Double) in CacheMessage.staleAnswer(ageSeconds: age).text(in: .english) }
    let korean = { (age: Double) in CacheMessage.staleAnswer(ageSeconds: age).text(in: .korean) }
    #expect(english(119) == "results from 1 minute ago; the network is unreachable")
    #expect(english(120) == "results from 2 minutes ago; the network is unreachable")
    #expect(english(86_400) == "results from 24 hours ago; the network is unreachable")
    #expect(english(2 * 86_400) == "results from 2 days ago; the network is unreachable")
    #expect(english(86_400 * 1000) == "results from 1,000 days ago; the network is unreachable")
    #expect(korean(3 * 3600) == "3시간 전 결과입니다. 네트워크에 연결할 수 없습니다.")
    // An age no Int holds is the largest count, never a trap.
    #expect(korean(1e300) == "\(BookFormat.count(Int.max))일 전 결과입니다. 네트워크에 연결할 수 없습니다.")
  }
}

import BookshelfCore
import BookshelfPresentation
import Testing

@Suite("Screen messages: search, shelf and detail statuses")
struct ScreenMessageTests {
  static let samples: [any Localizable] = {
    var all: [any Localizable] = [
      FailureMessage.error(.emptyQuery), FailureMessage.unexpected(detail: "boom"),
      SearchMessage.noResults(query: "해리"), SearchMessage.jamoOnly(.all),
      SearchMessage.nextPageFailed(.failed(.error(.serverError(.google, status: 503)))),
      ShelfMessage.empty, ShelfMessage.noMatches, ShelfMessage.saved(title: "Dune"),
      ShelfMessage.removed(title: "채식주의자"), ShelfMessage.failed(.unexpected(detail: "x")),
      DetailMessage.lookupFailed(.error(.serverError(.kakao, status: 503))), DetailMessage.shelf(.empty),
    ]
    for id in ProviderID.allCases {
      all += [
        SearchMessage.resultsCapped(provider: id, count: 200), SearchMessage.jamoOnly(.provider(id)),
        SearchMessage.backingOff(provider: id, secondsLeft: 42, quota: false),
        SearchMessage.backingOff(provider: id, secondsLeft: 1, quota: true),
      ]
    }
    return all
  }()

  @Test("every case renders one non-empty line in both languages, particles chosen")
  func wellFormed() {
    MessageChecks.expectWellFormed(Self.samples)
  }

  @Test("search statuses, in English as before and in Korean with the provider's particle")
  func search() {
    let capped = SearchMessage.resultsCapped(provider: .local, count: 200)
    #expect(capped.text(in: .english) == "Local catalog shows only the first 200 results of this search.")
    #expect(capped.text(in: .korean) == "로컬 카탈로그는 이 검색의 처음 200건까지만 보여 줍니다.")
    #expect(
      SearchMessage.resultsCapped(provider: .aladin, count: 10).text(in: .korean)
        == "알라딘은 이 검색의 처음 10건까지만 보여 줍니다.")
    let next = SearchMessage.nextPageFailed(.backingOff(provider: .kakao, secondsLeft: 5, quota: false))
    #expect(
      next.text(in: .english)
        == "More results could not be loaded: Kakao is rate-limited; trying again in 5 s.")
    #expect(next.text(in: .korean) == "결과를 더 불러오지 못했습니다: 카카오 요청이 너무 많습니다. 5초 후에 다시 시도합니다.")
    #expect(
      SearchMessage.jamoOnly(.all).text(in: .english) == "Type whole syllables to search all providers.")
    #expect(SearchMessage.noResults(query: "xyz").text(in: .english) == "No books found for \"xyz\".")
  }

  @Test("shelf notices take 을/를 from the title's last sound; a Latin title gets the paired form")
  func shelf() {
    #expect(ShelfMessage.saved(title: "Dune").text(in: .english) == "Saved \"Dune\" to your shelf.")
    #expect(ShelfMessage.saved(title: "82년생 김지영").text(in: .korean) == "\"82년생 김지영\"을 책장에 담았습니다.")
    #expect(ShelfMessage.removed(title: "채식주의자").text(in: .korean) == "\"채식주의자\"를 책장에서 뺐습니다 (u: 되돌리기).")
    #expect(ShelfMessage.saved(title: "Dune").text(in: .korean) == "\"Dune\"을(를) 책장에 담았습니다.")
    #expect(ShelfMessage.empty.text(in: .english) == "Your shelf is empty.")
  }

  @Test("a failure is the error's own message, or 'Something went wrong' for any other error")
  func failure() {
    struct Odd: Error {}
    #expect(FailureMessage(BookshelfError.emptyQuery) == .error(.emptyQuery))
    #expect(FailureMessage(Odd()).text(in: .english) == "Something went wrong: Odd()")
    #expect(
      DetailMessage.lookupFailed(FailureMessage(Odd())).text(in: .korean)
        == "전체 정보를 불러오지 못했습니다: 문제가 생겼습니다: Odd()")
  }
}

import BookshelfCore
import BookshelfPresentation
import Testing

/// The relaxed-search line in both languages, made from the page's `SearchRelaxation`.
@Suite struct RelaxationMessageTests {
  @Test func correctedAndPartialAnswersAreSaidInBothLanguages() {
    let corrected = RelaxationMessage(.corrected(query: "pride and prejudice"))
    #expect(corrected?.text(in: .english) == "showing results for \"pride and prejudice\"")
    #expect(corrected?.text(in: .korean) == "\"pride and prejudice\" 검색 결과를 보여 줍니다")
    let partial = RelaxationMessage(.partial(matched: 2, words: 3))
    #expect(partial?.text(in: .english) == "no book has every word; showing the closest matches")
    #expect(partial?.text(in: .korean) == "모든 단어가 들어 있는 책이 없어 가장 비슷한 책을 보여 줍니다")
    #expect(RelaxationMessage(nil) == nil)
  }

  @Test func thePageNamesItsCorrectedQueryOnlyWhenCorrected() {
    var page = BookPage(books: [], totalCount: 0, isEnd: true, page: 1, pageSize: 10)
    #expect(page.correctedQuery == nil)
    page.relaxation = .partial(matched: 1, words: 2)
    #expect(page.correctedQuery == nil)
    page.relaxation = .corrected(query: "the great gatsby")
    #expect(page.correctedQuery == "the great gatsby")
    let query = try? BookQuery(text: "the great gatbsy")
    let json = query.map { SearchJSON(query: $0, provider: "local", page: page) }
    #expect(json?.correctedQuery == "the great gatsby")
  }
}

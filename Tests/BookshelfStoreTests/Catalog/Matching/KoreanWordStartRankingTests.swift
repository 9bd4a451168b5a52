import BookshelfCore
import Testing

@testable import BookshelfStore

/// A Korean query that begins a word of a book's title or subtitle ranks that book above one
/// that holds it only inside a longer word or through a syllable still being typed
/// (`CatalogTitleWordStart`).
@Suite struct KoreanWordStartRankingTests {
  @Test func aTitleBeginningWithTheWordOutranksTheWordInsideALongerOne() throws {
    guard let (catalog, _) = try RealCatalogs.aladin() else { return }
    let titles = try catalog.titles("아몬드")
    // Before: "50가지 다이아몬드 기하학 만다라 색칠책" came first.
    #expect(titles.prefix(2).allSatisfy { $0.hasPrefix("아몬드") }, "\(titles)")
    let infix = try #require(titles.firstIndex { $0.contains("다이아몬드") })
    #expect(infix >= 2)
  }

  @Test func theWholeSyllableOutranksItsOpenSyllableForms() throws {
    guard let (catalog, _) = try RealCatalogs.aladin() else { return }
    let titles = try catalog.titles("소녀")
    // Before: five 청소년 books (소녀 read as the unfinished 소년) came before 맡겨진 소녀.
    let girl = try #require(titles.firstIndex(of: "맡겨진 소녀"))
    #expect(girl < 3, "\(titles)")
    let youth = titles.firstIndex { $0.contains("청소년") && !$0.contains("소녀") } ?? titles.count
    #expect(girl < youth)
    // As-you-type still finds the word being typed first.
    let typing = try catalog.titles("미우")
    #expect(typing.first?.hasPrefix("미움받을 용기") == true, "\(typing)")
  }

  @Test func theScoreIgnoresSpacingAndReadsTitleAndSubtitle() {
    func score(_ headline: String, _ query: String) -> Int {
      let runs = CatalogTitleWordStart.runs(of: query).map {
        $0.split(separator: " ").map { Array($0.unicodeScalars) }
      }
      return CatalogTitleWordStart.score(headline: headline, runs: runs ?? [])
    }
    #expect(score("해리 포터와 마법사의 돌", "해리포터") == 2)
    #expect(score("해리포터와 마법사의 돌", "해리 포터") == 2)
    #expect(score("50가지 다이아몬드 기하학", "아몬드") == 0)
    #expect(score("아몬드 - 제10회 창비 청소년문학상", "아몬드") == 2)
    #expect(score("미움받을 용기", "미우") == 1)
    #expect(score("청소년 말씀함께", "소녀") == 0)
    #expect(score("주술회전 30\u{1F}아쿠타미 게게", "아쿠타") == 2)  // past the U+001F
    #expect(score("해리\u{1F}포터", "해리포터") == 0)  // U+001F ends a run
    #expect(CatalogTitleWordStart.runs(of: "harry potter") == nil)
    #expect(CatalogTitleWordStart.runs(of: "한강 소년이, 창비") == "한강소년이 창비")
    #expect(CatalogTitleWordStart.runs(of: "미ㅇ") == "미")
  }
}

import BookshelfCore
import Testing

@testable import BookshelfStore

/// When no book has every word, the books with the most words are listed, and the page says
/// so; a long title typed without its spaces still finds its book (#15).
@Suite struct PartialMatchFallbackTests {
  @Test func booksWithTheMostWordsComeFirst() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    let page = try catalog.page("hunger games zzqqxx mockingjay")
    #expect(page.relaxation == .partial(matched: 3, words: 4))
    #expect(page.books.first?.title == "Mockingjay (The Hunger Games, #3)")
  }

  /// Before, `title:dune` found nothing: one phrase `title dune`, and one word, so no fallback.
  @Test func wordsJoinedByASeparatorFallBackToTheirParts() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    let page = try catalog.page("title:dune")
    #expect(page.relaxation == .partial(matched: 1, words: 2))
    #expect(page.books.first?.title.hasPrefix("Dune") == true, "\(page.books.first?.title ?? "")")
    #expect(try catalog.page("herbert/dune").books.first?.title.hasPrefix("Dune") == true)
    #expect(CatalogTokenizer.joinedParts("ender's") == nil)
    #expect(CatalogTokenizer.joinedParts("j.k.") == nil)
    #expect(CatalogTokenizer.joinedParts("a:") == nil)
  }

  @Test func handmadeRowsRankByWordsMatchedThenRank() throws {
    let fixture = try CatalogFixture(importing: false)
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Red Apple", key: "1", ratings: 5))
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Red Green Apple", key: "2", ratings: 1))
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Blue", key: "3", ratings: 100))
    }
    let page = try fixture.catalog.page("red green apple blue sky")
    #expect(page.relaxation == .partial(matched: 3, words: 5))
    #expect(page.books.map(\.title) == ["Red Green Apple", "Red Apple", "Blue"])
    #expect(page.totalCount == 3)
    #expect(try fixture.catalog.page("red apple").relaxation == nil)
    #expect(try fixture.catalog.page("qqqqzz").books.isEmpty)
  }

  @Test func koreanTitleTypedWithoutSpacesIsFound() throws {
    guard let (catalog, _) = try RealCatalogs.aladin() else { return }
    #expect(try catalog.titles("미움받을용기").first?.hasPrefix("미움받을 용기") == true)
    #expect(try catalog.titles("소년이온다").first == "소년이 온다 - 2024 노벨문학상 수상작가")
    #expect(try catalog.titles("채식주의자리마스터판").first == "채식주의자 (리마스터판) - 2024 노벨문학상 수상작가")
  }
}

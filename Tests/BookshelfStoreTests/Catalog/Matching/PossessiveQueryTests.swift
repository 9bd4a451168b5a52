import BookshelfCore
import Testing

@testable import BookshelfStore

/// Possessives typed without the apostrophe find titles written with `'` or `’` (#15).
@Suite struct PossessiveQueryTests {
  @Test func realTitlesWithApostrophesAreFoundWithout() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    #expect(try catalog.titles("enders game").first == "Ender's Game (Ender's Saga, #1)")
    #expect(try catalog.titles("the time travelers wife").first == "The Time Traveler's Wife")
    #expect(try catalog.titles("angelas ashes").first == "Angela's Ashes (Frank McCourt, #1)")
    #expect(try catalog.titles("ender's game").first == "Ender's Game (Ender's Saga, #1)")
  }

  @Test func curlyApostropheTitlesAreFoundToo() throws {
    let fixture = try CatalogFixture(importing: false)
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Angela\u{2019}s Ashes", key: "1"))
    }
    #expect(try fixture.catalog.titles("angelas ashes") == ["Angela\u{2019}s Ashes"])
    #expect(try fixture.catalog.titles("angela's") == ["Angela\u{2019}s Ashes"])
    #expect(try fixture.catalog.titles("angela\u{2019}s ash") == ["Angela\u{2019}s Ashes"])
  }

  @Test func aFinalSAfterFourLettersAlsoMatchesThePossessive() {
    #expect(CatalogTokenizer.matchExpression("enders game") == "(\"enders\" OR \"ender s\") AND \"game\"*")
    #expect(CatalogTokenizer.possessive("its") == nil)
    #expect(CatalogTokenizer.possessive("ender's") == nil)
    #expect(CatalogTokenizer.possessive("time-travelers") == "time-traveler s")
  }

  @Test func oneWordPossessiveCountIsExact() throws {
    let fixture = try CatalogFixture(importing: false)
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Ender's Game", key: "1"))
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "The Enders", key: "2"))
    }
    #expect(try fixture.catalog.page("enders").totalCount == 2)
  }
}

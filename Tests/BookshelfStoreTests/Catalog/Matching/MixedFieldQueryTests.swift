import BookshelfCore
import Testing

@testable import BookshelfStore

/// Every query word may match any field, in Korean as in English (#15).
@Suite struct MixedFieldQueryTests {
  @Test func koreanAuthorPlusTitleWordFindsTheBook() throws {
    guard let (catalog, _) = try RealCatalogs.aladin() else { return }
    #expect(try catalog.titles("한강 소년이").first == "소년이 온다 - 2024 노벨문학상 수상작가")
    #expect(try catalog.titles("소년이 한강").first == "소년이 온다 - 2024 노벨문학상 수상작가")
  }

  @Test func koreanPublisherPlusTitleWordFindsTheBook() throws {
    guard let (catalog, _) = try RealCatalogs.aladin() else { return }
    #expect(try catalog.titles("창비 채식주의자").first == "채식주의자 (리마스터판) - 2024 노벨문학상 수상작가")
  }

  @Test func englishAuthorPlusTitleWordStillWorks() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    #expect(
      try catalog.titles("rowling azkaban").first
        == "Harry Potter and the Prisoner of Azkaban (Harry Potter, #3)")
  }

  @Test func spacingStillDoesNotMatterInsideAField() throws {
    let fixture = try CatalogFixture(importing: false)
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "해리포터와 마법사의 돌", key: "1"))
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "해리 포터 백과", key: "2"))
    }
    #expect(Set(try fixture.catalog.titles("해리 포터")) == ["해리포터와 마법사의 돌", "해리 포터 백과"])
    #expect(Set(try fixture.catalog.titles("해리포터")) == ["해리포터와 마법사의 돌", "해리 포터 백과"])
  }

  @Test func spaceSeparatedKoreanWordsAreSeparateTerms() {
    #expect(CatalogTokenizer.terms("한강 소년이") == [.cjk("한강"), .cjk("소년이")])
    #expect(CatalogTokenizer.matchExpression("한강 소년이 ") == "\"한강\" \"소년 년이\"")
  }
}

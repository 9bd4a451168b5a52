import BookshelfCore
import Testing

@testable import BookshelfStore

/// The catalog remembers its spelling answers per word (as the user types, the same rare word
/// is asked about on every keystroke) and forgets them when the index changes, through this
/// connection or another one.
@Suite struct SpellingCacheTests {
  @Test func aWordLearnedByAnImportThroughThisConnectionIsUsedAtOnce() throws {
    let fixture = try CatalogFixture(importing: false)
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Gardens of the Moon", key: "1"))
    }
    #expect(try fixture.catalog.page("gatbsy").correctedQuery == nil)
    #expect(fixture.catalog.spellingCache["p:gatbsy"] == [])
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "The Great Gatsby", key: "2"))
    }
    let page = try fixture.catalog.page("gatbsy")
    #expect(page.correctedQuery == "gatsby")
    #expect(page.books.map(\.title) == ["The Great Gatsby"])
  }

  @Test func aWordLearnedByAnotherConnectionIsUsedOnItsNextSearch() throws {
    let fixture = try CatalogFixture(importing: false)
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Gardens of the Moon", key: "1"))
    }
    let reader = try LocalCatalog(path: fixture.catalog.path, readOnly: true)
    #expect(try reader.page("gatbsy").correctedQuery == nil)
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "The Great Gatsby", key: "2"))
    }
    #expect(try reader.page("gatbsy").correctedQuery == "gatsby")
    try reader.close()
  }
}

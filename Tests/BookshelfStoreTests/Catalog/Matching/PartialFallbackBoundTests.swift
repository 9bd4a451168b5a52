import BookshelfCore
import Testing

@testable import BookshelfStore

/// The partial fallback ranks at most `partialCandidateLimit` rows, yet keeps the rows with
/// the most words: a word in more rows than that (`the`) only says which candidates also hold
/// it (#15: `the constant gard` ranked every row holding `the`, 60 ms on Gutenberg).
@Suite struct PartialFallbackBoundTests {
  /// `count` rows titled `<prefix> <n>`, ratings 1.
  static func rows(_ prefix: String, _ count: Int, into catalog: LocalCatalog, key: String) throws {
    try catalog.write {
      for n in 0..<count {
        _ = try catalog.upsert(CatalogRecord.sample(title: "\(prefix) \(n)", key: "\(key)\(n)", ratings: 1))
      }
    }
  }

  @Test func aCommonWordOnlyChecksTheRowsOfTheRarerOnes() throws {
    let fixture = try CatalogFixture(importing: false)
    try Self.rows("The Road", LocalCatalog.partialCandidateLimit + 1_000, into: fixture.catalog, key: "r")
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "The Constant Gardener", key: "c"))
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Gardener Tales", key: "g"))
    }
    let page = try fixture.catalog.page("the constant gardener zebra")
    #expect(page.relaxation == .partial(matched: 3, words: 4))
    #expect(page.books.map(\.title) == ["The Constant Gardener", "Gardener Tales"])
    #expect(page.totalCount == 2)
  }

  @Test func whenEveryWordIsCommonTheMostPopularCandidatesAreRanked() throws {
    let fixture = try CatalogFixture(importing: false)
    let limit = LocalCatalog.partialCandidateLimit
    try Self.rows("Alpha", limit + 500, into: fixture.catalog, key: "a")
    try Self.rows("Omega", limit + 500, into: fixture.catalog, key: "o")
    let page = try fixture.catalog.page("alpha omega")
    #expect(page.relaxation == .partial(matched: 1, words: 2))
    #expect(page.totalCount == limit)
    #expect(page.books.count == 10 && !page.isEnd)
  }
}

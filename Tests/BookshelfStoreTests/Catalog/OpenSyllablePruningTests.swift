import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// A search drops the forms of an open syllable (`미우` → `미움`, `미욱`, …) that the index does
/// not hold, and finds and ranks exactly what the whole group finds.
@Suite struct OpenSyllablePruningTests {
  @Test func theSearchExpressionKeepsOnlyTheFormsTheIndexHolds() throws {
    let fixture = try CatalogFixture()
    let match = try #require(try fixture.catalog.searchMatch(for: BookQuery(text: "미우")))
    #expect(match == #"("미우" OR "미움")"# || match == #""미움""# || match == #"("미움")"#)
    #expect(!match.contains("미욱"))
    // its phrases stay uncounted for bm25's IDF, as the whole group's were
    #expect(fixture.catalog.searchPlan?.phrases.allSatisfy { $0 == nil } == true)
    // a group none of whose forms exist keeps one, and still finds nothing of its own
    let none = try #require(try fixture.catalog.searchMatch(for: BookQuery(text: "퀘")))
    #expect(none == #""퀘""#)
    #expect(try fixture.catalog.search(BookQuery(text: "퀘")).relaxation == nil)
    // closed syllables and Latin words are untouched
    #expect(try fixture.catalog.searchMatch(for: BookQuery(text: "소년이 온")) == #""소년 년이" "온""#)
  }

  @Test func pagesAreThoseOfTheWholeGroup() throws {
    let fixture = try CatalogFixture()
    for text in ["미우", "하", "해리 포", "대한민구", "소년이 오", "미우", "마"] {
      try expectSameAsWholeGroup(text, in: fixture.catalog)
    }
  }

  @Test func pagesAreThoseOfTheWholeGroupOnTheAladinList() throws {
    guard let file = SharedData.url("data/aladin-kr-books/aladin_domestic_books.json") else {
      print(SharedData.skipMessage(for: "data/aladin-kr-books"))
      return
    }
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    _ = try CatalogImporter.run(
      file: file, format: .aladin, into: catalog, mappings: .adapters)
    for text in ["소년이", "미우", "채식주의", "소", "작별하", "한강 소", "불편한 편의", "세이노의 가르치"] {
      try expectSameAsWholeGroup(text, in: catalog)
    }
  }

  @Test func aFormWrittenLaterIsFound() throws {
    let fixture = try CatalogFixture()
    #expect(try fixture.titles("미우") == ["미움받을 용기"])
    // another connection reads the same file: it sees the commit through `data_version`
    let reader = try LocalCatalog(path: fixture.catalog.path, readOnly: true)
    #expect(try reader.search(BookQuery(text: "미우")).books.map(\.title) == ["미움받을 용기"])
    let book = Book(id: "local:t:miuk", title: "미욱한 날들", source: "local")
    try fixture.catalog.upsert(CatalogRecord(book: book, sourceName: "t", sourceKey: "miuk"))
    #expect(Set(try fixture.titles("미우")) == ["미움받을 용기", "미욱한 날들"])
    #expect(Set(try reader.search(BookQuery(text: "미우")).books.map(\.title)) == ["미움받을 용기", "미욱한 날들"])
    try reader.close()
  }

  /// `search` (pruned) gives the ids, order and count that the unpruned expression gives.
  private func expectSameAsWholeGroup(_ text: String, in catalog: LocalCatalog) throws {
    let query = try BookQuery(text: text)
    let page = try catalog.search(query)
    guard page.relaxation == nil, let whole = LocalCatalog.matchExpression(for: query) else { return }
    let total = try catalog.matchCount(whole, cap: Int.max).count
    #expect(page.totalCount == total, "\(text)")
    guard total > 0 else { return }
    let rows = try catalog.rows(
      for: query, match: whole, total: total, exact: true, offset: 0, size: query.pageSize)
    #expect(page.books.map(\.id) == rows.map(\.id), "\(text)")
  }
}

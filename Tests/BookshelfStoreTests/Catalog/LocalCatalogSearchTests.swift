import BookshelfCore
import Testing

@testable import BookshelfStore

@Suite struct LocalCatalogSearchTests {
  @Test func twoSyllablesFindThemInsideAHangulWord() throws {
    let fixture = try CatalogFixture()
    #expect(try fixture.titles("민국") == ["대한민국 이야기"])
    #expect(try fixture.titles("미움") == ["미움받을 용기"])
    #expect(try fixture.titles("받을") == ["미움받을 용기"])
  }

  @Test func oneSyllableFindsEveryTitleWithIt() throws {
    let fixture = try CatalogFixture()
    // exact title, then a title hit, then a subtitle hit (행복한 in 자유롭고 행복한 삶)
    #expect(try fixture.titles("한") == ["한", "대한민국 이야기", "미움받을 용기"])
  }

  @Test func hangulSpacingDoesNotMatter() throws {
    let fixture = try CatalogFixture()
    let spaced = try fixture.titles("해리 포터")
    #expect(Set(spaced) == ["해리 포터와 마법사의 돌", "해리포터 백과사전"])
    #expect(try fixture.titles("해리포터") == spaced)
    #expect(try fixture.titles("포터와마법") == ["해리 포터와 마법사의 돌"])
  }

  @Test func latinIsCaseAndDiacriticInsensitiveWithPrefixOnTheLastWord() throws {
    let fixture = try CatalogFixture()
    #expect(try fixture.titles("pre") == ["Préface à la vie", "Sand Book"])  // publisher Dune Press
    #expect(try fixture.titles("PRÉ", field: .title) == ["Préface à la vie"])
    #expect(try fixture.titles("EMILE zol") == ["Préface à la vie"])
    #expect(try fixture.titles("hunger gam") == ["The Hunger Games"])
    // no exact match: the typo rule searches "hunger games" instead and says so
    let gamez = try fixture.catalog.search(BookQuery(text: "hunger gamez"))
    #expect(gamez.books.map(\.title) == ["The Hunger Games"] && gamez.correctedQuery == "hunger games")
  }

  @Test func exactTitleFirstThenTitleOverDescription() throws {
    let fixture = try CatalogFixture()
    #expect(try fixture.titles("dune") == ["Dune", "Dune Messiah", "The Road to Dune", "Sand Book"])
  }

  @Test func fieldWeightsOrderTitleAuthorsPublisherDescription() throws {
    let fixture = try CatalogFixture()
    // No ratings and imported in the reverse order: only the field weights decide.
    #expect(try fixture.titles("zephyr") == ["Zephyr Days", "Calm Seas", "Soft Air", "Quiet Winds"])
  }

  @Test func popularityOrdersMatchesOfOneRelevanceBandOnly() throws {
    let fixture = try CatalogFixture()
    // Two Herbert authors (2 × 0.6) and a title hit (1.0) share the top band, ordered by
    // ratings (10, 5); one-author hits fall in a lower band despite 500,000 ratings, and
    // are ordered by ratings there.
    let page = try fixture.catalog.search(BookQuery(text: "herbert"))
    #expect(page.books.map(\.title) == ["The Road to Dune", "Herbert's Garden", "Dune", "Dune Messiah"])
  }

  @Test func equalTitlesAreOrderedByPopularityThenImportOrder() throws {
    let fixture = try CatalogFixture()
    let pact = try fixture.catalog.search(BookQuery(text: "the pact"))
    #expect(pact.books.map(\.authors) == [["Jodi Picoult"], ["Sampson Davis"]])
    let twins = try fixture.catalog.search(BookQuery(text: "twin title"))
    #expect(twins.books.map(\.id) == ["local:csv:twin-1", "local:csv:twin-2"])
  }

  @Test func fieldRestrictsTheColumns() throws {
    let fixture = try CatalogFixture()
    #expect(try fixture.titles("herbert", field: .author) == ["The Road to Dune", "Dune", "Dune Messiah"])
    #expect(try fixture.titles("dune", field: .title) == ["Dune", "Dune Messiah", "The Road to Dune"])
    #expect(try fixture.titles("dune", field: .publisher) == ["Sand Book"])
    #expect(try fixture.titles("롤링", field: .author) == ["해리 포터와 마법사의 돌"])
  }

  @Test func latestSortPutsNewestFirst() throws {
    let fixture = try CatalogFixture()
    #expect(
      try fixture.titles("dune", sort: .latest) == ["The Road to Dune", "Sand Book", "Dune Messiah", "Dune"])
  }

  @Test func pagesHaveTotalCountAndIsEnd() throws {
    let fixture = try CatalogFixture()
    let first = try fixture.catalog.search(BookQuery(text: "dune", page: 1, pageSize: 3))
    #expect(first.books.map(\.title) == ["Dune", "Dune Messiah", "The Road to Dune"])
    #expect(first.totalCount == 4)
    #expect(!first.isEnd)
    let second = try fixture.catalog.search(BookQuery(text: "dune", page: 2, pageSize: 3))
    #expect(second.books.map(\.title) == ["Sand Book"])
    #expect(second.totalCount == 4)
    #expect(second.isEnd)
    #expect(throws: BookshelfError.pageOutOfRange(provider: .local, page: 5, lastPage: 2)) {
      try fixture.catalog.search(BookQuery(text: "dune", page: 5, pageSize: 3))
    }
  }

  @Test func isbn10AndIsbn13FindTheSameRow() throws {
    let fixture = try CatalogFixture()
    let by13 = try fixture.catalog.lookup(ISBN("9780439023481"))
    let by10 = try fixture.catalog.lookup(ISBN("0-439-02348-3"))
    #expect(by13?.title == "The Hunger Games")
    #expect(by10 == by13)
    #expect(by13?.isbn10 == "0439023483")
    #expect(by13?.id == "9780439023481")
    #expect(by13?.source == "local")
  }

  @Test func queryThatParsesAsAnISBNIsALookup() throws {
    let fixture = try CatalogFixture()
    #expect(try fixture.titles("978-0-439-02348-1") == ["The Hunger Games"])
    #expect(try fixture.titles("0439023483") == ["The Hunger Games"])
    #expect(throws: BookshelfError.invalidISBN("89-969913-4-2", .checksumMismatch)) {
      try fixture.titles("89-969913-4-2", field: .isbn)
    }
    #expect(throws: BookshelfError.invalidISBN("harry", .invalidCharacter("h"))) {
      try fixture.titles("harry", field: .isbn)
    }
    #expect(try fixture.titles("9788996991342", field: .isbn) == ["미움받을 용기"])
    #expect(try fixture.titles("9780439023482") == [])  // bad check digit: no match, no error
  }

  @Test func booksReadBackKeepTheirFields() throws {
    let fixture = try CatalogFixture()
    let book = try #require(fixture.catalog.search(BookQuery(text: "미움받을")).books.first)
    #expect(book.subtitle == "자유롭고 행복한 삶")
    #expect(book.authors == ["기시미 이치로", "고가 후미타케"])
    #expect(book.publisher == "인플루엔셜")
    #expect(book.publishedDate == "2014")
    #expect(book.ratingsCount == 3000)
    #expect(book.isbn13 == "9788996991342")
  }
}

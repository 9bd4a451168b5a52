import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfStore

@Suite struct HostileQueryTests {
  static let pieces = [
    "\"", "\"\"", "*", "^", ":", "(", ")", "-", "+", "AND", "OR", "NOT", "NEAR", "NEAR(", "near/3",
    "title:", "authors:", "{title}", "{", "}", "dune", "한", "민국", "해리 포터", "'", "\\", ";", "--",
    "%", "_", "\u{0}", "\t", "\n", "é", "\u{301}", "👍", "ﾊﾘｰ", "漢字", "rank", "bm25(", "MATCH", "*\"",
    "\"*", " ", ",", ".", "0", "978", "x", "DROP TABLE books;", "/*", "*/", "\u{FEFF}", "ㅎ", "ㅏ",
  ]

  @Test func thousandGeneratedHostileQueriesNeverThrow() throws {
    let fixture = try CatalogFixture()
    var random = SeededGenerator(seed: 42)
    var searched = 0
    for _ in 0..<1_000 {
      let count = Int.random(in: 1...6, using: &random)
      let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined(
        separator: Bool.random(using: &random) ? " " : "")
      guard let query = try? BookQuery(text: text, field: SearchField.allCases.randomElement(using: &random)!)
      else { continue }  // whitespace-only or empty: rejected before the catalog
      // The only error query text may cause: an `isbn` search for a text that is not an ISBN.
      let page: BookPage
      do {
        page = try fixture.catalog.search(query)
      } catch BookshelfError.invalidISBN(let input, _) where query.field == .isbn {
        #expect(input == query.text)
        searched += 1
        continue
      }
      #expect(page.books.count <= page.totalCount)
      #expect(page.books.count <= query.pageSize)
      searched += 1
    }
    #expect(searched > 900)
  }

  @Test func syntaxCharactersAloneFindNothing() throws {
    let fixture = try CatalogFixture()
    for text in ["\"", "*", "^", ":", "(", ")", "-", "\"\"", "()", "{}", "* ^ :"] {
      let page = try fixture.catalog.search(BookQuery(text: text))
      #expect(page.totalCount == 0 && page.books.isEmpty && page.isEnd, "\(text)")
    }
  }

  @Test func operatorsAndColumnNamesAreSearchedAsWords() throws {
    let fixture = try CatalogFixture()
    // "OR" is a literal word no book has: no book has both words, so the page is the partial
    // fallback (an operator would have matched every Dune as a full answer)
    let orPage = try fixture.catalog.search(BookQuery(text: "dune OR"))
    #expect(orPage.relaxation == .partial(matched: 1, words: 2))
    // The phrase "title dune", not a column filter (which would be a full answer of the Dune
    // titles): it matches nothing, and the partial fallback takes its two words.
    let column = try fixture.catalog.search(BookQuery(text: "title:dune"))
    #expect(column.relaxation == .partial(matched: 1, words: 2))
    let titles = Set(column.books.map(\.title))
    #expect(titles.isSuperset(of: ["Dune", "Dune Messiah", "The Road to Dune", "Sand Book", "Twin Title"]))
    #expect(try fixture.titles("(dune") == ["Dune", "Dune Messiah", "The Road to Dune", "Sand Book"])
    #expect(try fixture.titles("\"dune\"") == ["Dune", "Dune Messiah", "The Road to Dune", "Sand Book"])
    #expect(try fixture.titles("-dune") == ["Dune", "Dune Messiah", "The Road to Dune", "Sand Book"])
  }
}

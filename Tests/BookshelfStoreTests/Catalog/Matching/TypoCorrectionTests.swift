import BookshelfCore
import Testing

@testable import BookshelfStore

/// One edit in a word of 5+ letters still finds the book, says which text it searched, and
/// ranks below the matches as typed (#15).
@Suite struct TypoCorrectionTests {
  @Test func realTitlesWithOneTypoAreFound() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    let pride = try catalog.page("pride and prejudise")
    #expect(pride.books.first?.title == "Pride and Prejudice")
    #expect(pride.correctedQuery == "pride and prejudice")
    let gatsby = try catalog.page("the great gatbsy")
    #expect(gatsby.books.prefix(10).contains { $0.title == "The Great Gatsby" })
    #expect(gatsby.correctedQuery == "the great gatsby")
    for (typed, title) in [
      ("hobbbit", "The Hobbit"), ("the hpbbit", "The Hobbit"), ("the hobbti", "The Hobbit"),
    ] {
      let page = try catalog.page(typed)
      #expect(page.books.prefix(10).contains { $0.title.hasPrefix(title) }, "\(typed)")
    }
  }

  @Test func wordsOfFourLettersAreNotCorrected() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    let page = try catalog.page("duen messiah")  // `duen` has 4 letters; `messiah` is right
    #expect(page.correctedQuery == nil)
  }

  @Test func exactQueriesAreNotCorrected() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    #expect(try catalog.page("pride and prejudice").relaxation == nil)
    #expect(try catalog.page("gatsby").relaxation == nil)
  }

  @Test func correctedMatchesRankBelowTheExactOnes() throws {
    let fixture = try CatalogFixture(importing: false)
    try fixture.catalog.write {
      // The typo in one blurb: the word is rare, and no found book's title or author has it.
      _ = try fixture.catalog.upsert(
        CatalogRecord.sample(title: "Notes on Fitzgerald", key: "1", description: "a study of gatbsy"))
      for n in 0..<5 {
        _ = try fixture.catalog.upsert(
          CatalogRecord.sample(title: "The Great Gatsby \(n)", key: "g\(n)", ratings: 100))
      }
    }
    let page = try fixture.catalog.page("gatbsy")
    #expect(page.correctedQuery == "gatsby")
    #expect(page.books.first?.title == "Notes on Fitzgerald")
    #expect(page.books.count == 6 && page.totalCount == 6)
  }

  @Test func aRareWordThatAFoundTitleOrAuthorHoldsIsNotCorrected() throws {
    let fixture = try CatalogFixture(importing: false)
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Gatbsy Notes", key: "1"))
      for n in 0..<5 {
        _ = try fixture.catalog.upsert(
          CatalogRecord.sample(title: "The Great Gatsby \(n)", key: "g\(n)", ratings: 100))
      }
    }
    let page = try fixture.catalog.page("gatbsy")
    #expect(page.relaxation == nil)
    #expect(page.books.map(\.title) == ["Gatbsy Notes"])
  }

  /// Real titles whose words few rows hold: what was typed is what was meant. Before, these
  /// said "showing results for the martin / mistry / angels ashes" and added other books.
  @Test func realTitlesOfRareWordsAreNotCorrected() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    for (typed, title) in [
      ("the martian", "The Martian"), ("misery", "Misery"), ("angelas ashes", "Angela's Ashes"),
      ("the time travelers wife", "The Time Traveler's Wife"), ("charlottes web", "Charlotte's Web"),
    ] {
      let page = try catalog.page(typed)
      #expect(page.correctedQuery == nil, "\(typed): \(page.correctedQuery ?? "")")
      #expect(page.books.first?.title.hasPrefix(title) == true, "\(typed): \(page.books.first?.title ?? "")")
    }
  }

  @Test func editsCoverEveryKindOfEdit() {
    let edits = CatalogSpelling.edits(of: "gatbsy")
    #expect(edits.contains("gatsby"))  // transposition
    #expect(edits.contains("gatby"))  // deletion
    #expect(edits.contains("gatbsya"))  // insertion
    #expect(edits.contains("gatbsz"))  // substitution
    #expect(!edits.contains("gatbsy"))
    #expect(CatalogSpelling.correctable("duen") == nil)
    #expect(CatalogSpelling.correctable("Gatbsy") == "gatbsy")
  }
}

import BookshelfCore
import BookshelfPresentation
import Testing

/// `BookQuery(typed:)`: what a person typed or pasted is searched as every front end shows it.
@Suite struct BookQueryTypedTests {
  @Test func escapeSequencesControlsAndZeroWidthCharactersAreNotPartOfTheQuery() throws {
    #expect(try BookQuery(typed: "\u{1B}[31mdune\u{1B}[0m").text == "dune")
    #expect(try BookQuery(typed: "du\u{200B}ne").text == "dune")
    #expect(try BookQuery(typed: "미움받을\t용기\n").text == "미움받을 용기")
    #expect(try BookQuery(typed: "소년이 온다", page: 2, pageSize: 5).page == 2)
  }

  @Test func textThatIsOnlyControlsIsAnEmptyQuery() {
    #expect(throws: BookshelfError.emptyQuery) { try BookQuery(typed: "\u{1B}[31m") }
    #expect(throws: BookshelfError.emptyQuery) { try BookQuery(typed: "\u{200B}\u{7}") }
  }
}

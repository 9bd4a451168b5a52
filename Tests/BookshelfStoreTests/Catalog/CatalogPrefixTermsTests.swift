import Testing

@testable import BookshelfStore

/// The bounds and rules of the terms kept for heavy 3-character prefixes
/// (`CatalogPrefixTerms`), the `prefix` option read from `sqlite_schema`
/// (`CatalogPrefixOption`) and which clauses are expandable.
@Suite struct CatalogPrefixTermsTests {
  private func kept(
    _ vocabulary: [(String, Int)], threshold: Int = 10, termLimit: Int = 4, termBytes: Int = 12,
    totalLimit: Int = 100
  ) -> [String] {
    var terms = CatalogPrefixTerms(
      threshold: threshold, termLimit: termLimit, termBytes: termBytes, totalLimit: totalLimit)
    for (term, documents) in vocabulary { terms.add(term, documents: documents) }
    terms.finish()
    return terms.kept.map(\.term)
  }

  @Test func onlyPrefixesWhoseDocumentsPassTheThresholdKeepTheirTerms() {
    let vocabulary = [("an", 50), ("and", 8), ("andy", 3), ("the", 9), ("thea", 1), ("zzz", 10)]
    // `and` 11 > 10 (and `an`, 2 characters, is no 3-character prefix); `the` 10 and `zzz` 10 are not above it.
    #expect(kept(vocabulary) == ["and", "andy"])
  }

  @Test func aPrefixWithTooManyTooLongOrForeignTermsKeepsNone() {
    let many = ["tha", "thb", "thc", "thd", "the"].map { ("\($0)x", 100) }
    #expect(kept(many, termLimit: 4) == many.map(\.0))  // five prefixes, one term each
    let crowded = ["thea", "theb", "thec", "thed", "thee"].map { ($0, 100) }
    #expect(kept(crowded, termLimit: 4).isEmpty)
    #expect(kept(crowded, termLimit: 5) == crowded.map(\.0))
    #expect(kept([("the", 100), ("theaaaaaaaaaaaa", 1)], termBytes: 12).isEmpty)
    #expect(kept([("sta", 100), ("stanisław", 1)]) == ["sta", "stanisław"])
    #expect(kept([("the", 100), ("the_x", 1)]).isEmpty)
    #expect(kept([("ㅁㅇㅂ", 100)]).isEmpty)  // not an ASCII prefix
  }

  @Test func theTotalLimitAndTheTermOrderBoundWhatIsKept() {
    let vocabulary = [("and", 100), ("andy", 1), ("the", 100), ("thea", 1)]
    #expect(kept(vocabulary, totalLimit: 3) == ["and", "andy"])
    #expect(kept([("the", 100), ("and", 100)]).isEmpty)  // out of order: nothing
  }

  @Test func thePrefixOptionIsReadInItsSpellings() {
    let base =
      "CREATE VIRTUAL TABLE books_fts USING fts5 (title, content = '', tokenize = 'unicode61 remove_diacritics 2'"
    #expect(CatalogPrefixOption.lengths(inCreateStatement: base + ", prefix = '2 3')") == [2, 3])
    #expect(CatalogPrefixOption.lengths(inCreateStatement: base + ", prefix='2')") == [2])
    #expect(CatalogPrefixOption.lengths(inCreateStatement: base + ", prefix=2, PREFIX = 3)") == [2, 3])
    #expect(CatalogPrefixOption.lengths(inCreateStatement: base + ", prefix = \"2,3\")") == [2, 3])
    #expect(CatalogPrefixOption.lengths(inCreateStatement: base + ", columnsize=0)").isEmpty)
    #expect(CatalogPrefixOption.lengths(inCreateStatement: base + ")").isEmpty)
  }

  @Test func onlyAThreeCharacterASCIIPrefixIsExpandable() {
    func prefix(_ text: String) -> String? {
      CatalogTokenizer.clauses(text).last.flatMap(LocalCatalog.expandablePrefix)
    }
    #expect(prefix("The") == "the")
    #expect(prefix("harry potter and th3") == "th3")
    #expect(prefix("the ") == nil)  // a whole word, not a prefix
    #expect(prefix("th") == nil)
    #expect(prefix("them") == nil)
    #expect(prefix("thé") == nil)  // folded by unicode61, left as typed
    #expect(prefix("소년이") == nil)
  }
}

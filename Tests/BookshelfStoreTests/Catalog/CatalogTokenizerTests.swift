import Testing

@testable import BookshelfStore

@Suite struct CatalogTokenizerTests {
  @Test func hangulRunBecomesBigramsThenUnigrams() {
    #expect(CatalogTokenizer.indexText("대한민국") == "대한 한민 민국 대 한 민 국")
  }

  @Test func latinTextPassesThroughForUnicode61() {
    #expect(CatalogTokenizer.indexText("Préface à la vie") == "Préface à la vie")
  }

  @Test func mixedTextKeepsLatinWordsAndSplitsHangulRuns() {
    #expect(CatalogTokenizer.indexText("J.K. 롤링, 책") == "J.K. 롤링 , 책 롤 링 책")
  }

  @Test func spacesInsideAHangulRunAreIgnored() {
    #expect(CatalogTokenizer.indexText("해리 포터") == CatalogTokenizer.indexText("해리포터"))
    // a query's words are separate terms (each may match another field); both words' bigrams
    // are in the joined run, so `해리 포터` still finds `해리포터` (MixedFieldQueryTests)
    #expect(CatalogTokenizer.terms("해리 포터") == [.cjk("해리"), .cjk("포터")])
    #expect(CatalogTokenizer.matchExpression("해리 포터 ") == "\"해리\" \"포터\"")
  }

  @Test func oneSyllableQueryMatchesTheUnigram() {
    #expect(CatalogTokenizer.matchExpression("한") == "\"한\"")
  }

  @Test func twoSyllableQueryMatchesTheBigram() {
    #expect(CatalogTokenizer.matchExpression("민국") == "\"민국\"")
    #expect(CatalogTokenizer.matchExpression("미움") == "\"미움\"")
  }

  @Test func decomposedHangulIsComposedFirst() {
    let decomposed = "\u{1100}\u{1161}\u{11A8}"  // 각 as jamo
    #expect(CatalogTokenizer.matchExpression(decomposed) == "\"각\"")
  }

  @Test func lastLatinWordIsAPrefixUnlessFollowedBySpace() {
    #expect(CatalogTokenizer.matchExpression("harry pot") == "\"harry\" \"pot\"*")
    #expect(CatalogTokenizer.matchExpression("harry pot ") == "\"harry\" \"pot\"")
    #expect(CatalogTokenizer.matchExpression("해리 pot") == "\"해리\" \"pot\"*")
  }

  @Test func oneLetterIsNeverAPrefix() {
    #expect(CatalogTokenizer.matchExpression("harry p") == "\"harry\"")
    #expect(CatalogTokenizer.matchExpression("a") == "\"a\"")
    #expect(CatalogTokenizer.matchExpression("It's") == "\"It's\"")
    #expect(CatalogTokenizer.matchExpression("S.A.") == "\"S.A.\"")
  }

  @Test func ftsSyntaxIsQuotedLiterally() {
    #expect(CatalogTokenizer.matchExpression("ab\"cd") == "\"ab\"\"cd\"*")
    #expect(CatalogTokenizer.matchExpression("title:dune") == "\"title:dune\"*")
    #expect(CatalogTokenizer.matchExpression("xy AND yz") == "\"xy\" \"AND\" \"yz\"*")
    #expect(CatalogTokenizer.matchExpression("NEAR(ab cd)") == "\"NEAR(ab\" \"cd)\"")
    #expect(CatalogTokenizer.matchExpression("-dune ^xy") == "\"-dune\" \"^xy\"*")
  }

  @Test func textWithoutLettersOrDigitsHasNoExpression() {
    for text in ["\"", "*", "()", " - ", "^", ":", "\"\"", ""] {
      #expect(CatalogTokenizer.matchExpression(text) == nil)
    }
  }

  @Test func columnFilterWrapsTheExpression() {
    #expect(
      CatalogTokenizer.matchExpression("herbert", columns: ["authors"]) == "{authors} : (\"herbert\"*)")
  }

  @Test func titleKeyDropsSeriesNoteCaseAndDiacritics() {
    #expect(CatalogTokenizer.titleKey("The Hunger Games (The Hunger Games, #1)") == "thehungergames")
    #expect(CatalogTokenizer.titleKey("Préface à la vie") == "prefacealavie")
    #expect(CatalogTokenizer.titleKey("미움받을 용기") == CatalogTokenizer.titleKey("미움받을용기"))
  }
}

import BookshelfCore
import Testing

@testable import BookshelfStore

/// As a Korean user types, the input method shows `오` before `온`, `우` before `움`: the last
/// syllable of what was typed, when it has no final consonant, also matches its forms with one.
@Suite struct HangulComposingTests {
  @Test func theLastOpenSyllableBecomesItsTwentyEightForms() throws {
    let expression = try #require(CatalogTokenizer.matchExpression("소년이 오"))
    // each word is its own term (it may match another field), so the open syllable has no head
    #expect(expression.hasPrefix(#""소년 년이" AND ("오" OR "옥" OR "옦" OR "#))
    #expect(expression.hasSuffix(#" OR "옿")"#))
    #expect(CatalogTokenizer.matchExpression("소년이오")?.hasPrefix(#""소년 년이" AND ("이오" OR "이옥" OR "#) == true)
    #expect(expression.components(separatedBy: " OR ").count == 28)
    #expect(
      CatalogTokenizer.matchExpression("미우") == "("
        + (0..<28).map { "\"미\(scalar(0xC6B0 + $0))\"" }.joined(separator: " OR ") + ")")
    #expect(CatalogTokenizer.matchExpression("하")?.hasPrefix(#"("하" OR "학" OR "핚""#) == true)
  }

  @Test func closedSyllablesTrailingSpaceAndLatinAreUnchanged() {
    #expect(CatalogTokenizer.matchExpression("소년이 온") == #""소년 년이" "온""#)  // final ㄴ
    #expect(CatalogTokenizer.matchExpression("소년이 오 ") == #""소년 년이" "오""#)  // done typing
    #expect(CatalogTokenizer.matchExpression("오 harry") == #""오" "harry"*"#)  // not the last term
    #expect(CatalogTokenizer.openClauses("東京") == nil)
  }

  @Test func searchFindsTheBookWhileItsLastSyllableIsStillComposing() throws {
    let fixture = try CatalogFixture()
    #expect(try fixture.titles("미우") == ["미움받을 용기"])
    #expect(try fixture.titles("대한민구") == ["대한민국 이야기"])
    #expect(try fixture.titles("해리 포") == ["해리 포터와 마법사의 돌", "해리포터 백과사전"])
    // no title has both words: only the partial fallback, which says so, lists the book
    // (`미움받을` counts as its three bigrams, so 3 of 4 units match)
    #expect(
      try fixture.catalog.search(BookQuery(text: "미움받을 용가")).relaxation == .partial(matched: 3, words: 4))
    #expect(try fixture.titles("하").contains("한"))
    #expect(try fixture.titles("미우", field: .title) == ["미움받을 용기"])
    #expect(try fixture.catalog.search(BookQuery(text: "미우")).totalCount == 1)
  }

  /// The scalar `value` as text; U+FFFD (which matches no title) if `value` is not a scalar.
  private func scalar(_ value: Int) -> String {
    Unicode.Scalar(UInt32(value)).map { String($0) } ?? "\u{FFFD}"
  }
}

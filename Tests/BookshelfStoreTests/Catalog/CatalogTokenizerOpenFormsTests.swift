import Testing

@testable import BookshelfStore

/// `CatalogTokenizer.quotedForms` writes exactly the phrases that appending scalars and
/// `quoted` wrote.
@Suite struct CatalogTokenizerOpenFormsTests {
  /// The phrases as `openClauses` made them before `quotedForms`.
  private func reference(head: Unicode.Scalar?, of syllable: Unicode.Scalar) -> [String] {
    (0..<28).compactMap { Unicode.Scalar(syllable.value + $0) }.map { form in
      var gram = String.UnicodeScalarView()
      if let head { gram.append(head) }
      gram.append(form)
      return CatalogTokenizer.quoted(String(gram))
    }
  }

  @Test func theFormsAreThoseOfTheScalarsQuoted() {
    let heads: [Unicode.Scalar?] = [nil, "미", "소", "a", "中", "😀", "\"", "가", "힣"]
    for syllable: Unicode.Scalar in ["우", "가", "오", "하", "히", "퀘"] {
      for head in heads {
        let forms = CatalogTokenizer.quotedForms(head: head, of: syllable)
        #expect(forms == reference(head: head, of: syllable), "\(String(describing: head)) \(syllable)")
        #expect(forms.count == 28)
      }
    }
    #expect(CatalogTokenizer.quotedForms(head: "미", of: "우").prefix(2) == [#""미우""#, #""미욱""#])
    #expect(CatalogTokenizer.quotedForms(head: "\"", of: "우")[0] == #""""우""#)
  }

  @Test func theOpenClausesUseThem() {
    #expect(
      CatalogTokenizer.openClauses("소년이오") == [
        [#""소년 년이""#], reference(head: "이", of: "오"),
      ])
    #expect(CatalogTokenizer.openClauses("오") == [reference(head: nil, of: "오")])
  }
}

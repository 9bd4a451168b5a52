import BookshelfCore
import Testing

@testable import BookshelfStore

/// The byte-level fast paths give exactly what the scalar-level definitions give.
@Suite struct CatalogTokenizerFastPathTests {
  /// Pieces combined into test texts: ASCII, Latin with accents, Hangul syllables, jamo,
  /// compatibility jamo, Han, kana, the `・` middle dot, non-ASCII spaces, an emoji, a
  /// decomposed accent, punctuation and the list separator.
  static let pieces = [
    "Harry", " ", "  ", "포터", "해리", "한", "\u{3000}", "\u{A0}", "é", "e\u{301}", "漢字", "ひらがな",
    "カタカナ", "・", "ㄱㅏ", "\u{1100}\u{1161}", "👍", "(", ")", ",", ".", "-", "\t", "\n", "\u{1F}", "7",
    "Ωμέγα", "Straße", "大한", "ﾊﾘｰ", "‘", "”", "…", "①", "→", "★", "㈜", "～", "Ⅱ", "\u{2028}", "Ω", "",
  ]

  static func texts() -> [String] {
    var texts: [String] = []
    for a in pieces {
      for b in pieces {
        texts.append(a + b)
        for c in pieces.prefix(12) { texts.append(a + b + c) }
      }
    }
    return texts + [
      "미움받을 용기", "대한민국 만세", "J.K. 롤링, 책", "The Hunger Games (The Hunger Games, #1)",
      "삐뽀삐뽀 119 이유식 - 소아청소년과 전문의 하정훈이 전하는 건강한 아가 밥상",
    ]
  }

  @Test func indexTextMatchesTheScalarDefinition() {
    for text in Self.texts() {
      #expect(
        CatalogTokenizer.indexText(text) == CatalogTokenizer.indexTextByScalars(text),
        "\(text.debugDescription)")
    }
  }

  @Test func initialsIndexTextMatchesTheScalarDefinition() {
    for text in Self.texts() {
      #expect(
        CatalogTokenizer.initialsIndexText(text) == CatalogTokenizer.initialsIndexTextByScalars(text),
        "\(text.debugDescription)")
    }
    #expect(CatalogTokenizer.initialsIndexTextFast("미움받을 용기 (1) 소년") == "ㅁㅇ ㅇㅂ ㅂㅇ ㅇㅇ ㅇㄱ ㅅㄴ")
  }

  @Test func titleKeyMatchesTheScalarDefinition() {
    for text in Self.texts() {
      #expect(
        CatalogTokenizer.titleKeyFast(Substring(text)) ?? CatalogTokenizer.titleKeyByScalars(Substring(text))
          == CatalogTokenizer.titleKeyByScalars(Substring(text)), "\(text.debugDescription)")
    }
  }

  @Test func fastPathsHandleAsciiAndHangulThemselves() {
    #expect(CatalogTokenizer.titleKeyFast("Harry Potter 2") == "harrypotter2")
    #expect(CatalogTokenizer.titleKeyFast("미움받을 용기!") == "미움받을용기")
    #expect(CatalogTokenizer.titleKeyFast("Préface") == nil)
    guard case .rewritten(let indexed) = CatalogTokenizer.indexTextFast("대한민국") else {
      Issue.record("Hangul should take the byte path")
      return
    }
    #expect(indexed == "대한 한민 민국 대 한 민 국")
  }

  /// Aladin blurbs quote with `‘’ “”` and trail off with `…`: such text is known NFC, so it
  /// takes the byte path instead of Foundation's normalisation.
  @Test func koreanPunctuationTakesTheBytePath() {
    let blurb = "‘소년이 온다’ 이후… “작별하지 않는다” ① → ★ ㈜창비 ～ Ⅱ"
    guard case .rewritten(let indexed) = CatalogTokenizer.indexTextFast(blurb) else {
      Issue.record("Korean punctuation should take the byte path")
      return
    }
    #expect(indexed == CatalogTokenizer.indexTextByScalars(blurb))
    #expect(indexed.hasPrefix("‘ 소년 년이 이온 온다 ’ 이후 …"))
    // a singleton decomposition (U+2126 OHM SIGN → Ω) still falls back
    guard case .fallback = CatalogTokenizer.indexTextFast("Ω 저항") else {
      Issue.record("U+2126 is not NFC and must be normalised")
      return
    }
  }
}

@Suite struct ImportTextFastPathTests {
  @Test func namesSplitOnBytesLikeOnCharacters() {
    let samples = [
      "J.K. Rowling, Mary GrandPré", " a ,b,, c  d ,", "홍길동, 김철수", "x,\u{301}y", "\u{600},b", "a\t, b",
      ",", "", "  ", "Ωμέγα ,  Straße", "a,\u{A0}b", "a , b\u{3000}c",
    ]
    for text in samples {
      #expect(
        ImportText.names(text) == text.split(separator: ",").compactMap { TextFields.collapsed(String($0)) })
    }
    #expect(ImportText.names("J.K. Rowling, Mary GrandPré") == ["J.K. Rowling", "Mary GrandPré"])
  }

  @Test func titleKeyFastHandlesTheSeriesNote() {
    for title in [
      "The Hunger Games (The Hunger Games, #1)", "(Only a note)", "미움받을 용기 (1권)", "A (b) c", "x)",
      "Préface (y)",
    ] {
      var base = Substring(title)
      if base.hasSuffix(")"), let open = base.lastIndex(of: "("), open > base.startIndex {
        base = base[..<open]
      }
      #expect(CatalogTokenizer.titleKey(title) == CatalogTokenizer.titleKeyByScalars(base), "\(title)")
    }
  }
}

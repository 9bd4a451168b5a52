import Testing

@testable import BookshelfCore

/// The byte fast paths of `HTMLText` (tags, entities) must give what their Character paths give.
@Suite("HTMLText byte paths give the same results as the Character paths")
struct HTMLTextFastPathTests {
  static let entityTexts: [String] = [
    "Q&amp;A", "a &amp; b", "&lt;b&gt;bold&lt;/b&gt;", "&amp;lt;", "&#39;quoted&#39;", "&#x27;x&#X27;",
    "&#0;", "&#xD800;", "&#1114112;", "&#+39;", "&#-39;", "&#;", "&;", "&unknown;", "&nbsp;end",
    "우주&amp;별", "Q&amp;\u{301}A", "\u{600}&amp;x", "x&amp;\u{200D}y", "& amp;", "&ampamp;",
    "&verylongname;", "&#1234567890;", "a&b;c", "https://x.test/?a=1&b=2;c", "&&amp;;", "&#x1F600;",
    "&hellip;&mdash;&ndash;", "끝&middot;", "&middot;시작", "&amp", "amp;", "&\r\n;", "&a\r\nb;",
    "&amp;&amp;&amp;", "é&eacute;", "&eacute;é", "\u{301}&amp;", "&#x301;", "a&#x301;b",
    "&lt;해리 포터&gt;", "미움&amp;용기", "🇰🇷&amp;🇰🇷", "&amp;\u{200D}x", "&lt;\u{1100}\u{1161}", "한&#39;\u{0E33}",
  ]

  static let tagTexts: [String] = [
    "<b>우주</b>의 <b>역사</b>", "<알몸으로 학교 간 날>", "a < b > c", "<br>line<br/>next</p>end", "<BR>x<P>y",
    "<!-- note -->text", "<", "<b", "</", "</b", "<b>", "x</>y", "<1>", "<b\n>x", "<b\r\n>x",
    "<a href=\"가\">x</a>",
    "<b\u{301}>x", "<\u{301}b>x", "</\u{301}b>", "\u{600}<b>x", "x<b>\u{301}y", "<b>>x", "<<b>>", "<b<i>>",
    "text <b>bold</b> text", "<div><ul><li>a</li></ul></div>", "<h1>T</h1>", "<p>é</p>", "a<b>\u{200D}c",
    "<b>" + String(repeating: "x", count: 250) + "\n>", "<img src=x>", "<b>\r\n</b>", "가<b>나</b>다",
    "🇰🇷<b>x</b>",
  ]

  @Test("HTMLText.stripTags", arguments: tagTexts)
  func tags(_ text: String) {
    for blockBreak in [" ", "\n"] {
      let fast = HTMLText.stripTags(text, blockBreak: blockBreak)
      #expect(Array(fast.utf8) == Array(HTMLText.stripTagsCharacters(text, blockBreak: blockBreak).utf8))
    }
  }

  @Test("references between Hangul stay on the byte path")
  func hangulNeighboursUseBytes() {
    #expect(HTMLText.decodeEntitiesBytes("&lt;해리 포터&gt;와 마법사") == "<해리 포터>와 마법사")
    #expect(HTMLText.decodeEntitiesBytes("Q&amp;\u{301}A") == nil)  // a mark joins the `;`
  }

  @Test("HTMLText.decodeEntities", arguments: entityTexts)
  func entities(_ text: String) {
    // Bytes, not String ==, which would call canonically equivalent results equal.
    #expect(Array(HTMLText.decodeEntities(text).utf8) == Array(HTMLText.decodeEntitiesCharacters(text).utf8))
  }
}

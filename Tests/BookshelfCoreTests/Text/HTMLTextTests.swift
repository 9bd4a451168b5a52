import Foundation
import Testing

@testable import BookshelfCore

@Suite("Provider text normalisation")
struct HTMLTextTests {
  @Test(
    "tags stripped and entities decoded exactly once",
    arguments: [
      ("<b>해리</b> 포터", "해리 포터"),
      ("Q&amp;A", "Q&A"),
      ("&amp;lt;", "&lt;"),
      ("&lt;b&gt;bold&lt;/b&gt;", "<b>bold</b>"),
      ("It&#39;s &#x27;quoted&#x27; &quot;x&quot;", "It's 'quoted' \"x\""),
      ("&#50948;&#45824;&#54620;", "위대한"),
      ("line<br>break<br/>here", "line break here"),
      ("<알몸으로 학교 간 날>", "<알몸으로 학교 간 날>"),
      ("a < b and c > d", "a < b and c > d"),
      ("&unknown; & &#0; stays", "&unknown; & &#0; stays"),
      ("  many\n\t spaces  ", "many spaces"),
    ])
  func plain(raw: String, expected: String) {
    #expect(HTMLText.plain(raw) == expected)
  }

  @Test("empty and tag-only text becomes nil")
  func emptyIsNil() {
    #expect(HTMLText.plain("") == nil)
    #expect(HTMLText.plain("  <b></b> ") == nil)
    #expect(HTMLText.plain(nil) == nil)
  }

  @Test("paragraphs keep line breaks from <br> and <p>")
  func paragraphs() {
    #expect(HTMLText.paragraphs("<p>One&nbsp;two</p><p>Three<br>four</p>") == "One two\nThree\nfour")
  }

  @Test("URLs: empty → nil, http → https, &amp; decoded, relative rejected")
  func urls() {
    #expect(TextFields.httpsURL("") == nil)
    #expect(TextFields.httpsURL("  ") == nil)
    #expect(TextFields.httpsURL("/relative/path") == nil)
    #expect(
      TextFields.httpsURL("http://books.google.com/books/content?id=x&amp;printsec=frontcover")?
        .absoluteString
        == "https://books.google.com/books/content?id=x&printsec=frontcover")
    #expect(TextFields.httpsURL("https://a.example/x.jpg")?.absoluteString == "https://a.example/x.jpg")
  }

  @Test("names: trimmed, no empties, no duplicates")
  func names() {
    #expect(TextFields.names([" 기시미 이치로 ", "", "고가 후미타케", "기시미 이치로"]) == ["기시미 이치로", "고가 후미타케"])
  }
}

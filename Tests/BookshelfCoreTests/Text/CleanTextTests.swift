import Foundation
import Testing

@testable import BookshelfCore

@Suite("Clean-text fast paths give the same results as the full path")
struct CleanTextTests {
  static let samples: [String] = [
    "Dune", "미움받을 용기", "宇宙の話をしよう", " leading", "trailing ", "double  space", "tab\there",
    "line\nbreak", "no\u{00A0}break", "ideographic\u{3000}space", "thin\u{2009}space", "<b>bold</b>",
    "Q&amp;A", "a & b", "It’s “quoted” — yes…", "", "   ", "\u{200B}zero width", "café ©2019",
    "La Terre est au plus mal... Ses derniers habitants n’ont plus qu’un seul espoir",
  ]

  @Test("text and paragraphs", arguments: samples)
  func text(sample: String) {
    #expect(CleanText.text(sample) == TextFields.text(sample))
    #expect(CleanText.paragraphs(sample) == HTMLText.paragraphs(sample))
  }

  @Test("isClean only for text that needs no work")
  func isClean() {
    #expect(CleanText.isClean("미움받을 용기"))
    #expect(CleanText.isClean("It’s “quoted” — yes…"))
    #expect(!CleanText.isClean("no\u{00A0}break"))
    #expect(!CleanText.isClean("ideographic\u{3000}space"))
    #expect(!CleanText.isClean("a & b"))
    #expect(!CleanText.isClean(""))
    #expect(!CleanText.isClean("x "))
  }

  @Test(
    "URLs",
    arguments: [
      "http://books.google.com/books/content?id=x&printsec=frontcover&img=1",
      "https://play.google.com/store/books/details?id=x", "http://a.example/x?a=1&amp;b=2",
      "HTTP://A.EXAMPLE/x",
      "//covers.example/x.jpg", "", " https://a.example/x ", "ftp://a.example/x", "http://", "/relative",
      "http://www.aladin.co.kr/shop/wproduct.aspx?ItemId=1&amp;partner=openAPI&amp;start=api",
      "https://a.example/x?a=1&amp;b=2&#59;c", "http://a.example/x?q=&nbsp;y", "http://a.example/x;y",
      "http://a.example/가?a=1&amp;b=2", "https://a.example/&#32;x", "http://&amp;a.example/",
      "https://a.example/x?a=1&amp;b=2\u{3000}", "http://a.example/&#x2F;&amp;",
      "https://a.example/x\u{3000}", "https://a.example/\u{00A0}",
      "https://a.example/가나", "https:///no-host", "http://:8080/x", "https://user@/x",
      "https://user@a.example/x", "https://a.example:8080/x", "https://a.example:x/y", "https://[::1]/x",
      "https://a_b.example/x", "http://a.example?q=1", "http://a.example#top", "https://a.example",
    ])
  func urls(sample: String) {
    #expect(CleanText.httpsURL(sample) == TextFields.httpsURL(sample))
  }

  @Test("a URL without a host is refused on the fast path too")
  func hostRequired() {
    #expect(CleanText.httpsURL("https:///no-host") == nil)
    #expect(CleanText.httpsURL("http://:8080/x") == nil)
    #expect(CleanText.httpsURL("https://a.example:8080/x")?.host == "a.example")
    #expect(
      CleanText.httpsURL("http://books.google.com/books?id=1")?.absoluteString
        == "https://books.google.com/books?id=1")
  }

  @Test("names: trimmed, no empties, no duplicates")
  func names() {
    let raw = [" 기시미 이치로 ", "", "고가 후미타케", "기시미 이치로"]
    #expect(CleanText.names(raw) == TextFields.names(raw))
    #expect(CleanText.names([" "]) == [])
    #expect(CleanText.names(nil) == [])
  }
}

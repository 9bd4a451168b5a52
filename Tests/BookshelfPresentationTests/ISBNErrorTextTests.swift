import BookshelfCore
import BookshelfPresentation
import Testing

@Suite("ISBNError text")
struct ISBNErrorTextTests {
  @Test("an invisible character is named by its code point, a visible one is quoted")
  func invalidCharacter() {
    #expect(ISBNError.invalidCharacter("x").text(in: .english) == "\"x\" is not allowed")
    #expect(ISBNError.invalidCharacter("\u{1B}").text(in: .english) == "U+001B is not allowed")
    #expect(ISBNError.invalidCharacter("\u{202E}").text(in: .korean) == "U+202E 문자는 쓸 수 없습니다")
    #expect(ISBNError.invalidCharacter("\t").text(in: .english) == "U+0009 is not allowed")
  }

  @Test("one digit is singular in English")
  func oneDigit() {
    #expect(ISBNError.wrongLength(1).text(in: .english) == "it has 1 digit, an ISBN has 10 or 13")
    #expect(ISBNError.wrongLength(14).text(in: .english) == "it has 14 digits, an ISBN has 10 or 13")
  }

  @Test("the echoed input keeps its length: a control character shows as U+FFFD, not swallowed")
  func echoedInput() {
    let error = BookshelfError.invalidISBN("\u{1B}12345", .invalidCharacter("\u{1B}"))
    #expect(error.text(in: .english) == "\"\u{FFFD}12345\" is not a valid ISBN: U+001B is not allowed.")
    #expect(TerminalText.line(error.text(in: .english)) == error.text(in: .english))
  }
}

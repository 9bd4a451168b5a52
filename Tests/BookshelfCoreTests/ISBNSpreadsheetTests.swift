import Testing

@testable import BookshelfCore

@Suite("ISBN stored as a number by a spreadsheet")
struct ISBNSpreadsheetTests {
  @Test("an ISBN-10 that lost its leading zeros is restored when its check digit is valid")
  func restoresLeadingZeros() {
    #expect(ISBN.parseRestoringLeadingZeros("439023483")?.isbn10 == "0439023483")
    #expect(ISBN.parseRestoringLeadingZeros("439023483")?.isbn13 == "9780439023481")
    #expect(ISBN.parseRestoringLeadingZeros("7475322")?.isbn10 == "0007475322")  // 0-00-747532-2
    #expect(ISBN.parseRestoringLeadingZeros("439023484") == nil)  // check digit wrong after padding
    #expect(ISBN.parseRestoringLeadingZeros("12345") == nil)  // too short to be an ISBN
    #expect(ISBN.parseRestoringLeadingZeros("0439023483")?.isbn13 == "9780439023481")
    #expect(ISBN.parseRestoringLeadingZeros("978-0-439-02348-1")?.isbn13 == "9780439023481")
    #expect(ISBN.parseRestoringLeadingZeros("9.78044E+12") == nil)
    #expect(ISBN.parseRestoringLeadingZeros("") == nil)
  }
}

import Testing

@testable import BookshelfCore

@Suite("ISBN parsing and conversion")
struct ISBNTests {
  @Test("ISBN-13 with hyphens parses and yields its ISBN-10")
  func isbn13WithHyphens() throws {
    let isbn = try ISBN("978-89-969913-4-2")
    #expect(isbn.isbn13 == "9788996991342")
    #expect(isbn.isbn10 == "8996991341")
  }

  @Test("ISBN-10 with spaces converts to ISBN-13")
  func isbn10WithSpaces() throws {
    let isbn = try ISBN("89 969913 4 1")
    #expect(isbn.isbn13 == "9788996991342")
  }

  @Test("ISBN-10 ending in X (upper and lower case)")
  func isbn10WithX() throws {
    #expect(try ISBN("0-8044-2957-X").isbn13 == "9780804429573")
    #expect(try ISBN("080442957x").isbn10 == "080442957X")
  }

  @Test("979 ISBN-13 has no ISBN-10")
  func isbn979() throws {
    let isbn = try ISBN("9791191851069")
    #expect(isbn.isbn10 == nil)
  }

  @Test(
    "invalid input is rejected with the reason",
    arguments: [
      ("", ISBNError.empty),
      ("--", .empty),
      ("978899699134", .wrongLength(12)),
      ("9788996991343", .checksumMismatch),
      ("8996991342", .checksumMismatch),
      ("9770000000001", .notBookland),
      ("89969X9134", .invalidCharacter("X")),
      ("isbn9788996991342", .invalidCharacter("i")),
      ("978899699134２", .invalidCharacter("２")),
    ])
  func rejects(input: String, expected: ISBNError) {
    #expect(throws: expected) { try ISBN(input) }
  }

  @Test("a 978 ISBN-13 round-trips through its ISBN-10")
  func roundTrip() throws {
    for text in ["9780439023481", "9780804429573", "9788996991342", "9780306406157"] {
      let isbn = try ISBN(text)
      let back = try ISBN(try #require(isbn.isbn10))
      #expect(back.isbn13 == text)
    }
  }
}

import Testing

@testable import BookshelfCore

/// The byte fast path of `ISBN.init(_:)` must agree with the Character path on every input it
/// accepts (same ISBN or same error) and hand everything else to the Character path.
@Suite struct ISBNFastPathTests {
  static let inputs: [String] = [
    "9788996991342", "978-89-969913-4-2", "978 89 969913 4 2", "8996991341", "89 969913 4 1",
    "0-439-02348-X", "043902348X", "043902348x", "0439023483", "9791162241837", "979-11-6224-183-7",
    "9780000000002", "9780000000001", "1400000225936", "9770000000000", "080442957X", "080442957x", "", " ",
    "---", "12345", "123456789012", "12345678901234", "978899699134X", "X439023483", "04390X2348",
    "97889969913420", "978-89-969913-4-2-", "-8996991341", "9788996991342 ", "0000000000",
    "000000000X", "9999999999", "999999999X", "123456789X", "1234567890123456789012345",
  ]

  /// Inputs the fast path must decline (non-ASCII or other bytes), still parsed by the slow path.
  static let declined: [String] = [
    "٩٧٨٨٩٩٦٩٩١٣٤٢", "９７８８９９６９９１３４２", "978\u{2010}89\u{2010}969913\u{2010}4\u{2010}2",
    "978\u{2011}89\u{2011}969913\u{2011}4\u{2011}2",
    "978-89-969913-4-2\u{301}", "9788996991342\r\n", "978_8996991342", "ISBN 9788996991342",
    "8996991341\t", "978.89.969913.4.2", "480D150405880",
  ]

  @Test(arguments: inputs)
  func fastPathMatchesCharacterPath(_ text: String) throws {
    let slow = Result { () throws(ISBNError) in try ISBN(characters: text) }
    let fast = Result { () throws(ISBNError) in try ISBN.parseASCII(Substring(text).utf8) }
    switch (slow, fast) {
    case (.success(let expected), .success(let actual?)):
      #expect(actual == expected)
      #expect(actual.isbn10 == ISBN.isbn10Characters(fromISBN13: expected.isbn13))
    case (.failure(let expected), .failure(let actual)):
      #expect(actual == expected)
    default:
      Issue.record("\(text.debugDescription): Character path \(slow), byte path \(fast)")
    }
    #expect(ISBN.parse(Substring(text)) == (try? slow.get()))
    #expect(ISBN.parse(text) == (try? slow.get()))
  }

  @Test(arguments: declined)
  func otherBytesTakeTheCharacterPath(_ text: String) throws {
    #expect(try ISBN.parseASCII(Substring(text).utf8) == nil)
    let slow = Result { () throws(ISBNError) in try ISBN(characters: text) }
    let full = Result { () throws(ISBNError) in try ISBN(text) }
    #expect(String(describing: full) == String(describing: slow))
  }

  @Test func knownValues() throws {
    #expect(try ISBN("0-8044-2957-x").isbn13 == "9780804429573")
    #expect(try ISBN("0-8044-2957-x").isbn10 == "080442957X")
    #expect(try ISBN("9791162241837").isbn10 == nil)
    #expect(throws: ISBNError.invalidCharacter("X")) { try ISBN("04390X2348") }
    #expect(throws: ISBNError.invalidCharacter("٩")) { try ISBN("٩٧٨٨٩٩٦٩٩١٣٤٢") }
    #expect(throws: ISBNError.wrongLength(25)) { try ISBN("1234567890123456789012345") }
    #expect(throws: ISBNError.notBookland) { try ISBN("1400000225936") }
  }

  @Test func isbn10DerivationMatchesOnEveryCheckDigit() {
    // Bodies whose ISBN-10 check digits cover 0–9 and X.
    for n in 0..<200 {
      let body = "978" + String(100_000_000 + n * 4_999_999)
      let sum = body.enumerated().reduce(0) {
        $0 + ($1.offset % 2 == 0 ? 1 : 3) * ($1.element.wholeNumberValue ?? 0)
      }
      let isbn13 = body + String((10 - sum % 10) % 10)
      #expect(ISBN.isbn10(fromISBN13: isbn13) == ISBN.isbn10Characters(fromISBN13: isbn13))
    }
    #expect(ISBN.isbn10(fromISBN13: "9791162241837") == nil)
    #expect(ISBN.isbn10(fromISBN13: "97889969913") == nil)
  }
}

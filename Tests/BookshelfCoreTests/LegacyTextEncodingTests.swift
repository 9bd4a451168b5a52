import Testing

@testable import BookshelfCore

@Suite("Guessing the encoding of a file that is not UTF-8")
struct LegacyTextEncodingTests {
  /// `채식주의자,한강,창비` in CP949.
  static let cp949: [UInt8] = [
    195, 164, 189, 196, 193, 214, 192, 199, 192, 218, 44, 199, 209, 176, 173, 44, 195, 162, 186, 241,
  ]
  /// `Les Misérables,Müller,Prozeß,Mañana,café crème,Ærø` in Windows-1252.
  static let windows1252: [UInt8] = [
    76, 101, 115, 32, 77, 105, 115, 233, 114, 97, 98, 108, 101, 115, 44, 77, 252, 108, 108, 101, 114,
    44, 80, 114, 111, 122, 101, 223, 44, 77, 97, 241, 97, 110, 97, 44, 99, 97, 102, 233, 32, 99,
    114, 232, 109, 101, 44, 198, 114, 248,
  ]

  @Test("Korean in CP949 is CP949, Western text in Windows-1252 is Windows-1252")
  func guesses() {
    #expect(LegacyTextEncoding.guess(Self.cp949) == .cp949)
    #expect(LegacyTextEncoding.guess(Array("Book Id,Title\n1,".utf8) + Self.cp949) == .cp949)
    #expect(LegacyTextEncoding.guess(Self.windows1252) == .windows1252)
    // UHC's extension syllables (똠 = 8C 63) pair with ASCII-range trail bytes.
    #expect(LegacyTextEncoding.guess([0x8C, 0x63, 0xB9, 0xE6, 0xB0, 0xA2, 0xC7, 0xCF]) == .cp949)
  }

  @Test("no guess for ASCII, for UTF-8, or for UTF-8 with one stray byte")
  func noGuess() {
    #expect(LegacyTextEncoding.guess(Array("plain ASCII, 1,2,3".utf8)) == nil)
    #expect(LegacyTextEncoding.guess(Array("채식주의자 · Misérables".utf8)) == nil)
    #expect(LegacyTextEncoding.guess(Array("채식주의자, 소년이 온다".utf8) + [0xFF]) == nil)
    #expect(LegacyTextEncoding.guess([UInt8]()) == nil)
  }

  /// `text` in UTF-16, little- or big-endian, with or without a byte order mark.
  static func utf16(_ text: String, bigEndian: Bool = false, bom: Bool = true) -> [UInt8] {
    let units = (bom ? [0xFEFF] : []) + Array(text.utf16)
    return units.flatMap { unit -> [UInt8] in
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      return bigEndian ? [high, low] : [low, high]
    }
  }

  @Test("UTF-16 is recognised by its byte order mark or by NUL bytes in every other position")
  func utf16Guesses() {
    let text = "title,authors\n채식주의자,한강\nDune,Frank Herbert\n"
    #expect(LegacyTextEncoding.guess(Self.utf16(text)) == .utf16)
    #expect(LegacyTextEncoding.guess(Self.utf16(text, bigEndian: true)) == .utf16)
    #expect(LegacyTextEncoding.guess(Self.utf16("Les Misérables,Müller\n", bom: false)) == .utf16)
    #expect(
      LegacyTextEncoding.guess(Self.utf16("Les Misérables,Müller\n", bigEndian: true, bom: false)) == .utf16)
    // NUL bytes here and there are not UTF-16.
    #expect(LegacyTextEncoding.guess(Self.windows1252 + [0, 0]) == .windows1252)
  }

}

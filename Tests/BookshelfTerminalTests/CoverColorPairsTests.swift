import BookshelfCore
import Testing

@testable import BookshelfTerminal

@Suite("Cover colour pairs and the 256-colour palette")
struct CoverColorPairsTests {
  @Test("pairs are allocated on demand from 16, reused, and refused once the table is full")
  func bounded() {
    var pairs = CoverColorPairs(capacity: 2)
    let first = pairs.pair(foreground: 196, background: 21)
    #expect(first?.number == 16 && first?.isNew == true)
    let again = pairs.pair(foreground: 196, background: 21)
    #expect(again?.number == 16 && again?.isNew == false)
    #expect(pairs.pair(foreground: -1, background: 21)?.number == 17)
    #expect(pairs.pair(foreground: 1, background: 2) == nil)
    #expect(pairs.count == 2)
    pairs.reset()
    #expect(pairs.pair(foreground: 1, background: 2)?.number == 16)
  }

  @Test("24-bit colours map to the nearest palette entry; indexes and the default pass through")
  func palette() {
    #expect(PaletteIndex.of(.rgb(255, 0, 0)) == 196)
    #expect(PaletteIndex.of(.rgb(0, 0, 255)) == 21)
    #expect(PaletteIndex.of(.rgb(0, 0, 0)) == 16)
    #expect(PaletteIndex.of(.rgb(255, 255, 255)) == 231)
    #expect(PaletteIndex.of(.rgb(128, 128, 128)) == 244)
    #expect(PaletteIndex.of(.indexed(42)) == 42)
    #expect(PaletteIndex.of(.terminalDefault) == -1)
    #expect(PaletteIndex.of(nil) == -1)
  }
}

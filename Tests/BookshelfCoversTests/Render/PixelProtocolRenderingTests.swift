import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfCovers

@Suite("ChafaPictureRenderer: kitty, sixel and iTerm2 escape sequences")
struct PixelProtocolRenderingTests {
  let renderer = ChafaPictureRenderer()
  let box = CellSize(columns: 20, rows: 12)

  func sequence(_ graphics: TerminalGraphics, width: Int = 120, height: Int = 174) throws -> String {
    let bitmap = try #require(TestImages.solid(width: width, height: height, (200, 30, 30, 255)))
    let picture = try #require(renderer.render(bitmap, size: box, graphics: graphics))
    #expect(picture.size == box)
    guard case .escapeSequence(let text) = picture.content else {
      Issue.record("not an escape sequence: \(picture)")
      return ""
    }
    return text
  }

  @Test("kitty: centred 2 columns right, then an image sent in chunks, 16 × 12 cells")
  func kitty() throws {
    let text = try sequence(.kitty)
    #expect(text.hasPrefix("\u{1B}[2C\u{1B}_Ga=T,f=32,"))
    #expect(text.contains("c=16,r=12"))
    #expect(text.hasSuffix("\u{1B}\\"))
  }

  @Test("sixel: a DCS sixel picture 160 × 240 pixels (10 × 20 pixel cells)")
  func sixel() throws {
    let text = try sequence(.sixel)
    #expect(text.hasPrefix("\u{1B}[2C\u{1B}P"))
    #expect(text.contains("\"1;1;160;240"))
    #expect(text.hasSuffix("\u{1B}\\"))
  }

  @Test("iTerm2: an OSC 1337 inline image 16 × 12 cells")
  func iterm2() throws {
    let text = try sequence(.iterm2)
    #expect(text.hasPrefix("\u{1B}[2C\u{1B}]1337;File=inline=1;width=16;height=12"))
    #expect(text.hasSuffix("\u{07}"))
  }

  @Test("a wide picture moves down first, then draws the full width")
  func centresVertically() throws {
    let text = try sequence(.kitty, width: 400, height: 100)
    // 400 × 100 in 20 columns: 20 × 100 / 400 × 2 = 2.5 → 2 or 3 rows, 4 or 5 rows down.
    #expect(text.hasPrefix("\u{1B}[5B\u{1B}_G") || text.hasPrefix("\u{1B}[4B\u{1B}_G"))
  }
}

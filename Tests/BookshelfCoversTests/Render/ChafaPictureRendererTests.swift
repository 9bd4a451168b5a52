import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfCovers

@Suite("ChafaPictureRenderer: symbol pictures")
struct ChafaPictureRendererTests {
  let renderer = ChafaPictureRenderer()
  let box = CellSize(columns: 20, rows: 12)

  /// The colour a cell shows: its background for a space, its foreground for a full block.
  static func shown(_ cell: CoverCell) -> CoverColor? {
    switch cell.character {
    case " ": cell.background
    case "█": cell.foreground
    default: nil
    }
  }

  static func cells(_ picture: CoverPicture?) -> [CoverCell] {
    guard case .cells(let cells)? = picture?.content else { return [] }
    return cells
  }

  @Test("a 120×174 cover fills 16 of 20 columns, centred, in 24-bit colour")
  func fitsAndCentres() throws {
    let bitmap = try #require(TestImages.solid(width: 120, height: 174, (255, 0, 0, 255)))
    let picture = renderer.render(bitmap, size: box, graphics: .symbols(.trueColor))
    #expect(picture?.size == box)
    let cells = Self.cells(picture)
    #expect(cells.count == 240)
    for row in 0..<12 {
      for column in 0..<20 {
        let cell = cells[row * 20 + column]
        if column < 2 || column >= 18 {
          #expect(cell == SymbolCanvas.blank, "outside at \(column),\(row)")
        } else {
          #expect(Self.shown(cell) == .rgb(255, 0, 0), "inside at \(column),\(row): \(cell)")
        }
      }
    }
  }

  @Test("a wide picture is centred vertically: blank rows above and below")
  func centresVertically() throws {
    let bitmap = try #require(TestImages.solid(width: 400, height: 50, (0, 0, 255, 255)))
    let cells = Self.cells(renderer.render(bitmap, size: box, graphics: .symbols(.trueColor)))
    #expect(cells.count == 240)
    let drawn = (0..<12).filter { row in
      (0..<20).contains { cells[row * 20 + $0] != SymbolCanvas.blank }
    }
    // 400 × 50 pixels in cells half as wide as tall: 20 columns, 20 × 50 / 400 × 2 = 2.5 rows.
    #expect(drawn.count >= 1 && drawn.count <= 3)
    let above = drawn.first ?? 0
    let below = 11 - (drawn.last ?? 11)
    #expect(abs(above - below) <= 1)
    #expect(Self.shown(cells[(drawn.first ?? 0) * 20 + 10]) == .rgb(0, 0, 255))
  }

  @Test("top half red, bottom half blue: the rows show each colour")
  func twoColours() throws {
    let pixels = TestImages.pixels(width: 120, height: 174) { _, y in
      y < 87 ? (255, 0, 0, 255) : (0, 0, 255, 255)
    }
    let bitmap = try #require(Bitmap(width: 120, height: 174, pixels: pixels))
    let cells = Self.cells(renderer.render(bitmap, size: box, graphics: .symbols(.trueColor)))
    #expect(Self.shown(cells[1 * 20 + 10]) == .rgb(255, 0, 0))
    #expect(Self.shown(cells[10 * 20 + 10]) == .rgb(0, 0, 255))
  }

  @Test("256 colours answer cube indexes (never the themed 0–15), 16 colours 0–15: red is 196, 9")
  func palettes() throws {
    let bitmap = try #require(TestImages.solid(width: 60, height: 90, (255, 0, 0, 255)))
    let palette256 = Self.cells(renderer.render(bitmap, size: box, graphics: .symbols(.palette256)))
    let palette16 = Self.cells(renderer.render(bitmap, size: box, graphics: .symbols(.palette16)))
    #expect(palette256.count == 240 && palette16.count == 240)
    #expect(Self.shown(palette256[6 * 20 + 10]) == .indexed(196))
    #expect(Self.shown(palette16[6 * 20 + 10]) == .indexed(9))
    for cell in palette256 {
      for color in [cell.foreground, cell.background] {
        if case .indexed(let index) = color { #expect(index >= 16, "a theme colour: \(cell)") }
      }
    }
    for cell in palette16 {
      for color in [cell.foreground, cell.background] {
        if case .indexed(let index) = color { #expect(index < 16) }
        if case .rgb = color { Issue.record("24-bit colour in a 16-colour picture: \(cell)") }
      }
    }
  }

  @Test("a transparent picture leaves the terminal's default background")
  func transparent() throws {
    let bitmap = try #require(TestImages.solid(width: 40, height: 40, (255, 255, 255, 0)))
    let cells = Self.cells(renderer.render(bitmap, size: box, graphics: .symbols(.trueColor)))
    #expect(cells.count == 240)
    #expect(cells.allSatisfy { $0.background == .terminalDefault })
  }

  @Test(
    "a busy picture uses only single-width block symbols",
    arguments: [
      SymbolColors.trueColor, .palette256, .palette16,
    ])
  func singleWidthSymbols(colors: SymbolColors) throws {
    var generator = SplitMix(seed: 7)
    let pixels = TestImages.pixels(width: 97, height: 131) { x, y in
      let noise = UInt8(truncatingIfNeeded: generator.next())
      return (UInt8(truncatingIfNeeded: x * 5), UInt8(truncatingIfNeeded: y * 3), noise, 255)
    }
    let bitmap = try #require(Bitmap(width: 97, height: 131, pixels: pixels))
    let size = CellSize(columns: 33, rows: 17)
    let cells = Self.cells(renderer.render(bitmap, size: size, graphics: .symbols(colors)))
    #expect(cells.count == 33 * 17)
    if colors == .palette256 {
      let themed = cells.flatMap { [$0.foreground, $0.background] }.filter {
        if case .indexed(let index) = $0 { index < 16 } else { false }
      }
      #expect(themed.isEmpty, "theme colours in a 256-colour picture: \(themed.prefix(5))")
    }
    let symbols = Set(cells.map(\.character))
    #expect(symbols.count > 3)
    for symbol in symbols {
      let scalars = symbol.unicodeScalars
      #expect(scalars.count == 1)
      let value = scalars.first?.value ?? 0
      #expect(value == 0x20 || (0x2580...0x259F).contains(value), "U+\(String(value, radix: 16))")
    }
  }

  @Test("no picture for .none, an empty size or a side over 500 cells")
  func nothingToDraw() throws {
    let bitmap = try #require(TestImages.solid(width: 4, height: 4, (1, 2, 3, 255)))
    #expect(renderer.render(bitmap, size: box, graphics: .none) == nil)
    #expect(
      renderer.render(bitmap, size: CellSize(columns: 0, rows: 5), graphics: .symbols(.trueColor))
        == nil)
    #expect(
      renderer.render(bitmap, size: CellSize(columns: 501, rows: 5), graphics: .kitty) == nil)
  }

  @Test("a one-pixel bitmap fills a one-cell box")
  func onePixel() throws {
    let bitmap = try #require(TestImages.solid(width: 1, height: 1, (0, 255, 0, 255)))
    let cells = Self.cells(
      renderer.render(bitmap, size: CellSize(columns: 1, rows: 1), graphics: .symbols(.trueColor)))
    #expect(cells.count == 1)
    #expect(cells.first.flatMap(Self.shown) == .rgb(0, 255, 0))
  }
}

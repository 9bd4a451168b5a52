import BookshelfCore
import BookshelfPresentation

/// A symbol picture as terminal text: one string per row of cells, each cell's colours as SGR
/// (`38;2;r;g;b`/`48;2;r;g;b` for 24-bit, `38;5;n`/`48;5;n` for the 256 palette, `30–37`/`90–97`
/// and `40–47`/`100–107` for the 16 colours, `39`/`49` for the default), a colour written only
/// when it changes, and every row ending with a reset (`ESC [0m`). Nothing else: the cells'
/// characters go through `CoverFrame.safe`.
enum CoverArtText {
  /// The rows of `cells` (row-major, `size.columns` per row; missing cells are blank).
  static func rows(_ cells: [CoverCell], size: CellSize) -> [String] {
    (0..<size.rows).map { row in
      var line = ""
      var foreground: CoverColor?
      var background: CoverColor?
      for column in 0..<size.columns {
        let index = row * size.columns + column
        guard index < cells.count else {
          if foreground != nil || background != nil { line += "\u{1B}[0m" }
          foreground = nil
          background = nil
          line += " "
          continue
        }
        let cell = cells[index]
        var codes: [String] = []
        if cell.foreground != foreground { codes.append(Self.code(cell.foreground, background: false)) }
        if cell.background != background { codes.append(Self.code(cell.background, background: true)) }
        if !codes.isEmpty { line += "\u{1B}[" + codes.joined(separator: ";") + "m" }
        foreground = cell.foreground
        background = cell.background
        line.append(CoverFrame.safe(cell.character))
      }
      return line + "\u{1B}[0m"
    }
  }

  /// The SGR parameters of one colour.
  static func code(_ color: CoverColor, background: Bool) -> String {
    switch color {
    case .rgb(let red, let green, let blue): "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
    case .indexed(let index) where index < 8: "\((background ? 40 : 30) + Int(index))"
    case .indexed(let index) where index < 16: "\((background ? 100 : 90) + Int(index) - 8)"
    case .indexed(let index): "\(background ? 48 : 38);5;\(index)"
    case .terminalDefault: background ? "49" : "39"
    }
  }
}

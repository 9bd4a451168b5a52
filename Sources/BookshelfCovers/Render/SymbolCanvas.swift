import BookshelfCore
import CChafa

/// A symbol picture: chafa draws the bitmap into a canvas of the fitted size, and each cell is
/// read back (`chafa_canvas_get_char_at`, `chafa_canvas_get_raw_colors_at`) into the padded,
/// row-major cell list.
enum SymbolCanvas {
  /// The cell a box keeps outside the picture.
  static let blank = CoverCell(
    character: " ", foreground: .terminalDefault, background: .terminalDefault)

  /// The symbols chafa may choose: space, solid, block (eighths), half and quadrant blocks;
  /// no wide characters.
  static let tags = ChafaSymbolTags(
    rawValue: CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue
      | CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_HALF.rawValue
      | CHAFA_SYMBOL_TAG_QUAD.rawValue)

  static func cells(of bitmap: Bitmap, fit: PictureFit, colors: SymbolColors) -> [CoverCell]? {
    guard let symbols = chafa_symbol_map_new() else { return nil }
    defer { chafa_symbol_map_unref(symbols) }
    chafa_symbol_map_add_by_tags(symbols, tags)
    chafa_symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_WIDE)
    guard let config = chafa_canvas_config_new() else { return nil }
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, Int32(fit.columns), Int32(fit.rows))
    chafa_canvas_config_set_canvas_mode(config, canvasMode(colors))
    chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS)
    chafa_canvas_config_set_symbol_map(config, symbols)  // copied by chafa
    guard let canvas = chafa_canvas_new(config) else { return nil }
    defer { chafa_canvas_unref(canvas) }
    draw(bitmap, on: canvas)

    var cells = [CoverCell](repeating: blank, count: fit.box.columns * fit.box.rows)
    for y in 0..<fit.rows {
      for x in 0..<fit.columns {
        var foreground: Int32 = -1
        var background: Int32 = -1
        chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
        cells[(fit.top + y) * fit.box.columns + fit.left + x] = CoverCell(
          character: character(chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))),
          foreground: color(foreground, colors), background: color(background, colors))
      }
    }
    return cells
  }

  /// Draws `bitmap` (straight, not premultiplied, alpha) stretched over the whole canvas.
  static func draw(_ bitmap: Bitmap, on canvas: OpaquePointer) {
    bitmap.pixels.withUnsafeBufferPointer { pixels in
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(bitmap.width),
        Int32(bitmap.height), Int32(bitmap.width * 4))
    }
  }

  static func canvasMode(_ colors: SymbolColors) -> ChafaCanvasMode {
    switch colors {
    case .trueColor: CHAFA_CANVAS_MODE_TRUECOLOR
    // 240: the colour cube and grey ramp only. Pens 0–15 follow the terminal's theme, so a
    // cover drawn with them would change colour from one theme to the next.
    case .palette256: CHAFA_CANVAS_MODE_INDEXED_240
    case .palette16: CHAFA_CANVAS_MODE_INDEXED_16
    }
  }

  /// A raw chafa colour: packed `0x00RRGGBB` in true colour, a pen 0–255 in indexed modes,
  /// negative for transparent (the terminal's default).
  static func color(_ raw: Int32, _ colors: SymbolColors) -> CoverColor {
    guard raw >= 0 else { return .terminalDefault }
    switch colors {
    case .trueColor:
      let value = UInt32(raw)
      return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    case .palette256:
      return raw <= 255 ? .indexed(UInt8(raw)) : .terminalDefault
    case .palette16:
      return raw <= 15 ? .indexed(UInt8(raw)) : .terminalDefault
    }
  }

  /// A symbol chafa chose; a space for anything that is not a printable scalar.
  static func character(_ code: UInt32) -> Character {
    guard code >= 0x20, let scalar = Unicode.Scalar(code) else { return " " }
    return Character(scalar)
  }
}

import BookshelfCore
import CChafa

/// A graphics protocol chafa can print a picture in.
enum PixelProtocol: Hashable, CaseIterable {
  case kitty, sixel, iterm2

  init?(_ graphics: TerminalGraphics) {
    switch graphics {
    case .kitty: self = .kitty
    case .sixel: self = .sixel
    case .iterm2: self = .iterm2
    case .symbols, .none: return nil
    }
  }

  var pixelMode: ChafaPixelMode {
    switch self {
    case .kitty: CHAFA_PIXEL_MODE_KITTY
    case .sixel: CHAFA_PIXEL_MODE_SIXELS
    case .iterm2: CHAFA_PIXEL_MODE_ITERM2
    }
  }

  /// The sequence a terminal must have for this protocol.
  var beginSequence: ChafaTermSeq {
    switch self {
    case .kitty: CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1
    case .sixel: CHAFA_TERM_SEQ_BEGIN_SIXELS
    case .iterm2: CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE
    }
  }

  /// An environment for which chafa's terminal database answers a terminal speaking it.
  var exemplaryEnvironment: [String: String] {
    switch self {
    case .kitty: ["TERM": "xterm-kitty"]
    case .sixel: ["TERM": "mlterm"]
    case .iterm2: ["TERM_PROGRAM": "iTerm.app"]
    }
  }
}

/// A picture as a kitty, sixel or iTerm2 escape sequence (`chafa_canvas_print`).
enum PixelCanvas {
  /// The largest picture sent, in pixels per side; larger boxes get smaller cell pixels.
  static let maxPixelsPerSide = 4096

  static func escapeSequence(
    of bitmap: Bitmap, fit: PictureFit, graphicsProtocol: PixelProtocol,
    cellPixels: (width: Int, height: Int)
  ) -> String? {
    let cellWidth = min(cellPixels.width, maxPixelsPerSide / fit.columns)
    let cellHeight = min(cellPixels.height, maxPixelsPerSide / fit.rows)
    guard cellWidth > 0, cellHeight > 0,
      let terminal = ChafaTerminal.info(for: graphicsProtocol.exemplaryEnvironment)
    else { return nil }
    defer { chafa_term_info_unref(terminal) }
    guard chafa_term_info_have_seq(terminal, graphicsProtocol.beginSequence) != 0,
      let config = chafa_canvas_config_new()
    else { return nil }
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, Int32(fit.columns), Int32(fit.rows))
    chafa_canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
    chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
    chafa_canvas_config_set_pixel_mode(config, graphicsProtocol.pixelMode)
    guard let canvas = chafa_canvas_new(config) else { return nil }
    defer { chafa_canvas_unref(canvas) }
    SymbolCanvas.draw(bitmap, on: canvas)
    guard let printed = chafa_canvas_print(canvas, terminal) else { return nil }
    defer { _ = g_string_free(printed, 1) }
    guard let text = printed.pointee.str, printed.pointee.len > 0 else { return nil }
    let body = text.withMemoryRebound(to: UInt8.self, capacity: Int(printed.pointee.len)) {
      String(decoding: UnsafeBufferPointer(start: $0, count: Int(printed.pointee.len)), as: UTF8.self)
    }
    return centring(fit) + body
  }

  /// Cursor movements from the top-left cell of the box to the top-left cell of the picture:
  /// `CSI n B` (down), `CSI n C` (right); empty when the picture fills the box.
  static func centring(_ fit: PictureFit) -> String {
    (fit.top > 0 ? "\u{1B}[\(fit.top)B" : "") + (fit.left > 0 ? "\u{1B}[\(fit.left)C" : "")
  }
}

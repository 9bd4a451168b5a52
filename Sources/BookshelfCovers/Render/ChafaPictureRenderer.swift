import BookshelfCore

/// The terminal renderer on libchafa: a bitmap fitted inside the cells (aspect kept, cells about
/// twice as tall as wide, centred), drawn as Unicode block symbols in 24-bit, 256 or 16 colours
/// (`CoverPicture.Content.cells`) or as a kitty, sixel or iTerm2 escape sequence
/// (`.escapeSequence`).
///
/// 256-colour pictures use pens 16–255 only (the colour cube and grey ramp): pens 0–15 follow
/// the terminal's theme. Symbols are single-width block elements only (space, full, half and
/// quadrant blocks, eighths), never wide characters. Cells outside the fitted picture are spaces
/// in the terminal's default colours. Every chafa and glib object a call makes is freed before
/// it returns; the renderer keeps no state and is safe to share between tasks.
public struct ChafaPictureRenderer: PictureRendering {
  /// The largest number of columns or rows drawn (500); a larger size draws nothing.
  public static let maxCellsPerSide = 500

  /// The width of one terminal cell in pixels assumed for pixel protocols (kitty, sixel,
  /// iTerm2), 1–64.
  public let cellPixelWidth: Int
  /// The height of one terminal cell in pixels, 1–64.
  public let cellPixelHeight: Int

  /// A renderer for cells `cellPixelWidth` × `cellPixelHeight` pixels large (the usual 10 × 20
  /// by default; out-of-range values are clamped to 1–64). The ratio of the two is the aspect
  /// the fitting keeps; for pixel protocols they also set the resolution of the picture sent.
  public init(cellPixelWidth: Int = 10, cellPixelHeight: Int = 20) {
    self.cellPixelWidth = min(max(cellPixelWidth, 1), 64)
    self.cellPixelHeight = min(max(cellPixelHeight, 1), 64)
  }

  /// `bitmap` fitted inside `size` and drawn for `graphics`.
  /// - Returns: `.cells` with exactly `size.columns * size.rows` cells, row-major, for
  ///   `.symbols`; for `.kitty`, `.sixel` and `.iterm2` an escape sequence that starts with
  ///   cursor movements (`CSI n B`, `CSI n C`) centring the picture inside `size` from the
  ///   cursor; nil for `.none`, an empty size, a side over `maxCellsPerSide`, or when chafa
  ///   fails.
  public func render(_ bitmap: Bitmap, size: CellSize, graphics: TerminalGraphics)
    -> CoverPicture?
  {
    guard size.columns > 0, size.rows > 0, size.columns <= Self.maxCellsPerSide,
      size.rows <= Self.maxCellsPerSide
    else { return nil }
    let fit = PictureFit(
      bitmap: bitmap, in: size,
      fontRatio: Float(cellPixelWidth) / Float(cellPixelHeight))
    switch graphics {
    case .none:
      return nil
    case .symbols(let colors):
      guard let cells = SymbolCanvas.cells(of: bitmap, fit: fit, colors: colors) else {
        return nil
      }
      return CoverPicture(size: size, content: .cells(cells))
    case .kitty, .sixel, .iterm2:
      guard let graphicsProtocol = PixelProtocol(graphics),
        let sequence = PixelCanvas.escapeSequence(
          of: bitmap, fit: fit, graphicsProtocol: graphicsProtocol,
          cellPixels: (cellPixelWidth, cellPixelHeight))
      else { return nil }
      return CoverPicture(size: size, content: .escapeSequence(sequence))
    }
  }
}

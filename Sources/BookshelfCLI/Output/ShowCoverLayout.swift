import BookshelfCore
import BookshelfPresentation

/// `show` with a cover: the picture (or the placeholder frame) beside the details when the
/// terminal has room for both (`pictureSize` + 2 columns + at least 40 for the details), else
/// above them.
///
/// Symbol pictures and the placeholder are text rows, written side by side with the detail
/// lines. A graphics-protocol picture (kitty, sixel, iTerm2) is one escape sequence whose
/// cursor movement differs between terminals, so its rows are first made (line breaks, then
/// back up), the cursor is saved (`ESC 7`), the picture written and the cursor restored
/// (`ESC 8`); each detail line then starts with a move right past the picture (`ESC [nC`) or,
/// above, after as many line breaks as the picture has rows.
struct ShowCoverLayout {
  /// The cells a cover takes in `show` (20 × 12).
  static let pictureSize = CellSize(columns: 20, rows: 12)
  /// Columns between the cover and the details.
  static let gap = 2
  /// The narrowest detail column beside a cover.
  static let minimumDetailWidth = 40

  let width: Int
  let language: Language
  let style: Style

  /// True when the cover goes beside the details at this width.
  var isBeside: Bool { width >= Self.pictureSize.columns + Self.gap + Self.minimumDetailWidth }

  /// The whole output (ending with a line break): `cover` and the lines `details(width, fitting)`
  /// makes for the width left to them; `fitting` is true beside the picture, where every line
  /// must fit that width (a longer one would wrap to column 0 through the picture).
  func text(cover: CoverOutcome<CoverPicture>, details: (_ width: Int, _ fitting: Bool) -> [String]) -> String
  {
    let size: CellSize
    let rows: [String]?
    var escape: String?
    switch cover {
    case .found(let picture):
      size = picture.size
      switch picture.content {
      case .cells(let cells): rows = CoverArtText.rows(cells, size: size)
      case .escapeSequence(let sequence):
        rows = nil
        escape = sequence
      }
    case .absent:
      size = Self.pictureSize
      rows = CoverFrame.placeholder(size, label: CoverText.noCover.text(in: language)).map(style.dim)
    }
    let beside = isBeside && width >= size.columns + Self.gap + Self.minimumDetailWidth
    let lines = beside ? details(width - size.columns - Self.gap, true) : details(width, false)
    if let escape { return Self.placed(escape, size: size, beside: beside, lines: lines) }
    let art = rows ?? []
    guard beside else { return (art + [""] + lines).map { $0 + "\n" }.joined() }
    let indent = String(repeating: " ", count: size.columns + Self.gap)
    var output = ""
    for index in 0..<max(art.count, lines.count) {
      let left = index < art.count ? art[index] + String(repeating: " ", count: Self.gap) : indent
      let right = index < lines.count ? lines[index] : ""
      output += (right.isEmpty && index < art.count ? art[index] : left + right) + "\n"
    }
    return output
  }

  /// An escape-sequence picture with `lines` beside or below it (see the type's comment).
  static func placed(_ sequence: String, size: CellSize, beside: Bool, lines: [String]) -> String {
    let rows = max(1, size.rows)
    var output = String(repeating: "\n", count: rows) + "\u{1B}[\(rows)A" + "\u{1B}7" + sequence + "\u{1B}8"
    if beside {
      let move = "\u{1B}[\(size.columns + gap)C"
      for line in lines { output += (line.isEmpty ? "" : move + line) + "\n" }
      if lines.count < rows { output += String(repeating: "\n", count: rows - lines.count) }
    } else {
      output += String(repeating: "\n", count: rows) + "\n"
      for line in lines { output += line + "\n" }
    }
    return output
  }
}

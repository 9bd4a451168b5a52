import BookshelfCore
import CChafa

/// Where a picture goes inside a cell box: its size in cells, aspect kept (through
/// `chafa_calc_canvas_geometry`), and its offset that centres it.
struct PictureFit: Hashable {
  /// The whole box.
  let box: CellSize
  /// Columns of the picture itself, 1…`box.columns`.
  let columns: Int
  /// Rows of the picture itself, 1…`box.rows`.
  let rows: Int

  /// `bitmap` fitted into `box` (both sides at least 1) for cells `fontRatio` (width / height)
  /// as wide as they are tall.
  init(bitmap: Bitmap, in box: CellSize, fontRatio: Float) {
    var width = Int32(clamping: box.columns)
    var height = Int32(clamping: box.rows)
    chafa_calc_canvas_geometry(
      Int32(clamping: bitmap.width), Int32(clamping: bitmap.height), &width, &height, fontRatio,
      1, 0)
    self.box = box
    columns = min(max(Int(width), 1), max(box.columns, 1))
    rows = min(max(Int(height), 1), max(box.rows, 1))
  }

  /// Empty columns left of the picture.
  var left: Int { (box.columns - columns) / 2 }
  /// Empty rows above the picture.
  var top: Int { (box.rows - rows) / 2 }
}

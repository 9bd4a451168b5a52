import BookshelfPresentation

/// Horizontal bar charts in text, one row per line: the label padded to a common column
/// (by display width, so Hangul labels line up), the count right-aligned, then the bar.
///
/// In a UTF-8 locale a bar is drawn in eighths of a column with the Unicode blocks
/// `▏▎▍▌▋▊▉█`; otherwise in whole columns of `#`. The largest value fills `barWidth` columns,
/// the others are scaled to it (rounded to the nearest eighth or column); a value above zero
/// always shows at least the smallest mark, zero shows none.
struct BarChart: Sendable {
  /// One bar: its label (already made safe for a terminal) and its value (0 or more).
  struct Row: Sendable, Equatable {
    let label: String
    let value: Int
  }

  let charset: Charset
  /// Columns of the label column; longer labels are cut with `…`.
  let labelWidth: Int
  /// Columns of the count column.
  let countWidth: Int
  /// Columns of the longest bar.
  let barWidth: Int

  /// The partial blocks of one to seven eighths of a column.
  static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// The lines of `rows`, each indented by two spaces, without trailing spaces.
  func lines(_ rows: [Row]) -> [String] {
    let largest = rows.map(\.value).max() ?? 0
    return rows.map { row in
      let count = String(row.value)
      let start =
        "  " + DisplayWidth.pad(row.label, to: labelWidth) + " "
        + String(repeating: " ", count: max(0, countWidth - count.count)) + count
      let drawn = bar(row.value, largest: largest)
      return drawn.isEmpty ? start : start + " " + drawn
    }
  }

  /// The bar of `value` when `largest` fills `barWidth` columns.
  func bar(_ value: Int, largest: Int) -> String {
    guard value > 0, largest > 0, barWidth > 0 else { return "" }
    switch charset {
    case .utf8:
      let eighthsLong = max(1, Int((Double(value) * Double(barWidth * 8) / Double(largest)).rounded()))
      let partial = eighthsLong % 8
      return String(repeating: "█", count: eighthsLong / 8)
        + (partial == 0 ? "" : String(Self.eighths[partial - 1]))
    case .ascii:
      let columns = max(1, Int((Double(value) * Double(barWidth) / Double(largest)).rounded()))
      return String(repeating: "#", count: columns)
    }
  }
}

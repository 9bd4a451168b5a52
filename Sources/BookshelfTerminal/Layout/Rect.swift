/// A rectangle of the screen, in cells: top-left corner (`row`, `column`) and size.
public struct Rect: Sendable, Hashable {
  /// First row (0-based).
  public var row: Int
  /// First column (0-based).
  public var column: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A rectangle; negative sizes count as 0.
  public init(row: Int, column: Int, width: Int, height: Int) {
    self.row = row
    self.column = column
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The row after the last one.
  public var bottom: Int { row + height }
}

/// The position in a scrolling list: the selected item and the first item shown.
public struct ListCursor: Sendable, Hashable {
  /// Index of the selected item (0-based).
  public var selected = 0
  /// Index of the first visible item.
  public var top = 0

  /// A cursor on the first item.
  public init(selected: Int = 0, top: Int = 0) {
    self.selected = selected
    self.top = top
  }

  /// Moves the selection by `delta` items, staying within `0..<count`.
  public mutating func move(by delta: Int, count: Int) {
    selected = max(0, min(count - 1, selected + delta))
  }

  /// Keeps the selection within `0..<count` and scrolls so it is among the `visible` items shown.
  public mutating func clamp(count: Int, visible: Int) {
    guard count > 0 else {
      selected = 0
      top = 0
      return
    }
    let shown = max(1, visible)
    selected = max(0, min(count - 1, selected))
    if selected < top { top = selected }
    if selected >= top + shown { top = selected - shown + 1 }
    top = max(0, min(top, max(0, count - shown)))
  }

  /// This cursor after `clamp(count:visible:)`.
  public func clamped(count: Int, visible: Int) -> ListCursor {
    var copy = self
    copy.clamp(count: count, visible: visible)
    return copy
  }
}

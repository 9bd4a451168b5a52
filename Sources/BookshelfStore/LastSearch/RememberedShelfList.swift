import BookshelfCore

/// The rows of the last `shelf` listing printed in one data folder, so that `remove 3`, `edit 3`
/// and `show 3` right after `bookshelf shelf` name row 3 of that listing, not of an older search.
/// Rows are numbered from 1 as the listing prints them; each row is the entry's shelf key
/// (`ShelfEntry.key(for:)`), looked up on the shelf when used, so an edit made since is seen.
public struct RememberedShelfList: Codable, Sendable, Hashable {
  /// The shelf keys in the order printed (row 1 first).
  public var keys: [String]
  /// Whether the listing was filtered (`--status`, `--tag`, `--query`).
  public var filtered: Bool

  /// At most this many rows are remembered (a shelf key is short: 10,000 keep the file small).
  public static let maxRows = 10_000
  /// The longest shelf key kept (an id longer than this is not a key the shelf made).
  public static let maxKeyBytes = 512

  /// A listing to remember: its first `maxRows` keys.
  public init(keys: [String], filtered: Bool) {
    self.keys = Array(keys.prefix(Self.maxRows))
    self.filtered = filtered
  }

  /// The numbers of the remembered rows (nil when the listing was empty).
  public var rows: ClosedRange<Int>? { keys.isEmpty ? nil : 1...keys.count }

  /// The shelf key printed as row `row`, or nil when the listing has no such row.
  public func key(row: Int) -> String? {
    guard let rows, rows.contains(row) else { return nil }
    return keys[row - 1]
  }
}

import BookshelfCore

/// What an import did: how many entries it added, updated or found unchanged, which rows it
/// skipped and why, and which values it left out.
public struct ImportReport: Sendable, Hashable, Codable {
  /// A row that was not imported.
  public struct SkippedRow: Sendable, Hashable, Codable {
    /// The 1-based line where the row starts (CSV), or the 1-based position in the array (JSON).
    public var line: Int
    /// Why, in English, e.g. `My Rating "7" is not 0–5` or `the same book as line 12`.
    public var reason: String

    /// Creates a skipped row.
    public init(line: Int, reason: String) {
      self.line = line
      self.reason = reason
    }
  }

  /// Entries that were not on the shelf before.
  public var added = 0
  /// Entries that were on the shelf with other values.
  public var updated = 0
  /// Entries that were on the shelf with exactly these values.
  public var unchanged = 0
  /// Rows not imported, in file order.
  public var skipped: [SkippedRow] = []
  /// Values of imported rows that no book can have (`averageRating` 1e300, a negative count),
  /// left out of the saved entry, in file order, each with its `line`.
  public var droppedNumbers: [DroppedNumber] = []

  /// Creates a report.
  public init(
    added: Int = 0, updated: Int = 0, unchanged: Int = 0, skipped: [SkippedRow] = [],
    droppedNumbers: [DroppedNumber] = []
  ) {
    self.added = added
    self.updated = updated
    self.unchanged = unchanged
    self.skipped = skipped
    self.droppedNumbers = droppedNumbers
  }

  /// Rows read: added + updated + unchanged + skipped.
  public var total: Int { added + updated + unchanged + skipped.count }
}

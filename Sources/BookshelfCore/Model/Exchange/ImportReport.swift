/// What an import did: how many entries it added, updated or found unchanged, which rows it
/// skipped and why, what it changed or left out in rows it imported (cells, numbers no book can
/// have), and how it read dates.
public struct ImportReport: Sendable, Hashable, Codable {
  /// A row that was not imported.
  public struct SkippedRow: Sendable, Hashable, Codable {
    /// The 1-based line where the row starts (CSV), or the 1-based position in the array (JSON).
    public var line: Int
    /// Why, e.g. `My Rating "7" is not 0–5` or `the same book as line 12`.
    public var reason: SkipReason

    /// Creates a skipped row.
    public init(line: Int, reason: SkipReason) {
      self.line = line
      self.reason = reason
    }
  }

  /// A cell of an imported row that was left out or changed (the row itself was imported).
  public struct Warning: Sendable, Hashable, Codable {
    /// What happened to the cell.
    public enum Kind: String, Sendable, Hashable, Codable {
      /// Not a date (`########`, text): the entry was imported without it (`Date Added`: the
      /// import's time).
      case unreadableDate
      /// `My Rating` with a fraction (`3.5`): rounded half up to whole stars (`replacement`).
      case ratingRounded
      /// An identifier (`Book Id`, `ISBN`, `ISBN13`) in scientific notation (`2.48E+08`): a
      /// spreadsheet rounded it, its digits are lost, so it was ignored.
      case scientificNotation
    }

    /// The 1-based line where the row starts.
    public var line: Int
    /// What was left out or changed in that cell.
    public var kind: Kind
    /// The column, as the file's header names it (`Date Read`).
    public var column: String
    /// The cell as written.
    public var value: String
    /// What was imported instead (`4` for a rating of `3.5`), or nil when nothing was.
    public var replacement: String?

    /// Creates a warning.
    public init(line: Int, kind: Kind, column: String, value: String, replacement: String? = nil) {
      self.line = line
      self.kind = kind
      self.column = column
      self.value = value
      self.replacement = replacement
    }
  }

  /// How the dates of a file written with the year last (`3/25/2024`, `25/3/2024`, as a
  /// spreadsheet saves them) were read: one order for the whole file.
  public struct DateOrder: Sendable, Hashable, Codable {
    /// Which of the two numbers before the year is the month (raw value: the order as shown).
    public enum Order: String, Sendable, Hashable, Codable {
      case monthDayYear = "month/day/year"
      case dayMonthYear = "day/month/year"
    }

    /// The order every year-last date of the file was read in.
    public var order: Order
    /// The first line with a date only this order can read (`25/3/2024` for day/month/year),
    /// or nil when no date decides and month/day/year was assumed.
    public var line: Int?
    /// That date as written, or nil.
    public var example: String?

    /// Creates a date order.
    public init(order: Order, line: Int? = nil, example: String? = nil) {
      self.order = order
      self.line = line
      self.example = example
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
  /// Cells left out or changed in rows that were imported, in file order.
  public var warnings: [Warning] = []
  /// How dates written with the year last were read, or nil when the file has none (Goodreads'
  /// own `yyyy/MM/dd`, our CSV, JSON).
  public var dateOrder: DateOrder?
  /// Numbers no book can have (a rating of `inf`, a price of `-5`) removed from imported rows,
  /// in file order; the rows themselves were imported.
  public var droppedNumbers: [DroppedNumber] = []

  /// Creates a report.
  public init(
    added: Int = 0, updated: Int = 0, unchanged: Int = 0, skipped: [SkippedRow] = [],
    warnings: [Warning] = [], dateOrder: DateOrder? = nil, droppedNumbers: [DroppedNumber] = []
  ) {
    self.added = added
    self.updated = updated
    self.unchanged = unchanged
    self.skipped = skipped
    self.warnings = warnings
    self.dateOrder = dateOrder
    self.droppedNumbers = droppedNumbers
  }

  /// Decodes a report; `warnings` and `dateOrder` may be absent (reports written before they
  /// existed).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    added = try container.decode(Int.self, forKey: .added)
    updated = try container.decode(Int.self, forKey: .updated)
    unchanged = try container.decode(Int.self, forKey: .unchanged)
    skipped = try container.decode([SkippedRow].self, forKey: .skipped)
    warnings = try container.decodeIfPresent([Warning].self, forKey: .warnings) ?? []
    dateOrder = try container.decodeIfPresent(DateOrder.self, forKey: .dateOrder)
    droppedNumbers = try container.decodeIfPresent([DroppedNumber].self, forKey: .droppedNumbers) ?? []
  }

  /// Rows read: added + updated + unchanged + skipped.
  public var total: Int { added + updated + unchanged + skipped.count }
}

import BookshelfCore

/// An `ImportReport` as JSON for people and scripts (`bookshelf import --json` and the web
/// API's `POST /api/shelf/import`): the counts, each skipped row as
/// `{"line": N, "code": "bad_rating", "message": "<text in the language>"}`, each warning as
/// `{"line", "code", "column", "value", "replacement", "message"}`, `dateOrder` (`{"order",
/// "line", "example"}` or null) and `droppedNumbers` (`{"field", "value", "problem", "line"}`).
/// Codes are stable snake_case names (`ImportReportJSON.code(of:)`); messages are for reading.
public struct ImportReportJSON: Encodable, Sendable {
  /// A skipped row.
  public struct Skipped: Encodable, Sendable, Equatable {
    /// The 1-based line (CSV) or array position (JSON).
    public let line: Int
    /// Why, as a stable code (`bad_rating`, `same_book`, …).
    public let code: String
    /// Why, in the report's language.
    public let message: String
  }

  /// A cell left out or changed in an imported row.
  public struct Warning: Encodable, Sendable, Equatable {
    /// The 1-based line.
    public let line: Int
    /// `unreadable_date`, `rating_rounded` or `scientific_notation`.
    public let code: String
    /// The column as the file's header names it.
    public let column: String
    /// The cell as written.
    public let value: String
    /// What was imported instead, or null.
    public let replacement: String?
    /// The warning in the report's language (`<file> line N: …`).
    public let message: String

    enum CodingKeys: String, CodingKey { case line, code, column, value, replacement, message }

    /// Encodes every key, `replacement` as null when absent.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(line, forKey: .line)
      try c.encode(code, forKey: .code)
      try c.encode(column, forKey: .column)
      try c.encode(value, forKey: .value)
      try c.encode(replacement, forKey: .replacement)
      try c.encode(message, forKey: .message)
    }
  }

  /// Entries added.
  public let added: Int
  /// Entries updated.
  public let updated: Int
  /// Entries already saved with these values.
  public let unchanged: Int
  /// Rows not imported, in file order.
  public let skipped: [Skipped]
  /// Cells left out or changed, in file order.
  public let warnings: [Warning]
  /// How dates written year last were read, or null.
  public let dateOrder: ImportReport.DateOrder?
  /// Numbers no book can have, removed from imported rows.
  public let droppedNumbers: [DroppedNumber]

  enum CodingKeys: String, CodingKey {
    case added, updated, unchanged, skipped, warnings, dateOrder, droppedNumbers
  }

  /// The report's JSON with its texts in `language`; warnings name the file `path`.
  public init(_ report: ImportReport, path: String, language: Language) {
    added = report.added
    updated = report.updated
    unchanged = report.unchanged
    skipped = report.skipped.map {
      Skipped(line: $0.line, code: Self.code(of: $0.reason), message: $0.reason.text(in: language))
    }
    warnings = report.warnings.map { warning in
      let message: ImportWarningMessage =
        switch warning.kind {
        case .unreadableDate:
          .unreadableDate(path: path, line: warning.line, column: warning.column, value: warning.value)
        case .ratingRounded:
          .ratingRounded(
            path: path, line: warning.line, value: warning.value, rating: warning.replacement ?? "0")
        case .scientificNotation:
          .scientificNotation(path: path, line: warning.line, column: warning.column, value: warning.value)
        }
      return Warning(
        line: warning.line, code: Self.code(of: warning.kind), column: warning.column, value: warning.value,
        replacement: warning.replacement, message: message.text(in: language))
    }
    dateOrder = report.dateOrder
    droppedNumbers = report.droppedNumbers
  }

  /// Encodes every key, `dateOrder` as null when absent.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(added, forKey: .added)
    try c.encode(updated, forKey: .updated)
    try c.encode(unchanged, forKey: .unchanged)
    try c.encode(skipped, forKey: .skipped)
    try c.encode(warnings, forKey: .warnings)
    try c.encode(dateOrder, forKey: .dateOrder)
    try c.encode(droppedNumbers, forKey: .droppedNumbers)
  }

  /// Every code a skipped row can have, in `SkipReason`'s order.
  public static let skipCodes = [
    "bad_csv_record", "no_title", "no_id", "no_item_id", "not_aladin_item", "not_book_object", "title_empty",
    "no_isbn_no_id", "not_isbn", "not_iso_date", "bad_status", "bad_rating", "bad_my_rating",
    "book_id_not_number", "same_book", "text_too_long", "key_missing", "wrong_type", "decoding",
  ]

  /// Every code a warning can have.
  public static let warningCodes = ["unreadable_date", "rating_rounded", "scientific_notation"]

  /// The stable code of a skip reason (one of `skipCodes`).
  public static func code(of reason: SkipReason) -> String {
    switch reason {
    case .csv: "bad_csv_record"
    case .noTitle: "no_title"
    case .noID: "no_id"
    case .noItemID: "no_item_id"
    case .notAladinItem: "not_aladin_item"
    case .notBookObject: "not_book_object"
    case .titleEmpty: "title_empty"
    case .noISBNNoID: "no_isbn_no_id"
    case .notISBN: "not_isbn"
    case .notISODate: "not_iso_date"
    case .badStatus: "bad_status"
    case .badRating: "bad_rating"
    case .badProgress: "bad_progress"
    case .badMyRating: "bad_my_rating"
    case .bookIDNotNumber: "book_id_not_number"
    case .sameBook: "same_book"
    case .textTooLong: "text_too_long"
    case .keyMissing: "key_missing"
    case .wrongType: "wrong_type"
    case .decoding: "decoding"
    case .notNLKBook: "not_nlk_book"
    }
  }

  /// The stable code of a warning's kind (one of `warningCodes`).
  public static func code(of kind: ImportReport.Warning.Kind) -> String {
    switch kind {
    case .unreadableDate: "unreadable_date"
    case .ratingRounded: "rating_rounded"
    case .scientificNotation: "scientific_notation"
    }
  }
}

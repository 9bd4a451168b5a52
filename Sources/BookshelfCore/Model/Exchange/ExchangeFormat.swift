/// A file format for `bookshelf import` / `export`.
public enum ExchangeFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// Bookshelf's own JSON: an array of `ShelfEntry` (lossless round trip).
  case json
  /// Bookshelf's own CSV: a header row of `ShelfCSV.columns`, one entry per row.
  case csv
  /// The Goodreads "Export Library" CSV (24- or 31-column layout, mapped by header name).
  case goodreads
}

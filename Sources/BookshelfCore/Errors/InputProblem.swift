/// What could not be read (`BookshelfError.invalidInput`): a file, a row of it, or a value.
public enum InputSubject: Sendable, Equatable {
  /// A file, by its path.
  case file(String)
  /// One row of a file: its path, how rows are counted and the row's number (1-based).
  case row(path: String, unit: RowUnit, number: Int)
  /// The Book JSON given to `save --json`.
  case bookJSON
  /// A book, by its id.
  case book(id: String)
}

/// How the rows of an import file are counted: CSV lines or JSON array entries (elements).
public enum RowUnit: String, Sendable, Equatable, Codable {
  /// A CSV line (the line where the record starts).
  case line
  /// An element of a JSON array (shelf import: an entry).
  case entry
  /// An element of a JSON array (catalog import).
  case element
}

/// Why an input could not be read, with the data the message needs (our own reasons only;
/// a decoder's or system's text travels as `SkipReason.decoding`).
public enum InputProblem: Sendable, Equatable {
  /// The import file itself cannot be used (missing, a directory, a FIFO, unreadable, empty).
  case file(FileProblem)
  /// The bytes are not UTF-8 text (from `line` on, when known).
  case notUTF8(line: Int?)
  /// The file is empty (no header row).
  case empty
  /// The CSV header row was dropped by the reader.
  case headerMalformed(CSVProblem)
  /// The CSV header lacks a column: any of `alternatives` would do.
  case headerMissingColumn(alternatives: [String])
  /// The CSV header is not the one a catalog format needs.
  case notCatalogFormat(CatalogHeader)
  /// A quoted field is not closed before the end of the file.
  case quoteNotClosed
  /// Dropped records swallowed most of the file: `skipped` of its `lines` lines.
  case mostlySwallowed(skipped: Int, lines: Int)
  /// The file is not a JSON array (`ofBooks`: of books, for the Book JSON format).
  case notJSONArray(ofBooks: Bool)
  /// The file is not a JSON array of shelf entries.
  case notShelfJSON
  /// The JSON array (or object) ends before its closing bracket.
  case jsonNotClosed(object: Bool)
  /// A JSON object without the `key` array.
  case jsonObjectWithoutArray(key: String)
  /// Text after the JSON array (or object), on `line`.
  case textAfterJSON(object: Bool, line: Int)
  /// Standard input is longer than `limit` bytes.
  case standardInputTooLong(limit: Int)
  /// A book given for a saved entry is another book (the entry's key).
  case notTheSavedBook(key: String)
  /// Not a JSON object (Book JSON).
  case notJSONObject
  /// A key of the Book JSON is missing (its name).
  case keyMissing(String)
  /// A value of the Book JSON has the wrong type (its key path).
  case wrongType(String)
  /// The row or value has this problem.
  case row(SkipReason)
  /// A JSON import file has more than `limit` entries.
  case tooManyEntries(limit: Int)
  /// The file ends inside its `record`th record (1-based) or after it, before its document
  /// is closed: it was cut short.
  case jsonCutShort(record: Int)
  /// The `record`th record (1-based) is longer than `bytes` bytes or nested deeper than
  /// `depth` levels.
  case jsonRecordTooLarge(record: Int, bytes: Int, depth: Int)
}

/// The catalog formats whose CSV header is checked (`InputProblem.notCatalogFormat`).
public enum CatalogHeader: Sendable, Equatable {
  case goodbooks, gutenberg, goodreads, plainCSV
}

/// Why the CSV reader dropped a record (the same cases in shelf and catalog imports).
public enum CSVProblem: Sendable, Equatable, Codable, Hashable {
  /// Text follows the closing quote of field `field` (strict mode).
  case textAfterQuote(field: Int)
  /// Field `field` is longer than 1 MiB.
  case fieldTooLong(field: Int)
  /// The record is longer than 8 MiB or has more than 65,536 fields.
  case recordTooLong
  /// Quoted field `field` ran past 1 MiB; the reader skipped to the end of line `line`.
  case runawayQuote(field: Int, line: Int)
  /// The record spans `count` lines, more than 100: lines `first`–`last` were skipped.
  case spansManyLines(count: Int, first: Int, last: Int)
}

/// Why one row of an import was skipped (or refused without `--partial`).
public enum SkipReason: Sendable, Equatable, Codable, Hashable {
  /// The CSV reader dropped the record.
  case csv(CSVProblem)
  /// No title (catalog import).
  case noTitle
  /// A required id column is empty (catalog import): the column's name (`book_id`,
  /// `gutenberg_id`, `Book Id`).
  case noID(column: String)
  /// An Aladin item without `itemId` or ISBN.
  case noItemID
  /// A JSON element that is not an Aladin item object.
  case notAladinItem
  /// A JSON element that is not a Book object.
  case notBookObject
  /// The title is empty (shelf import, save).
  case titleEmpty
  /// No ISBN and no id (shelf CSV).
  case noISBNNoID
  /// `column` holds `value`, which is not a valid ISBN.
  case notISBN(column: String, value: String)
  /// `column` holds `value`, which is not an ISO 8601 date.
  case notISODate(column: String, value: String)
  /// A status other than want, reading or read.
  case badStatus(String)
  /// A rating that is not a whole number from 1 to 5.
  case badRating(String)
  /// A Goodreads `My Rating` that is not a whole number from 0 to 5.
  case badMyRating(String)
  /// A Goodreads `Book Id` that is not a number.
  case bookIDNotNumber(String)
  /// The same book as an earlier row (`unit` and number).
  case sameBook(unit: RowUnit, number: Int)
  /// A text field longer than `TextLimits` allows (the JSON field name and the limit, bytes).
  case textTooLong(field: String, limit: Int)
  /// A JSON key is missing (the key path).
  case keyMissing(String)
  /// A JSON value has the wrong type (the key path).
  case wrongType(String)
  /// A decoder's own message (foreign text, shown as is).
  case decoding(String)
  /// A `progress` cell that is not `120/350` or `40%` (shelf CSV).
  case badProgress(String)
  /// A JSON-LD `@graph` node that is not an NLK book record (not an object, or its `@type`
  /// names no `Book`).
  case notNLKBook
}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A `Book` given by a user as JSON (`save --json -`, the web API's `PUT /api/shelf/{id}`),
/// checked once for both.
extension Book {
  /// A `Book` from JSON as printed by `search --json` (one element of `books`) or `show --json`.
  /// - Throws: `.invalidInput(what: .bookJSON, …)` for anything else, or an invalid ISBN;
  ///   `.textTooLong` naming the first field over its `TextLimits`.
  public static func decodeUserJSON(_ data: Data) throws(BookshelfError) -> Book {
    let book: Book
    do {
      book = try JSONDecoder().decode(Book.self, from: data)
    } catch {
      throw .invalidInput(what: .bookJSON, problem: InputProblem(decoding: error))
    }
    try book.checkAsUserInput()
    return book
  }

  /// Checks a book a user gave: `isbn13`/`isbn10` valid when present, a title that is not
  /// blank, every text within `TextLimits`.
  /// - Throws: `.invalidInput(what: .bookJSON, …)`; `.textTooLong` naming the field.
  public func checkAsUserInput() throws(BookshelfError) {
    for (name, value) in [("isbn13", isbn13), ("isbn10", isbn10)] {
      if let value, ISBN.parse(value) == nil {
        throw .invalidInput(what: .bookJSON, problem: .row(.notISBN(column: name, value: value)))
      }
    }
    guard !title.trimmingWhitespace().isEmpty else {
      throw .invalidInput(what: .bookJSON, problem: .row(.titleEmpty))
    }
    if let violation = TextLimits.violation(in: self) { throw violation.error }
  }
}

extension InputProblem {
  /// The problem a `DecodingError` describes: a missing key, a value of the wrong type
  /// (its dotted path), or not a JSON object at all.
  public init(decoding error: any Error) {
    switch error {
    case DecodingError.keyNotFound(let key, _): self = .keyMissing(key.stringValue)
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      self = .wrongType(context.codingPath.map(\.stringValue).joined(separator: "."))
    default: self = .notJSONObject
    }
  }
}

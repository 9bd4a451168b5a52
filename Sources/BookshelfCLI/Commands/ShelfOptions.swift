import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// Parsing of the options shared by the shelf commands.
enum ShelfOptions {
  /// `want`, `reading` or `read` (case-insensitive).
  /// - Throws: `.invalidStatus` (exit 2).
  static func status(_ text: String) throws(BookshelfError) -> ReadingStatus {
    guard let status = ReadingStatus(rawValue: text.trimmingWhitespace().lowercased()) else {
      throw .invalidStatus(text)
    }
    return status
  }

  /// A whole number 1–5.
  /// - Throws: `.invalidRating` (exit 2).
  static func rating(_ text: String) throws(BookshelfError) -> Int {
    guard let rating = Int(text.trimmingWhitespace()), (1...5).contains(rating) else {
      throw .invalidRating(text)
    }
    return rating
  }

  /// `json`, `csv` or `goodreads`.
  /// - Throws: a usage error naming the choices (exit 2).
  static func format(_ text: String, spec: CommandSpec, language: Language) throws(BookshelfError)
    -> ExchangeFormat
  {
    guard let format = ExchangeFormat(rawValue: text.trimmingWhitespace().lowercased()) else {
      throw ArgumentParser.usage(
        .usageUnknownFormat,
        ["name": text, "choices": ExchangeFormat.allCases.map(\.rawValue).joined(separator: ", ")],
        spec, language)
    }
    return format
  }

  /// `added`, `title`, `author` or `rating`.
  /// - Throws: a usage error naming the choices (exit 2).
  static func sort(_ text: String, spec: CommandSpec, language: Language) throws(BookshelfError)
    -> ShelfSort
  {
    guard let sort = ShelfSort(rawValue: text.trimmingWhitespace().lowercased()) else {
      throw ArgumentParser.usage(
        .unknownSort,
        ["name": text, "choices": ShelfSort.allCases.map(\.rawValue).joined(separator: ", ")],
        spec, language)
    }
    return sort
  }

  /// Exactly one positional argument, named `argument` in the usage error.
  static func single(
    _ arguments: ParsedArguments, argument: String, spec: CommandSpec, language: Language
  ) throws(BookshelfError) -> String {
    guard let first = arguments.positionals.first else {
      throw ArgumentParser.usage(
        .usageMissingArgument, ["command": spec.name, "argument": argument], spec, language)
    }
    if arguments.positionals.count > 1 {
      throw ArgumentParser.usage(
        .usageExtraArgument, ["command": spec.name, "argument": arguments.positionals[1]], spec,
        language)
    }
    return first
  }
}

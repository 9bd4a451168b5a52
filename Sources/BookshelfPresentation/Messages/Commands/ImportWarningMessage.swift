import BookshelfCore

/// The cells `bookshelf import` left out or changed in a file saved by a spreadsheet, and how
/// it read dates written with the year last. Cell values are clipped by the caller.
public enum ImportWarningMessage: BilingualText, Equatable {
  /// The order of day and month in dates written year last.
  public enum DateOrder: Sendable, Hashable, CaseIterable {
    case dayMonthYear, monthDayYear
  }

  /// `column` of `line` holds `value`, which is not a date; the book was imported without it.
  case unreadableDate(path: String, line: Int, column: String, value: String)
  /// My Rating `value` of `line` is not whole stars; it was rounded to `rating`.
  case ratingRounded(path: String, line: Int, value: String, rating: String)
  /// `column` of `line` holds `value`, a number a spreadsheet wrote in scientific notation.
  case scientificNotation(path: String, line: Int, column: String, value: String)
  /// `count` more lines have the same problem in `column`.
  case more(path: String, count: Int, column: String)
  /// Dates were read in `order`, because `example` on `line` can only be read that way.
  case datesRead(DateOrder, line: Int, example: String)
  /// Dates were read month/day/year, as Goodreads writes them: no date told the order.
  case datesAssumedMonthDayYear

  /// The text in English.
  public var english: String {
    switch self {
    case .unreadableDate(let path, let line, let column, let value):
      "\(path) line \(line): \(column) \"\(value)\" is not a date; the book was imported without it"
    case .ratingRounded(let path, let line, let value, let rating):
      "\(path) line \(line): My Rating \"\(value)\" is not whole stars; it was rounded to \(rating)"
    case .scientificNotation(let path, let line, let column, let value):
      "\(path) line \(line): \(column) \"\(value)\" lost its digits to a spreadsheet (scientific notation) "
        + "and was ignored"
    case .more(let path, let count, let column):
      "\(path): … and \(count) more lines with the same problem in \(column)"
    case .datesRead(.dayMonthYear, let line, let example):
      "Dates were read as day/month/year (\(example) on line \(line) can only be read that way)."
    case .datesRead(.monthDayYear, let line, let example):
      "Dates were read as month/day/year (\(example) on line \(line) can only be read that way)."
    case .datesAssumedMonthDayYear:
      "Dates were read as month/day/year, as Goodreads writes them: no date in the file tells "
        + "day/month/year from month/day/year."
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .unreadableDate(let path, let line, let column, let value):
      "\(path) \(line)번째 줄: \(column) \(Self.topic(value)) 날짜가 아니어서 이 날짜 없이 책을 가져왔습니다"
    case .ratingRounded(let path, let line, let value, let rating):
      "\(path) \(line)번째 줄: My Rating \(Self.topic(value)) 정수가 아니어서 \(rating)점으로 반올림했습니다"
    case .scientificNotation(let path, let line, let column, let value):
      "\(path) \(line)번째 줄: \(column) \(Self.topic(value)) 스프레드시트가 지수 표기로 바꾸면서 자릿수를 잃어 무시했습니다"
    case .more(let path, let count, let column):
      "\(path): … 그 밖에 \(column) 열에 같은 문제가 있는 줄 \(count)개"
    case .datesRead(.dayMonthYear, let line, let example):
      "날짜를 일/월/연도 순서로 읽었습니다(\(line)번째 줄의 \(KoreanParticle.topic.after(example)) 이 순서로만 읽을 수 있습니다)."
    case .datesRead(.monthDayYear, let line, let example):
      "날짜를 월/일/연도 순서로 읽었습니다(\(line)번째 줄의 \(KoreanParticle.topic.after(example)) 이 순서로만 읽을 수 있습니다)."
    case .datesAssumedMonthDayYear:
      "날짜를 Goodreads처럼 월/일/연도 순서로 읽었습니다. 파일의 어느 날짜로도 일/월/연도인지 월/일/연도인지 알 수 없습니다."
    }
  }

  /// `"value"` and the topic particle its last sound takes (`"3.5"는`, `"####"은(는)`).
  private static func topic(_ value: String) -> String {
    KoreanParticle.topic.after("\"\(value)\"")
  }
}

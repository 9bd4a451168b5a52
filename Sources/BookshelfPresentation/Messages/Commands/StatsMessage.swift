import BookshelfCore

/// The words of `bookshelf stats`: headings, labels and the goal line.
public enum StatsMessage: BilingualText, Equatable {
  /// The first line: the number of saved books, of the whole shelf or of one year.
  case total(Int, year: Int?)
  /// Heading of the books by reading status.
  case byStatus
  /// Heading of the books read per year.
  case perYear
  /// Heading of the books read per month of `year`.
  case perMonth(year: Int)
  /// Heading of the rating histogram.
  case ratings
  /// The label of books without a rating in the histogram.
  case unrated
  /// Heading of the most used tags.
  case topTags
  /// Heading of the authors with the most saved books.
  case topAuthors
  /// The mean number of days from start to finish.
  case averageDays(Double)
  /// No read book has both a start and a finish date.
  case noAverageDays
  /// No book was read (status read with a finish date) in the shown span.
  case nothingRead
  /// `booksRead` of `target` in `year`, `ahead` books ahead of the schedule (negative: behind);
  /// when the whole goal was due (a past year), how many books it was short by.
  case goal(booksRead: Int, target: Int, year: Int, ahead: Int)
  /// No goal is set: how to set one.
  case noGoal
  /// `stats --goal N` stored the goal in the config file at `path` (0 removed it).
  case goalStored(Int, path: String)
  /// The short name of a month, 1…12, as the month chart labels it.
  case month(Int)
  /// The title of the pages-per-year chart.
  case pagesPerYear
  /// The title of the pages-per-month chart of `year`.
  case pagesPerMonth(year: Int)

  /// The text in English.
  public var english: String {
    switch self {
    case .total(let count, let year?): "\(EnglishCount.of(count, "book")) on the shelf in \(year)"
    case .total(let count, nil): "\(EnglishCount.of(count, "book")) on the shelf"
    case .byStatus: "By status"
    case .perYear: "Books read per year"
    case .perMonth(let year): "Books read per month, \(year)"
    case .ratings: "Your ratings"
    case .unrated: "unrated"
    case .topTags: "Top tags"
    case .topAuthors: "Top authors"
    case .averageDays(let days):
      "Average time to finish: \(BookFormat.oneDecimal(days)) \(days == 1 ? "day" : "days")"
    case .noAverageDays: "Average time to finish: no read book has both a start and a finish date"
    case .nothingRead: "No book read yet (status read with a finish date)."
    case .goal(let read, let target, let year, let ahead):
      "Reading goal: \(BookFormat.count(read)) of \(EnglishCount.of(target, "book")) read in \(year), "
        + Self.englishSchedule(read: read, target: target, ahead: ahead)
    case .noGoal: "No reading goal: set one with 'bookshelf stats --goal N' (books a year)."
    case .goalStored(0, let path): "Reading goal removed from \(path)."
    case .goalStored(let target, let path):
      "Reading goal set to \(EnglishCount.of(target, "book")) a year (in \(path))."
    case .month(let month): Self.englishMonths[max(0, min(11, month - 1))]
    case .pagesPerYear: "Pages read per year (books with a page count)"
    case .pagesPerMonth(let year): "Pages read per month, \(year)"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .total(let count, let year?): "\(year)년 책장의 책 \(BookFormat.count(count))권"
    case .total(let count, nil): "책장의 책 \(BookFormat.count(count))권"
    case .byStatus: "상태별"
    case .perYear: "해마다 읽은 책"
    case .perMonth(let year): "\(year)년 달마다 읽은 책"
    case .ratings: "내 별점"
    case .unrated: "별점 없음"
    case .topTags: "많이 쓴 태그"
    case .topAuthors: "많이 저장한 저자"
    case .averageDays(let days): "다 읽는 데 걸린 시간: 평균 \(BookFormat.oneDecimal(days))일"
    case .noAverageDays: "다 읽는 데 걸린 시간: 시작한 날과 다 읽은 날이 모두 있는 책이 없습니다"
    case .nothingRead: "아직 다 읽은 책이 없습니다 (다 읽은 날짜가 있는 다 읽은 책)."
    case .goal(let read, let target, let year, let ahead):
      "독서 목표: \(year)년 \(BookFormat.count(target))권 중 \(BookFormat.count(read))권 읽음, "
        + Self.koreanSchedule(read: read, target: target, ahead: ahead)
    case .noGoal: "독서 목표가 없습니다. 'bookshelf stats --goal N'으로 한 해에 읽을 책 수를 정하세요."
    case .goalStored(0, let path): "\(path)에서 독서 목표를 지웠습니다."
    case .goalStored(let target, let path): "독서 목표를 한 해 \(BookFormat.count(target))권으로 정했습니다 (\(path))."
    case .month(let month): "\(max(1, min(12, month)))월"
    case .pagesPerYear: "해마다 읽은 쪽수 (쪽수를 아는 책)"
    case .pagesPerMonth(let year): "\(year)년 달마다 읽은 쪽수"
    }
  }

  private static let englishMonths = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  private static func englishSchedule(read: Int, target: Int, ahead: Int) -> String {
    if read >= target { return "goal reached" }
    // The whole goal was due (a past year): what is missing, not a schedule.
    if read - ahead >= target { return "\(BookFormat.count(target - read)) short of the goal" }
    if ahead > 0 { return "\(BookFormat.count(ahead)) ahead of schedule" }
    if ahead < 0 { return "\(BookFormat.count(-ahead)) behind schedule" }
    return "on schedule"
  }

  private static func koreanSchedule(read: Int, target: Int, ahead: Int) -> String {
    if read >= target { return "목표 달성" }
    if read - ahead >= target { return "목표까지 \(BookFormat.count(target - read))권 모자람" }
    if ahead > 0 { return "계획보다 \(BookFormat.count(ahead))권 앞섬" }
    if ahead < 0 { return "계획보다 \(BookFormat.count(-ahead))권 뒤처짐" }
    return "계획대로"
  }
}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading statistics of a shelf (`GET /api/stats` and `bookshelf stats`): books by
/// status, books read per year and month, the rating histogram, top tags and authors, and the
/// average days from start to finish. Computed from the entries alone; years, months and days
/// are in the user's time zone.
///
/// The JSON keys are stable (part of the web API):
/// `{"total": 12, "byStatus": {"want": 5, "reading": 2, "read": 5},
///   "years": [{"year": 2025, "booksRead": 3, "months": [0,1,0,0,2,0,0,0,0,0,0,0],
///     "pagesRead": 700, "pageMonths": [0,350,0,0,350,0,0,0,0,0,0,0]}],
///   "ratings": [0, 0, 1, 3, 1], "unrated": 7,
///   "topTags": [{"name": "sf", "count": 4}], "topAuthors": [{"name": "한강", "count": 2}],
///   "averageDaysToFinish": 9.5}` — `years` oldest first; `months` January…December;
/// `ratings` the counts of 1…5 stars; `averageDaysToFinish` null when no read book has both
/// dates. `year` and `goal` are present only when asked for (`bookshelf stats --year`, a reading
/// goal in the config file). Pages read are the page counts of the read books whose progress is
/// kept in pages (`edit --progress 350/350`: 350); `Book` itself carries no page count, so a
/// book read without a progress in pages adds none.
public struct ReadingStatistics: Sendable, Hashable, Codable {
  /// The books read in one calendar year.
  public struct Year: Sendable, Hashable, Codable {
    /// The year, e.g. 2025.
    public var year: Int
    /// Books with status `read` whose `finishedAt` falls in this year.
    public var booksRead: Int
    /// Those books per month: 12 counts, January first.
    public var months: [Int]
    /// Pages of those books whose page count is known (their progress in pages).
    public var pagesRead: Int
    /// Those pages per month: 12 counts, January first.
    public var pageMonths: [Int]

    /// A year's figures.
    public init(
      year: Int, booksRead: Int, months: [Int], pagesRead: Int = 0,
      pageMonths: [Int] = [Int](repeating: 0, count: 12)
    ) {
      self.year = year
      self.booksRead = booksRead
      self.months = months
      self.pagesRead = pagesRead
      self.pageMonths = pageMonths
    }
  }

  /// A name (tag or author) and how many saved books carry it.
  public struct NameCount: Sendable, Hashable, Codable {
    /// The tag or author as saved.
    public var name: String
    /// The number of saved books with it.
    public var count: Int

    /// A name and its count.
    public init(name: String, count: Int) {
      self.name = name
      self.count = count
    }
  }

  /// How many entries `topTags` and `topAuthors` list at most.
  public static let topCount = 10

  /// Every saved book.
  public var total: Int
  /// Books per reading status (`want`, `reading`, `read`), every status present (0 when none).
  public var byStatus: [String: Int]
  /// Books read per year (status `read` with a `finishedAt`), oldest year first; years without
  /// such a book are left out.
  public var years: [Year]
  /// The rating histogram: five counts, of 1, 2, 3, 4 and 5 stars.
  public var ratings: [Int]
  /// Books without a rating.
  public var unrated: Int
  /// The 10 most used tags, most books first, ties by name (code-point order).
  public var topTags: [NameCount]
  /// The 10 authors with the most saved books, most first, ties by name (code-point order).
  public var topAuthors: [NameCount]
  /// The mean number of calendar days (in the time zone) from `startedAt` to `finishedAt` of
  /// read books having both with `finishedAt` not before `startedAt`; nil when there is none.
  public var averageDaysToFinish: Double?
  /// The one calendar year these statistics are limited to (`bookshelf stats --year`), or nil
  /// for the whole shelf; see `init(entries:timeZone:year:)`.
  public var year: Int?
  /// How the year's reading stands against the reader's goal, when one is set.
  public var goal: ReadingGoal?

  /// The statistics of `entries`, with years, months and days in `timeZone`. With a `year`,
  /// only the books of that year count: a book belongs to the year of its `finishedAt` when it
  /// has one, else to the year of its `addedAt`.
  public init(entries: [ShelfEntry], timeZone: TimeZone, year: Int? = nil) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.year = year
    let entries =
      year.map { year in
        entries.filter { calendar.component(.year, from: $0.finishedAt ?? $0.addedAt) == year }
      } ?? entries
    total = entries.count
    byStatus = Dictionary(
      uniqueKeysWithValues: ReadingStatus.allCases.map { status in
        (status.rawValue, entries.count { $0.status == status })
      })

    var months: [Int: [Int]] = [:]
    var pageMonths: [Int: [Int]] = [:]
    var ratings = [Int](repeating: 0, count: 5)
    var tags: [String: Int] = [:]
    var authors: [String: Int] = [:]
    var daySum = 0
    var dayCount = 0
    for entry in entries {
      if let rating = entry.rating, (1...5).contains(rating) { ratings[rating - 1] += 1 }
      for tag in Set(entry.tags) { tags[tag, default: 0] += 1 }
      for author in Set(entry.book.authors.map { $0.trimmingWhitespace() }) where !author.isEmpty {
        authors[author, default: 0] += 1
      }
      guard entry.status == .read, let finished = entry.finishedAt else { continue }
      let parts = calendar.dateComponents([.year, .month], from: finished)
      if let year = parts.year, let month = parts.month, (1...12).contains(month) {
        months[year, default: [Int](repeating: 0, count: 12)][month - 1] += 1
        if case .pages(_, let total)? = entry.progress?.checked {
          pageMonths[year, default: [Int](repeating: 0, count: 12)][month - 1] += total
        }
      }
      if let started = entry.startedAt, started <= finished,
        let days = calendar.dateComponents(
          [.day], from: calendar.startOfDay(for: started), to: calendar.startOfDay(for: finished)
        ).day
      {
        daySum += days
        dayCount += 1
      }
    }
    years = months.keys.sorted().map { year in
      let counts = months[year] ?? []
      let pages = pageMonths[year] ?? [Int](repeating: 0, count: 12)
      return Year(
        year: year, booksRead: counts.reduce(0, +), months: counts, pagesRead: pages.reduce(0, +),
        pageMonths: pages)
    }
    self.ratings = ratings
    unrated = entries.count { $0.rating.map { !(1...5).contains($0) } ?? true }
    topTags = Self.top(tags)
    topAuthors = Self.top(authors)
    averageDaysToFinish = dayCount == 0 ? nil : Double(daySum) / Double(dayCount)
  }

  /// The `topCount` names with the largest counts, ties by name.
  static func top(_ counts: [String: Int]) -> [NameCount] {
    counts.map { NameCount(name: $0.key, count: $0.value) }
      .sorted {
        $0.count != $1.count
          ? $0.count > $1.count : $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars)
      }
      .prefix(topCount).map { $0 }
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("bookshelf stats")
struct StatsCommandTests {
  /// 26 May 2026 is day 146 of 365: a goal of 30 expects 12 books by then.
  static let now = StatsHome.day(2026, 5, 26)

  @Test("English: every chart line by line, bars in eighths of a column, labels aligned")
  func english() async throws {
    let home = try await StatsHome(StatsHome.sample)
    let run = await home.run(["stats"], now: Self.now)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let expected = """
      6 books on the shelf

      By status
        want              1 ██████████
        reading           1 ██████████
        read              4 ████████████████████████████████████████
        dnf               0

      Books read per year
        2025              1 █████████████▍
        2026              3 ████████████████████████████████████████

      Books read per month, 2026
        Jan               1 ████████████████████
        Feb               0
        Mar               2 ████████████████████████████████████████
        Apr               0
        May               0
        Jun               0
        Jul               0
        Aug               0
        Sep               0
        Oct               0
        Nov               0
        Dec               0

      Your ratings
        ★★★★★             1 █████████████▍
        ★★★★              2 ██████████████████████████▋
        ★★★               0
        ★★                0
        ★                 0
        unrated           3 ████████████████████████████████████████

      Top tags
        sf                3 ████████████████████████████████████████
        소설              2 ██████████████████████████▋
        한국              1 █████████████▍

      Top authors
        Ursula K. Le Guin 2 ████████████████████████████████████████
        한강              2 ████████████████████████████████████████
        Frank Herbert     1 ████████████████████
        고가 후미타케     1 ████████████████████
        기시미 이치로     1 ████████████████████

      Average time to finish: 10.0 days
      No reading goal: set one with 'bookshelf stats --goal N' (books a year).

      """
    #expect(run.stdout == expected)
  }

  @Test("Korean: status and month labels of different widths still start every bar at one column")
  func koreanAlignment() async throws {
    let home = try await StatsHome(StatsHome.sample)
    let run = await home.run(["stats"], language: "ko_KR.UTF-8", now: Self.now)
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "책장의 책 6권")
    #expect(lines.contains("  읽고 싶은 책      1 ██████████"))
    #expect(lines.contains("  다 읽은 책        4 ████████████████████████████████████████"))
    #expect(lines.contains("  10월              0"))
    #expect(lines.contains("  고가 후미타케     1 ████████████████████"))
    #expect(lines.contains("다 읽는 데 걸린 시간: 평균 10.0일"))
    // Every chart row: two spaces, a label padded to 17 columns, a space, the count.
    let rows = lines.filter { $0.hasPrefix("  ") }
    #expect(rows.count == 32)
    for row in rows {
      // The count's last digit is always at column 2 + 17 + 1 + 1 = 21, whatever the label.
      var beforeBar = String(row.prefix { !"█▏▎▍▌▋▊▉".contains($0) })
      while beforeBar.last == " " { beforeBar.removeLast() }
      #expect(DisplayWidth.of(beforeBar) == 21, "\(row)")
      #expect(beforeBar.last?.isNumber == true, "\(row)")
    }
  }

  @Test("ASCII when the locale is not UTF-8 (LANG=C): whole columns of #, * for stars")
  func asciiFallback() async throws {
    let home = try await StatsHome(StatsHome.sample)
    let run = await home.run(["stats", "--year", "2026"], language: "C", now: Self.now)
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    // In 2026: the three books finished then (the one being read was added in 2025).
    #expect(lines.first == "3 books on the shelf in 2026")
    #expect(lines.contains("  read              3 ########################################"))
    #expect(lines.contains("  Jan               1 ####################"))
    #expect(lines.contains("  ****              2 ########################################"))
    #expect(lines.contains("  unrated           1 ####################"))
    #expect(lines.contains("  *****             0"))
    #expect(!run.stdout.unicodeScalars.contains { "█▏▎▍▌▋▊▉★".unicodeScalars.contains($0) })
  }

  @Test("--goal 30 is stored in the config file, other settings kept; the schedule uses today")
  func goal() async throws {
    let home = try await StatsHome(StatsHome.sample)
    try FileManager.default.createDirectory(
      at: home.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"defaultProvider": "openlibrary", "timeoutSeconds": 5}"#.utf8).write(to: home.configFile)
    let stored = await home.run(["stats", "--goal", "30"], now: Self.now)
    #expect(stored.status == 0)
    #expect(stored.stderr == "Reading goal set to 30 books a year (in \(home.configFile.path)).\n")
    #expect(
      stored.stdout.hasSuffix(
        "Average time to finish: 10.0 days\nReading goal: 3 of 30 books read in 2026, 9 behind schedule\n"))
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: home.configFile)) as? [String: Any]
    #expect(file?["readingGoal"] as? Int == 30)
    #expect(file?["defaultProvider"] as? String == "openlibrary")
    #expect(file?["timeoutSeconds"] as? Int == 5)

    // Later runs read it; on 1 February 2026 the schedule expects 2 (30 × 32 ÷ 365).
    let ahead = await home.run(["stats"], now: StatsHome.day(2026, 2, 1))
    #expect(ahead.stdout.hasSuffix("Reading goal: 3 of 30 books read in 2026, 1 ahead of schedule\n"))
    let korean = await home.run(["stats"], language: "ko_KR.UTF-8", now: StatsHome.day(2026, 2, 1))
    #expect(korean.stdout.hasSuffix("독서 목표: 2026년 30권 중 3권 읽음, 계획보다 1권 앞섬\n"))
    let one = await home.run(["stats", "--goal", "1"], now: Self.now)
    #expect(one.stderr == "Reading goal set to 1 book a year (in \(home.configFile.path)).\n")
    #expect(one.stdout.hasSuffix("Reading goal: 3 of 1 book read in 2026, goal reached\n"))

    let removed = await home.run(["stats", "--goal", "0"], now: Self.now)
    #expect(removed.stderr == "Reading goal removed from \(home.configFile.path).\n")
    let after = try JSONSerialization.jsonObject(with: Data(contentsOf: home.configFile)) as? [String: Any]
    #expect(after?["readingGoal"] == nil && after?["defaultProvider"] as? String == "openlibrary")
  }

  @Test("removing the only key leaves the config file as {}")
  func goalRemovedFromAFileWithoutOtherKeys() async throws {
    let home = try await StatsHome()
    _ = await home.run(["stats", "--goal", "12"], now: Self.now)
    _ = await home.run(["stats", "--goal", "0"], now: Self.now)
    #expect(String(decoding: try Data(contentsOf: home.configFile), as: UTF8.self) == "{}\n")
  }

  @Test("the goal's day is the user's: 23:30 UTC on 31 January is 1 February in Seoul")
  func goalTimeZone() async throws {
    let home = try await StatsHome(StatsHome.sample)
    _ = await home.run(["stats", "--goal", "365"], now: Self.now)
    let seoul = TimeZone(identifier: "Asia/Seoul") ?? .gmt
    let instant = StatsHome.day(2026, 1, 31, hour: 23) + 1800
    let there = await home.run(["stats", "--json"], now: instant, timeZone: seoul)
    let here = await home.run(["stats", "--json"], now: instant, timeZone: .gmt)
    let seoulGoal = try JSONDecoder().decode(ReadingStatistics.self, from: Data(there.stdout.utf8)).goal
    let utcGoal = try JSONDecoder().decode(ReadingStatistics.self, from: Data(here.stdout.utf8)).goal
    #expect(seoulGoal?.expectedByNow == 32)
    #expect(utcGoal?.expectedByNow == 31)
  }

  @Test("--json prints the ReadingStatistics document with sorted keys, goal and year included")
  func json() async throws {
    let home = try await StatsHome(StatsHome.sample)
    _ = await home.run(["stats", "--goal", "30"], now: Self.now)
    let run = await home.run(["stats", "--json", "--year", "2026"], now: Self.now)
    #expect(run.status == 0)
    let stats = try JSONDecoder().decode(ReadingStatistics.self, from: Data(run.stdout.utf8))
    #expect(stats.year == 2026 && stats.total == 3)
    #expect(
      stats.byStatus
        == Dictionary(uniqueKeysWithValues: ReadingStatus.allCases.map { ($0.rawValue, $0 == .read ? 3 : 0) })
    )
    #expect(
      stats.years == [
        ReadingStatistics.Year(year: 2026, booksRead: 3, months: [1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0])
      ])
    #expect(stats.goal == ReadingGoal(target: 30, year: 2026, booksRead: 3, now: Self.now, timeZone: .gmt))
    #expect(stats.goal?.aheadOfSchedule == -9)
    #expect(run.stdout.hasPrefix("{\n  \"averageDaysToFinish\" : 10,\n  \"byStatus\" : {\n"))
    let keys = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      $0.split(separator: "\"")[1]
    }
    #expect(
      keys == [
        "averageDaysToFinish", "byStatus", "goal", "ratings", "topAuthors", "topTags", "total", "unrated",
        "year", "years",
      ])
  }

  @Test("pages read per year and month, when read books keep their progress in pages")
  func pagesRead() async throws {
    var dune = StatsHome.entry("Dune", ["Frank Herbert"], .read, finished: StatsHome.day(2026, 3, 2))
    dune.progress = .pages(read: 612, total: 612)
    var left = StatsHome.entry("Ice", ["Anna Kavan"], .read, finished: StatsHome.day(2026, 3, 9))
    left.progress = .percent(100)
    let home = try await StatsHome([dune, left])
    let lines = await home.run(["stats"], now: Self.now).stdout.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex(of: "Pages read per year (books with a page count)"))
    #expect(lines[start + 1] == "  2026          612 ████████████████████████████████████████")
    #expect(lines.contains("Pages read per month, 2026"))
    #expect(lines.contains("  Mar           612 ████████████████████████████████████████"))
    let korean = await home.run(["stats"], language: "ko_KR.UTF-8", now: Self.now).stdout
    #expect(korean.contains("해마다 읽은 쪽수 (쪽수를 아는 책)\n"))
    #expect(korean.contains("2026년 달마다 읽은 쪽수\n"))
  }

  @Test("an empty shelf: zero counts, no read book, and an empty --json array prints as []")
  func emptyShelf() async throws {
    let home = try await StatsHome()
    let run = await home.run(["stats"], now: Self.now)
    #expect(
      run.stdout == """
        0 books on the shelf

        By status
          want    0
          reading 0
          read    0
          dnf     0

        No book read yet (status read with a finish date).

        Average time to finish: no read book has both a start and a finish date
        No reading goal: set one with 'bookshelf stats --goal N' (books a year).

        """)
    let json = await home.run(["stats", "--json"], now: Self.now)
    #expect(json.stdout.contains("\"topTags\" : [],\n"))
    #expect(json.stdout.contains("\"years\" : []\n"))
  }

  @Test("a goal or year out of range is a usage error naming the range")
  func outOfRange() async throws {
    let home = try await StatsHome()
    let goal = await home.run(["stats", "--goal", "20000"], now: Self.now)
    #expect(goal.status == 2)
    #expect(
      goal.stderr
        == "bookshelf: error: --goal needs a whole number from 0 to 10000, not \"20000\". See 'bookshelf stats --help'.\n"
    )
    let year = await home.run(["stats", "--year", "0"], now: Self.now)
    #expect(year.status == 2)
    #expect(year.stderr.contains("--year needs a whole number from 1 to 9999"))
    #expect(!FileManager.default.fileExists(atPath: home.configFile.path))
  }

  @Test("a readingGoal in the config file that is not a whole number of books is a config error")
  func badGoalInFile() async throws {
    let home = try await StatsHome()
    try FileManager.default.createDirectory(
      at: home.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"readingGoal": 2.5}"#.utf8).write(to: home.configFile)
    let run = await home.run(["stats"], now: Self.now)
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "bookshelf: error: The setting readingGoal in \(home.configFile.path) cannot be used: \"2.5\" is not a whole number of books from 1 to 10,000.\n"
    )
  }
}

@Suite("bookshelf stats: the goal of a past year")
struct StatsPastGoalTests {
  @Test("a past year's goal says how many books it was short by, in English and Korean")
  func pastYear() async throws {
    let home = try await StatsHome(StatsHome.sample)
    _ = await home.run(["stats", "--goal", "4"], now: StatsCommandTests.now)
    let english = await home.run(["stats", "--year", "2025"], now: StatsCommandTests.now)
    #expect(english.stdout.hasSuffix("Reading goal: 1 of 4 books read in 2025, 3 short of the goal\n"))
    let korean = await home.run(
      ["stats", "--year", "2025"], language: "ko_KR.UTF-8", now: StatsCommandTests.now)
    #expect(korean.stdout.hasSuffix("독서 목표: 2025년 4권 중 1권 읽음, 목표까지 3권 모자람\n"))
  }
}

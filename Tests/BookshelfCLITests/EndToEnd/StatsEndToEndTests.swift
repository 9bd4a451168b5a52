import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf stats` through the built binary: a shelf imported from a file, then the charts
/// in English, Korean and ASCII, the goal kept in the config file, and --json.
@Suite("bookshelf binary: stats")
struct StatsEndToEndTests {
  /// Four books: two read in 2025 (one rated 5, one 3), one being read, one wanted.
  static let shelf = """
    [
      {"book": {"id": "kakao:1", "title": "채식주의자", "authors": ["한강"], "source": "kakao"},
       "status": "read", "rating": 5, "tags": ["소설"], "addedAt": "2025-01-01T00:00:00.000Z",
       "startedAt": "2025-03-01T12:00:00.000Z", "finishedAt": "2025-03-05T12:00:00.000Z",
       "updatedAt": "2025-01-01T00:00:00.000Z"},
      {"book": {"id": "kakao:2", "title": "Dune", "authors": ["Frank Herbert"], "source": "kakao"},
       "status": "read", "rating": 3, "tags": ["sf"], "addedAt": "2025-01-01T00:00:00.000Z",
       "finishedAt": "2025-07-10T12:00:00.000Z", "updatedAt": "2025-01-01T00:00:00.000Z"},
      {"book": {"id": "kakao:3", "title": "소년이 온다", "authors": ["한강"], "source": "kakao"},
       "status": "reading", "tags": [], "addedAt": "2025-01-01T00:00:00.000Z",
       "updatedAt": "2025-01-01T00:00:00.000Z"},
      {"book": {"id": "kakao:4", "title": "Emma", "authors": ["Jane Austen"], "source": "kakao"},
       "status": "want", "tags": [], "addedAt": "2025-01-01T00:00:00.000Z",
       "updatedAt": "2025-01-01T00:00:00.000Z"}
    ]
    """

  let home: URL
  init() async throws {
    home = try BookshelfBinary.temporaryHome()
    let file = home.appendingPathComponent("shelf.json")
    try Data(Self.shelf.utf8).write(to: file)
    let imported = try await BookshelfBinary.run(
      ["import", file.path], environment: BookshelfBinary.environment(home: home))
    #expect(imported.status == 0, "\(imported.stderr)")
  }

  func run(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> BookshelfBinary.Result {
    try await BookshelfBinary.run(arguments, environment: BookshelfBinary.environment(home: home, extra))
  }

  @Test("English charts, line by line, for 2025")
  func english() async throws {
    let run = try await run(["stats", "--year", "2025"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "4 books on the shelf in 2025")
    #expect(
      Array(lines[2...7]) == [
        "By status", "  want          1 ████████████████████", "  reading       1 ████████████████████",
        "  read          2 ████████████████████████████████████████", "  dnf           0", "",
      ])
    #expect(lines.contains("  Mar           1 ████████████████████████████████████████"))
    #expect(lines.contains("  Jul           1 ████████████████████████████████████████"))
    #expect(lines.contains("  Frank Herbert 1 ████████████████████"))
    #expect(lines.contains("  한강          2 ████████████████████████████████████████"))
    #expect(lines.contains("Average time to finish: 4.0 days"))
    #expect(lines.contains("No reading goal: set one with 'bookshelf stats --goal N' (books a year)."))
  }

  @Test("Korean charts: Hangul labels padded by display width")
  func korean() async throws {
    let run = try await run(["stats", "--year", "2025"], ["LANG": "ko_KR.UTF-8"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "2025년 책장의 책 4권")
    #expect(lines.contains("  읽고 싶은 책  1 ████████████████████"))
    #expect(lines.contains("  읽는 중       1 ████████████████████"))
    #expect(lines.contains("  다 읽은 책    2 ████████████████████████████████████████"))
    #expect(lines.contains("  3월           1 ████████████████████████████████████████"))
    #expect(lines.contains("다 읽는 데 걸린 시간: 평균 4.0일"))
  }

  @Test("LANG=C: the same charts in #")
  func ascii() async throws {
    let run = try await run(["stats", "--year", "2025"], ["LANG": "C"])
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("  read          2 ########################################"))
    // Half of the 2 unrated books: 20 columns.
    #expect(lines.contains("  *****         1 ####################"))
    #expect(lines.contains("  ***           1 ####################"))
    #expect(lines.contains("  unrated       2 ########################################"))
    #expect(!run.stdout.contains("█"))
  }

  @Test("--goal 12 is kept in the config file (mode 0600) and judged against today")
  func goal() async throws {
    let stored = try await run(["stats", "--goal", "12", "--year", "2025"])
    #expect(stored.status == 0)
    let config = home.appendingPathComponent("config/bookshelf/config.json")
    #expect(stored.stderr == "Reading goal set to 12 books a year (in \(config.path)).\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: config.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    // 2025 is over: the whole goal was due.
    #expect(stored.stdout.hasSuffix("Reading goal: 2 of 12 books read in 2025, 10 short of the goal\n"))
    let json = try await run(["stats", "--json"])
    let stats = try JSONDecoder().decode(ReadingStatistics.self, from: Data(json.stdout.utf8))
    let thisYear = Calendar(identifier: .gregorian).component(.year, from: Date())
    #expect(stats.goal?.target == 12 && stats.goal?.year == thisYear)
    #expect(stats.total == 4 && stats.byStatus["read"] == 2 && stats.ratings == [0, 0, 1, 0, 1])
    let korean = try await run(["stats", "--year", "2025"], ["LANG": "ko_KR.UTF-8"])
    #expect(korean.stdout.hasSuffix("독서 목표: 2025년 12권 중 2권 읽음, 목표까지 10권 모자람\n"))
  }
}

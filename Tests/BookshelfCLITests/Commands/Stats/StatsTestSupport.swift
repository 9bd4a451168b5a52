import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation

@testable import BookshelfCLI

/// A home for `stats` tests: a shelf filled with `entries`, a config folder, and a run of the
/// CLI in-process whose wall clock is `now` in `timeZone`.
struct StatsHome {
  let home: ShelfHome
  var configFile: URL { home.url.appendingPathComponent("config/bookshelf/config.json") }

  init(_ entries: [ShelfEntry] = []) async throws {
    home = try ShelfHome()
    let store = try ShelfStore(path: home.shelfPath)
    for entry in entries { _ = try await store.save(entry) }
  }

  func run(
    _ arguments: [String], language: String = "C.UTF-8", now: Date, timeZone: TimeZone = .gmt,
    width: Int = 80, environment extra: [String: String] = [:]
  ) async -> CLIRun {
    let out = BufferOutput()
    let err = BufferOutput()
    var environment = [
      "HOME": "/nonexistent-home-for-tests", "BOOKSHELF_HOME": home.path, "LANG": language,
      "XDG_CONFIG_HOME": home.url.appendingPathComponent("config").path,
    ]
    environment.merge(extra) { $1 }
    let process = ProcessContext(environment: environment, stdout: out, stderr: err, terminalWidth: width)
    let shelfPath = home.shelfPath
    let commandLine = BookshelfCommandLine(process: process) {
      configuration, language throws(BookshelfError) in
      var app = AppEnvironment(
        configuration: configuration, language: language,
        makeSearcher: { id throws(BookshelfError) in throw .missingAPIKey(id) }, availableProviders: [],
        timeZone: timeZone, openShelf: { try ShelfStore(path: shelfPath) })
      app.now = { now }
      return app
    }
    let status = await commandLine.run(arguments)
    return CLIRun(status: status, stdout: out.text, stderr: err.text)
  }

  /// Noon on a day in `zone`.
  static func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 12, in zone: TimeZone = .gmt) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? .distantPast
  }

  /// An entry of a book `title` by `authors`.
  static func entry(
    _ title: String, _ authors: [String], _ status: ReadingStatus, rating: Int? = nil, tags: [String] = [],
    added: Date = day(2025, 1, 1), started: Date? = nil, finished: Date? = nil
  ) -> ShelfEntry {
    ShelfEntry(
      book: Book(id: "kakao:\(title)", title: title, authors: authors, source: "kakao"), status: status,
      rating: rating, tags: tags, addedAt: added, startedAt: started, finishedAt: finished)
  }

  /// A small shelf: 6 books, 4 read (1 in 2025, 3 in 2026), Korean and Latin authors and tags.
  static let sample: [ShelfEntry] = [
    entry(
      "채식주의자", ["한강"], .read, rating: 5, tags: ["소설", "한국"], started: day(2025, 11, 20),
      finished: day(2025, 11, 30)),
    entry(
      "소년이 온다", ["한강"], .read, rating: 4, tags: ["소설"], started: day(2026, 1, 2), finished: day(2026, 1, 12)),
    entry(
      "A Wizard of Earthsea", ["Ursula K. Le Guin"], .read, rating: 4, tags: ["sf"], finished: day(2026, 3, 3)
    ),
    entry("The Dispossessed", ["Ursula K. Le Guin"], .read, tags: ["sf"], finished: day(2026, 3, 20)),
    entry("미움받을 용기", ["기시미 이치로", "고가 후미타케"], .reading, started: day(2026, 4, 1)),
    entry("Dune", ["Frank Herbert"], .want, tags: ["sf"]),
  ]
}

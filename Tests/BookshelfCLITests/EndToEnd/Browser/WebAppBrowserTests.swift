import BookshelfTestSupport
import Foundation
import Testing

/// The web app in a real browser: `bookshelf serve` from the built binary, headless Chromium
/// driven through WebDriver by `Tests/Browser/webapp_checks.py` (Debian's python3-selenium).
/// Each check of the driver's report is expected by name. Screenshots, reports and the driver's
/// log are left in the test's own temporary home, `<tmp>/bookshelf-test-<UUID>/browser/` (each
/// test prints where).
@Suite(
  "web app in headless Chromium (built binary)", .serialized,
  .enabled(
    if: BrowserTools.available,
    "needs /usr/bin/chromium, /usr/bin/chromedriver and Debian's python3-selenium (apt-get install chromium chromium-driver python3-selenium)"
  ))
struct WebAppBrowserTests {

  static let fixtureChecks = [
    "page starts (body.ready)",
    "keyboard: Tab reaches the search field early",
    "typing a query sends one search request after the pause and shows the grid",
    "scrolling loads pages 2 and 3 without duplicates",
    "keyboard: ArrowRight moves to the next card, Enter opens it, Esc closes it",
    "a card opens the detail with every field and the provider link",
    "save with a rating and a tag",
    "the detail shows and edits the reading progress",
    "the Saved tab shows it with its rating and tag",
    "after a reload the Saved tab still shows it",
    "a spinner while loading; a newer query wins over an older, slower one",
    "a search without results shows the empty state",
    "Enter on an empty field shows the \"enter a search term\" alert",
    "an HTTP 500 shows the error state and Retry loads the results",
    "hostile text shows literally: no markup, no script, no alert, no javascript: link",
    "grid columns at phone width (390×844)",
    "no element overflows the phone viewport (search, fixtures)",
    "grid columns at desktop width (1280×800)",
    "no element overflows the desktop viewport (search, fixtures)",
    "no console errors (fixtures)",
  ]

  static var starterChecks: [String] {
    var names = [
      "page starts on the local catalog",
      "keystroke to grid on the local catalog (median of 10)",
      "three books saved from the local catalog",
    ]
    for size in ["phone", "desktop"] {
      for view in ["search", "detail", "Saved", "Saved as a list"] {
        names.append("no element overflows the \(size) viewport (\(view))")
      }
      for view in ["search", "Saved"] {
        names.append("clamped titles show only their lines at \(size) size (\(view))")
      }
      names.append("a space between the status and my stars on saved cards at \(size) size")
      names.append("screenshots at \(size) size")
    }
    names += [
      "Saved tab: filter by status and tag, sort, search, export and import",
      "dark mode by prefers-color-scheme",
      "no console errors (starter catalog)",
      "Korean by Accept-Language: placeholder and tab names",
      "no element overflows the phone viewport (Korean search)",
      "Korean: the count, the card labels and the alert",
      "no console errors (Korean)",
    ]
    return names
  }

  /// Expects every named check present and every check of the report passed.
  func expectChecks(
    _ report: BrowserTools.Report, named names: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let found = Set(report.checks.map(\.name))
    for name in names {
      #expect(found.contains(name), "check missing: \(name)\n\(report.log)", sourceLocation: sourceLocation)
    }
    for check in report.checks {
      #expect(check.passed, "\(check.name): \(check.detail)", sourceLocation: sourceLocation)
    }
  }

  @Test(
    "Kakao fixtures: one request per pause, pages without duplicates, detail, save, Saved, reload, alert, error and retry, hostile text, keyboard, layout, console",
    .timeLimit(.minutes(5)))
  func fixtures() async throws {
    let kakao = try LoopbackServer()
    defer { kakao.stop() }
    try BrowserFixtures.install(on: kakao)
    let home = try BookshelfBinary.temporaryHome()
    let serve = try ServeProcess(
      ["--port", "0"], home: home,
      environment: ["BOOKSHELF_KAKAO_URL": kakao.baseURL.absoluteString, "KAKAO_REST_API_KEY": "test-key"])
    let line = try #require(
      await serve.firstLine(timeout: 60), "stderr: \(serve.stderr)")
    let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))

    let report = try await BlockingWork.run {
      try BrowserTools.run(
        scenario: "fixtures", url: url, output: home.appendingPathComponent("browser"), home: home)
    }
    expectChecks(report, named: Self.fixtureChecks)
    print("browser checks (Kakao fixtures): screenshots in \(home.path)/browser")

    // Typing sent no search for a part of a word: every query Kakao saw was a whole one.
    let queries = Set(
      kakao.requests.compactMap { request in
        request.query?.split(separator: "&").first { $0.hasPrefix("query=") }.map { String($0.dropFirst(6)) }
      })
    #expect(queries.isSubset(of: ["swift", "boom", "hostile", "slow", "fast", "nothing"]), "\(queries)")
    let status = await serve.stop()
    #expect(status == 0, "stderr: \(serve.stderr)")
  }

  @Test(
    "the starter catalog offline: keystroke-to-grid time, saving, screenshots at phone and desktop size, dark mode, Korean",
    .timeLimit(.minutes(5)))
  func starterCatalog() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let serve = try ServeProcess(["--port", "0", "--offline"], home: home)
    let line = try #require(
      await serve.firstLine(timeout: 90), "stderr: \(serve.stderr)")
    let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))

    let report = try await BlockingWork.run {
      try BrowserTools.run(
        scenario: "starter", url: url, output: home.appendingPathComponent("browser"), home: home)
    }
    expectChecks(report, named: Self.starterChecks)
    print("browser figures (starter catalog): \(report.figures); screenshots in \(home.path)/browser")
    let status = await serve.stop()
    #expect(status == 0, "stderr: \(serve.stderr)")
  }
}

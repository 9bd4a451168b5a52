import BookshelfTestSupport
import Foundation
import Testing

/// The README's first command on a fresh machine: the real binary, an empty home (every XDG
/// folder inside it), no key and no network, answers from the starter catalog embedded in the
/// binary, also when the binary is copied alone somewhere else.
@Suite("bookshelf binary: the starter catalog on a fresh machine", .serialized)
struct StarterCatalogEndToEndTests {
  static let starterNote =
    "bookshelf: searching the starter catalog (goodbooks-10k by Zygmunt Zając, 10,000 books)"

  /// What an offline search on an empty home says: the default provider was not asked (search
  /// keeps it offline, so the response cache could answer), and the starter catalog answered.
  static let offlineStarterLine =
    "bookshelf: warning: offline (--offline or BOOKSHELF_OFFLINE): Open Library was not asked; showing results from the starter catalog (goodbooks-10k by Zygmunt Zając, 10,000 books), copied into a new local catalog\n"

  /// An empty home with every folder the program may use inside it (`XDG_DATA_HOME` too,
  /// where FoundationNetworking would create folders).
  func emptyHome() throws -> (URL, [String: String]) {
    let home = try BookshelfBinary.temporaryHome()
    let environment = BookshelfBinary.environment(
      home: home, ["XDG_DATA_HOME": home.appendingPathComponent("share").path])
    return (home, environment)
  }

  /// The first row of a book table (the line after the summary).
  func firstRow(_ stdout: String) -> String {
    String(stdout.split(separator: "\n").dropFirst().first ?? "")
  }

  @Test("offline on an empty home: search dune finds Dune by Frank Herbert; only the catalog and the rows")
  func emptyHomeOffline() async throws {
    let (home, environment) = try emptyHome()
    defer { try? FileManager.default.removeItem(at: home) }
    var offline = environment
    offline["BOOKSHELF_OFFLINE"] = "1"
    let run = try await BookshelfBinary.run(["search", "--format", "table", "dune"], environment: offline)
    #expect(run.status == 0)
    #expect(run.stderr == Self.offlineStarterLine)
    #expect(run.stdout.hasPrefix("15 books · page 1 · Local catalog\n"))
    #expect(firstRow(run.stdout).contains("Dune (Dune Chronicles #1)"))
    #expect(firstRow(run.stdout).contains("Frank Herbert"))
    // No URLSession was built: FoundationNetworking's folders are not there (the response
    // cache counted its miss in `cache`).
    let made = try FileManager.default.contentsOfDirectory(atPath: home.path).sorted()
    #expect(made == ["cache", "data"])
    let data = try FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("data").path)
    // Besides the catalog, only the remembered rows of the search (for `show 1`).
    #expect(data.filter { !$0.hasPrefix("catalog.sqlite") } == ["last-search.json"], "\(data)")
  }

  @Test("no key, Open Library unreachable: the default search falls back to the starter catalog, exit 0")
  func fallbackOnFreshMachine() async throws {
    let (home, environment) = try emptyHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let refused = try RefusedPort()
    var unreachable = environment
    unreachable["BOOKSHELF_OPEN_LIBRARY_URL"] = refused.url
    let run = try await BookshelfBinary.run(
      ["search", "--format", "table", "dune"], environment: unreachable)
    #expect(run.status == 0)
    #expect(
      run.stderr
        == "bookshelf: warning: Open Library could not be reached; showing results from the starter catalog (goodbooks-10k by Zygmunt Zając, 10,000 books), copied into a new local catalog\n"
    )
    #expect(firstRow(run.stdout).contains("Dune (Dune Chronicles #1)"))
    #expect(run.seconds < 10)
    let again = try await BookshelfBinary.run(["search", "--json", "dune"], environment: unreachable)
    #expect(again.status == 0)
    #expect(
      again.stderr
        == "bookshelf: warning: Open Library could not be reached; showing results from the local catalog\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
    #expect(object["provider"] as? String == "local")
  }

  @Test("a binary copied alone to another folder (as the README installs it) has the starter catalog")
  func installedBinary() throws {
    let (home, environment) = try emptyHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let bin = home.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let copy = bin.appendingPathComponent("bookshelf")
    try FileManager.default.copyItem(at: BookshelfBinary.url, to: copy)
    let process = Process()
    process.executableURL = copy
    process.arguments = ["search", "--format", "table", "--offline", "dune"]
    process.environment = environment
    process.currentDirectoryURL = bin
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(stderr == Self.offlineStarterLine)
    #expect(firstRow(stdout).contains("Dune (Dune Chronicles #1)"))
    #expect(firstRow(stdout).contains("Frank Herbert"))
  }

  @Test("catalog stats credits goodbooks-10k (CC BY-SA 4.0) once its rows are there, in text and JSON")
  func statsAttribution() async throws {
    let (home, environment) = try emptyHome()
    defer { try? FileManager.default.removeItem(at: home) }
    var offline = environment
    offline["BOOKSHELF_OFFLINE"] = "true"
    let before = try await BookshelfBinary.run(["catalog", "stats"], environment: offline)
    #expect(!before.stdout.contains("goodbooks-10k"))
    _ = try await BookshelfBinary.run(["search", "--format", "table", "dune"], environment: offline)
    let human = try await BookshelfBinary.run(["catalog", "stats"], environment: offline)
    #expect(human.status == 0)
    #expect(human.stdout.contains("Books: 10,000 (10,000 searchable)\n  goodbooks  10,000\n"))
    #expect(
      human.stdout.hasSuffix(
        "Data: goodbooks-10k by Zygmunt Zając, CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/); from https://github.com/zygmuntz/goodbooks-10k (commit 6dd165b555a7b47b2dd36743a425776e641ff50c)\n"
      ))
    let json = try await BookshelfBinary.run(["catalog", "stats", "--json"], environment: offline)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let credits = try #require(object["attribution"] as? [[String: String]])
    #expect(
      credits == [
        [
          "source": "goodbooks", "title": "goodbooks-10k", "creator": "Zygmunt Zając",
          "license": "CC BY-SA 4.0",
          "licenseURL": "https://creativecommons.org/licenses/by-sa/4.0/",
          "origin":
            "https://github.com/zygmuntz/goodbooks-10k (commit 6dd165b555a7b47b2dd36743a425776e641ff50c)",
        ]
      ])
    var korean = offline
    korean["LANG"] = "ko_KR.UTF-8"
    let koreanStats = try await BookshelfBinary.run(["catalog", "stats"], environment: korean)
    #expect(koreanStats.stdout.contains("데이터: goodbooks-10k, 만든 사람 Zygmunt Zając, CC BY-SA 4.0 라이선스"))
  }
}

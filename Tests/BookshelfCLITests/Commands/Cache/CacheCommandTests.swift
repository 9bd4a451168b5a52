import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `bookshelf cache stats|clear [covers|responses]`, in-process.
@Suite("cache command")
struct CacheCommandTests {
  /// One miss (stored) and one hit of the response cache.
  func warmed() async throws -> CachedCLI {
    let cli = try CachedCLI(
      coverStatistics: CacheStatistics(entries: 3, bytes: 3 << 20, limitBytes: 256 << 20, hits: 9, misses: 1))
    #expect(await cli.run(["search", "--format", "table", "--provider", "kakao", "dune"]).status == 0)
    #expect(await cli.run(["search", "--format", "table", "--provider", "kakao", "dune"]).status == 0)
    #expect(cli.source.searches == 1)
    return cli
  }

  @Test("stats shows entries, size, limit and hit rate of both caches in an aligned table")
  func statsTable() async throws {
    let cli = try await warmed()
    let run = await cli.run(["cache", "stats"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    let bytes = try await cli.cache.statistics().bytes
    #expect(bytes > 0)
    #expect(lines[0].split(separator: " ", omittingEmptySubsequences: true).first == "cache")
    #expect(lines[0].hasSuffix("hit rate"))
    #expect(lines[1].split(separator: " ") == ["covers", "3", "3.0", "MiB", "256.0", "MiB", "90%"])
    let responses = lines[2].split(separator: " ").map(String.init)
    #expect(responses.first == "responses")
    #expect(responses[1] == "1")
    #expect(responses[2...3].joined(separator: " ") == ByteSize.text(bytes))
    #expect(responses[4...].joined(separator: " ") == "32.0 MiB 50%")
    #expect(Set(lines.map { DisplayWidth.of($0) }).count == 1)  // aligned: every row as wide
  }

  @Test("stats in Korean: Korean headers and names, aligned by display width")
  func statsKorean() async throws {
    let cli = try await warmed()
    let run = await cli.run(["cache", "stats"], language: "ko_KR.UTF-8")
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0].split(separator: " ") == ["캐시", "항목", "크기", "한도", "적중률"])
    #expect(lines[1].hasPrefix("표지 "))
    #expect(lines[2].hasPrefix("검색 응답 "))
    #expect(lines[2].hasSuffix("50%"))
    #expect(Set(lines.map { DisplayWidth.of($0) }).count == 1)
  }

  @Test("stats --json: one object per cache with the counts and the hit rate (null before any lookup)")
  func statsJSON() async throws {
    let cli = try await warmed()
    let run = await cli.run(["cache", "stats", "--json"])
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let responses = try #require(object["responses"] as? [String: Any])
    #expect(responses["entries"] as? Int == 1)
    #expect(responses["hits"] as? Int == 1)
    #expect(responses["misses"] as? Int == 1)
    #expect(responses["hitRate"] as? Double == 0.5)
    #expect(responses["limitBytes"] as? Int == 32 << 20)
    #expect(responses["bytes"] as? Int == (try await cli.cache.statistics().bytes))
    let covers = try #require(object["covers"] as? [String: Any])
    #expect(covers["entries"] as? Int == 3)
    let fresh = try CachedCLI()
    let empty = await fresh.run(["cache", "stats", "responses", "--json"])
    let emptyObject = try #require(
      try JSONSerialization.jsonObject(with: Data(empty.stdout.utf8)) as? [String: Any])
    #expect(emptyObject.keys.sorted() == ["responses"])
    let emptyResponses = try #require(emptyObject["responses"] as? [String: Any])
    #expect(emptyResponses["hitRate"] is NSNull)
    #expect(emptyResponses["entries"] as? Int == 0)
    #expect(!FileManager.default.fileExists(atPath: fresh.cachePath))  // stats creates nothing
  }

  @Test("clear responses removes the response cache only; the next search asks the source")
  func clearResponses() async throws {
    let cli = try await warmed()
    let run = await cli.run(["cache", "clear", "responses"])
    #expect(run.status == 0)
    #expect(run.stdout == "Cleared the responses cache.\n")
    #expect(!FileManager.default.fileExists(atPath: cli.cachePath))
    #expect(cli.covers.clears == 0)
    #expect(try await cli.cache.statistics().entries == 0)
    #expect(await cli.run(["search", "--format", "table", "--provider", "kakao", "dune"]).status == 0)
    #expect(cli.source.searches == 2)
  }

  @Test("clear without a name empties both caches; Korean says so too")
  func clearBoth() async throws {
    let cli = try await warmed()
    let run = await cli.run(["cache", "clear"])
    #expect(run.stdout == "Cleared the covers and responses caches.\n")
    #expect(cli.covers.clears == 1)
    #expect(try await cli.cache.statistics().entries == 0)
    let korean = await cli.run(["cache", "clear", "covers"], language: "ko_KR.UTF-8")
    #expect(korean.stdout == "표지 캐시를 비웠습니다.\n")
    #expect(cli.covers.clears == 2)
  }

  @Test(
    "an unknown cache name or a second name is a usage error (exit 2)",
    arguments: [
      (
        ["cache", "clear", "images"],
        "bookshelf: error: Unknown cache \"images\". Choose one of: covers, responses."
      ),
      (
        ["cache", "stats", "covers", "responses"],
        "bookshelf: error: cache stats does not take \"responses\"."
      ),
    ])
  func usageErrors(arguments: [String], line: String) async throws {
    let cli = try CachedCLI()
    let run = await cli.run(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(line))
    #expect(run.stdout == "")
  }

  @Test("a damaged response cache: stats shows the covers, warns why and exits 1; clear repairs it")
  func damagedStats() async throws {
    let cli = try CachedCLI()
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: cli.cachePath).deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(repeating: 0x44, count: 4096).write(to: URL(fileURLWithPath: cli.cachePath))
    let search = await cli.run(["search", "--format", "table", "--provider", "kakao", "dune"])
    #expect(search.status == 0)
    #expect(search.stderr == "")
    let run = await cli.run(["cache", "stats"])
    #expect(run.status == 1)
    #expect(run.stdout.contains("covers"))
    #expect(!run.stdout.contains("responses"))
    #expect(run.stderr.hasPrefix("bookshelf: warning: "))
    #expect(run.stderr.contains(cli.cachePath))
    #expect(await cli.run(["cache", "clear", "responses"]).status == 0)
  }

  @Test("help: cache is listed in the overview, with its own page and both subcommands")
  func help() async throws {
    let cli = try CachedCLI()
    let overview = await cli.run(["--help"])
    #expect(overview.stdout.contains("cache"))
    let page = await cli.run(["cache", "--help"])
    #expect(page.status == 0)
    #expect(page.stdout.contains("stats"))
    #expect(page.stdout.contains("clear"))
    let korean = await cli.run(["help", "cache"], language: "ko_KR.UTF-8")
    #expect(korean.stdout.contains("캐시"))
  }
}

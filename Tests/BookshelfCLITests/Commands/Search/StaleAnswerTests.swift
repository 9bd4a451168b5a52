import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `search` and `show` answered by the response cache: nothing extra for a fresh entry, the
/// stale-answer line on stderr when the source cannot be reached, and the `--json` keys.
@Suite("search and show: answers from the response cache")
struct StaleAnswerTests {
  static let unreachable = BookshelfError.network(.kakao, .urlError(.cannotConnect, code: -1004))

  static let englishAges: [(Double, String)] = [
    (30, "results from less than a minute ago; the network is unreachable"),
    (60, "results from 1 minute ago; the network is unreachable"),
    (59 * 60, "results from 59 minutes ago; the network is unreachable"),
    (3600, "results from 1 hour ago; the network is unreachable"),
    (3 * 3600 + 120, "results from 3 hours ago; the network is unreachable"),
    (47 * 3600, "results from 47 hours ago; the network is unreachable"),
    (86_400 * 3, "results from 3 days ago; the network is unreachable"),
  ]

  @Test("a stale answer prints the results and one line saying how old they are", arguments: englishAges)
  func staleLine(age: Double, line: String) async throws {
    let cli = try CachedCLI()
    let fresh = await cli.run(["search", "--provider", "kakao", "용기"])
    #expect(fresh.status == 0)
    cli.clock.advance(by: age)
    cli.source.fail(with: Self.unreachable)
    let run = await cli.run(["search", "--provider", "kakao", "용기"])
    if age < 3600 {
      // Still fresh: answered without asking, and without a line.
      #expect(run.stderr == "")
      #expect(cli.source.searches == 1)
      return
    }
    #expect(run.status == 0)
    #expect(run.stdout == fresh.stdout)
    #expect(run.stderr == "bookshelf: warning: \(line)\n")
    #expect(cli.source.searches == 2)
  }

  static let koreanAges: [(Double, String)] = [
    (3 * 3600, "3시간 전 결과입니다. 네트워크에 연결할 수 없습니다."),
    (86_400 * 2, "2일 전 결과입니다. 네트워크에 연결할 수 없습니다."),
  ]

  @Test("the stale line in Korean", arguments: koreanAges)
  func staleLineKorean(age: Double, line: String) async throws {
    let cli = try CachedCLI()
    _ = await cli.run(["search", "--provider", "kakao", "용기"])
    cli.clock.advance(by: age)
    cli.source.fail(with: .timeout(.kakao, seconds: 10))
    let run = await cli.run(["search", "--provider", "kakao", "용기"], language: "ko_KR.UTF-8")
    #expect(run.status == 0)
    #expect(run.stderr == "bookshelf: 경고: \(line)\n")
  }

  @Test("the minute and hour words below an hour and two days (messages)")
  func messageUnits() {
    #expect(CacheMessageProbe.english(90) == "results from 1 minute ago; the network is unreachable")
    #expect(CacheMessageProbe.english(7200) == "results from 2 hours ago; the network is unreachable")
    #expect(
      CacheMessageProbe.english(-5) == "results from less than a minute ago; the network is unreachable")
    #expect(
      CacheMessageProbe.english(.infinity)
        == "results from less than a minute ago; the network is unreachable")
    #expect(CacheMessageProbe.korean(30) == "방금 전 결과입니다. 네트워크에 연결할 수 없습니다.")
    #expect(CacheMessageProbe.korean(600) == "10분 전 결과입니다. 네트워크에 연결할 수 없습니다.")
  }

  @Test("without an entry the unreachable source's error is the answer (exit 1)")
  func noEntry() async throws {
    let cli = try CachedCLI()
    cli.source.fail(with: Self.unreachable)
    let run = await cli.run(["search", "--provider", "kakao", "용기"])
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(!run.stderr.contains("results from"))
  }

  @Test("search --json: cachedAt and stale when the cache answered, absent when the source did")
  func jsonKeys() async throws {
    let cli = try CachedCLI()
    let first = await cli.run(["search", "--provider", "kakao", "--json", "용기"])
    let firstObject = try #require(
      try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
    #expect(firstObject["cachedAt"] == nil)
    #expect(firstObject["stale"] == nil)
    #expect(
      firstObject.keys.sorted() == [
        "books", "isEnd", "page", "pageSize", "provider", "query", "totalCount", "totalCountIsApproximate",
      ])
    let stored = cli.clock.now
    cli.clock.advance(by: 60)
    let fresh = await cli.run(["search", "--provider", "kakao", "--json", "용기"])
    let freshObject = try #require(
      try JSONSerialization.jsonObject(with: Data(fresh.stdout.utf8)) as? [String: Any])
    #expect(freshObject["cachedAt"] as? String == stored.formatted(.iso8601))
    #expect(freshObject["stale"] as? Bool == false)
    #expect(fresh.stderr == "")
    cli.clock.advance(by: 7200)
    cli.source.fail(with: .serverError(.kakao, status: 503))
    let stale = await cli.run(["search", "--provider", "kakao", "--json", "용기"])
    let staleObject = try #require(
      try JSONSerialization.jsonObject(with: Data(stale.stdout.utf8)) as? [String: Any])
    #expect(staleObject["cachedAt"] as? String == "2026-01-01T00:00:00Z")
    #expect(staleObject["stale"] as? Bool == true)
    #expect(staleObject["books"] as? [Any] != nil)
    #expect(stale.stderr == "bookshelf: warning: results from 2 hours ago; the network is unreachable\n")
  }

  @Test("show: a stale lookup prints the book and the stale line")
  func showStale() async throws {
    let cli = try CachedCLI()
    let fresh = await cli.run(["show", "--provider", "kakao", "9788996991342"])
    #expect(fresh.status == 0)
    #expect(fresh.stdout.contains("미움받을 용기"))
    cli.clock.advance(by: 8 * 86_400)
    cli.source.fail(with: Self.unreachable)
    let run = await cli.run(["show", "--provider", "kakao", "9788996991342"])
    #expect(run.status == 0)
    #expect(run.stdout == fresh.stdout)
    #expect(run.stderr == "bookshelf: warning: results from 8 days ago; the network is unreachable\n")
    #expect(cli.source.lookups == 2)
  }

  @Test("--provider all: a provider answered stale gives the line too")
  func federatedStale() async throws {
    let cli = try CachedCLI()
    #expect(await cli.run(["search", "--provider", "all", "용기"]).status == 0)
    cli.clock.advance(by: 5 * 3600)
    cli.source.fail(with: Self.unreachable)
    let run = await cli.run(["search", "--provider", "all", "용기"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("미움받을 용기"))
    #expect(run.stderr == "bookshelf: warning: results from 5 hours ago; the network is unreachable\n")
  }
}

/// The stale line's text, by age.
enum CacheMessageProbe {
  static func english(_ age: Double) -> String {
    CacheMessage.staleAnswer(ageSeconds: age).text(in: .english)
  }
  static func korean(_ age: Double) -> String { CacheMessage.staleAnswer(ageSeconds: age).text(in: .korean) }
}

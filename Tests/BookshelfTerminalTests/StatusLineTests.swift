import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfTerminal

/// The count line under the search field: approximate totals, the rate-limit countdown and the
/// hint for a jamo-only query.
@MainActor
@Suite("Search screen: count and status line")
struct StatusLineTests {
  @Test("an approximate total reads 'about N books' / '약 N건'", arguments: [Language.english, .korean])
  func approximateCount(language: Language) async {
    let fake = FakeBookSearching(provider: .google) { q in
      .success(
        BookPage(
          books: [TerminalSamples.swift], totalCount: 1_234, isEnd: false, page: q.page, pageSize: q.pageSize,
          totalCountIsApproximate: true))
    }
    let app = AppHarness(fake: fake, language: language)
    await app.controller.start()
    #expect(await app.searchNow("swift"))
    let line = app.lines(width: 60, height: 10)[2]
    #expect(line == (language == .english ? " about 1,234 books" : " 약 1,234건"))
  }

  @Test("a rate-limited provider's countdown is on the count line and goes down with the clock")
  func rateLimitCountdown() async {
    let fake = FakeBookSearching()
    fake.script("dune", .failure(.rateLimited(.kakao, retryAfterSeconds: 42)))
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(await app.searchNow("dune"))
    #expect(app.lines(width: 60, height: 10)[2] == " Kakao is rate-limited; trying again in 42 s.")
    app.clock.advance(by: .seconds(2))
    #expect(
      await eventually {
        app.lines(width: 60, height: 10)[2] == " Kakao is rate-limited; trying again in 40 s."
      })
    for text in ["dunes", "dune 2", "dune 3"] {
      app.press(.escape)
      app.type(text)
      app.clock.advance(by: .milliseconds(300))
      for _ in 0..<200 { await Task.yield() }
    }
    #expect(fake.calls.count == 1)
    #expect(app.lines(width: 60, height: 10)[2].hasPrefix(" Kakao is rate-limited; trying again in"))
  }

  @Test("a jamo-only query shows a dim hint, not an error, and sends nothing")
  func jamoHint() async {
    let fake = FakeBookSearching()
    let app = AppHarness(fake: fake, language: .korean)
    await app.controller.start()
    app.type("ㅎㄱ")
    app.clock.advance(by: .seconds(1))
    for _ in 0..<200 { await Task.yield() }
    let frame = app.controller.frame(width: 60, height: 10)
    #expect(frame.lines[2] == " 완성된 글자로 입력하면 카카오에서 찾습니다.")
    #expect(frame[2, 1].style == .dim)
    #expect(fake.calls.isEmpty)
  }

  @Test(
    "results the cache kept while the network was unreachable say how old they are",
    arguments: [Language.english, .korean])
  func staleCachedAnswer(language: Language) async {
    let storedAt = Date(timeIntervalSince1970: 1_800_000_000)
    let stale = CachedAnswer(
      storedAt: storedAt, reason: .sourceUnreachable, servedAt: storedAt.addingTimeInterval(3 * 3600 + 5))
    let fake = FakeBookSearching { q in
      var page = TerminalSamples.page([TerminalSamples.vegetarian], total: 1)
      page.cachedAnswer = q.text == "stale" ? stale : nil
      return .success(page)
    }
    let app = AppHarness(fake: fake, language: language)
    await app.controller.start()
    #expect(await app.searchNow("stale"))
    let line = app.lines(width: 80, height: 10)[2]
    #expect(
      line
        == (language == .english
          ? " 1 book  results from 3 hours ago; the network is unreachable"
          : " 책 1권  3시간 전 결과입니다. 네트워크에 연결할 수 없습니다."))
    app.press(.escape)
    #expect(await app.searchNow("fresh"))
    #expect(
      await eventually {
        app.lines(width: 80, height: 10)[2] == (language == .english ? " 1 book" : " 책 1권")
      })
  }
}

@Suite("Status line key hints")
struct StatusLineHintTests {
  @Test("the result list's hints name u (undo a removal by s) and fit 80 columns whole, in English")
  @MainActor func listHintsNameUndo() async {
    let fake = FakeBookSearching()
    fake.script("채식", .success(TerminalSamples.page([TerminalSamples.vegetarian], total: 1)))
    let app = AppHarness(fake: fake)
    await app.controller.start()
    #expect(await app.searchNow("채식"))
    app.press(.down)
    let status = app.lines(width: 80, height: 12)[11]
    #expect(status.hasPrefix(" Kakao │ ↑↓ move · Enter open · s save · u undo · / search · ? help · q quit"))
    let korean = BrowseText.listHints(covers: false).text(in: .korean)
    #expect(korean.contains("s 저장 · u 되돌리기 · / 검색창"))
    for width in 20...80 {
      for row in app.controller.frame(width: width, height: 12).lines {
        #expect(DisplayWidth.of(row) <= width, "\(row) at width \(width)")
      }
    }
  }

  @Test("hints that do not fit keep help and quit at the end; those that fit are unchanged")
  func keepsHelpAndQuit() {
    let hints = "Enter 열기 · v 상태 · g 태그 · o 정렬 · x 빼기 · u 되돌리기 · ? 도움말 · q 끝내기"
    #expect(BrowseRenderer.fitted(hints: hints, to: 200) == hints)
    let cut = BrowseRenderer.fitted(hints: hints, to: 61)
    #expect(cut.hasSuffix(" · ? 도움말 · q 끝내기"))
    #expect(cut.hasPrefix("Enter 열기 · v 상태"))
    #expect(DisplayWidth.of(cut) <= 61)
    #expect(BrowseRenderer.fitted(hints: hints, to: 10) == DisplayWidth.truncate(hints, to: 10))
  }
}

import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Testing

/// A query of Hangul compatibility jamo only (`ㅎ`, `ㅁㅇ`) is a word being typed, not a search
/// an online provider can answer: it is not sent while typing. The local catalog still gets it.
@Suite("Compatibility jamo while typing")
@MainActor
struct SearchJamoTests {
  @Test("ㅎ, ㅁㅇ and ㅎ ㅎ are not sent to Kakao while typing", arguments: ["ㅎ", "ㅁㅇ", "ㅎ ㅎ", "ㅏ", "ㆎ"])
  func jamoNotSent(text: String) async {
    let fake = FakeBookSearching()
    let h = SearchHarness(fake: fake, language: .korean)
    h.vm.queryChanged(text)
    h.clock.advance(by: .seconds(1))
    for _ in 0..<500 { await Task.yield() }
    #expect(fake.calls.isEmpty)
    #expect(h.vm.phase == .idle)
    #expect(h.vm.message == "완성된 글자로 입력하면 카카오에서 찾습니다.")
  }

  @Test("typing on from ㅎ to 한강 sends only 한강; the earlier results are cleared at ㅎ")
  func typingOn() async {
    let fake = FakeBookSearching()
    fake.script("한강", .success(SampleBooks.page(["h1"], isEnd: true)))
    fake.script("책", .success(SampleBooks.page(["b1"], isEnd: true)))
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("책")
    h.clock.advance(by: .milliseconds(300))
    #expect(await h.responses(1))
    #expect(h.vm.books.map(\.id) == ["b1"])
    h.vm.queryChanged("ㅎ")
    #expect(h.vm.books.isEmpty)
    #expect(h.vm.message == "Type whole syllables to search Kakao.")
    h.clock.advance(by: .milliseconds(400))
    h.vm.queryChanged("한")
    h.vm.queryChanged("한강")
    h.clock.advance(by: .milliseconds(300))
    #expect(await h.responses(2))
    #expect(fake.queries == ["책", "한강"])
    #expect(h.vm.books.map(\.id) == ["h1"])
    #expect(h.vm.message == nil)
  }

  @Test("jamo next to syllables or Latin letters is an ordinary query", arguments: ["한ㄱ", "ㅋㅋ a", "ㅎ1"])
  func mixedIsSent(text: String) async {
    let fake = FakeBookSearching()
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged(text)
    h.clock.advance(by: .milliseconds(300))
    await fake.waitForCalls(1)
    #expect(fake.queries == [text])
  }

  @Test("a decomposed syllable (conjoining jamo, NFD) is a syllable, not compatibility jamo")
  func decomposedSyllableIsSent() async {
    let fake = FakeBookSearching()
    let h = SearchHarness(fake: fake)
    let decomposed = "\u{1112}\u{1161}\u{11AB}"  // 한 in NFD
    h.vm.queryChanged(decomposed)
    h.clock.advance(by: .milliseconds(300))
    await fake.waitForCalls(1)
    #expect(fake.calls.count == 1)
  }

  @Test("the local catalog gets a jamo query while typing")
  func localGetsJamo() async {
    let fake = FakeBookSearching(provider: .local)
    let store = InMemoryShelfStore()
    let clock = TestClock()
    let vm = SearchViewModel(
      resolver: { _ in fake }, provider: .provider(.local), recentSearches: store, clock: clock,
      language: .english)
    vm.queryChanged("ㅁㅇ")
    clock.advance(by: .milliseconds(300))
    await fake.waitForCalls(1)
    #expect(fake.queries == ["ㅁㅇ"])
  }

  @Test("Enter sends a jamo query: it is asked for explicitly")
  func enterSends() async {
    let fake = FakeBookSearching()
    let h = SearchHarness(fake: fake)
    h.vm.queryChanged("ㅎ")
    h.vm.submit()
    await fake.waitForCalls(1)
    #expect(fake.queries == ["ㅎ"])
    #expect(h.vm.recentSearches == ["ㅎ"])
  }

  @Test("switching to an online provider with a jamo query in the field sends nothing")
  func providerChangeKeepsRule() async {
    let fake = FakeBookSearching()
    let h = SearchHarness(fake: fake)
    h.vm.providerChanged(.provider(.local))
    h.vm.queryChanged("ㅎ")
    h.clock.advance(by: .milliseconds(300))
    await fake.waitForCalls(1)
    h.vm.providerChanged(.provider(.kakao))
    h.vm.fieldChanged(.title)
    h.vm.providerChanged(.all)
    for _ in 0..<500 { await Task.yield() }
    #expect(fake.calls.count == 1)
    #expect(h.vm.message == "Type whole syllables to search all providers.")
  }
}

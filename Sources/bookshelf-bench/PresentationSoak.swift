import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Synchronization

// The view-model soak (issue 5): simulated typing against a fake provider with random latency,
// on virtual time (a hand-advanced TestClock), so 10,000 keystrokes take seconds, not hours.

/// Runs the presentation soak and prints its figures:
/// 1. peak RSS (`VmHWM` from /proc/self/status) after scrolling through 5,000 results
///    (target < 50 MB);
/// 2. 10,000 keystrokes in bursts with random pauses under the 300 ms debounce, each burst
///    ending in Enter or a pause past the debounce: requests per submitted query (target 1.0)
///    and stale results shown (target 0).
@MainActor
func runPresentationSoak() async {
  print("presentation soak (view models, virtual time)")
  let started = ContinuousClock.now
  await scrollSoak(total: 5_000, pageSize: 50)
  await keystrokeSoak(keystrokes: 10_000, seed: 0x5EED_B00C)
  print("  wall time: \(ContinuousClock.now - started)")
}

// MARK: - Scrolling

@MainActor
private func scrollSoak(total: Int, pageSize: Int) async {
  let fake = FakeBookSearching(limits: PagingLimits(maxPageSize: 50)) { query in
    .success(soakPage(text: query.text, page: query.page, pageSize: query.pageSize, total: total))
  }
  let vm = SearchViewModel(
    resolver: { _ in fake }, provider: .provider(.kakao), recentSearches: InMemoryShelfStore(),
    clock: TestClock(), language: .english, pageSize: pageSize)
  let before = memoryFigure("VmHWM")
  vm.queryChanged("memory soak")
  vm.submit()
  var received = 0
  while true {
    received += 1
    guard await settle(vm, responses: received) else { break }
    if vm.isEnd || vm.phase != .loaded { break }
    vm.reachedItem(at: vm.books.count - 1)
  }
  let unique = Set(vm.books.map(\.id)).count
  print(
    "  scroll: \(vm.books.count) books (\(unique) distinct ids) in \(fake.calls.count) pages of \(pageSize);"
      + " isEnd \(vm.isEnd)")
  print(
    "  peak RSS (VmHWM) after scrolling: \(memoryFigure("VmHWM")) kB (before: \(before) kB;"
      + " target < 51200 kB); VmRSS now \(memoryFigure("VmRSS")) kB")
}

/// A realistic page: every text field filled, a 400-character description.
private func soakPage(text: String, page: Int, pageSize: Int, total: Int) -> BookPage {
  let start = (page - 1) * pageSize
  let end = min(total, start + pageSize)
  let blurb = String(repeating: "A story of books and the people who keep them. ", count: 9)
  let books = (start..<max(start, end)).map { n in
    Book(
      id: "soak:\(n)", title: "\(text) — volume \(n)", subtitle: "A subtitle for volume \(n)",
      authors: ["Author \(n % 97)", "Coauthor \(n % 13)"], translators: ["Translator \(n % 7)"],
      publisher: "Publisher \(n % 31)", publishedDate: "2024-05-\(10 + n % 18)",
      description: blurb, thumbnailURL: URL(string: "https://covers.example/\(n).jpg"),
      detailURL: URL(string: "https://books.example/\(n)"),
      price: Money(amount: Decimal(10_000 + n), currency: "KRW"), averageRating: Double(n % 50) / 10,
      ratingsCount: n, source: "kakao")
  }
  return BookPage(books: books, totalCount: total, isEnd: end >= total, page: page, pageSize: pageSize)
}

// MARK: - Keystrokes

@MainActor
private func keystrokeSoak(keystrokes: Int, seed: UInt64) async {
  let clock = TestClock()
  let random = LockedRandom(seed: seed)
  let fake = FakeBookSearching(
    limits: PagingLimits(maxPageSize: 50),
    mode: .latency(clock, { _ in .milliseconds(random.next(in: 20...900)) })
  ) { query in
    // Every book carries the query text as its title, so a stale result is recognisable.
    let books = (0..<5).map { Book(id: "\(query.text)#\($0)", title: query.text, source: "kakao") }
    return .success(BookPage(books: books, totalCount: 5, isEnd: true, page: query.page, pageSize: 10))
  }
  let vm = SearchViewModel(
    resolver: { _ in fake }, provider: .provider(.kakao), recentSearches: InMemoryShelfStore(),
    clock: clock, language: .english)
  let letters = Array("abcdefghijklmnopqrstuvwxyz가나다라마")
  var typed = 0
  var bursts = 0
  var entered = 0
  var stale = 0
  var applied = 0
  var previousWord = ""

  /// Advances virtual time in 10 ms steps, letting the view model run between steps, and
  /// checks every newly applied response against the current query.
  func wait(_ duration: Duration) async {
    var left = duration
    while left > .zero {
      let step = min(left, .milliseconds(10))
      clock.advance(by: step)
      left -= step
      for _ in 0..<4 { await Task.yield() }
      if vm.statistics.responsesApplied != applied {
        applied = vm.statistics.responsesApplied
        let current = vm.query.trimmingWhitespace()
        let wrong = vm.books.contains { $0.title != current } || vm.resultsQuery != current
        if wrong { stale += 1 }
      }
    }
  }

  while typed < keystrokes {
    var word = ""
    repeat {
      word = String(
        (0..<random.next(in: 3...10)).map { _ in letters[random.next(in: 0...(letters.count - 1))] })
    } while word == previousWord
    previousWord = word
    vm.queryChanged("")  // a new search starts from an empty field
    var text = ""
    for ch in word where typed < keystrokes {
      text.append(ch)
      vm.queryChanged(text)
      typed += 1
      await wait(.milliseconds(random.next(in: 20...280)))  // under the 300 ms debounce
    }
    bursts += 1
    if random.next(in: 0...1) == 0 {
      vm.submit()
      entered += 1
    }
    await wait(.milliseconds(random.next(in: 320...1_500)))
  }
  // Let every request in flight finish (they are never cancelled by the fake).
  var rounds = 0
  while vm.statistics.responsesReceived < vm.statistics.requestsStarted, rounds < 1_000 {
    await wait(.milliseconds(100))
    rounds += 1
  }
  let firstPages = fake.calls.filter { $0.page == 1 }.count
  let perQuery = Double(firstPages) / Double(max(1, bursts))
  let stats = vm.statistics
  print(
    "  keystrokes: \(typed) in \(bursts) bursts (\(entered) ended by Enter, the rest by a pause);"
      + " virtual time \(clock.now.offset)")
  print(
    "  requests per submitted query: \(String(format: "%.3f", perQuery)) (\(firstPages) requests;"
      + " target 1.0)")
  print(
    "  stale results shown: \(stale) (target 0); responses applied \(stats.responsesApplied),"
      + " dropped as stale \(stats.responsesDropped)")
}

/// Waits (yielding, no sleeps) until the view model has received `responses` responses.
@MainActor
private func settle(_ vm: SearchViewModel, responses: Int) async -> Bool {
  for _ in 0..<1_000_000 {
    if vm.statistics.responsesReceived >= responses { return true }
    await Task.yield()
  }
  return false
}

/// A value in kB from /proc/self/status (`VmHWM`: peak resident set; `VmRSS`: current), or 0.
func memoryFigure(_ field: String) -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
  return 0
}

/// A seeded SplitMix64 generator behind a lock, shareable with the fake provider.
private final class LockedRandom: Sendable {
  private let state: Mutex<UInt64>

  init(seed: UInt64) { state = Mutex(seed) }

  func next(in range: ClosedRange<Int>) -> Int {
    let value = state.withLock { s -> UInt64 in
      s &+= 0x9E37_79B9_7F4A_7C15
      var z = s
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    return range.lowerBound + Int(value % UInt64(range.count))
  }
}

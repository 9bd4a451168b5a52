import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Synchronization
import Testing

@testable import BookshelfCLI

/// Counts how often a factory of the environment is asked (each ask of the live factory for
/// `local` opens `catalog.sqlite`; each ask of the shelf opener opens `shelf.sqlite`).
final class OpenCounter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

/// An environment over `searchers` whose factory counts its calls in `opens`.
private func environment(
  _ searchers: [any BookSearching], opens: OpenCounter, openShelf: (@Sendable () throws -> ShelfStore)? = nil
) throws -> AppEnvironment {
  let byID = Dictionary(uniqueKeysWithValues: searchers.map { ($0.provider, $0) })
  return AppEnvironment(
    configuration: try Configuration.load(environment: ["HOME": "/nonexistent-home-for-tests"]),
    language: .english,
    makeSearcher: { id throws(BookshelfError) in
      opens.increment()
      guard let searcher = byID[id] else { throw .missingAPIKey(id) }
      return searcher
    },
    availableProviders: searchers.map(\.provider), openShelf: openShelf)
}

@Suite("AppEnvironment: searchers are built once")
@MainActor
struct AppEnvironmentMemoTests {
  /// Before the environment kept its searchers, `browse` asked the factory on every debounced
  /// search: this test counted 10 opens of the catalog.
  @Test("browse --provider local opens the catalog once for ten typed queries")
  func catalogOpenedOnce() async throws {
    let opens = OpenCounter()
    let local = FakeBookSearching(provider: .local) { q in
      .success(SampleBooks.numberedPage(prefix: q.text, page: q.page, pageSize: q.pageSize, total: 3))
    }
    let environment = try environment([local], opens: opens)
    let clock = TestClock()
    let vm = SearchViewModel(
      resolver: environment.resolver, provider: .provider(.local), recentSearches: InMemoryShelfStore(),
      clock: clock, language: .english)
    for n in 0..<10 {
      vm.queryChanged("query \(n)")
      clock.advance(by: .milliseconds(300))
      await local.waitForCalls(n + 1)
    }
    #expect(local.calls.count == 10)
    #expect(opens.value == 1)
  }

  @Test("the same choice gives the same searcher instance")
  func sameInstance() throws {
    let opens = OpenCounter()
    let kakao = FakeBookSearching(provider: .kakao)
    let environment = try environment([kakao], opens: opens)
    let first = try environment.searcher(for: .provider(.kakao))
    let second = try environment.searcher(for: .provider(.kakao))
    #expect(first as AnyObject === kakao)
    #expect(second as AnyObject === first as AnyObject)
    #expect(opens.value == 1)
  }

  @Test("all is built once from the providers' searchers, which it shares with single choices")
  func federatedBuiltOnce() throws {
    let opens = OpenCounter()
    let kakao = FakeBookSearching(provider: .kakao)
    let open = FakeBookSearching(provider: .openlibrary)
    let environment = try environment([kakao, open], opens: opens)
    _ = try environment.searcher(for: .provider(.kakao))
    for _ in 0..<5 {
      let all = try environment.searcher(for: .all)
      #expect(all is FederatedSearch)
      _ = try environment.federatedSearch()
    }
    #expect(
      try environment.federatedSearch().sources.map { $0 as AnyObject }.elementsEqual([kakao, open]) {
        $0 === $1
      })
    #expect(opens.value == 2)
  }

  @Test("a provider that could not be built is asked again at its next use")
  func failureNotKept() throws {
    let opens = OpenCounter()
    let environment = try environment([], opens: opens)
    for _ in 0..<3 {
      #expect(throws: BookshelfError.missingAPIKey(.kakao)) {
        try environment.searcher(for: .provider(.kakao))
      }
    }
    #expect(opens.value == 3)
  }

  @Test("the live environment keeps one local catalog connection")
  func liveCatalogKept() async throws {
    let home = try ShelfHome()
    _ = try LocalCatalog(path: home.file("catalog.sqlite"))
    let configuration = try Configuration.load(environment: [
      "HOME": "/nonexistent", "BOOKSHELF_HOME": home.path,
    ])
    let environment = try AppEnvironment.live(configuration: configuration, language: .english)
    let first = try environment.searcher(for: .provider(.local))
    let second = try environment.searcher(for: .provider(.local))
    #expect(first is LocalCatalogProvider)
    #expect(first as AnyObject === second as AnyObject)
    #expect(try await second.search(try BookQuery(text: "dune")).books.isEmpty)
  }
}

@Suite("AppEnvironment: the shelf is opened lazily, once")
struct AppEnvironmentShelfTests {
  @Test("openShelf opens at the first call only and returns the same store")
  func openedOnce() throws {
    let home = try ShelfHome()
    let opens = OpenCounter()
    let path = home.shelfPath
    let environment = try environment(
      [], opens: OpenCounter(),
      openShelf: {
        opens.increment()
        return try ShelfStore(path: path)
      })
    #expect(opens.value == 0)
    #expect(!FileManager.default.fileExists(atPath: path))
    let first = try environment.openShelf()
    let second = try environment.openShelf()
    #expect(first === second)
    #expect(opens.value == 1)
  }

  @Test("search and catalog stats create no shelf file; shelf does")
  func commandsWithoutShelf() async throws {
    let home = try ShelfHome()
    let kakao = CannedProvider(.kakao, books: sampleBooks)
    #expect(await home.run(["search", "dune"], providers: [kakao]).status == 0)
    #expect(await home.run(["catalog", "stats"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: home.shelfPath))
    #expect(await home.run(["shelf"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: home.shelfPath))
  }
}

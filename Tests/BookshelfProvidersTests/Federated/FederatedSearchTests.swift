import BookshelfCore
import Testing

@testable import BookshelfProviders

/// A provider answering from a script; `hang` never answers (and ignores cancellation).
private struct ScriptedProvider: BookSearching {
  enum Behaviour: Sendable {
    case books([Book], total: Int, isEnd: Bool)
    case fail(BookshelfError)
    case hang
  }
  let provider: ProviderID
  var limits = PagingLimits(maxPageSize: 50)
  let behaviour: Behaviour

  func search(_ query: BookQuery) async throws -> BookPage {
    switch behaviour {
    case .books(let books, let total, let isEnd):
      return BookPage(
        books: books, totalCount: total, isEnd: isEnd, page: query.page, pageSize: query.pageSize)
    case .fail(let error):
      throw error
    case .hang:
      await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
      fatalError("unreachable")
    }
  }

  func lookup(_ isbn: ISBN) async throws -> Book? {
    switch behaviour {
    case .books(let books, _, _): return books.first { $0.isbn13 == isbn.isbn13 }
    case .fail(let error): throw error
    case .hang: return nil
    }
  }
}

private func book(
  _ id: String, _ title: String, source: ProviderID, isbn13: String? = nil, rating: Double? = nil,
  count: Int? = nil, publisher: String? = nil, description: String? = nil
) -> Book {
  Book(
    id: isbn13 ?? "\(source.rawValue):\(id)", title: title, publisher: publisher, isbn13: isbn13,
    description: description, averageRating: rating, ratingsCount: count, source: source.rawValue)
}

@Suite("Federated search")
struct FederatedSearchTests {
  @Test("interleaves by rank and merges by ISBN-13, filling empty fields and weighting ratings")
  func mergesAndInterleaves() async throws {
    let kakao = ScriptedProvider(
      provider: .kakao,
      behaviour: .books(
        [
          book("a", "미움받을 용기", source: .kakao, isbn13: "9788996991342", publisher: "인플루엔셜"),
          book("b", "K2", source: .kakao),
        ], total: 20, isEnd: false))
    let google = ScriptedProvider(
      provider: .google,
      behaviour: .books(
        [
          book("g1", "G1", source: .google, rating: 4.0, count: 10),
          book(
            "g2", "Courage", source: .google, isbn13: "9788996991342", rating: 5.0, count: 30,
            description: "desc"),
        ], total: 5, isEnd: true))
    let aladin = ScriptedProvider(
      provider: .aladin,
      behaviour: .books(
        [book("x", "미움받을 용기", source: .aladin, isbn13: "9788996991342", rating: 1.0, count: 60)], total: 1,
        isEnd: true))
    let search = FederatedSearch(sources: [kakao, aladin, google])
    let result = try await search.searchWithFailures(try BookQuery(text: "용기"))
    #expect(result.page.books.map(\.id) == ["9788996991342", "google:g1", "kakao:b"])
    let merged = result.page.books[0]
    #expect(merged.title == "미움받을 용기")
    #expect(merged.source == "kakao")
    #expect(merged.publisher == "인플루엔셜")
    #expect(merged.description == "desc")
    #expect(merged.ratingsCount == 90)
    #expect(merged.averageRating == (1.0 * 60 + 5.0 * 30) / 90)
    #expect(result.page.totalCount == 26)
    #expect(result.page.isEnd == false)
    #expect(result.failures.isEmpty)
  }

  @Test("a failing provider becomes a failure entry, not a failed search")
  func failureIsWarning() async throws {
    let ok = ScriptedProvider(
      provider: .openlibrary,
      behaviour: .books([book("1", "Dune", source: .openlibrary)], total: 1, isEnd: true))
    let bad = ScriptedProvider(provider: .kakao, behaviour: .fail(.invalidAPIKey(.kakao)))
    let result = try await FederatedSearch(sources: [bad, ok]).searchWithFailures(try BookQuery(text: "dune"))
    #expect(result.page.books.map(\.title) == ["Dune"])
    #expect(result.failures == [ProviderFailure(provider: .kakao, error: .invalidAPIKey(.kakao))])
    #expect(result.answered == [.openlibrary])
  }

  @Test("every provider failing fails the search with each error")
  func allFail() async throws {
    let a = ScriptedProvider(provider: .kakao, behaviour: .fail(.serverError(.kakao, status: 503)))
    let b = ScriptedProvider(provider: .google, behaviour: .fail(.quotaExceeded(.google)))
    await #expect(
      throws: BookshelfError.allProvidersFailed([.serverError(.kakao, status: 503), .quotaExceeded(.google)])
    ) {
      try await FederatedSearch(sources: [a, b]).searchWithFailures(try BookQuery(text: "x"))
    }
  }

  @Test("a provider that never answers times out without holding up the others")
  func perProviderTimeLimit() async throws {
    let slow = ScriptedProvider(provider: .naver, behaviour: .hang)
    let ok = ScriptedProvider(
      provider: .google, behaviour: .books([book("1", "Fast", source: .google)], total: 1, isEnd: true))
    let result = try await FederatedSearch(sources: [slow, ok], timeLimit: .milliseconds(50))
      .searchWithFailures(
        try BookQuery(text: "x"))
    #expect(result.page.books.map(\.title) == ["Fast"])
    #expect(result.failures == [ProviderFailure(provider: .naver, error: .timeout(.naver, seconds: 0.05))])
  }

  @Test("providers whose page cap is passed are skipped; past every cap is an error")
  func pageCaps() async throws {
    let capped = ScriptedProvider(
      provider: .aladin, limits: PagingLimits(maxPageSize: 50, maxReachableResults: 200),
      behaviour: .fail(.serverError(.aladin, status: 500)))
    let open = ScriptedProvider(
      provider: .openlibrary,
      behaviour: .books([book("1", "Deep", source: .openlibrary)], total: 900, isEnd: false))
    let result = try await FederatedSearch(sources: [capped, open]).searchWithFailures(
      try BookQuery(text: "x", page: 30))
    #expect(result.page.books.map(\.title) == ["Deep"])
    #expect(result.failures.isEmpty)
    await #expect(throws: BookshelfError.pageOutOfRange(provider: .aladin, page: 30, lastPage: 20)) {
      try await FederatedSearch(sources: [capped]).searchWithFailures(try BookQuery(text: "x", page: 30))
    }
  }
}

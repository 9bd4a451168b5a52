import BookshelfCore
import Foundation
import Synchronization

/// A `BookSearching` source whose behaviour a test switches between calls: answer with
/// `books`, or fail with an error; optionally reporting a `Cache-Control` value for each answer
/// as the adapters' response handling does (`CacheDirectives.current`). Counts every call, so
/// response cache tests can tell a hit (no call) from a miss.
public final class SwitchableSource: BookSearching, Sendable {
  private struct State {
    var failure: BookshelfError?
    var cacheControl: String?
    var searches = 0
    var lookups = 0
  }

  /// The provider it claims to be.
  public let provider: ProviderID
  /// 50 per page, unbounded.
  public var limits: PagingLimits { PagingLimits(maxPageSize: 50) }
  /// The books of every page (and of lookups, by ISBN-13).
  public let books: [Book]
  private let state = Mutex(State())

  /// A source for `provider` answering with `books`.
  public init(_ provider: ProviderID, books: [Book]) {
    self.provider = provider
    self.books = books
  }

  /// From now on every call throws `error` (nil: answers again).
  public func fail(with error: BookshelfError?) { state.withLock { $0.failure = error } }

  /// From now on every answer carries this `Cache-Control` value (nil: none).
  public func answer(cacheControl: String?) { state.withLock { $0.cacheControl = cacheControl } }

  /// Searches made so far.
  public var searches: Int { state.withLock { $0.searches } }
  /// Lookups made so far.
  public var lookups: Int { state.withLock { $0.lookups } }

  /// All of `books` on page `query.page`, `books.count` results in total.
  /// - Throws: the error set by `fail(with:)`.
  public func search(_ query: BookQuery) async throws -> BookPage {
    let (failure, cacheControl) = state.withLock { state in
      state.searches += 1
      return (state.failure, state.cacheControl)
    }
    if let failure { throw failure }
    CacheDirectives.current?.record(cacheControl: cacheControl)
    return BookPage(
      books: books, totalCount: books.count, isEnd: true, page: query.page, pageSize: query.pageSize)
  }

  /// The first of `books` with this ISBN-13, or nil.
  /// - Throws: the error set by `fail(with:)`.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    let (failure, cacheControl) = state.withLock { state in
      state.lookups += 1
      return (state.failure, state.cacheControl)
    }
    if let failure { throw failure }
    CacheDirectives.current?.record(cacheControl: cacheControl)
    return books.first { $0.isbn13 == isbn.isbn13 }
  }

  /// True: `book(id:)` answers from `books`.
  public var looksUpByID: Bool { true }

  /// The first of `books` with this id, or nil; counted in `lookups`.
  /// - Throws: the error set by `fail(with:)`.
  public func book(id: String) async throws -> Book? {
    let (failure, cacheControl) = state.withLock { state in
      state.lookups += 1
      return (state.failure, state.cacheControl)
    }
    if let failure { throw failure }
    CacheDirectives.current?.record(cacheControl: cacheControl)
    return books.first { $0.id == id }
  }
}

/// A wall clock a test sets and moves (`now` for the response cache).
public final class ManualDate: Sendable {
  private let current: Mutex<Date>

  /// Starts at `start` (default 2026-01-01T00:00:00Z).
  public init(_ start: Date = Date(timeIntervalSince1970: 1_767_225_600)) { current = Mutex(start) }

  /// The time now.
  public var now: Date { current.withLock { $0 } }

  /// Moves the clock by `seconds` (negative moves it back).
  public func advance(by seconds: Double) { current.withLock { $0 += seconds } }

  /// The clock as a `now` closure.
  public var closure: @Sendable () -> Date { { [self] in now } }
}

import BookshelfCore
import Foundation

/// A `BookSearching` source that answers every search with the same books and records the
/// queries; for command tests that need a provider by id (unlike `FakeBookSearching`, whose
/// answers are scripted per call).
///
/// Every page holds all of `books`, claims `books.count * 10` results and is never the end,
/// so paging commands can ask for more.
public final class CannedProvider: BookSearching, @unchecked Sendable {
  /// The provider this source stands in for.
  public let provider: ProviderID
  /// The paging limits it reports (50 per page and unbounded unless stated).
  public let limits: PagingLimits
  /// The books of every page, in order.
  public let books: [Book]
  /// When set, every search and lookup throws it.
  public let failure: BookshelfError?
  /// Whether its pages say `totalCountIsApproximate` (as Google's full pages do).
  public let approximate: Bool
  private let lock = NSLock()
  private var recorded: [BookQuery] = []

  /// A source for `provider` answering with `books` (or throwing `failure`).
  public init(
    _ provider: ProviderID, books: [Book], failure: BookshelfError? = nil,
    limits: PagingLimits = PagingLimits(maxPageSize: 50), approximate: Bool = false
  ) {
    self.provider = provider
    self.books = books
    self.failure = failure
    self.limits = limits
    self.approximate = approximate
  }

  /// Every query searched so far, oldest first.
  public var queries: [BookQuery] {
    lock.withLock { recorded }
  }

  /// Records `query` and answers with `books` on page `query.page`.
  /// - Throws: `failure`, when set.
  public func search(_ query: BookQuery) async throws -> BookPage {
    lock.withLock { recorded.append(query) }
    if let failure { throw failure }
    return BookPage(
      books: books, totalCount: books.count * 10, isEnd: false, page: query.page, pageSize: query.pageSize,
      totalCountIsApproximate: approximate)
  }

  /// The first of `books` whose ISBN-13 is `isbn`, or nil.
  /// - Throws: `failure`, when set.
  public func lookup(_ isbn: ISBN) async throws -> Book? {
    if let failure { throw failure }
    return books.first { $0.isbn13 == isbn.isbn13 }
  }

  /// As the real adapters: every source but Kakao and Naver looks books up by its own id.
  public var looksUpByID: Bool { provider != .kakao && provider != .naver }

  /// The first of `books` whose id is `id` (nil for Kakao and Naver, as the real adapters).
  /// - Throws: `failure`, when set.
  public func book(id: String) async throws -> Book? {
    guard looksUpByID else { return nil }
    if let failure { throw failure }
    return books.first { $0.id == id }
  }
}

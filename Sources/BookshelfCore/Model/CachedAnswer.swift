#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a response cache answered a search or a lookup instead of the source: when the answer
/// was stored and why the stored copy is served.
public struct CachedAnswer: Sendable, Hashable, Codable {
  /// Why the stored copy is served.
  public enum Reason: String, Sendable, Hashable, Codable {
    /// The entry is within its time-to-live: no request was made.
    case fresh
    /// The entry has expired, but the source could not be reached (`.network` of any kind,
    /// `.timeout`, `.serverError`), so the last answer it gave is served.
    case sourceUnreachable
  }

  /// When the source gave the answer (the moment it was stored).
  public var storedAt: Date
  /// Why it is served.
  public var reason: Reason
  /// How old the answer was when served, in seconds by the cache's clock, never negative (a
  /// clock set back counts as 0).
  public var ageSeconds: Double

  /// An answer stored at `storedAt`, served at `servedAt` for `reason`.
  public init(storedAt: Date, reason: Reason, servedAt: Date) {
    self.storedAt = storedAt
    self.reason = reason
    let age = servedAt.timeIntervalSince(storedAt)
    self.ageSeconds = age.isFinite ? max(0, age) : 0
  }

  /// True when the answer is served because the source failed (the stale-answer line).
  public var isStale: Bool { reason == .sourceUnreachable }
}

/// The answer of a lookup through a response cache: the book (nil when the source does not
/// know the ISBN) and, when the cache answered, how.
public struct LookupAnswer: Sendable, Hashable {
  /// The book, or nil when the source has no record of the ISBN.
  public var book: Book?
  /// Set when the answer came from the cache; nil when the source answered.
  public var cachedAnswer: CachedAnswer?

  /// A lookup answer.
  public init(book: Book?, cachedAnswer: CachedAnswer? = nil) {
    self.book = book
    self.cachedAnswer = cachedAnswer
  }
}

/// A source that can say whether a lookup came from a response cache (the decorator
/// `CachingBookSearching`); `show` asks it so that it can print the stale-answer line.
public protocol CachedLookupAnswering: BookSearching {
  /// `lookup(isbn)` with how the cache answered it.
  /// - Throws: as `lookup`.
  func lookupAnswer(_ isbn: ISBN) async throws -> LookupAnswer
}

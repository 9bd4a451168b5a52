import BookshelfCore

/// What a response cache entry answers: a search page or an ISBN lookup.
public enum ResponseKind: String, Sendable, Hashable, CaseIterable {
  /// One page of a search (time-to-live 1 hour).
  case search
  /// One ISBN lookup (time-to-live 7 days).
  case isbnLookup = "isbn"
  /// One lookup by the provider's own id (`book(id:)`; time-to-live 7 days).
  case idLookup = "id"
}

/// The key of one response cache entry: the source (`scope`), the kind and the request as the
/// adapter sends it. Never holds an API key: only the query's own parts go in.
///
/// The query text is normalised as every adapter sends it: trimmed (`BookQuery` did),
/// whitespace runs collapsed to one space; an ISBN search by its ISBN-13. Letter case is kept:
/// Open Library's and Google's query syntax (`AND`, `OR`, `intitle:`) tells cases apart, and
/// no provider documents case folding, so two spellings are two requests. The page size is the
/// one the adapter asks for (clamped to the provider's maximum).
public struct ResponseCacheKey: Sendable, Hashable {
  /// The stored key text, e.g. `kakao|search|title|latest|2|10|해리 포터`.
  public let text: String
  /// Search or lookup.
  public let kind: ResponseKind
  /// The source, e.g. `kakao`, or `kakao@http://127.0.0.1:8080` for an endpoint override.
  public let scope: String

  /// The key of one search page of `query` on the source `scope`, whose largest page size is
  /// `maxPageSize`.
  public static func search(_ query: BookQuery, scope: String, maxPageSize: Int) -> ResponseCacheKey {
    let text: String
    if query.field == .isbn, let isbn = ISBN.parse(query.text) {
      text = isbn.isbn13
    } else {
      text = query.text.collapsingWhitespace()
    }
    let size = min(max(1, query.pageSize), max(1, maxPageSize))
    let parts = [
      scope, ResponseKind.search.rawValue, query.field.rawValue, query.sort.rawValue, String(query.page),
      String(size), text,
    ]
    return ResponseCacheKey(text: parts.joined(separator: "|"), kind: .search, scope: scope)
  }

  /// The key of the lookup of `isbn` (by its ISBN-13) on the source `scope`.
  public static func lookup(_ isbn: ISBN, scope: String) -> ResponseCacheKey {
    ResponseCacheKey(
      text: [scope, ResponseKind.isbnLookup.rawValue, isbn.isbn13].joined(separator: "|"), kind: .isbnLookup,
      scope: scope)
  }

  /// The key of one lookup by the provider's own id (`google:zyTCAlFPjgYC`), as sent.
  public static func idLookup(_ id: String, scope: String) -> ResponseCacheKey {
    ResponseCacheKey(
      text: [scope, ResponseKind.idLookup.rawValue, id].joined(separator: "|"), kind: .idLookup, scope: scope)
  }
}

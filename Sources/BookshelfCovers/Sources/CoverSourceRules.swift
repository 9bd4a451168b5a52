import BookshelfCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where to look for one book's cover: the URLs to try, in order, or why there is none.
public enum CoverPlan: Sendable, Hashable {
  /// Try these in order; the next one only after a failure `CoverFallback` allows.
  case candidates([URL])
  /// No cover to fetch (`.noCover`: no URL, a `nophoto` placeholder, an Open Library id of 0).
  case absent(CoverAbsence)

  /// The candidates, empty when absent.
  public var urls: [URL] {
    if case .candidates(let urls) = self { return urls }
    return []
  }
}

/// The one rule between candidates: when a failed URL lets the next one be tried.
public enum CoverFallback {
  /// True for failures that belong to that URL only: any 4xx (a Kakao origin image answers 403
  /// where the thumbnail works; an Open Library id without an image answers 404 with
  /// `default=false`), an answer that is no image or too large, or a refused URL (another
  /// candidate may be on another host). False when the network is down or slow
  /// (`.unreachable`): the next candidate would only double the wait.
  public static func tryNext(after absence: CoverAbsence) -> Bool {
    switch absence {
    case .notFound, .notAnImage, .tooLarge, .undecodable, .refused: return true
    case .unreachable, .noCover, .notDrawn: return false
    }
  }
}

/// The per-source cover URL rules: from a `Book` (`source`, `thumbnailURL`, ISBN) the ordered
/// URLs to try. Rules go by the URL's host first (a catalog import keeps Kakao, Aladin or
/// Goodreads URLs under `source` `local`), then by `source`:
///
/// - Kakao (`*.kakaocdn.net/thumb/…?fname=`): the larger origin image from the decoded `fname`
///   (https), then the thumbnail exactly as given. The `R120x174` size is never rewritten
///   (other sizes answer 403).
/// - Open Library (`/b/id/<cover_i>-<size>.jpg`, or `source` `openlibrary` with an ISBN): on
///   `coversBaseURL`, by id then by ISBN-13, each with `?default=false` so that a missing cover
///   is a 404 rather than a blank GIF; never an id of 0 or an empty one.
/// - Google Books (`books.google.*`, `*.googleusercontent.com`): https, `&edge=curl` removed.
/// - Aladin (`image.aladin.co.kr`): the 200-pixel `cover` size for the small `coversum` (85 px)
///   one, then the URL as given.
/// - Any URL whose text contains `nophoto` (goodbooks / Goodreads' placeholder): no cover.
/// - Anything else: the URL as given. No URL: no cover.
public struct CoverSourceRules: Sendable {
  /// Scheme, host and port of the Open Library covers service (`BOOKSHELF_COVERS_URL`, else
  /// `https://covers.openlibrary.org`).
  public let coversBaseURL: URL

  /// The default covers host.
  public static let defaultCoversBaseURL: URL = {
    guard let url = URL(string: "https://covers.openlibrary.org") else {
      preconditionFailure("https://covers.openlibrary.org parses as a URL")
    }
    return url
  }()

  /// Rules with the given covers host.
  public init(coversBaseURL: URL = CoverSourceRules.defaultCoversBaseURL) {
    self.coversBaseURL = coversBaseURL
  }

  /// The plan for `book`.
  public func plan(for book: Book) -> CoverPlan {
    let openLibrary = OpenLibraryCoverRule(coversBaseURL: coversBaseURL)
    guard let url = book.thumbnailURL?.forFetching else {
      if book.source == "openlibrary", let isbn = book.isbn13 ?? book.isbn10 {
        return openLibrary.plan(coverID: nil, isbn: isbn)
      }
      return .absent(.noCover)
    }
    let text = url.absoluteString
    if text.isEmpty || text.lowercased().contains("nophoto") { return .absent(.noCover) }
    let host = url.host(percentEncoded: false)?.lowercased() ?? ""
    if let plan = KakaoCoverRule.plan(url, host: host) { return plan }
    if let plan = openLibrary.plan(url, host: host, book: book) { return plan }
    if let plan = GoogleCoverRule.plan(url, host: host) { return plan }
    if let plan = AladinCoverRule.plan(url, host: host) { return plan }
    return .candidates([url])
  }
}

extension URL {
  /// `self` as a cover is fetched: the scheme in lower case (`HTTP://…`, `Https://…` →
  /// `http://…`, `https://…`; schemes are case-insensitive, but URLSession only takes the
  /// lower-case spelling) and without user info (`http://user:password@host/…` would make
  /// URLSession send `Authorization: Basic …` to whoever serves the cover); the rest
  /// unchanged. `self` when there is nothing to change.
  var forFetching: URL {
    guard let scheme = self.scheme,
      scheme != scheme.lowercased() || user(percentEncoded: true) != nil
        || password(percentEncoded: true) != nil,
      var components = URLComponents(url: self, resolvingAgainstBaseURL: false)
    else { return self }
    components.scheme = scheme.lowercased()
    components.percentEncodedUser = nil
    components.percentEncodedPassword = nil
    return components.url ?? self
  }

  /// `self` with an `http` scheme changed to `https` (anything else unchanged).
  var upgradedToHTTPS: URL {
    guard scheme?.lowercased() == "http",
      var components = URLComponents(url: self, resolvingAgainstBaseURL: false)
    else { return self }
    components.scheme = "https"
    return components.url ?? self
  }
}

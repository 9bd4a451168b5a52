import BookshelfCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Open Library covers: `<covers host>/b/id/<cover_i>-M.jpg?default=false`, then
/// `<covers host>/b/isbn/<isbn>-M.jpg?default=false`. `default=false` makes a missing cover a 404
/// (the default answer is a 200 with a blank GIF, which would show as an empty cover). An id of
/// 0, a negative or an empty one is never asked for. `M` (about 180 × 360) is plenty for a
/// terminal or a detail view.
struct OpenLibraryCoverRule {
  let coversBaseURL: URL

  /// A plan for a thumbnail URL on the covers service (the configured host or
  /// `covers.openlibrary.org`), or for any `openlibrary` book; nil for other URLs.
  func plan(_ url: URL, host: String, book: Book) -> CoverPlan? {
    let coversHost = coversBaseURL.host(percentEncoded: false)?.lowercased()
    let onCovers = host == "covers.openlibrary.org" || (host == coversHost && url.port == coversBaseURL.port)
    let path = url.path(percentEncoded: false)
    guard onCovers || book.source == "openlibrary", path.hasPrefix("/b/") else { return nil }
    let isbn = book.isbn13 ?? book.isbn10
    if path.hasPrefix("/b/id/") {
      return plan(coverID: Self.coverID(inPath: path), isbn: isbn)
    }
    if path.hasPrefix("/b/isbn/") {
      return plan(coverID: nil, isbn: isbn ?? Self.key(inPath: path, after: "/b/isbn/"))
    }
    return nil
  }

  /// By id (when positive) then by ISBN; `.absent(.noCover)` when neither is usable.
  func plan(coverID: Int?, isbn: String?) -> CoverPlan {
    var urls: [URL] = []
    if let coverID, coverID > 0, let url = cover("id", String(coverID)) { urls.append(url) }
    if let isbn, !isbn.isEmpty, isbn.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "X") }),
      let url = cover("isbn", isbn)
    {
      urls.append(url)
    }
    return urls.isEmpty ? .absent(.noCover) : .candidates(urls)
  }

  private func cover(_ kind: String, _ value: String) -> URL? {
    var prefix = coversBaseURL.absoluteString
    while prefix.hasSuffix("/") { prefix.removeLast() }
    return URL(string: "\(prefix)/b/\(kind)/\(value)-M.jpg?default=false")
  }

  /// The number in `/b/id/<n>-M.jpg`, or nil (not digits, empty, too long).
  static func coverID(inPath path: String) -> Int? {
    guard let key = key(inPath: path, after: "/b/id/"), key.count <= 18,
      key.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    return Int(key)
  }

  /// The key between `prefix` and the size suffix (`-S.jpg`, `-M.jpg`, `-L.jpg`).
  static func key(inPath path: String, after prefix: String) -> String? {
    guard path.hasPrefix(prefix) else { return nil }
    var rest = Substring(path.dropFirst(prefix.count))
    if let dash = rest.lastIndex(of: "-") { rest = rest[..<dash] }
    return rest.isEmpty ? nil : String(rest)
  }
}

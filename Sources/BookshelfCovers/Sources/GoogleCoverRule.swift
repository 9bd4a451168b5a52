import BookshelfCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Google Books `imageLinks` (`http://books.google.com/books/content?id=…&zoom=1&edge=curl&…`):
/// forced to https, with `edge=curl` removed (it draws a page curl over the cover).
enum GoogleCoverRule {
  static func plan(_ url: URL, host: String) -> CoverPlan? {
    let isGoogle =
      host == "books.google.com" || host.hasPrefix("books.google.")
      || host.hasSuffix(".googleusercontent.com")
    guard isGoogle else { return nil }
    guard var components = URLComponents(url: url.upgradedToHTTPS, resolvingAgainstBaseURL: false)
    else { return .candidates([url]) }
    if let items = components.percentEncodedQueryItems {
      let kept = items.filter { !($0.name == "edge" && $0.value == "curl") }
      components.percentEncodedQueryItems = kept.isEmpty ? nil : kept
    }
    return .candidates([components.url ?? url.upgradedToHTTPS])
  }
}

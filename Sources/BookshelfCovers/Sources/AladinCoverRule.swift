import BookshelfCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Aladin's `cover` (`https://image.aladin.co.kr/product/28125/61/coversum/k642734155_1.jpg`):
/// the path segment is the size (`cover` with `Cover=Big`, 200 px wide; `coversum` for the
/// default `Mid`, 85 px; see APIS-aladin.md). A `coversum` URL is tried first as `cover`, the
/// size that suits a terminal or detail picture, then as given; other URLs are kept as they are.
enum AladinCoverRule {
  static func plan(_ url: URL, host: String) -> CoverPlan? {
    guard host == "image.aladin.co.kr" else { return nil }
    let path = url.path(percentEncoded: true)
    guard path.contains("/coversum/"),
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return .candidates([url]) }
    components.percentEncodedPath = path.split(separator: "/", omittingEmptySubsequences: false)
      .map { $0 == "coversum" ? "cover" : $0 }.joined(separator: "/")
    guard let big = components.url, big != url else { return .candidates([url]) }
    return .candidates([big, url])
  }
}

import BookshelfCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Kakao's thumbnails: `https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=<encoded origin>`.
///
/// The thumbnail is kept exactly as given (its size segment is signed: `R120x174` works, other
/// sizes answer 403). The larger picture is the origin image named by the decoded `fname`
/// (`http://t1.daumcdn.net/lbook/image/1467038?timestamp=…`), fetched over https and tried
/// first; any 4xx from it falls back to the thumbnail (`CoverFallback`).
enum KakaoCoverRule {
  static func plan(_ url: URL, host: String) -> CoverPlan? {
    guard host == "kakaocdn.net" || host.hasSuffix(".kakaocdn.net") else { return nil }
    guard let origin = origin(of: url), origin != url else { return .candidates([url]) }
    return .candidates([origin, url])
  }

  /// The decoded `fname` as an https URL with a host, or nil.
  static func origin(of url: URL) -> URL? {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let fname = components.queryItems?.first(where: { $0.name == "fname" })?.value,
      let origin = URL(string: fname),
      let scheme = origin.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = origin.host(percentEncoded: false), !host.isEmpty
    else { return nil }
    return origin.upgradedToHTTPS
  }
}

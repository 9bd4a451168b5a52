/// The book sources Bookshelf can search. The raw value is the name used on the command
/// line (`--provider`), in `Book.source` and in configuration.
public enum ProviderID: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case kakao
  case aladin
  case google
  case openlibrary
  case naver
  case local

  /// A human-readable name: `Kakao`, `Aladin`, `Google Books`, `Open Library`, `Naver`, `Local catalog`.
  public var displayName: String {
    switch self {
    case .kakao: "Kakao"
    case .aladin: "Aladin"
    case .google: "Google Books"
    case .openlibrary: "Open Library"
    case .naver: "Naver"
    case .local: "Local catalog"
    }
  }

  /// Orders providers as `allCases` lists them (Kakao first, the local catalog last).
  public static func < (lhs: ProviderID, rhs: ProviderID) -> Bool {
    // Every case is in `allCases`; `?? count` only keeps the comparison total.
    let order = allCases
    return (order.firstIndex(of: lhs) ?? order.count) < (order.firstIndex(of: rhs) ?? order.count)
  }
}

import BookshelfCore

extension ProviderID {
  /// The provider's name in `language`: in English the same as `displayName` (`Local
  /// catalog`), in Korean the name Korean users know (`카카오`, `알라딘`, `Google 도서`,
  /// `로컬 카탈로그`). Put a particle after it with `KoreanParticle`.
  public func displayName(in language: Language) -> String {
    switch language {
    case .english: displayName
    case .korean: koreanName
    }
  }

  private var koreanName: String {
    switch self {
    case .kakao: "카카오"
    case .aladin: "알라딘"
    case .google: "Google 도서"
    case .openlibrary: "Open Library"
    case .naver: "네이버"
    case .local: "로컬 카탈로그"
    }
  }
}
